/**
 * Windows that explain themselves (GET /v1/muhurat/search): each window names
 * the rising signs it holds with their own start and end, checked against an
 * ascendant computed without the engine (astronomy-engine), and the rules
 * that bound it, checked where Drik Panchang prints the edge: its New Delhi
 * marriage window of 2026-12-02 begins at 10:32 as Vishkumbha yoga ends, that
 * of 2026-12-06 ends at 07:42 as Atiganda begins (test/reference/drik-muhurat.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../../src/engine/index.ts';
import { independentAscendantDeg, JD_UNIX_EPOCH } from './independent.ts';

interface Lagna {
  name: string;
  label: string;
  start: string;
  end: string;
}
interface Window {
  start: string;
  end: string;
  lagnas: Lagna[];
  bounded_by: { start: string[]; end: string[] };
}
const SIGN_NAMES = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
];
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + JD_UNIX_EPOCH;
const DELHI = { lat: 28.6139, lon: 77.209 };

test('each window: its lagnas in order, covering it, each rising by an independent ascendant; its bounds name the rules', async () => {
  const e = createEngine();
  const r = await e.run('muhuratSearch', { activity: 'marriage', from: '2026-12-02', to: '2026-12-06', ...DELHI });
  const days = (r.data as { days: { date: string; windows: Window[] }[] }).days;
  const windows = days.flatMap((d) => d.windows.map((w) => ({ date: d.date, ...w })));
  assert.ok(windows.length >= 6, `${windows.length} windows`);
  let checked = 0;
  for (const w of windows) {
    assert.ok(w.lagnas.length > 0, `${w.date} ${w.start}`);
    assert.ok(Date.parse(w.lagnas[0]!.start) <= Date.parse(w.start) && Date.parse(w.lagnas.at(-1)!.end) >= Date.parse(w.end), w.start);
    w.lagnas.forEach((l, i) => {
      if (i > 0) assert.equal(l.start, w.lagnas[i - 1]!.end);
      // A minute inside each end of the sign's span (times are to the minute), the independent ascendant is in the sign.
      for (const at of [jdOf(l.start) + 1.5 / 1440, jdOf(l.end) - 1.5 / 1440]) {
        const sign = Math.floor(independentAscendantDeg(at, DELHI.lat, DELHI.lon) / 30);
        assert.equal(SIGN_NAMES[sign], l.name, `${l.name} ${l.start}-${l.end}`);
        checked += 1;
      }
    });
    assert.ok(w.bounded_by.start.length > 0 && w.bounded_by.end.length > 0, `${w.date} ${w.start}: unbounded`);
  }
  assert.ok(checked >= 24);
  const dec2 = days.find((d) => d.date === '2026-12-02')!.windows[0]!;
  assert.equal(dec2.start, '2026-12-02T10:32:00+05:30');
  assert.deepEqual(dec2.bounded_by.start, ['ashubha_yoga']);
  const dec6 = days.find((d) => d.date === '2026-12-06')!.windows.at(-1)!;
  assert.ok(Math.abs(Date.parse(dec6.end) - Date.parse('2026-12-06T07:42:00+05:30')) <= 3 * 60_000, dec6.end);
  assert.ok(dec6.bounded_by.end.includes('ashubha_yoga'), dec6.bounded_by.end.join());
  // The day's own edges are sunrise: 2026-12-03's first window opens at its sunrise (06:58, Drik's 2026-12-03 window).
  const dec3 = days.find((d) => d.date === '2026-12-03')!.windows[0]!;
  assert.equal(dec3.start, '2026-12-03T06:58:00+05:30');
  assert.deepEqual(dec3.bounded_by.start, ['sunrise']);
});
