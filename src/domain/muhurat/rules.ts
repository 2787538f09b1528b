/**
 * The muhurat rules, each written once with its source: what each activity
 * allows (nakshatras, tithis, weekdays, lunar months) and the doshas that
 * close a span of time to it. The sources are the Muhurta Chintamani of
 * Ramadaivajna (1600; vivaha, griha pravesha, yatra, vidyarambha,
 * namakarana and samskara chapters) and the rules Drik Panchang states for
 * its yearly lists (Kharmas, Chaturmas, Guru and Shukra asta, Holashtak,
 * Bhadra, Panchaka). Indices are 0-based: nakshatraIndex 0 = Ashwini,
 * weekdayIndex 0 = Sunday; tithi numbers are 1..30 (30 = Amavasya).
 */
import type { LunarMonthId } from '../../core/glossary.ts';
import type { MuhuratActivityId } from './activities.ts';
import { MUHURAT_RULE_SENTENCES } from './sentences.ts';

/** The doshas: spans of time closed to an activity whatever its nakshatra and tithi. */
export const DOSHA_IDS = [
  'adhik_masa',
  'kharmas',
  'guru_asta',
  'shukra_asta',
  'chaturmas',
  'holashtak',
  'bhadra',
  'panchaka',
  'eclipse',
  'vyatipata_vaidhriti',
  'ashubha_yoga',
  'gandanta',
  'bhadra_bhuloka',
  'pitru_paksha',
] as const;
export type DoshaId = (typeof DOSHA_IDS)[number];

/** Every rule a reason can name: the activity's own panchang rules, then the doshas. */
export type MuhuratRuleId = 'nakshatra' | 'tithi' | 'weekday' | 'lunar_month' | 'solar_month' | 'lagna' | 'daylight' | 'night' | DoshaId;

export interface RuleText {
  id: MuhuratRuleId;
  en: string;
  hi: string;
  /** Where the rule comes from. */
  source: string;
}

const MC = 'Muhurta Chintamani';

/** A rule with its text (sentences.ts) and its source. */
const rule = (id: MuhuratRuleId, source: string): RuleText => ({
  id,
  en: MUHURAT_RULE_SENTENCES[id].en(),
  hi: MUHURAT_RULE_SENTENCES[id].hi(),
  source,
});

/** The table of rules: what each one closes (sentences.ts) and its source (docs/panchang.md, "Muhurat rules"). */
export const MUHURAT_RULES: Readonly<Record<MuhuratRuleId, RuleText>> = {
  nakshatra: rule('nakshatra', `${MC}, the chapter of each activity`),
  tithi: rule('tithi', `${MC}, shubhashubha prakarana`),
  weekday: rule('weekday', `${MC}, the chapter of each activity`),
  lunar_month: rule('lunar_month', `${MC}, the chapter of each activity`),
  solar_month: rule('solar_month', `${MC}, vivaha prakarana 6.13; Drik Panchang's marriage lists (Tula open): MARRIAGE_SUN_SIGNS`),
  lagna: rule('lagna', `${MC}, vivaha prakarana (lagna shuddhi, jamitra): LAGNA_SHUDDHI`),
  daylight: rule(
    'daylight',
    `${MC}, samskara prakarana (the samskaras by day); the 2026 New Delhi mundan list (ABP Live, Drik Panchang's format) ` +
      'has every window begin before sunset, some running on into the night (2026-07-20 from 19:10, sunset 19:17; 01-21 to 02:49)',
  ),
  night: rule(
    'night',
    'Drik Panchang, Vehicle Purchase Muhurat (drikpanchang.com/shubh-dates/vehicle-buying-auspicious-dates-with-muhurat.html, ' +
      'the Hindi page of 2024: "रात्रिकाल नौ बजे के उपरान्त के शुभ मुहूर्तों को सूची में न[हीं]", the muhurats after nine ' +
      'at night are left out of the list): LATEST_START_HOUR',
  ),
  adhik_masa: rule('adhik_masa', `${MC}, shubhashubha prakarana`),
  kharmas: rule('kharmas', 'Drik Panchang (Kharmas, Malmas); Muhurta Chintamani, vivaha prakarana (Sun in the signs of Jupiter)'),
  guru_asta: rule('guru_asta', `${MC}, shubhashubha prakarana (guru-shukra asta); orb: COMBUSTION_ORBS_DEG`),
  shukra_asta: rule('shukra_asta', `${MC}, shubhashubha prakarana (guru-shukra asta); orb: COMBUSTION_ORBS_DEG`),
  chaturmas: rule('chaturmas', 'Drik Panchang (Chaturmas); Dharmasindhu'),
  holashtak: rule('holashtak', 'Drik Panchang (Holashtak)'),
  bhadra: rule('bhadra', `${MC}, shubhashubha prakarana`),
  panchaka: rule('panchaka', `${MC}, shubhashubha prakarana (panchaka)`),
  eclipse: rule('eclipse', `${MC}, vivaha prakarana (grahana)`),
  vyatipata_vaidhriti: rule('vyatipata_vaidhriti', `${MC}, shubhashubha prakarana`),
  ashubha_yoga: rule(
    'ashubha_yoga',
    `${MC}, shubhashubha prakarana (tyajya yogas); Drik Panchang's marriage windows end or begin at these yogas' bounds ` +
      '(New Delhi, 2026-12-02 from the end of Vishkumbha, 2026-12-06 to the start of Atiganda)',
  ),
  bhadra_bhuloka: rule(
    'bhadra_bhuloka',
    `${MC}, shubhashubha prakarana (bhadra vasa: "svarge bhadra shubham kuryat, patale cha dhanagamam, mrityuloke yada bhadra ` +
      'sarvakarya vinashini")',
  ),
  pitru_paksha: rule(
    'pitru_paksha',
    "Drik Panchang's vehicle lists: none in Pitru Paksha (Mumbai, 2025 to 2027), where they keep its Purnima (2025-09-07, " +
      "2027-09-15); New Delhi: Hindustan Times's weekly panchang none from 2022-09-16 to 09-25, the Times of India's " +
      '2026 dates none from 09-25 to 10-20; ABP Live (2025-09-04, "Pitru Paksh 2025 ... vehicle purchasing muhurat": "During this time, ' +
      'buying vehicles, houses, or performing other auspicious activities is avoided"). The Hans India ("Is it considered ' +
      'inauspicious to buy new items during Pitru Paksha?") finds no text that forbids it',
  ),
  gandanta: rule(
    'gandanta',
    `${MC}, shubhashubha prakarana (gandanta); extent one pada each side, as Drik Panchang's lists bear out: GANDANTA_PADAS`,
  ),
};

export interface ActivityRules {
  id: MuhuratActivityId;
  /** Nakshatras allowed (nakshatraIndex). */
  nakshatras: readonly number[];
  /** Tithi numbers allowed, 1..30. */
  tithis: readonly number[];
  /** Weekdays the sources prefer (score only) and forbid (closed). */
  favouredWeekdays: readonly number[];
  forbiddenWeekdays: readonly number[];
  /** Lunar months the sources prefer (score only) and forbid (closed); amanta names. */
  favouredMonths: readonly LunarMonthId[];
  forbiddenMonths: readonly LunarMonthId[];
  /** The doshas that close time to the activity. */
  doshas: readonly DoshaId[];
  /** The doshas reported as cautions: each touching the day lowers its score by CAUTION_PENALTY but closes nothing. */
  cautions: readonly DoshaId[];
  /** Sidereal signs of the Sun (signIndex) the activity allows, where the sources restrict the solar month; undefined: any. */
  sunSigns?: readonly number[];
  /** The lagna shuddhi a window must pass, where the sources require it (LAGNA_SHUDDHI); undefined: none. */
  lagna?: LagnaShuddhi;
  /** true: the rite is begun by daylight: a window must begin before sunset (it may run on into the night). */
  daylight?: boolean;
  /** The local clock hour by which a window must begin (rule `night`; one begun before it runs on); undefined: any. */
  latestStartHour?: number;
  /** The chapter the activity's own rules come from. */
  source: string;
}

/** Tithi numbers 1..30 less the Rikta tithis (4, 9, 14 of each paksha) and Amavasya. */
const NOT_RIKTA_NOR_AMAVASYA: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1).filter(
  (n) => ![4, 9, 14, 19, 24, 29, 30].includes(n),
);
/**
 * Griha pravesh tithis: in the bright half Muhurta Chintamani's list less
 * Shashthi, 2, 3, 5, 7, 10, 11, 12, 13 (no Pratipada, Ashtami, Rikta or
 * Purnima); in the dark half Pratipada to Ekadashi less the Rikta, Shashthi
 * and Ashtami (the waning Moon kshina after Ekadashi). Drik Panchang's 2026
 * list bears each out: it keeps Krishna Pratipada (2026-03-04, 07-01,
 * 11-25), has no day in the excluded tithis but 2026-05-13 and 12-04, which
 * begin in Krishna Ekadashi, and 12-30, in Krishna Saptami, and leaves out
 * 2026-02-14, 05-14, 07-11 and 12-05 (Krishna 12, 13), 06-15 (Pratipada),
 * 07-08 (Krishna Ashtami) and 12-23 (Purnima). Shashthi, which Muhurta
 * Chintamani allows, is closed as the almanacs close it: housing.com
 * ("Griha Pravesh Muhurat 2024", quick facts: "Auspicious tithis for Griha
 * Pravesh | Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Dwada..."),
 * jathakamchart.com ("Griha Pravesh Muhurat 2025": "Dvitiya, Tritiya,
 * Panchami, Saptami, Dashami, Ekadashi, Dwadashi, and Trayodashi"), and
 * Drik's own lists: its Mumbai days (121, 2025 to 2027) print Shashthi once,
 * beside Panchami (2026-02-06), and its lists leave out the three days whose
 * only windows are in it (2025-02-03 Shukla; 2026-02-07 and 05-07 Krishna,
 * New Delhi and Mumbai; test/unit/muhurat/drik-mumbai.test.ts).
 */
const GRIHA_PRAVESH_TITHIS: readonly number[] = NOT_RIKTA_NOR_AMAVASYA.filter((n) => ![1, 6, 8, 15, 21, 23, 27, 28].includes(n));
/**
 * Vehicle tithis, as Drik Panchang's vehicle lists hold them (Mumbai, 2025 to
 * 2027): Krishna Pratipada (16) and both pakshas of Tritiya, Panchami,
 * Shashthi, Ashtami, Dashami, Ekadashi, Trayodashi, with Purnima.
 */
const VEHICLE_TITHIS: readonly number[] = [16, 3, 18, 5, 20, 6, 21, 8, 23, 10, 25, 11, 26, 13, 28, 15];
/** Every tithi but Krishna Chaturdashi (29) and Amavasya (30). */
const ALL_BUT_KRISHNA_CHATURDASHI_AMAVASYA: readonly number[] = Array.from({ length: 28 }, (_, i) => i + 1);
/** Both pakshas of the given tithi numbers 1..15 (Purnima, 15, has no krishna twin). */
const bothPakshas = (numbers: readonly number[]): number[] => numbers.flatMap((n) => (n === 15 ? [15] : [n, n + 15]));

// Nakshatra indices.
const ASHWINI = 0;
const ROHINI = 3;
const MRIGASHIRA = 4;
const ARDRA = 5;
const PUNARVASU = 6;
const PUSHYA = 7;
const ASHLESHA = 8;
const MAGHA = 9;
const PURVA_PHALGUNI = 10;
const UTTARA_PHALGUNI = 11;
const HASTA = 12;
const CHITRA = 13;
const SWATI = 14;
const VISHAKHA = 15;
const ANURADHA = 16;
const MULA = 18;
const PURVA_ASHADHA = 19;
const UTTARA_ASHADHA = 20;
const SHRAVANA = 21;
const DHANISHTA = 22;
const SHATABHISHA = 23;
const PURVA_BHADRAPADA = 24;
const UTTARA_BHADRAPADA = 25;
const REVATI = 26;
const KRITTIKA = 2;
const JYESHTHA = 17;
// Weekday indices.
const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

/** Dhruva (fixed) and mridu (soft) nakshatras: Rohini, the three Uttaras; Mrigashira, Chitra, Anuradha, Revati. */
const DHRUVA_MRIDU = [ROHINI, UTTARA_PHALGUNI, UTTARA_ASHADHA, UTTARA_BHADRAPADA, MRIGASHIRA, CHITRA, ANURADHA, REVATI];
/** Chara (movable) and kshipra (swift): Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha; Ashwini, Pushya, Hasta. */
const CHARA_KSHIPRA = [PUNARVASU, SWATI, SHRAVANA, DHANISHTA, SHATABHISHA, ASHWINI, PUSHYA, HASTA];

/** The fixed, soft, movable and swift nakshatras together (the samskaras' common list). */
const DHRUVA_MRIDU_CHARA_KSHIPRA = [...DHRUVA_MRIDU, ...CHARA_KSHIPRA];
/** The months of Uttarayana in which the childhood samskaras are done: Magha to Ashadha (Chaturmas closes Ashadha from Devshayani). */
const NOT_UTTARAYANA_MONTHS: readonly LunarMonthId[] = ['shravana', 'bhadrapada', 'ashwin', 'kartika', 'margashirsha', 'pausha'];

/** Doshas every beginning avoids. */
const COMMON: readonly DoshaId[] = ['adhik_masa', 'bhadra', 'vyatipata_vaidhriti', 'gandanta'];
/**
 * Holashtak and the eclipse day are cautions, not closures: Drik Panchang's
 * marriage and griha pravesh lists keep days in Holashtak (2025-03-07,
 * 2026-02-25) and on the lunar eclipse of 2026-03-03.
 */
const CAUTIONS: readonly DoshaId[] = ['holashtak', 'eclipse'];

/** Row of each graha in the engine's position batch (GRAHA_IDS order). */
export const GRAHA_ROW = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6, rahu: 7, ketu: 8 } as const;
/** The seven grahas Sun to Saturn. */
const SEVEN_GRAHA_ROWS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * The lagna shuddhi of an activity: the conditions the rising sign of a
 * window must meet, houses counted whole-sign from it (1 = the lagna).
 */
export interface LagnaShuddhi {
  /** Rising signs allowed (signIndex); undefined: any. */
  signs?: readonly number[];
  /** Houses from the lagna that no graha of `occupants` may occupy. */
  emptyHouses: readonly number[];
  /** The grahas `emptyHouses` counts (GRAHA_ROW). */
  occupants: readonly number[];
  /** Houses from the lagna the Moon may not occupy. */
  moonBarredHouses: readonly number[];
  /** Grahas (GRAHA_ROW) that may not occupy the lagna. */
  barredFromLagna: readonly number[];
  source: string;
}

/**
 * The lagna shuddhi of the activities whose sources require it, as far as
 * Drik Panchang's New Delhi lists apply it (its printed windows are never
 * narrowed by the lagna: 2026-11-25 runs sunrise to sunrise).
 *
 * Marriage: the jamitra dosha of Muhurta Chintamani's vivaha prakarana, no
 * graha in the 7th from the lagna (astroshastra.com, "Lagna shuddhi in
 * marriage": "h. Any planet in 7th"). The seven grahas are counted, not the
 * nodes, which stand opposite each other and would also bar every lagna
 * holding one. The texts' other conditions close days Drik Panchang lists
 * and are not applied (measured on the 2026 list, 59 dates): the 8th empty
 * too (50 of 59 kept), no Sun, Mars or Saturn in the lagna (50), the Moon
 * not in the 8th (54); with all of them and the Moon not in 6 or 12 only 25
 * of 59 survive, and 2026-11-25 has no window at all.
 *
 * Griha pravesh: the texts ask for a fixed rising sign (gurumantraa.com,
 * "Griha pravesh muhurata": "The Lagna should be a fixed sign"; the 8th
 * vacant), but Drik Panchang's 2026 list keeps days with no fixed lagna in
 * any window (a fixed lagna keeps 32 of its 37 dates, a fixed or dual one
 * 34, the 8th vacant 34, no lagna rule 35), so none is applied.
 */
export const LAGNA_SHUDDHI = {
  marriage: {
    emptyHouses: [7],
    occupants: SEVEN_GRAHA_ROWS,
    moonBarredHouses: [],
    barredFromLagna: [],
    source: `${MC}, vivaha prakarana (jamitra: lagna shuddhi)`,
  },
} as const satisfies Readonly<Record<string, LagnaShuddhi>>;

/**
 * The Sun's signs that allow a marriage: Mesha, Vrishabha, Mithuna,
 * Vrischika, Makara, Kumbha (Muhurta Chintamani 6.13, "mithunakumbha-
 * mṛgāli-vṛṣājage"), and Tula, which Drik Panchang's own lists keep after
 * Devutthana Ekadashi (Mumbai: 2025-11-02 to 11-13, six days, and
 * 2027-11-10 to 11-16, four; test/unit/muhurat/drik-mumbai.test.ts). Karka,
 * Simha and Kanya stay closed. Dhanu and Meena are Kharmas, reported as
 * `kharmas`.
 */
export const MARRIAGE_SUN_SIGNS: readonly number[] = [0, 1, 2, 6, 7, 9, 10];

/**
 * The local clock hour by which a window of the activity must begin (rule
 * `night`): Drik Panchang's vehicle page lists no muhurat after nine at night.
 */
export const LATEST_START_HOUR = { vehicle: 21 } as const;

/** The rules of each activity. */
export const ACTIVITY_RULES: Readonly<Record<MuhuratActivityId, ActivityRules>> = {
  marriage: {
    id: 'marriage',
    // MC vivaha: Rohini, the three Uttaras, Revati, Mrigashira, Mula, Anuradha, Magha, Hasta, Swati.
    nakshatras: [ROHINI, MRIGASHIRA, MAGHA, UTTARA_PHALGUNI, HASTA, SWATI, ANURADHA, MULA, UTTARA_ASHADHA, UTTARA_BHADRAPADA, REVATI],
    // Every tithi but Amavasya and Krishna Chaturdashi, the waning Moon's last two tithis: Drik Panchang's marriage lists keep
    // the Rikta Navami (2026-12-02), Chaturthi (2026-12-12) and Shukla Chaturdashi (2025-05-10, 2025-06-09) but no window
    // in Krishna Chaturdashi (2026-04-16, 2026-07-12 and 2026-12-07 are left out).
    tithis: ALL_BUT_KRISHNA_CHATURDASHI_AMAVASYA,
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [],
    favouredMonths: ['magha', 'phalguna', 'vaishakha', 'jyeshtha', 'margashirsha'],
    forbiddenMonths: [],
    // The tyajya yogas close marriage only: Drik's griha pravesh list keeps days in them (2026-02-06, 02-11, 11-14).
    doshas: [...COMMON, 'ashubha_yoga', 'kharmas', 'guru_asta', 'shukra_asta', 'chaturmas'],
    cautions: CAUTIONS,
    sunSigns: MARRIAGE_SUN_SIGNS,
    lagna: LAGNA_SHUDDHI.marriage,
    source: `${MC}, vivaha prakarana`,
  },
  'griha-pravesh': {
    id: 'griha-pravesh',
    // MC vastu (griha pravesha): mridu and dhruva nakshatras; the Sun northward; Magha, Phalguna, Vaishakha, Jyeshtha.
    nakshatras: DHRUVA_MRIDU,
    tithis: GRIHA_PRAVESH_TITHIS,
    // Not on the days of the Sun and Mars: Drik Panchang's 2026 list holds no Sunday and no Tuesday (and keeps Saturdays).
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [SUN, TUE],
    favouredMonths: ['magha', 'phalguna', 'vaishakha', 'jyeshtha'],
    // The months of the rains (Ashadha to Ashwin), Chaitra and Pausha are closed (housing.com, "Griha Pravesh Muhurat 2024":
    // "Months to avoid for Griha Pravesh | Ashadha, Shravana, Bhadrapad, Ashwin and Pausha"; gurumantraa.com names
    // Vaishakha, Jyeshtha, Magha and Phalguna best, Kartika and Margashirsha acceptable). Drik Panchang's lists hold no day
    // in amanta Pausha (Mumbai: 2024-12-31 to 2025-01-29, 2027-01-08 to 02-06, from 2027-12-28; New Delhi and Mumbai:
    // 2025-12-20 to 2026-01-19) and keep Kartika and Margashirsha (2026-11-11; 2026-12-18 to 2027-01-01), so neither
    // Chaturmas after Ashwin nor Kharmas in Margashirsha closes griha pravesh.
    forbiddenMonths: ['chaitra', 'ashadha', 'shravana', 'bhadrapada', 'ashwin', 'pausha'],
    // Bhadra closes griha pravesh only where it stays on earth: Drik Panchang's 2026 list keeps days whose only windows are
    // in Bhadra with the Moon in Kanya (2026-03-06) and Dhanu (2026-03-13). Marriage keeps every Bhadra closed, as its list
    // does: Bhadra in heaven or below would open 2026-03-06, 03-10, 03-13 and 04-30, which it leaves out.
    // Neither Vyatipata and Vaidhriti nor gandanta closes it: Drik's lists keep days in Vaidhriti (New Delhi and Mumbai
    // 2026-07-02; Mumbai 2025-11-14, 99% of the day, 2027-02-15) and Vyatipata (Mumbai 2025-12-01), and Revati's last pada
    // (New Delhi and Mumbai 2026-02-21; Mumbai 2027-03-11, 11-12); test/unit/muhurat/drik-mumbai.test.ts.
    doshas: ['adhik_masa', 'bhadra_bhuloka', 'guru_asta', 'shukra_asta'],
    cautions: [...CAUTIONS, 'kharmas'],
    source: `${MC}, vastu prakarana (griha pravesha)`,
  },
  business: {
    id: 'business',
    // MC: shops and trade begin in the fixed, soft and swift nakshatras.
    nakshatras: [...DHRUVA_MRIDU, ASHWINI, PUSHYA, HASTA, SHRAVANA, DHANISHTA],
    tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]).concat(15),
    favouredWeekdays: [WED, THU, FRI],
    forbiddenWeekdays: [TUE],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: [...COMMON, 'kharmas', 'guru_asta', 'shukra_asta'],
    cautions: CAUTIONS,
    source: `${MC}, samskara and vyapara (krayavikraya)`,
  },
  vehicle: {
    id: 'vehicle',
    // Drik Panchang's own vehicle lists (Mumbai, 2025 to 2027, 311 days; test/reference/drik-muhurat-mumbai.ts): the
    // chara, kshipra and mridu nakshatras of Muhurta Chintamani's vahana but Ashwini, which no listed day holds, and with
    // Rohini, which 29 do (the New Delhi lists keep it too: 2026-01-28, 2023-01-04).
    nakshatras: [PUNARVASU, SWATI, SHRAVANA, DHANISHTA, SHATABHISHA, PUSHYA, HASTA, ROHINI, MRIGASHIRA, CHITRA, ANURADHA, REVATI],
    // The same lists' tithis: Krishna Pratipada, Tritiya, Panchami, Shashthi, Ashtami, Dashami, Ekadashi, Trayodashi and
    // Purnima. They leave out the Bhadra tithis (Dwitiya, Saptami, Dwadashi), the Rikta, Amavasya and Shukla Pratipada:
    // no listed day prints one but beside an allowed one at a window's edge, and the table, with Krishna Pratipada alone,
    // keeps every listed Pratipada day.
    tithis: VEHICLE_TITHIS,
    favouredWeekdays: [MON, WED, THU, FRI],
    // Saturday closed too: iron is not bought on Saturday, nor a vehicle (Zee News, "Car Buying Muhurat", 2023; Lalluram);
    // Drik's lists hold no Saturday and no Tuesday (Mumbai 2025-2027; New Delhi 2021-05-22, 2026-01-03, 01-10, ... left out).
    forbiddenWeekdays: [TUE, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    // Drik Panchang's vehicle page: its list is drawn "after the shuddhi of nakshatra, weekday, tithi and lunar month", so
    // neither Bhadra nor Vyatipata and Vaidhriti close it; its lists run through them (2021-05-24 Vyatipata, 05-26 Vishti,
    // 2026-01-21 Vyatipata, 02-01 Vishti; test/unit/muhurat/lists.test.ts), nor gandanta: its Mumbai list keeps Revati's
    // last pada (2027-03-11, 08-22, 11-12). Adhik masa closes it: the Mumbai list holds no day in Adhik Jyeshtha 2026.
    // Pitru Paksha closes it: the Mumbai lists hold none in it in three years (where the table left nine), and keep its
    // Purnima; the New Delhi lists none in 2022 (Hindustan Times's weekly panchang; four of the table's), 2025 (ABP Live;
    // three) and 2026 (Times of India; four). Property does not follow: Hindustan Times's weekly panchang lists property
    // in it (2022-09-22, 09-23; a copy of its 2024 page, 2024-09-19).
    doshas: ['adhik_masa', 'pitru_paksha'],
    cautions: CAUTIONS,
    // Drik Panchang's vehicle page leaves out the muhurats after nine at night; the New Delhi lists print a window begun
    // before it whole (2026-01-21 07:14 to 02:47) and hold no day whose only window begins later (2026-01-30 from 03:27,
    // 02-05 from 00:22; 2023-01-06 from 00:13).
    latestStartHour: LATEST_START_HOUR.vehicle,
    source: `${MC}, vividha (vahana); Drik Panchang, Vehicle Purchase Muhurat (its lists' nakshatras and tithis, no window after 21:00)`,
  },
  travel: {
    id: 'travel',
    // MC yatra: Ashwini, Pushya, Revati, Mrigashira, Mula, Anuradha, Hasta, Punarvasu, Shravana, Dhanishta.
    nakshatras: [ASHWINI, PUSHYA, REVATI, MRIGASHIRA, MULA, ANURADHA, HASTA, PUNARVASU, SHRAVANA, DHANISHTA],
    tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]),
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: ['bhadra', 'vyatipata_vaidhriti', 'panchaka'],
    cautions: ['eclipse'],
    source: `${MC}, yatra prakarana`,
  },
  education: {
    id: 'education',
    // MC vidyarambha: Mrigashira, Ardra, Punarvasu; Hasta, Chitra, Swati; Shravana, Dhanishta, Shatabhisha; Ashwini, Mula,
    // the three Purvas; Pushya, Ashlesha. Tithis 2, 3, 5, 6, 10, 11, 12. Sunday, Wednesday, Thursday, Friday.
    nakshatras: [
      MRIGASHIRA,
      ARDRA,
      PUNARVASU,
      HASTA,
      CHITRA,
      SWATI,
      SHRAVANA,
      DHANISHTA,
      SHATABHISHA,
      ASHWINI,
      MULA,
      PURVA_PHALGUNI,
      PURVA_ASHADHA,
      PURVA_BHADRAPADA,
      PUSHYA,
      ASHLESHA,
    ],
    tithis: bothPakshas([2, 3, 5, 6, 10, 11, 12]),
    favouredWeekdays: [SUN, WED, THU, FRI],
    forbiddenWeekdays: [],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: [...COMMON, 'guru_asta', 'shukra_asta'],
    cautions: CAUTIONS,
    source: `${MC}, samskara prakarana (vidyarambha)`,
  },
  namkaran: {
    id: 'namkaran',
    // MC namakarana: the dhruva, mridu, chara and kshipra nakshatras, as Drik Panchang's Namakarana page lists them.
    nakshatras: [...DHRUVA_MRIDU, ...CHARA_KSHIPRA],
    // Drik's page: Pratipada, Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Dwadashi and Trayodashi of both
    // pakshas (drikpanchang.com/shubh-dates/sanskara/namakarana/namakarana-dates-with-muhurat.html). Its New Delhi list of
    // August 2021 keeps one Krishna Ashtami (2021-08-30, Janmashtami) against it, and leaves out two short windows in
    // Shukla Ashtami (08-15, 08-16) and the day's Purnima (08-22) with it: the page's list is the rule
    // (test/unit/muhurat/lists.test.ts: 14 of 15 listed dates kept, 14 of our 15 days listed).
    tithis: bothPakshas([1, 2, 3, 5, 7, 10, 11, 12, 13]),
    // Drik's page: "Monday, Wednesday, Thursday and Friday are considered auspicious"; its lists hold no Tuesday or
    // Saturday (2021-06-05, 08-14 left out) but keep a Sunday (2021-08-22), so Tuesday and Saturday are closed.
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [TUE, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    // Bhadra is not among the conditions Drik's page states, and its lists keep it (2021-06-04 whole day, 2021-08-25 to
    // 16:21, both in Vishti).
    doshas: ['vyatipata_vaidhriti'],
    cautions: ['eclipse'],
    source: `${MC}, samskara prakarana (namakarana); Drik Panchang, Namakarana Muhurat (its stated nakshatras, tithis and days)`,
  },
  property: {
    id: 'property',
    // MC: land is bought in the adhomukha (downward) and mridu nakshatras: the three Purvas, Magha, Mula, Vishakha,
    // Ashlesha; Mrigashira, Anuradha, Revati; and Punarvasu.
    nakshatras: [PURVA_PHALGUNI, PURVA_ASHADHA, PURVA_BHADRAPADA, MAGHA, MULA, VISHAKHA, ASHLESHA, MRIGASHIRA, ANURADHA, REVATI, PUNARVASU],
    tithis: NOT_RIKTA_NOR_AMAVASYA,
    // Tuesday, the day of Mars, the karaka of land, is open: the New Delhi lists in Drik Panchang's format state "Tuesday,
    // Thursday, and Friday are the most auspicious day to invest in property" (News18, 2021-06-03; bdnewstimes, May 2021)
    // and list Tuesdays (2021-05-25, 06-15, 06-29); Patrika's 2026 list holds only Thursdays and Fridays.
    favouredWeekdays: [TUE, THU, FRI],
    forbiddenWeekdays: [],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: COMMON,
    cautions: CAUTIONS,
    source: `${MC}, vastu prakarana (bhumi kraya); the weekdays as News18's property list of June 2021 states them`,
  },
  mundan: {
    id: 'mundan',
    // MC chudakarana: Ashwini, Mrigashira, Punarvasu, Pushya, Chitra, Swati, Jyeshtha, Shravana, Dhanishta, Shatabhisha;
    // tithis 2, 3, 5, 7, 10, 11, 13 of both pakshas; Monday, Wednesday, Thursday, Friday only; in Uttarayana (Magha to
    // Ashadha), never in Chaturmas. The 2026 New Delhi list (ABP Live, in Drik Panchang's format; test/unit/muhurat/
    // activities.test.ts) bears out each and is more lenient elsewhere, which the service follows: Hasta is not among its nakshatras (its windows begin
    // as Hasta gives way to Chitra, 2026-03-06 09:30, 07-20 19:10); it keeps Purnima (2026-05-01) and windows in Bhadra
    // (2026-01-29, 02-27, 03-06) and in Jyeshtha's gandanta pada (2026-02-12); it holds dates while Venus is combust
    // (2026-01-21, 01-29) and the Sun is in Meena (2026-03-25, 03-27), so neither asta nor Kharmas closes mundan. Each of
    // its windows begins before sunset (`daylight`): the eleven days whose only windows begin after it are left out.
    nakshatras: [ASHWINI, MRIGASHIRA, PUNARVASU, PUSHYA, CHITRA, SWATI, JYESHTHA, SHRAVANA, DHANISHTA, SHATABHISHA],
    tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]).concat(15),
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [SUN, TUE, SAT],
    favouredMonths: ['magha', 'phalguna', 'vaishakha'],
    forbiddenMonths: NOT_UTTARAYANA_MONTHS,
    doshas: ['adhik_masa', 'chaturmas'],
    cautions: CAUTIONS,
    daylight: true,
    source: `${MC}, samskara prakarana (chudakarana); the 2026 New Delhi mundan list (ABP Live, Drik Panchang's format)`,
  },
  annaprashan: {
    id: 'annaprashan',
    // MC annaprashana: the dhruva, mridu, chara and kshipra nakshatras; tithis 2, 3, 5, 7, 10, 13 (not the Nanda 1, 6, 11,
    // the Rikta, Ashtami, Dwadashi or Amavasya); Monday, Wednesday, Thursday, Friday. The tithis of the bright half only,
    // with Purnima ("... Trayodashi, and Purnima Tithi of Shukla Paksha are considered auspicious", bdnewstimes 2021-08-05
    // and bharatnews.online 2021-06 on annaprashan; every date of AstroSage's 2021 New Delhi list is in Shukla Paksha, and
    // its 2019 list keeps four Purnimas, lists.test.ts), and begun by daylight, as the samskaras are (MC, samskara
    // prakarana; AstroSage's windows all lie in the day).
    nakshatras: DHRUVA_MRIDU_CHARA_KSHIPRA,
    tithis: [2, 3, 5, 7, 10, 13, 15],
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [SUN, TUE, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: COMMON,
    cautions: CAUTIONS,
    daylight: true,
    source: `${MC}, samskara prakarana (annaprashana)`,
  },
  karnavedha: {
    id: 'karnavedha',
    // MC karnavedha: Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Anuradha, Shravana, Dhanishta, Revati; tithis but
    // the Rikta, Ashtami, Purnima and Amavasya; Monday, Wednesday, Thursday, Friday; not in Chaturmas.
    nakshatras: [ASHWINI, MRIGASHIRA, PUNARVASU, PUSHYA, HASTA, CHITRA, ANURADHA, SHRAVANA, DHANISHTA, REVATI],
    tithis: NOT_RIKTA_NOR_AMAVASYA.filter((n) => n !== 8 && n !== 23 && n !== 15),
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [SUN, TUE, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: [...COMMON, 'chaturmas'],
    cautions: CAUTIONS,
    // Begun by daylight, as the samskaras are (MC, samskara prakarana): every window of the karnavedha lists begins by day
    // (News18 May 2021, bdnewstimes August 2021, AstroSage's January 2026), where the table left two days whose only
    // windows begin at night (2026-01-09 from 19:39, 01-30 from 03:27; test/unit/muhurat/lists.test.ts).
    daylight: true,
    source: `${MC}, samskara prakarana (karnavedha)`,
  },
  upanayana: {
    id: 'upanayana',
    // MC upanayana: Ashwini, Rohini, Mrigashira, Punarvasu, Pushya, Uttara Phalguni, Hasta, Chitra, Swati, Uttara Ashadha,
    // Shravana, Dhanishta, Shatabhisha, Uttara Bhadrapada, Revati; Shukla 2, 3, 5, 10, 11, 12 and Krishna 2, 3, 5; Sunday,
    // Monday, Wednesday, Thursday, Friday; in Uttarayana (Magha to Ashadha), with Jupiter and Venus visible.
    nakshatras: [
      ASHWINI,
      ROHINI,
      MRIGASHIRA,
      PUNARVASU,
      PUSHYA,
      UTTARA_PHALGUNI,
      HASTA,
      CHITRA,
      SWATI,
      UTTARA_ASHADHA,
      SHRAVANA,
      DHANISHTA,
      SHATABHISHA,
      UTTARA_BHADRAPADA,
      REVATI,
    ],
    tithis: [2, 3, 5, 10, 11, 12, 17, 18, 20],
    favouredWeekdays: [SUN, MON, WED, THU, FRI],
    forbiddenWeekdays: [TUE, SAT],
    favouredMonths: ['magha', 'phalguna', 'chaitra', 'vaishakha', 'jyeshtha'],
    forbiddenMonths: NOT_UTTARAYANA_MONTHS,
    doshas: [...COMMON, 'chaturmas', 'guru_asta', 'shukra_asta'],
    cautions: CAUTIONS,
    // Begun by daylight (MC, samskara prakarana; reliableastrology.com, "Upanayanam": "Nighttime" among what to avoid):
    // AstroSage's 2020 and 2021 and GaneshaSpeaks' 2026 lists hold no window that begins after sunset, where the table
    // left days whose only windows begin at night (2020-01-26 from 02:24, 2026-02-05 from 00:22; lists.test.ts).
    daylight: true,
    source: `${MC}, samskara prakarana (upanayana)`,
  },
  'bhoomi-pujan': {
    id: 'bhoomi-pujan',
    // MC vastu (griharambha): the dhruva and mridu nakshatras with Pushya, Hasta, Swati, Dhanishta, Shatabhisha; tithis but the
    // Rikta, Amavasya and Pratipada; not on Sunday or Tuesday (fire); the Sun northward or in a fixed sign is preferred.
    nakshatras: [...DHRUVA_MRIDU, PUSHYA, HASTA, SWATI, DHANISHTA, SHATABHISHA],
    tithis: NOT_RIKTA_NOR_AMAVASYA.filter((n) => n !== 1 && n !== 16),
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [SUN, TUE],
    favouredMonths: ['vaishakha', 'shravana', 'kartika', 'margashirsha', 'phalguna'],
    forbiddenMonths: [],
    doshas: [...COMMON, 'guru_asta', 'shukra_asta'],
    cautions: [...CAUTIONS, 'kharmas'],
    source: `${MC}, vastu prakarana (griharambha)`,
  },
  'gold-purchase': {
    id: 'gold-purchase',
    // MC vastra-bhushana dharana (new clothes and ornaments): Ashwini, Rohini, Punarvasu, Pushya, Uttara Phalguni, Hasta,
    // Chitra, Swati, Vishakha, Anuradha, Uttara Ashadha, Dhanishta, Uttara Bhadrapada, Revati; not on the Rikta tithis or
    // Amavasya; Wednesday, Thursday, Friday best, Tuesday and Saturday avoided.
    nakshatras: [
      ASHWINI,
      ROHINI,
      PUNARVASU,
      PUSHYA,
      UTTARA_PHALGUNI,
      HASTA,
      CHITRA,
      SWATI,
      VISHAKHA,
      ANURADHA,
      UTTARA_ASHADHA,
      DHANISHTA,
      UTTARA_BHADRAPADA,
      REVATI,
    ],
    tithis: NOT_RIKTA_NOR_AMAVASYA,
    favouredWeekdays: [WED, THU, FRI],
    forbiddenWeekdays: [TUE, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    doshas: ['bhadra', 'vyatipata_vaidhriti'],
    cautions: ['eclipse'],
    source: `${MC}, vividha prakarana (vastra-bhushana dharana)`,
  },
  'property-registration': {
    id: 'property-registration',
    // Drik Panchang's property list (drikpanchang.com/shubh-dates/property-registration-auspicious-dates.html): every date
    // a Thursday or a Friday (New Delhi, 2026-07-01 to 12-31, 35 of 35; test/unit/muhurat/drik-more.test.ts; Patrika's
    // January 2026 list the same), on twelve nakshatras, as github.com/shivinexus-tech/ganak read the page's 2026 New
    // Delhi list (69 days; src/engine/muhurat.ts, validation/deep-muhurats.cjs, commit b09fca71, 2026-08-19): Muhurta
    // Chintamani's land nakshatras (vastu prakarana, bhumi kraya: the three Purvas, Magha, Mula, Vishakha, Ashlesha;
    // Mrigashira, Anuradha, Revati; Punarvasu), which the `property` table holds, with Uttara Bhadrapada.
    nakshatras: [
      PURVA_PHALGUNI,
      PURVA_ASHADHA,
      PURVA_BHADRAPADA,
      MAGHA,
      MULA,
      VISHAKHA,
      ASHLESHA,
      MRIGASHIRA,
      ANURADHA,
      REVATI,
      PUNARVASU,
      UTTARA_BHADRAPADA,
    ],
    // No tithi is closed: the page's list keeps Krishna Chaturdashi and Amavasya over the whole day (2026-09-10), Shukla
    // Chaturdashi (09-25, 71% of the day) and Krishna Chaturthi (11-27, 87%).
    tithis: Array.from({ length: 30 }, (_, i) => i + 1),
    favouredWeekdays: [THU, FRI],
    forbiddenWeekdays: [SUN, MON, TUE, WED, SAT],
    favouredMonths: [],
    forbiddenMonths: [],
    // The list keeps days in Vyatipata and Vaidhriti (2026-08-21, Vaidhriti over 98% of the day; 10-01, Vyatipata over
    // Mrigashira's hours), Guru asta (07-23, 07-24), Shukra asta (10-22, 10-23), Chaturmas (08-13 to 11-20), Pitru Paksha
    // (10-01, 10-02, 10-08), Panchaka (08-28, 09-25, 10-22, ...) and Kharmas (12-17 to 12-25), so none of them closes it.
    // Bhadra and gandanta stay closed (MC, shubhashubha prakarana): no listed day has its only hours in them.
    doshas: ['adhik_masa', 'bhadra', 'gandanta'],
    cautions: CAUTIONS,
    source:
      "Drik Panchang's property list (property-registration-auspicious-dates.html: Thursdays and Fridays, twelve nakshatras, " +
      `as github.com/shivinexus-tech/ganak read its 2026 New Delhi list); ${MC}, vastu prakarana (bhumi kraya)`,
  },
  engagement: {
    id: 'engagement',
    // MC vivaha (vagdana): the marriage nakshatras with the three Purvas, Krittika, Shravana and Dhanishta; tithis but the
    // Rikta and Amavasya; Monday, Wednesday, Thursday, Friday; Jupiter and Venus visible.
    nakshatras: [
      ROHINI,
      MRIGASHIRA,
      MAGHA,
      UTTARA_PHALGUNI,
      HASTA,
      SWATI,
      ANURADHA,
      MULA,
      UTTARA_ASHADHA,
      UTTARA_BHADRAPADA,
      REVATI,
      PURVA_PHALGUNI,
      PURVA_ASHADHA,
      PURVA_BHADRAPADA,
      KRITTIKA,
      SHRAVANA,
      DHANISHTA,
    ],
    tithis: NOT_RIKTA_NOR_AMAVASYA,
    favouredWeekdays: [MON, WED, THU, FRI],
    forbiddenWeekdays: [],
    favouredMonths: ['magha', 'phalguna', 'vaishakha', 'jyeshtha', 'margashirsha'],
    forbiddenMonths: [],
    doshas: [...COMMON, 'guru_asta', 'shukra_asta'],
    cautions: CAUTIONS,
    source: `${MC}, vivaha prakarana (vagdana)`,
  },
};

/** Sun in these sidereal signs: Kharmas (Dhanu, Meena; signIndex). */
export const KHARMAS_SIGNS: readonly number[] = [8, 11];
/** Moon in these sidereal signs: Panchaka (Kumbha, Meena). */
export const PANCHAKA_SIGNS: readonly number[] = [10, 11];
/**
 * Combustion (asta) orbs, degrees of longitude from the Sun: near the
 * arcus visionis of the two planets, where they set in the Sun's glare, and
 * fitted to Drik Panchang's lists, whose marriage dates resume on 2025-06-11
 * with Jupiter 9.7 deg from the Sun and on 2026-02-05 with Venus 7.1 deg,
 * and stop on 2025-12-06 with Venus 7.6 deg. The Surya Siddhanta's wider
 * kalamshas (Jupiter 11, Venus 10) would close those days.
 */
export const COMBUSTION_ORBS_DEG = { jupiter: { direct: 9, retro: 9 }, venus: { direct: 7, retro: 7 } } as const;
/**
 * Gandanta padas (padaIndex 0..107, 4 to a nakshatra): the last pada of
 * Ashlesha, Jyeshtha and Revati and the first of Magha, Mula and Ashwini,
 * the junctions of the water and fire signs. The texts differ on the extent,
 * from two ghatis to 15 nadis (six hours, eastrovedica.com, lesson 66); one
 * pada each side (about six hours of the Moon) is what Drik Panchang's lists
 * bear out: no marriage window in those padas on 2026-06-19, 06-28, 07-08,
 * 07-16 and 11-30 (its 2026-02-21 alone keeps a narrower reading).
 */
export const GANDANTA_PADAS: readonly number[] = [35, 36, 71, 72, 107, 0];
/** Yoga indices of Vyatipata (17th) and Vaidhriti (27th). */
export const VYATIPATA_YOGA_INDEX = 16;
export const VAIDHRITI_YOGA_INDEX = 26;
/** Yoga indices of the other tyajya yogas: Vishkumbha (1st), Atiganda (6th), Shula (9th), Ganda (10th), Vyaghata (13th), Vajra (15th), Parigha (19th). */
export const ASHUBHA_YOGA_INDICES: readonly number[] = [0, 5, 8, 9, 12, 14, 18];
/**
 * The Moon's signs in which Bhadra stays on earth (bhuloka) and harms the
 * work begun: Karka, Simha, Kumbha, Meena. In Mesha, Vrishabha, Mithuna and
 * Vrischika it is in heaven, in the other four in the nether world, and
 * harmless (Muhurta Chintamani, bhadra vasa).
 */
export const BHADRA_BHULOKA_MOON_SIGNS: readonly number[] = [3, 4, 10, 11];
/** Vishti (Bhadra) is the seventh of the movable karanas, which cycle from Bava over karanas 2..57 (karanaIndex 1..56). */
export function isVishtiKarana(karanaIndex: number): boolean {
  return karanaIndex >= 1 && karanaIndex <= 56 && (karanaIndex - 1) % 7 === 6;
}
/** Score weights (docs/panchang.md, "Score and band"); they sum to 100. */
export const SCORE_WEIGHTS = { nakshatra: 30, tithi: 20, weekday: 15, month: 15, paksha: 5, window: 15 } as const;
/** Score lost for each caution touching the day. */
export const CAUTION_PENALTY = 10;
/** Hours of windows that earn the whole window weight. */
export const FULL_WINDOW_HOURS = 4;
/** Lowest score of each band for a day not rejected; a rejected day is Avoid. */
export const BAND_FLOORS = { Excellent: 75, Good: 55 } as const;
export type MuhuratBand = 'Excellent' | 'Good' | 'Fair' | 'Avoid';
/** Windows shorter than this (days) are dropped: too short to begin anything (about one ghati, 24 minutes). */
export const MIN_WINDOW_DAYS = 24 / 1_440;
