/**
 * The festivals declared as rows (tithi-rows.ts) against published New Delhi
 * dates, tithi spans and windows (test/reference/drik-festivals-declared.ts):
 * every date equal and every time within 2 minutes, the disagreements
 * explained below.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { FESTIVAL_RULES, festivalOccurrences } from '../../../src/domain/festivals/index.ts';
import { TITHI_ROW_RULES } from '../../../src/domain/festivals/rules/tithi-rows.ts';
import type { RisingChoice } from '../../../src/domain/panchang/index.ts';
import { DECLARED_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-declared.ts';
import { JAN_JUN_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-jan-jun.ts';
import { JUL_DEC_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-jul-dec.ts';
import { MORE_A_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-more-a.ts';
import { MORE_B_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-more-b.ts';
import { COVER_G1_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-cover-g1.ts';
import { COVER_G2_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-cover-g2.ts';
import { COVER_G3_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-cover-g3.ts';
import { COVER_G4A_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-cover-g4a.ts';
import { COVER_G4B_FESTIVAL_REFERENCE } from '../../reference/drik-festivals-cover-g4b.ts';
import { HALF_YEAR_DATE_DIFFERS } from './reference-differs.ts';
import { contextOf, festivalRule, firstFound, minutesOff } from './reference-helpers.ts';

const TOLERANCE_MIN = 2;
const MOONRISE_TOLERANCE_MIN = 3;

/** Published dates the rule does not give, and why. */
const DATE_DIFFERS: Record<string, string> = {
  'mahavir_jayanti 2027-04-18':
    'Trayodashi begins at 07:43 on 18 April, after sunrise, and covers the sunrise of the 19th; the udaya rule keeps the 19th. ' +
    "timeanddate.com's 18th follows another reckoning (a madhyahna rule would give it, but would also move 2023 and 2026 a day " +
    'earlier than the same table).',
  'narasimha_jayanti 2025-05-10':
    "India Today's 10 May prints times that are not New Delhi's (a sayana kala three hours into the night). Moneycontrol (Drik's " +
    'table: sayana kala 16:21-19:03), Prabhasakshi, Dainik Tribune, Khabribox and Dainik Jagran keep 11 May ' +
    "(drik-festivals-cover-g2.ts): the chaturdashi (17:29 10 May to 20:01 11 May) holds part of 10 May's sayankal and all of 11 " +
    "May's, and the rule keeps the day it holds whole, as Drik's 2024 (part of both days) keeps the first.",
  'chhath_puja 2025-10-28':
    "timeanddate.com's 2025 entry is the morning arghya (28 October); its other years, and Drik Panchang's 2025 page, give " +
    'the evening arghya, on shashthi, 27 October.',
};

/** Drik's Cheti Chand muhurat ends at the Moon's centre setting unrefracted, as its Chandra Darshan windows (vrats.test.ts). */
const risingFor = (windowId: string | undefined): RisingChoice =>
  windowId === 'moon_sighting' ? { moonrise: 'centre_no_refraction' } : {};

/** The rules after the 42 earlier festivals and the rows: read from other rules' days (issue 32's remainder). */
const LATER_IDS = [
  'holashtak',
  'amalaki_ekadashi',
  'nirjala_ekadashi',
  'devshayani_ekadashi',
  'parsva_ekadashi',
  'devutthana_ekadashi',
  'guruvayur_ekadashi',
  'vaikuntha_ekadashi',
  'gita_jayanti',
  'hanuman_jayanti_tamil',
  'chhath_nahay_khay',
  'chhath_kharna',
  'chhath_usha_arghya',
];

describe('declared festivals against published references', () => {
  test('the reference covers nine festivals and 2022-2027, New York among its places', () => {
    assert.ok(DECLARED_FESTIVAL_REFERENCE.some((r) => r.place === 'new-york'));
    assert.ok(new Set(DECLARED_FESTIVAL_REFERENCE.map((r) => r.id)).size >= 9);
    assert.ok(new Set(DECLARED_FESTIVAL_REFERENCE.map((r) => r.year)).size >= 5);
  });

  for (const record of DECLARED_FESTIVAL_REFERENCE) {
    test(`${record.place ?? 'new-delhi'} ${record.year} ${record.id}: ${record.date}`, () => {
      const ctx = contextOf(record.place ?? 'new-delhi', record.year, risingFor(record.window?.id));
      const found = firstFound(ctx, record.id);
      assert.ok(found, `${record.id} in ${record.year}`);
      const date = ctx.days[found.dayIndex]!.iso;
      const why = DATE_DIFFERS[`${record.id} ${record.date}`];
      if (why === undefined) assert.equal(date, record.date);
      else assert.notEqual(date, record.date, `no longer differs: ${why}`);
      const off = (published: string, jdUt: number) => minutesOff(record, published, jdUt, ctx);
      if (record.tithi) {
        assert.ok(Math.abs(off(record.tithi.start, found.tithi.startJdUt)) <= TOLERANCE_MIN, 'tithi start');
        assert.ok(Math.abs(off(record.tithi.end, found.tithi.endJdUt)) <= TOLERANCE_MIN, 'tithi end');
      }
      if (record.window) {
        const w = found.windows.find((x) => x.id === record.window!.id);
        assert.ok(w, record.window.id);
        assert.ok(Math.abs(off(record.window.start, w.startJdUt)) <= TOLERANCE_MIN, `${w.id} start`);
        assert.ok(Math.abs(off(record.window.end, w.endJdUt)) <= TOLERANCE_MIN, `${w.id} end`);
      }
      if (record.moment) {
        const m = found.moments.find((x) => x.id === record.moment!.id);
        assert.ok(m, record.moment.id);
        // Published moonrises are the upper limb's, ours the centre's (vrats.test.ts): allowed 3 minutes.
        const tolerance = m.id === 'moonrise' ? MOONRISE_TOLERANCE_MIN : TOLERANCE_MIN;
        const minutes = off(record.moment.at, m.atJdUt);
        assert.ok(Math.abs(minutes) <= tolerance, `${m.id}: ${minutes.toFixed(1)} min`);
      }
    });
  }

  test('the rows follow the 42 earlier festivals in the registry, then the later rules; ids unique, each with tags', () => {
    assert.equal(FESTIVAL_RULES.length, 42 + TITHI_ROW_RULES.length + LATER_IDS.length);
    assert.deepEqual(
      FESTIVAL_RULES.slice(42, 42 + TITHI_ROW_RULES.length).map((r) => r.id),
      TITHI_ROW_RULES.map((r) => r.id),
    );
    assert.deepEqual(
      FESTIVAL_RULES.slice(42 + TITHI_ROW_RULES.length).map((r) => r.id),
      LATER_IDS,
    );
    assert.equal(new Set(FESTIVAL_RULES.map((r) => r.id)).size, FESTIVAL_RULES.length);
    assert.ok(FESTIVAL_RULES.slice(42).every((r) => r.tags !== undefined && r.tags.regions.length > 0 && r.tags.traditions.length > 0));
  });

  test("Vaikuntha Ekadashi: none in 2027 (Drik Panchang's New Delhi and New York Ekadashi pages for 2027 list none)", () => {
    // Source: drikpanchang.com/vrats/ekadashidates.html?year=2027 for geoname-id 1261481 and 5128581, as fetched in
    // github.com/gerimantas/VedaCal tests/fixtures/ekadashi/{new-delhi,new-york}-2027.json: no Vaikuntha Ekadashi.
    for (const place of ['new-delhi', 'new-york'] as const) {
      assert.equal(firstFound(contextOf(place, 2027), 'vaikuntha_ekadashi'), null, place);
    }
  });

  test('a solar month holding two in one Gregorian year gives both (Vaikuntha Ekadashi 2023 and 2025, Tamil Hanumath Jayanthi 2024)', () => {
    // Sources (New Delhi):
    // - Vaikuntha Ekadashi 2025: LatestLY (2025-01-10): 10 January. Free Press Journal (2025-12-30), "When is Vaikuntha Ekadashi
    //   2025", "according to Drik Panchang": Wednesday 31 December, Ekadashi 07:50 AM 30 December to 05:00 AM 31 December. The
    //   Ekadashi covers neither sunrise; the Smarta fast (Pausha Putrada Ekadashi) is the 30th, Drik's Vaikuntha Ekadashi the
    //   Vaishnava day, the 31st (saptashwatv.com, 2025-12-26, the same tithi: Smarta parana 31 December, Vaishnava 1 January).
    // - Vaikuntha Ekadashi 2023: Free Press Journal (2023-01), "Vaikunta Ekadashi 2023": 2 January, Ekadashi 07:12 PM 1 January
    //   to 08:23 PM 2 January; nowhyderabad.com (2023-12-22), "according to Drik Panchang": 23 December, Ekadashi 08:16 AM
    //   22 December to 07:11 AM 23 December (dailygetnews.online the same, kept on the 23rd, whose sunrise it covers).
    // - Tamil Hanumath Jayanthi 2024: zanien.com (Hindustan Times), "according to Drik Panchang": 11 January; LatestLY
    //   (2024-12-30): 30 December, Amavasai 04:01 AM 30 December to 03:56 AM 31 December.
    const cases: [string, number, string[]][] = [
      ['vaikuntha_ekadashi', 2025, ['2025-01-10', '2025-12-31']],
      ['vaikuntha_ekadashi', 2023, ['2023-01-02', '2023-12-23']],
      ['hanuman_jayanti_tamil', 2024, ['2024-01-11', '2024-12-30']],
    ];
    for (const [id, year, dates] of cases) {
      const ctx = contextOf('new-delhi', year);
      const rule = FESTIVAL_RULES.find((r) => r.id === id)!;
      const all = festivalOccurrences(rule, ctx);
      assert.deepEqual(
        all.map((f) => ctx.days[f.dayIndex]!.iso),
        dates,
        `${id} ${year}`,
      );
      assert.ok(
        all.every((f) => f.flags.includes('twice_in_year')),
        `${id} ${year} flagged`,
      );
      assert.equal(ctx.days[rule.find(ctx)!.dayIndex]!.iso, dates[0], `${id} ${year}: find gives the first`);
    }
    // A year with one gives one, unflagged.
    const ctx = contextOf('new-delhi', 2026);
    const one = festivalOccurrences(
      FESTIVAL_RULES.find((r) => r.id === 'vaikuntha_ekadashi')!,
      ctx,
    );
    assert.deepEqual(
      one.map((f) => [ctx.days[f.dayIndex]!.iso, f.flags.includes('twice_in_year')]),
      [['2026-12-20', false]],
    );
  });

  test("each rule's verified years are the years of its New Delhi references that agree", () => {
    const mismatched: string[] = [];
    for (const rule of FESTIVAL_RULES.slice(42)) {
      const agreeing = [
        ...DECLARED_FESTIVAL_REFERENCE.filter((r) => DATE_DIFFERS[`${r.id} ${r.date}`] === undefined),
        ...[
          ...JAN_JUN_FESTIVAL_REFERENCE,
          ...JUL_DEC_FESTIVAL_REFERENCE,
          ...MORE_A_FESTIVAL_REFERENCE,
          ...MORE_B_FESTIVAL_REFERENCE,
          ...COVER_G1_FESTIVAL_REFERENCE,
          ...COVER_G2_FESTIVAL_REFERENCE,
          ...COVER_G3_FESTIVAL_REFERENCE,
          ...COVER_G4A_FESTIVAL_REFERENCE,
          ...COVER_G4B_FESTIVAL_REFERENCE,
        ].filter((r) => HALF_YEAR_DATE_DIFFERS[`new-delhi ${r.id} ${r.date}`] === undefined),
      ]
        .filter((r) => r.id === rule.id && r.place === undefined)
        .map((r) => r.year);
      const want = [...new Set(agreeing)].sort();
      if (JSON.stringify([...(rule.verifiedYears ?? [])].sort()) !== JSON.stringify(want))
        mismatched.push(`${rule.id}: [${want.join(', ')}]`);
    }
    assert.deepEqual(mismatched, []);
  });

  test('the later rules answer at the range ends; all but the solar-month ones fall in every year', () => {
    // Vaikuntha and Guruvayur Ekadashi and the Tamil Hanumath Jayanthi fall in a solar month that can hold none of them in a
    // Gregorian year (Vaikuntha Ekadashi: none in 2024 or 2027); the rest fall once a year.
    const solar = new Set(['vaikuntha_ekadashi', 'guruvayur_ekadashi', 'hanuman_jayanti_tamil']);
    for (const year of [1900, 2024, 2100]) {
      const ctx = contextOf('new-york', year);
      for (const id of LATER_IDS) {
        const rule = festivalRule(id);
        const f = firstFound(ctx, id);
        if (!solar.has(rule.id)) assert.ok(f, `${rule.id} ${year}`);
        if (f) assert.ok(f.dayIndex >= ctx.firstDayIndex && f.dayIndex <= ctx.lastDayIndex, `${rule.id} ${year} in the year`);
      }
    }
  });

  test('every row falls once in every year, 1900 and 2100 included', () => {
    for (const year of [1900, 2024, 2100]) {
      const ctx = contextOf('new-york', year);
      for (const rule of TITHI_ROW_RULES) assert.ok(firstFound(ctx, rule.id), `${rule.id} ${year}`);
    }
  });
});
