import { test } from 'node:test';
import assert from 'node:assert/strict';
import { untypedEngine } from '../../fixtures.ts';
import { chartFromLongitudes, skyAt } from '../../../src/domain/chart/chart.ts';
import { sadeSatiStatus } from '../../../src/domain/doshas/index.ts';
import { GRAHA_IDS, SIGNS, type GrahaName } from '../../../src/core/glossary.ts';
import { jdUtFromCalendar } from '../../../src/time/instant.ts';
import { presentYogas } from '../../../src/operations/kundli/yogas.ts';

/**
 * Every sentence an answer carries follows `lang`: the same request with
 * `lang: hi` and `lang: en` differs only in display fields (labels and
 * prose); the prose is Devanagari without a Latin letter under `hi`, and
 * without Devanagari under `en`. Warning messages are developer text and
 * stay English (docs/platform.md), so only `data` is compared.
 */
const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;

const BIRTHS = [
  { date: '1990-05-15', time: '14:30', place: { latitude: 23.1765, longitude: 75.7885 }, timezone: 'Asia/Kolkata' }, // Ujjain
  { date: '1985-11-02', time: '06:10', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' }, // New Delhi
  { date: '2001-01-26', time: '08:46', place: { latitude: 19.076, longitude: 72.8777 }, timezone: 'Asia/Kolkata' }, // Mumbai
  { date: '1975-08-20', time_accuracy: 'unknown', place: { latitude: 28.6139, longitude: 77.209 }, timezone: 'Asia/Kolkata' },
];

/** Prose fields of each operation (paths with array indices as []). */
const PROSE: Readonly<Record<string, readonly string[]>> = {
  kundliYogas: ['yogas[].rule', 'yogas[].formed_by'],
  kundliAspects: ['rule'],
  matchAshtakoot: ['kootas[].note', 'conclusion'],
  doshaSadeSati: ['meaning'],
  numerologyMobile: ['note'],
  matchManglik: [],
};
/** Display labels, which `lang` also changes. */
const LABELS = new Set(['yogas[].label', 'aspects[].label', 'kootas[].label']);

type Seen = Map<string, number>;

/** Walks two answers side by side; every difference must be a label or prose field, and prose must be in its language. */
function compare(op: string, en: unknown, hi: unknown, seen: Seen, path = ''): void {
  if (typeof en === 'string' && typeof hi === 'string') {
    if (en === hi) return;
    const field = path.slice(1);
    if (LABELS.has(field)) return;
    assert.ok(PROSE[op]!.includes(field), `${op} ${field} differs between en and hi but is not a prose field: ${en} / ${hi}`);
    assert.doesNotMatch(hi, LATIN, `${op} ${field} hi: ${hi}`);
    assert.match(hi, DEVANAGARI, `${op} ${field} hi: ${hi}`);
    assert.doesNotMatch(en, DEVANAGARI, `${op} ${field} en: ${en}`);
    seen.set(`${op} ${field}`, (seen.get(`${op} ${field}`) ?? 0) + 1);
    return;
  }
  if (Array.isArray(en) && Array.isArray(hi)) {
    assert.equal(hi.length, en.length, `${op}${path}`);
    en.forEach((x, i) => compare(op, x, hi[i], seen, `${path}[]`));
    return;
  }
  if (en !== null && typeof en === 'object' && hi !== null && typeof hi === 'object') {
    assert.deepEqual(Object.keys(hi).sort(), Object.keys(en).sort(), `${op}${path}`);
    for (const k of Object.keys(en))
      compare(op, (en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k], seen, `${path}.${k}`);
    return;
  }
  assert.deepEqual(hi, en, `${op}${path}`);
}

const withLang = (input: Record<string, unknown>, lang: 'en' | 'hi'): Record<string, unknown> => ({ ...input, options: { lang } });

test('under lang=hi every prose field is Hindi and nothing else changes', async () => {
  const e = untypedEngine();
  const runs: [string, Record<string, unknown>][] = [];
  for (const birth of BIRTHS) {
    runs.push(['kundliYogas', { birth }], ['kundliAspects', { birth }]);
    for (const other of BIRTHS)
      runs.push(['matchAshtakoot', { person_a: birth, person_b: other }], ['matchManglik', { person_a: birth, person_b: other }]);
  }
  // One reading per Sade Sati and dhaiya phase: Saturn takes about 29.5 years round the zodiac, so a yearly look at its
  // sign over 30 years meets each phase; the operation (a ten-year ingress search each) runs only for the first year of each.
  const natal = (await e.run('doshaSadeSati', { birth: BIRTHS[0], at: '1996-06-01T12:00:00+05:30' })).data as { moon_sign: string };
  const moonSign = SIGNS.findIndex((s) => s.id === natal.moon_sign);
  const yearOfPhase = new Map<string, number>();
  for (let year = 1996; year <= 2026; year += 1) {
    const saturnSign = skyAt(jdUtFromCalendar(year, 6, 1, 6.5)).grahas[GRAHA_IDS.indexOf('saturn')]!.signIndex;
    const { phase } = sadeSatiStatus(moonSign, saturnSign);
    if (phase !== null && !yearOfPhase.has(phase)) yearOfPhase.set(phase, year);
  }
  assert.equal(yearOfPhase.size, 5);
  for (const year of yearOfPhase.values()) runs.push(['doshaSadeSati', { birth: BIRTHS[0], at: `${year}-06-01T12:00:00+05:30` }]);
  // 9876543210 sums to 45 -> 9 (neutral); 1000003 to 4 (challenging); 1000000 to 1 (favourable).
  for (const number of ['9876543210', '1000003', '1000000']) runs.push(['numerologyMobile', { number }]);

  const seen: Seen = new Map();
  const phases = new Set<unknown>();
  for (const [op, input] of runs) {
    const en = await e.run(op, withLang(input, 'en'));
    const hi = await e.run(op, withLang(input, 'hi'));
    compare(op, en.data, hi.data, seen);
    if (op === 'doshaSadeSati') phases.add((en.data as { phase: unknown }).phase);
  }
  assert.deepEqual([...phases].filter((p) => p !== null).sort(), ['ashtama', 'kantaka', 'peak', 'rising', 'setting']);
  for (const [op, fields] of Object.entries(PROSE)) {
    for (const f of fields) assert.ok((seen.get(`${op} ${f}`) ?? 0) > 0, `${op} ${f} was compared at least once`);
  }
});

test('numerology/mobile: the note without options is English; options accepts lang only', async () => {
  const e = untypedEngine();
  const plain = await e.run('numerologyMobile', { number: '1000000' });
  assert.equal(
    (plain.data as { note: string }).note,
    'The number reduces to 1, 3, 5 or 6 (Sun, Jupiter, Mercury, Venus), read as supportive for a phone number.',
  );
  await assert.rejects(e.run('numerologyMobile', { number: '1000000', options: { ayanamsa: 'lahiri' } }), { code: 'invalid_parameter' });
});

// Kahala (BPHS ch. 36 v. 16): lagna Aries, so the 4th lord is the Moon
// (Cancer) and the 9th lord Jupiter (Sagittarius). Jupiter in Aries and the
// Moon in Capricorn: Capricorn is the 10th sign counted from Aries, so the
// Moon (4th lord) is in the 10th from Jupiter (9th lord). Mars, the lagna
// lord, in its own Aries is strong.
test('Kahala names the 4th lord in the 10th from the 9th lord, in both languages', () => {
  const at = (sign: number, deg = 15): number => sign * 30 + deg;
  const pos: Record<GrahaName, number> = {
    sun: at(4),
    moon: at(9),
    mars: at(0, 20),
    mercury: at(5),
    jupiter: at(0, 5),
    venus: at(6),
    saturn: at(2),
    rahu: at(1),
    ketu: at(7),
  };
  const chart = chartFromLongitudes(pos, at(0, 1));
  const en = presentYogas(chart, { lang: 'en', view: 'full' }).data.yogas.find((y) => y.id === 'kahala');
  const hi = presentYogas(chart, { lang: 'hi', view: 'full' }).data.yogas.find((y) => y.id === 'kahala');
  assert.equal(en?.formed_by, 'Moon (lord of the 4th) is in the 10th from Jupiter (lord of the 9th).');
  assert.equal(hi?.formed_by, 'चतुर्थेश चन्द्र, नवमेश गुरु से दशम भाव में है।');
  assert.equal(hi?.label, 'काहल');
});
