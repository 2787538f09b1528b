import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { COMPLETE_MUHURAT_LISTS, MUHURAT_REFERENCE } from './drik-muhurat.ts';

// The shape of Drik Panchang's muhurat lists as gathered here (values from
// Drik; see README.md, "Muhurat lists"): known activities, real dates in
// their year, windows in order, a source on every record, and the counts
// README.md states, so a list that lost or gained records fails.

const ACTIVITIES = new Set(['marriage', 'griha-pravesh', 'vehicle', 'property', 'mundan']);
const NAKSHATRAS = new Set([
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
]);
const TITHIS = new Set([
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima', 'Amavasya',
]);

function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 'HH:MM' on `date`, or 'YYYY-MM-DD HH:MM' on the next civil date, as minutes from `date`'s midnight; NaN if malformed. */
function minutesFrom(date: string, t: string): number {
  const m = /^(?:(\d{4}-\d{2}-\d{2}) )?(\d{2}):(\d{2})$/.exec(t);
  if (!m || Number(m[2]) > 23 || Number(m[3]) > 59) return Number.NaN;
  const dayOffset = m[1] === undefined ? 0 : (Date.parse(m[1]) - Date.parse(date)) / 86_400_000;
  if (dayOffset !== 0 && dayOffset !== 1) return Number.NaN;
  return dayOffset * 1440 + Number(m[2]) * 60 + Number(m[3]);
}

/** Records per activity and year from README.md's table (`| muhurat | activity | year | records |`). */
function readmeCounts(): Record<string, number> {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const counts: Record<string, number> = {};
  for (const m of readme.matchAll(/^\| muhurat \| ([a-z-]+) \| (\d{4}) \| (\d+) \|$/gm)) counts[`${m[1]} ${m[2]}`] = Number(m[3]);
  return counts;
}

test('every muhurat record has a known activity, a real date in its year, and a source', () => {
  assert.ok(MUHURAT_REFERENCE.length >= 100, `${MUHURAT_REFERENCE.length} records`);
  for (const r of MUHURAT_REFERENCE) {
    const where = `${r.activity} ${r.date}`;
    assert.ok(ACTIVITIES.has(r.activity), `${where}: unknown activity`);
    assert.equal(r.place, 'new-delhi');
    assert.ok(isRealDate(r.date), `${where}: bad date`);
    assert.equal(Number(r.date.slice(0, 4)), r.year, `${where}: date outside its year`);
    assert.ok(/drikpanchang\.com|[a-z0-9-]+\.[a-z]{2,}/i.test(r.source) && r.source.length > 40, `${where}: no source`);
    for (const n of r.nakshatra ?? []) assert.ok(NAKSHATRAS.has(n), `${where}: unknown nakshatra ${n}`);
    for (const t of r.tithi ?? []) assert.ok(TITHIS.has(t), `${where}: unknown tithi ${t}`);
  }
});

test('windows are real local times, in order, within the Hindu day (before the next sunrise)', () => {
  const withWindows = MUHURAT_REFERENCE.filter((r) => r.windows !== undefined);
  assert.ok(withWindows.length >= 10);
  for (const r of withWindows) {
    // Drik's marriage page prints each window's nakshatra and tithi; the mundan list prints windows alone.
    assert.ok(r.windows!.length > 0 && (r.activity !== 'marriage' || (r.nakshatra !== undefined && r.tithi !== undefined)), r.date);
    let previousEnd = -1;
    for (const w of r.windows!) {
      const start = minutesFrom(r.date, w.start);
      const end = minutesFrom(r.date, w.end);
      assert.ok(Number.isFinite(start) && Number.isFinite(end), `${r.date}: bad window ${w.start}-${w.end}`);
      assert.ok(start > previousEnd && end > start, `${r.date}: window out of order ${w.start}-${w.end}`);
      // New Delhi's latest sunrise is about 07:15 IST: a day's window ends by the next one.
      assert.ok(end <= 1440 + 7 * 60 + 20, `${r.date}: window past the next sunrise`);
      previousEnd = end;
    }
  }
});

test('no date is listed twice for an activity, and dates run in order', () => {
  for (const activity of ACTIVITIES) {
    const list = MUHURAT_REFERENCE.filter((r) => r.activity === activity).map((r) => r.date);
    assert.equal(new Set(list).size, list.length, activity);
    assert.deepEqual(list, [...list].sort(), activity);
  }
});

test('the record counts per activity and year are the ones README.md states', () => {
  const expected = readmeCounts();
  assert.ok(Object.keys(expected).length >= 3, 'README.md has no muhurat counts');
  const counts: Record<string, number> = {};
  for (const r of MUHURAT_REFERENCE) counts[`${r.activity} ${r.year}`] = (counts[`${r.activity} ${r.year}`] ?? 0) + 1;
  assert.deepEqual(counts, expected);
});

test('the complete lists hold the published totals, and January 2026 has no marriage date', () => {
  // Published totals: 59 marriage dates in 2026 (Hindustan, 2025-11-15), 37 griha pravesh dates (the Drik transcription).
  const total = (activity: string, year: number) => MUHURAT_REFERENCE.filter((r) => r.activity === activity && r.year === year).length;
  assert.equal(COMPLETE_MUHURAT_LISTS.length, 3);
  assert.equal(total('marriage', 2026), 59);
  assert.equal(total('griha-pravesh', 2026), 37);
  // ABP Live's mundan list for 2026: 25 dates, none after 20 July.
  assert.equal(total('mundan', 2026), 25);
  assert.equal(MUHURAT_REFERENCE.filter((r) => r.activity === 'mundan' && r.date > '2026-07-20').length, 0);
  // Kharmas to 14 January and Venus combust: the sources give no marriage date in January 2026.
  assert.equal(MUHURAT_REFERENCE.filter((r) => r.activity === 'marriage' && r.date.startsWith('2026-01')).length, 0);
});
