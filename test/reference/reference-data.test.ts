import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  ADHIK_MONTH_REFERENCE, EKADASHI_REFERENCE, FESTIVAL_REFERENCE, KSHAYA_YEAR_REFERENCE, REFERENCE_PLACES,
  type ReferenceRecord,
} from './drik-panchang.ts';

// The shape of the published reference data (the values themselves come from
// Drik Panchang; see README.md here): known ids, real dates and times, a
// source on every record, and the counts README.md states, so a list that
// lost its records fails.

const EKADASHI_IDS = new Set([
  'kamada', 'varuthini', 'mohini', 'apara', 'nirjala', 'yogini', 'devshayani', 'kamika', 'shravana_putrada', 'aja',
  'parsva', 'indira', 'papankusha', 'rama', 'devutthana', 'utpanna', 'mokshada', 'saphala', 'pausha_putrada',
  'shattila', 'jaya', 'vijaya', 'amalaki', 'papmochani', 'padmini', 'parama',
]);

const FESTIVAL_IDS = new Set([
  'makar_sankranti', 'maha_shivaratri', 'holika_dahan', 'holi', 'rama_navami', 'raksha_bandhan',
  'krishna_janmashtami', 'ganesh_chaturthi', 'purnima_shraddha', 'pratipada_shraddha', 'dwitiya_shraddha',
  'tritiya_shraddha', 'chaturthi_shraddha', 'panchami_shraddha', 'shashthi_shraddha', 'saptami_shraddha',
  'ashtami_shraddha', 'navami_shraddha', 'dashami_shraddha', 'ekadashi_shraddha', 'dwadashi_shraddha',
  'trayodashi_shraddha', 'chaturdashi_shraddha', 'sarva_pitru_amavasya', 'maha_bharani_shraddha', 'magha_shraddha',
  'sharad_navratri', 'sandhi_puja', 'vijayadashami', 'sharad_purnima', 'valmiki_jayanti', 'karwa_chauth',
  'ahoi_ashtami', 'dhanteras', 'narak_chaturdashi', 'kali_chaudas', 'diwali', 'govardhan_puja', 'bhai_dooj',
  'akshaya_navami', 'kartik_purnima', 'dev_deepawali',
]);

/** Records per place and year from README.md's "Counts" table (`| set | place | year | records |`). */
function readmeCounts(set: 'Ekadashi' | 'festival'): Record<string, number> {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const counts: Record<string, number> = {};
  for (const m of readme.matchAll(/^\| (Ekadashi|festival) \| ([a-z-]+) \| (\d{4}) \| (\d+) \|$/gm)) {
    if (m[1] === set) counts[`${m[2]} ${m[3]}`] = Number(m[4]);
  }
  return counts;
}

function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function isClock(s: string): boolean {
  const m = /^(\d{2}):(\d{2})$/.exec(s);
  return m !== null && Number(m[1]) < 24 && Number(m[2]) < 60;
}

/** 'HH:MM' or 'YYYY-MM-DD HH:MM'. */
function isLocalTime(s: string, dated: boolean): boolean {
  const parts = s.split(' ');
  if (parts.length === 2) return isRealDate(parts[0]!) && isClock(parts[1]!);
  return !dated && parts.length === 1 && isClock(parts[0]!);
}

function checkRecord(r: ReferenceRecord, ids: Set<string>): void {
  const where = `${r.place} ${r.year} ${r.id} ${r.date}`;
  assert.ok(r.place in REFERENCE_PLACES, `${where}: unknown place`);
  assert.ok(ids.has(r.id), `${where}: unknown id`);
  assert.ok(isRealDate(r.date), `${where}: bad date`);
  assert.equal(Number(r.date.slice(0, 4)), r.year, `${where}: date outside its year`);
  // A source names a site or repository (a domain), not just a word.
  assert.ok(/[a-z0-9-]+\.[a-z]{2,}/i.test(r.source) && r.source.length > 20, `${where}: no source`);
  for (const w of r.windows ?? []) {
    assert.ok(w.id.length > 0 && isLocalTime(w.start, false) && isLocalTime(w.end, false), `${where}: bad window ${w.id}`);
  }
  for (const m of r.moments ?? []) assert.ok(m.id.length > 0 && isLocalTime(m.at, false), `${where}: bad moment ${m.id}`);
  for (const span of [r.tithi, r.paran, r.vaishnava?.paran]) {
    if (!span) continue;
    assert.ok(isLocalTime(span.start, true) && isLocalTime(span.end, true), `${where}: bad span`);
    assert.ok(span.start <= span.end, `${where}: span ends before it starts`);
  }
  if (r.paran) assert.ok(r.paran.start.slice(0, 10) > r.date, `${where}: paran not after the Ekadashi`);
  if (r.vaishnava) {
    assert.ok(isRealDate(r.vaishnava.date) && r.vaishnava.date > r.date, `${where}: bad Vaishnava date`);
    assert.ok(r.vaishnava.source.length > 10, `${where}: Vaishnava date without a source`);
  }
}

function countsOf(records: ReferenceRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of records) counts[`${r.place} ${r.year}`] = (counts[`${r.place} ${r.year}`] ?? 0) + 1;
  return counts;
}

test('the places carry coordinates, a time zone and a source', () => {
  const places = Object.values(REFERENCE_PLACES);
  assert.ok(places.length >= 2);
  for (const p of places) {
    assert.ok(Math.abs(p.latitudeDeg) <= 90 && Math.abs(p.longitudeDeg) <= 180, p.id);
    assert.ok(new Intl.DateTimeFormat('en', { timeZone: p.timeZone }).resolvedOptions().timeZone.length > 0, p.id);
    assert.ok(p.source.length > 10, p.id);
  }
});

test('every Ekadashi record has a known id, real dates and times, and a source', () => {
  assert.ok(EKADASHI_REFERENCE.length > 0);
  for (const r of EKADASHI_REFERENCE) checkRecord(r, EKADASHI_IDS);
});

test('every festival record has a known id, real dates and times, and a source', () => {
  assert.ok(FESTIVAL_REFERENCE.length > 0);
  for (const r of FESTIVAL_REFERENCE) checkRecord(r, FESTIVAL_IDS);
});

test('the record counts per place and year are the ones README.md states', () => {
  const ekadashi = readmeCounts('Ekadashi');
  const festival = readmeCounts('festival');
  assert.ok(Object.keys(ekadashi).length > 0 && Object.keys(festival).length > 0, 'README.md has no counts table');
  assert.deepEqual(countsOf(EKADASHI_REFERENCE), ekadashi);
  assert.deepEqual(countsOf(FESTIVAL_REFERENCE), festival);
});

test('no Ekadashi is listed twice for a place, year and date', () => {
  const keys = EKADASHI_REFERENCE.map((r) => `${r.place} ${r.year} ${r.id} ${r.date}`);
  assert.equal(new Set(keys).size, keys.length);
});

test('the adhik months are real, month-long spans in order, each with a source', () => {
  assert.ok(ADHIK_MONTH_REFERENCE.length >= 5);
  let previous = '';
  for (const m of ADHIK_MONTH_REFERENCE) {
    assert.ok(isRealDate(m.startDate) && isRealDate(m.endDate), m.startDate);
    const days = (Date.parse(m.endDate) - Date.parse(m.startDate)) / 86_400_000;
    assert.ok(days >= 27 && days <= 30, `${m.startDate}: ${days} days`);
    assert.ok(m.startDate > previous && m.source.length > 10, m.startDate);
    previous = m.endDate;
  }
  assert.ok(KSHAYA_YEAR_REFERENCE.length > 0 && KSHAYA_YEAR_REFERENCE.every((k) => k.source.length > 10));
});
