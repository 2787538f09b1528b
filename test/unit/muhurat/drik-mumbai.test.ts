/**
 * Drik Panchang's own yearly lists for a second city, Mumbai, 2025 to 2027
 * (test/reference/drik-muhurat-mumbai.ts): marriage (233 days), vehicle
 * purchase (311) and griha pravesh (121), compared day for day both ways, every
 * difference with the rule that decides it. Only the days are compared: the
 * copy read kept Drik's nakshatra and tithi labels, not its windows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACTIVITY_RULES, muhuratDays, type MuhuratActivityId } from '../../../src/domain/muhurat/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import {
  DRIK_MUMBAI_GRIHA_PRAVESH,
  DRIK_MUMBAI_MARRIAGE,
  DRIK_MUMBAI_VEHICLE,
  type DrikListDay,
} from '../../reference/drik-muhurat-mumbai.ts';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';

const MUMBAI = REFERENCE_PLACES.mumbai;
const YEARS = [2025, 2026, 2027] as const;

const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
];
/** Drik prints a tithi's name without its paksha: Pratipada .. Purnima are 1..15, Amavasya 30. */
const TITHI_NAMES = [
  'Pratipada',
  'Dwitiya',
  'Tritiya',
  'Chaturthi',
  'Panchami',
  'Shashthi',
  'Saptami',
  'Ashtami',
  'Navami',
  'Dashami',
  'Ekadashi',
  'Dwadashi',
  'Trayodashi',
  'Chaturdashi',
  'Purnima',
];
const tithiNameOf = (n: number) => (n === 30 ? 'Amavasya' : TITHI_NAMES[(n - 1) % 15]!);

const accepted = new Map<string, Set<string>>();
/** The days the service accepts at Mumbai, 2025 to 2027. */
function ours(activity: MuhuratActivityId): Set<string> {
  if (!accepted.has(activity)) {
    const days = YEARS.flatMap((year) =>
      muhuratDays({
        activity,
        first: { year, month: 1, day: 1 },
        dayCount: (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000,
        place: MUMBAI,
        offsetMinutesAt: offsetMinutesAtZone(MUMBAI.timeZone),
      }),
    );
    accepted.set(activity, new Set(days.filter((d) => !d.rejected).map((d) => d.iso)));
  }
  return accepted.get(activity)!;
}

const SHORT = (span: string) =>
  `window: ${span}, shorter than MIN_WINDOW_DAYS (24 minutes, about one ghati), which the table drops; Drik lists it`;
const NIGHT = (start: string) =>
  `night: the only window begins at ${start}, after 21:00 (LATEST_START_HOUR); Drik keeps it, where it leaves out days ` +
  'whose only window begins at 21:13 (2026-04-30) and 21:23 (2025-05-30): no hour fits both';
const GURU_ASTA_2025 =
  "guru_asta: Jupiter nears its conjunction with the Sun; Drik's Mumbai list ends on 06-09, where the table's 9-degree " +
  'orb (fitted to New Delhi) closes from 06-12 11:33; ETV Bharat\'s New Delhi list, "derived from the Drik Panchang", ' +
  'keeps 06-10 and 06-11 (drik-muhurat.ts)';

interface Comparison {
  activity: MuhuratActivityId;
  list: readonly DrikListDay[];
  /** Listed days the service rejects, each with the deciding rule. */
  missing: Readonly<Record<string, string>>;
  /** Days the service accepts that the list leaves out, each with the deciding rule. */
  extra: Readonly<Record<string, string>>;
  /** Measured: the list's days we accept; our days in the list. */
  shares: { listAccepted: number; oursInList: number };
}

const COMPARISONS: readonly Comparison[] = [
  {
    activity: 'marriage',
    list: DRIK_MUMBAI_MARRIAGE,
    missing: {
      '2025-01-23':
        'ashubha_yoga and lagna: Ganda over 91% of the day; the rest, about 90 minutes of Anuradha, has a graha in the 7th ' +
        'from every lagna rising then (jamitra), which Drik does not apply to its days',
      '2025-02-13': 'ashubha_yoga: Atiganda over 98% of the day leaves 3 minutes of Magha after the sunrise',
      '2025-11-06': 'nakshatra and ashubha_yoga: Krittika over 87% of the day, then Rohini in Parigha (and Vyatipata): no window is left',
      '2026-02-21': 'gandanta: as at New Delhi (search.test.ts): 22 minutes of Revati between Bhadra (13:01) and its last pada',
      '2026-02-24': 'vyatipata_vaidhriti: Vaidhriti over 88% of the day, Bhadra and Krittika over the rest (New Delhi: search.test.ts)',
      '2026-03-03': 'lagna (jamitra): as at New Delhi, the only Uttara Phalguni window has a graha in the 7th',
      '2026-03-08':
        'ashubha_yoga: Vyaghata over 99% of the day leaves 11 minutes of Swati after the sunrise (at New Delhi the day is kept)',
      '2026-04-27': 'ashubha_yoga: as at New Delhi, the Uttara Phalguni night window is in Vyaghata, the rest Purva Phalguni or Bhadra',
      '2027-01-18': 'bhadra: Rohini begins at 21:05 and Bhadra at 21:13, to the next sunrise: 8 minutes are left',
      '2027-05-04':
        "tithi, bhadra, gandanta and ashubha_yoga: Krishna Chaturdashi and its Bhadra (44% of the day), Revati's last pada " +
        "and Ashwini's first, and Vishkumbha leave only time with a graha in the 7th (lagna)",
      '2027-11-29':
        "gandanta: Jyeshtha's last pada and Mula's first over 53% of the day; Jyeshtha, not a marriage nakshatra, and Shula " +
        '(ashubha_yoga) over the rest',
    },
    extra: {
      '2025-06-10': GURU_ASTA_2025,
      '2025-06-11': GURU_ASTA_2025,
      '2025-06-12': GURU_ASTA_2025,
      '2026-03-14': 'kharmas: as at New Delhi (search.test.ts), the Sun enters Meena in the night; Drik ends the season on 03-12',
      '2026-04-19': "none found: Rohini from 04:35 before the next sunrise, as at New Delhi, where Drik's 04-20 begins",
      '2027-01-14': "kharmas: the Sun enters Makara at 21:10, where the table's windows begin; Drik's season begins on 01-15",
      '2027-06-04': 'none found: a window from 01:28 before the next sunrise, after Amavasya and Krittika; Drik lists 06-05',
      '2027-11-28': 'none found: after Amavasya ends (08:54), in Shukla Pratipada, a Sunday; Drik lists the next day',
    },
    shares: { listAccepted: 222 / 233, oursInList: 222 / 230 },
  },
  {
    activity: 'vehicle',
    list: DRIK_MUMBAI_VEHICLE,
    missing: {
      '2025-05-12': SHORT('Swati from the sunrise (06:05) to 06:17'),
      '2025-05-19': SHORT('Krishna Shashthi from the sunrise (06:02) to 06:12'),
      '2027-01-18': NIGHT('21:05 (Rohini)'),
      '2027-01-21': NIGHT('21:30 (Punarvasu in Purnima)'),
      '2027-11-15':
        `${SHORT('Rohini in Krishna Pratipada, 07:06 to 07:28')}; the later window, from 05:41 before the next sunrise, ` +
        'begins after 21:00 (night)',
      '2027-12-05': NIGHT('21:37 (Shatabhisha in Krishna Ashtami)'),
    },
    // pitru_paksha closes the nine days of ours in it (2025-09-10, 09-14, 09-17; 2026-09-27, 10-01, 10-02, 10-05;
    // 2027-09-23, 09-26): the list holds none there in three years and keeps its Purnima (2025-09-07, 2027-09-15).
    extra: {},
    shares: { listAccepted: 305 / 311, oursInList: 1 },
  },
  {
    activity: 'griha-pravesh',
    list: DRIK_MUMBAI_GRIHA_PRAVESH,
    missing: {
      '2026-02-04':
        "shukra_asta: Venus within the table's 7-degree orb over 87% of the day; with Purva Phalguni (not a griha pravesh " +
        "nakshatra) and Bhadra on earth no window is left. Drik's Mumbai list keeps the day, its New Delhi list begins on 02-06",
    },
    // lunar_month closes amanta Pausha, where the list holds no day: the nineteen days of ours from 2025-01-01 to 01-24
    // and 2027-01-08 to 01-30 (Pausha from the new moons of 2024-12-31 and 2027-01-08) and 2027-12-29, 12-30 (from
    // 2027-12-28). The list's 2026-12-18 to 2027-01-01 are in Margashirsha.
    extra: {
      '2025-03-17':
        'kharmas: Uttara Phalguni to 14:47 with the Sun in Meena; Kharmas is a caution for griha pravesh (Drik keeps the ' +
        'Sun in Dhanu on 2026-12-18 and in Meena on 2025-03-15), Drik leaves this day out',
      '2025-06-07': 'none found: Chitra to 09:39, a Saturday (Drik keeps Saturdays: 2025-05-10)',
      '2025-12-04': 'none found: Rohini from 04:44 before the next sunrise, in Krishna Pratipada (Drik lists 12-05)',
      '2026-04-27': 'none found: as at New Delhi: a night window in Uttara Phalguni, Shukla Dwadashi',
    },
    // tithi closes Shashthi (rules.ts GRIHA_PRAVESH_TITHIS), which the list prints only beside Panchami (2026-02-06): the
    // three days of ours whose only windows were in it are out, as the list leaves them out: 2025-02-03 (Revati in Shukla
    // Shashthi, a Monday, before its season's first day, 02-06), 2026-02-07 (Chitra, Krishna Shashthi) and 2026-05-07
    // (Uttara Ashadha from 18:45, Krishna Shashthi; the list has 05-08).
    shares: { listAccepted: 120 / 121, oursInList: 120 / 124 },
  },
];

test("Drik's Mumbai lists: the days the project read, real dates in order, known names", () => {
  const perYear = (list: readonly DrikListDay[]) => YEARS.map((y) => list.filter((d) => d.date.startsWith(`${y}-`)).length);
  assert.deepEqual(perYear(DRIK_MUMBAI_VEHICLE), [111, 89, 111]);
  assert.deepEqual(perYear(DRIK_MUMBAI_GRIHA_PRAVESH), [38, 38, 45]);
  assert.deepEqual(perYear(DRIK_MUMBAI_MARRIAGE), [76, 61, 96]);
  for (const list of [DRIK_MUMBAI_MARRIAGE, DRIK_MUMBAI_VEHICLE, DRIK_MUMBAI_GRIHA_PRAVESH]) {
    const dates = list.map((d) => d.date);
    assert.deepEqual(dates, [...new Set(dates)].sort());
    for (const d of list) {
      assert.equal(new Date(`${d.date}T00:00:00Z`).toISOString().slice(0, 10), d.date);
      for (const n of d.nakshatra) assert.ok(NAKSHATRA_NAMES.includes(n), `${d.date}: ${n}`);
      for (const t of d.tithi) assert.ok(TITHI_NAMES.includes(t) || t === 'Amavasya', `${d.date}: ${t}`);
    }
  }
});

test("the vehicle table is Drik's: each listed day carries a nakshatra and a tithi the table allows, no Tuesday or Saturday", () => {
  const rules = ACTIVITY_RULES.vehicle;
  const nakshatras = new Set(rules.nakshatras.map((i) => NAKSHATRA_NAMES[i]!));
  const tithis = new Set(rules.tithis.map(tithiNameOf));
  // The twelve nakshatras and nine tithi names the 311 days print (each 23 to 51 times); the others print only beside
  // one of these, the name at a window's edge: Vishakha, Krittika, Jyeshtha once each, Saptami twice, Chaturthi thrice.
  assert.equal(nakshatras.size, 12);
  assert.deepEqual([...tithis].sort(), [
    'Ashtami',
    'Dashami',
    'Ekadashi',
    'Panchami',
    'Pratipada',
    'Purnima',
    'Shashthi',
    'Trayodashi',
    'Tritiya',
  ]);
  assert.equal(DRIK_MUMBAI_VEHICLE.length, 311);
  const counts = new Map<string, number>();
  for (const d of DRIK_MUMBAI_VEHICLE) {
    assert.ok(
      d.nakshatra.some((n) => nakshatras.has(n)),
      `${d.date}: ${d.nakshatra}`,
    );
    assert.ok(
      d.tithi.some((t) => tithis.has(t)),
      `${d.date}: ${d.tithi}`,
    );
    assert.ok(![2, 6].includes(new Date(`${d.date}T00:00:00Z`).getUTCDay()), `${d.date}: a Tuesday or Saturday`);
    for (const n of d.nakshatra) counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  // Ashwini, a kshipra nakshatra in Muhurta Chintamani's vahana list, never; Rohini, a dhruva one, 29 times.
  assert.equal(counts.get('Ashwini'), undefined);
  assert.equal(counts.get('Rohini'), 29);
});

describe("Drik Panchang's lists, Mumbai 2025-2027, both ways", () => {
  for (const c of COMPARISONS) {
    test(`${c.activity}: ${c.list.length} days`, () => {
      const accepted = ours(c.activity);
      const listed = c.list.map((d) => d.date);
      assert.ok(listed.length >= 100 && accepted.size >= 100);
      const missing = listed.filter((d) => !accepted.has(d));
      const extra = [...accepted].filter((d) => !listed.includes(d)).sort();
      assert.deepEqual(missing, Object.keys(c.missing).sort(), `${c.activity}: listed days rejected`);
      assert.deepEqual(extra, Object.keys(c.extra).sort(), `${c.activity}: accepted days not listed`);
      assert.equal((listed.length - missing.length) / listed.length, c.shares.listAccepted);
      assert.equal((accepted.size - extra.length) / accepted.size, c.shares.oursInList);
    });
  }
});

test('griha pravesh: Shashthi closed, the three days of ours in it out as Drik leaves them out (2025-02-03 among them)', () => {
  // Each day's windows were Shashthi's (Shukla 6 on 2025-02-03, Krishna 21 on the others); the tithi rule closes it and the
  // nakshatra rule the rest (Ashwini after Revati on 2025-02-03; Swati, Purva Ashadha outside Chitra and Uttara Ashadha).
  const cases = [
    ['2025-02-03', 6],
    ['2026-02-07', 21],
    ['2026-05-07', 21],
  ] as const;
  assert.equal(cases.length, 3);
  for (const [iso, tithi] of cases) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const [day] = muhuratDays({
      activity: 'griha-pravesh',
      first: { year: y, month: m, day: d },
      dayCount: 1,
      place: MUMBAI,
      offsetMinutesAt: offsetMinutesAtZone(MUMBAI.timeZone),
    });
    assert.ok(day!.rejected, iso);
    const t = day!.reasons.find((r) => r.rule === 'tithi');
    assert.ok(t !== undefined && t.indices.includes(tithi) && t.closedFraction > 0.8, `${iso}: ${JSON.stringify(t)}`);
    assert.ok(!DRIK_MUMBAI_GRIHA_PRAVESH.some((x) => x.date === iso), iso);
  }
  assert.ok(!ACTIVITY_RULES['griha-pravesh'].tithis.includes(6) && !ACTIVITY_RULES['griha-pravesh'].tithis.includes(21));
});
