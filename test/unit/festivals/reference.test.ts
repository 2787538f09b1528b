/**
 * The festivals from Makar Sankranti to the Pitru Paksha shraddhas against
 * Drik Panchang's published New Delhi dates, windows and moments
 * (test/reference/drik-panchang.ts, each value with its source): every date
 * equal, every time within 2 minutes, and each disagreement explained below.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FESTIVAL_REFERENCE } from '../../reference/drik-panchang.ts';
import { assertMinutesNear, contextOf, firstFound } from './reference-helpers.ts';

/** The festivals this file checks (the rest of the registry is checked by its own tests). */
const IDS = [
  'makar_sankranti',
  'maha_shivaratri',
  'holika_dahan',
  'holi',
  'rama_navami',
  'raksha_bandhan',
  'krishna_janmashtami',
  'ganesh_chaturthi',
  'purnima_shraddha',
  'pratipada_shraddha',
  'dwitiya_shraddha',
  'tritiya_shraddha',
  'chaturthi_shraddha',
  'panchami_shraddha',
  'shashthi_shraddha',
  'saptami_shraddha',
  'ashtami_shraddha',
  'navami_shraddha',
  'dashami_shraddha',
  'ekadashi_shraddha',
  'dwadashi_shraddha',
  'trayodashi_shraddha',
  'chaturdashi_shraddha',
  'sarva_pitru_amavasya',
  'maha_bharani_shraddha',
  'magha_shraddha',
];

/** The reference's names for windows and moments that the API names otherwise. */
const WINDOW_ALIAS: Record<string, string> = { muhurat: 'holika_dahan', thread_ceremony: 'rakhi' };
const MOMENT_ALIAS: Record<string, string> = { madhyahna: 'madhyahna_moment' };

/**
 * Published windows the API does not give, and why: Shivaratri's four night
 * prahars and its parana are observances of the fast, not of the festival's
 * date, and are left out of this operation.
 */
const NOT_COMPUTED = new Set(['ratri_prahar_1', 'ratri_prahar_2', 'ratri_prahar_3', 'ratri_prahar_4', 'parana']);

/**
 * Drik's sankranti moments come 6-7 minutes after the Sun reaches 270 deg of
 * Lahiri longitude as the Swiss Ephemeris computes it (SE_SIDM_LAHIRI): 2025
 * 09:03 against 08:56, 2026 15:13 against 15:07. Drik's ayanamsa differs by
 * about 15 arcseconds (the Sun's motion in 6 minutes); its own sankranti
 * Windows that begin at the sankranti move with it; allowed 8 minutes.
 */
const SANKRANTI_TOLERANCE_MIN = 8;
const TOLERANCE_MIN = 2;

const records = FESTIVAL_REFERENCE.filter((r) => IDS.includes(r.id));

describe('festivals against Drik Panchang (test/reference/drik-panchang.ts)', () => {
  test('the reference holds records of these festivals for New Delhi 2025 and 2026', () => {
    assert.ok(records.filter((r) => r.year === 2025).length >= 26, `${records.filter((r) => r.year === 2025).length} records for 2025`);
    assert.ok(records.filter((r) => r.year === 2026).length >= 5, `${records.filter((r) => r.year === 2026).length} records for 2026`);
  });

  for (const record of records) {
    test(`${record.place} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place, record.year);
      const found = firstFound(ctx, record.id);
      assert.ok(found, `${record.id} found in ${record.year}`);
      // timeanddate.com (the 2030 dates) prints the public holiday, which for Janmashtami is the Vaishnava (ISKCON)
      // day where the two differ (its 2025 date is 08-16, Drik's Vaishnava date; Drik's Smarta date is 08-15).
      const holidayIsVaishnava =
        record.source.includes('timeanddate') && record.id === 'krishna_janmashtami' && found.vaishnavaDayIndex !== undefined;
      const ourDay = holidayIsVaishnava ? found.vaishnavaDayIndex! : found.dayIndex;
      assert.equal(ctx.days[ourDay]!.iso, record.date, holidayIsVaishnava ? 'Vaishnava date (the holiday timeanddate prints)' : 'date');
      const sankranti = record.id === 'makar_sankranti';
      const near = (what: string, published: string, jdUt: number, tolerance = TOLERANCE_MIN) =>
        assertMinutesNear(record, ctx, what, published, jdUt, tolerance);
      for (const w of record.windows ?? []) {
        if (NOT_COMPUTED.has(w.id)) continue;
        const id = WINDOW_ALIAS[w.id] ?? w.id;
        const ours = found.windows.find((x) => x.id === id);
        assert.ok(ours, `window ${id} among ${found.windows.map((x) => x.id).join(', ')}`);
        near(`${id} start`, w.start, ours.startJdUt, sankranti ? SANKRANTI_TOLERANCE_MIN : TOLERANCE_MIN);
        // The maha punya kaal's end is a sixth of the daytime after its start, so it moves with the sankranti too.
        near(`${id} end`, w.end, ours.endJdUt, id === 'maha_punya_kaal' ? SANKRANTI_TOLERANCE_MIN : TOLERANCE_MIN);
      }
      for (const m of record.moments ?? []) {
        const id = MOMENT_ALIAS[m.id] ?? m.id;
        const ours = found.moments.find((x) => x.id === id);
        assert.ok(ours, `moment ${id}`);
        near(id, m.at, ours.atJdUt, sankranti ? SANKRANTI_TOLERANCE_MIN : TOLERANCE_MIN);
      }
      if (record.tithi !== undefined) {
        near('tithi start', record.tithi.start, found.tithi.startJdUt);
        near('tithi end', record.tithi.end, found.tithi.endJdUt);
      }
      if (record.vaishnava !== undefined) {
        assert.ok(found.vaishnavaDayIndex !== undefined, 'a Vaishnava date');
        assert.equal(ctx.days[found.vaishnavaDayIndex]!.iso, record.vaishnava.date, 'Vaishnava date');
      }
    });
  }
});
