/**
 * The special yogas and adverse spans of the almanac day, each rule once with
 * its source. Nakshatra indices 0 = Ashwini .. 26 = Revati; weekday 0 = Sunday;
 * sign 0 = Mesha.
 */

export const DAY_YOGA_IDS = [
  'panchak',
  'bhadra',
  'vinchudo',
  'ravi_yoga',
  'guru_pushya',
  'ravi_pushya',
  'amrita_siddhi',
  'sarvartha_siddhi',
  'dwipushkar',
  'tripushkar',
  'aadal',
  'vidaal',
  'ganda_moola',
  'bhadra_mukha',
  'bhadra_puchha',
  'siddha_yoga',
  'dagdha_tithi',
  'surya_dagdha_tithi',
] as const;
export type DayYogaId = (typeof DAY_YOGA_IDS)[number];

/**
 * Sarvartha Siddhi: the weekday's nakshatras, Muhurta Chintamani (shubhashubha
 * prakarana): "surye 'rka-mulottara-pushya-dasram, chandre shruti-brahma-
 * shashijya-maitram, bhaume 'shvy-ahirbudhnya-krishanu-sarpam, jne brahma-
 * maitrarka-krishanu-chandram, jive 'ntya-maitrashvy-aditijya-dhishnyam,
 * shukre 'ntya-maitrashvy-aditi-shravobham, shanau shruti-brahma-samira-bhani":
 * Sunday Hasta, Mula, the three Uttaras, Pushya, Ashwini; Monday Shravana,
 * Rohini, Mrigashira, Pushya, Anuradha; Tuesday Ashwini, Uttara Bhadrapada,
 * Krittika, Ashlesha; Wednesday Rohini, Anuradha, Hasta, Krittika, Mrigashira;
 * Thursday Revati, Anuradha, Ashwini, Punarvasu, Pushya; Friday Revati,
 * Anuradha, Ashwini, Punarvasu, Shravana; Saturday Shravana, Rohini, Swati.
 */
export const SARVARTHA_SIDDHI_NAKSHATRAS: readonly (readonly number[])[] = [
  [12, 18, 11, 20, 25, 7, 0],
  [21, 3, 4, 7, 16],
  [0, 25, 2, 8],
  [3, 16, 12, 2, 4],
  [26, 16, 0, 6, 7],
  [26, 16, 0, 6, 21],
  [21, 3, 14],
];

/**
 * Amrita Siddhi: one nakshatra a weekday (Muhurta Chintamani; Drik Panchang's
 * Amrita Siddhi Yoga): Sunday Hasta, Monday Mrigashira, Tuesday Ashwini,
 * Wednesday Anuradha, Thursday Pushya, Friday Revati, Saturday Rohini.
 */
export const AMRITA_SIDDHI_NAKSHATRA: readonly number[] = [12, 4, 0, 16, 7, 26, 3];

/** Pushya, which makes Guru Pushya on a Thursday and Ravi Pushya on a Sunday. */
export const PUSHYA = 7;
export const THURSDAY = 4;
export const SUNDAY = 0;

/**
 * Ravi Yoga: the Moon's nakshatra is the 4th, 6th, 9th, 10th, 13th or 20th
 * counted from the Sun's (the Sun's own counted as the 1st). Drik Panchang's
 * Ravi Yoga; its New Delhi page of 2022-01-24 shows it (test/unit/day-yogas).
 */
export const RAVI_YOGA_COUNTS: readonly number[] = [4, 6, 9, 10, 13, 20];

/**
 * Panchak: the Moon in sidereal Kumbha and Meena (from the second half of
 * Dhanishta to the end of Revati); its kind by the weekday on which it begins:
 * Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu;
 * Wednesday and Thursday name no kind. The weekday is the civil date's, as
 * the published Panchak lists name it (a Panchak beginning at 03:44 on Monday
 * 13 April 2026 is Raja there, though the vara before sunrise is Sunday's).
 */
export const PANCHAK_KINDS = ['roga', 'raja', 'agni', null, null, 'chora', 'mrityu'] as const;
export type PanchakKind = Exclude<(typeof PANCHAK_KINDS)[number], null>;

/** Vinchudo: the Moon in sidereal Vrischika (Gujarati almanacs; Drik Panchang's Vinchudo), avoided for travel south and new work. */
export const VINCHUDO_MOON_SIGN = 7;

/**
 * Bhadra (the Vishti karana) dwells by the Moon's sign (Muhurta Chintamani,
 * bhadra vasa): on earth (bhuloka) in Karka, Simha, Kumbha, Meena, where it
 * harms; in heaven (svarga) in Mesha, Vrishabha, Mithuna, Vrischika; in the
 * nether world (patala) in Kanya, Tula, Dhanu, Makara. The earthly signs are
 * the muhurat rules' (BHADRA_BHULOKA_MOON_SIGNS).
 */
export const BHADRA_SVARGA_MOON_SIGNS: readonly number[] = [0, 1, 2, 7];
export type BhadraAbode = 'svarga' | 'patala' | 'bhuloka';

/** The weekdays of the Pushkara yogas: Sunday, Tuesday, Saturday. */
export const PUSHKARA_WEEKDAYS: readonly number[] = [0, 2, 6];
/** The Bhadra tithis (2nd, 7th, 12th of either paksha), 1-based within the paksha. */
export const BHADRA_TITHIS: readonly number[] = [2, 7, 12];
/**
 * Dwipushkar and Tripushkar: a Bhadra tithi on a Sunday, Tuesday or Saturday
 * in a nakshatra split between two signs: the dwipada ones (two padas in each
 * sign: Mrigashira, Chitra, Dhanishta) make Dwipushkar, the tripada ones
 * (three padas in one sign: Krittika, Punarvasu, Uttara Phalguni, Vishakha,
 * Uttara Ashadha, Purva Bhadrapada) Tripushkar. Muhurta Chintamani; B. V.
 * Raman, Muhurtha; Drik Panchang's Dwipushkar and Tripushkar Yoga (its New
 * Delhi page of 2026-06-21 shows a Tripushkar, test/unit/day-yogas).
 */
export const DWIPADA_NAKSHATRAS: readonly number[] = [4, 13, 22];
export const TRIPADA_NAKSHATRAS: readonly number[] = [2, 6, 11, 15, 20, 24];

/**
 * Aadal and Vidaal: the Moon's nakshatra counted from the Sun's in the 28
 * nakshatras with Abhijit (the Sun's own the 1st; the Moon in Abhijit over its
 * arc, the Sun counted in the 27 only: panchang/nakshatra28.ts): Aadal at 2, 7, 9, 14, 16,
 * 21, 23, 28; Vidaal at 3, 6, 10, 13, 17, 20, 24, 27 (the almanac rule as
 * astroshastra.com's "Yogas formed by combination of tithi, vaar &
 * nakshatra" gives it; Drik Panchang's Aadal and Vidaal Yoga agree on its New
 * Delhi pages of 2026, test/unit/day-yogas).
 */
export const AADAL_COUNTS: readonly number[] = [2, 7, 9, 14, 16, 21, 23, 28];
export const VIDAAL_COUNTS: readonly number[] = [3, 6, 10, 13, 17, 20, 24, 27];

/**
 * Ganda Moola (gandanta nakshatras): Ashwini, Ashlesha, Magha, Jyeshtha,
 * Mula, Revati, where a sign and a nakshatra end together (Muhurta
 * Chintamani; Drik Panchang's Ganda Moola, "Whole Day" on its New Delhi page
 * of 2026-03-29, Ashlesha into Magha).
 */
export const GANDA_MOOLA_NAKSHATRAS: readonly number[] = [0, 8, 9, 17, 18, 26];

/**
 * Bhadra's mukha (face, the worst part: 5 ghatis) and puchha (tail, the part
 * allowed: 3 ghatis). The tithi that holds the Vishti karana has 8 prahars:
 * the mukha is the first 5 ghatis of one, by tithi, and the puchha the last 3
 * ghatis of another. Mukha: prahar 1 of Krishna 14, 2 of Shukla 8, 3 of
 * Krishna 7, 4 of Purnima, 5 of Shukla 4, 6 of Krishna 10, 7 of Shukla 11, 8
 * of Krishna 3 (the verse "shakrashtamunitithyabdhirdigishagnimite tithau ..."
 * and its table in the Jyotirmayukha text on transliteral.org, "भद्रेचें मुख";
 * bhaktibharat.com's "What is Bhadra" gives the same Shukla prahars). Puchha:
 * prahar 1 of Shukla 8, 2 of Krishna 7, 3 of Purnima, 4 of Krishna 14 (the
 * same text's "sarpah saptas tithih shakro ...", whose stored copy breaks off
 * there), and 5 of Krishna 10, 6 of Shukla 11, 7 of Krishna 3, 8 of Shukla 4:
 * the prahar before the mukha's, or the Vishti's last where the mukha is its
 * first, as in the four the verse gives. The
 * Vishti karana is the half of the tithi that holds those prahars (prahars 1-4
 * the first half, 5-8 the second), and, as Drik Panchang prints them, a ghati
 * is 1/30 of the Vishti karana itself (its Holika Dahan and Raksha Bandhan
 * pages: test/unit/day-yogas/bhadra-parts.test.ts). Keyed by tithi index
 * 0..29 (3 = Shukla Chaturthi, 28 = Krishna Chaturdashi): [mukha prahar,
 * puchha prahar], 1..8.
 */
export const BHADRA_MUKHA_PUCHHA_PRAHARS: ReadonlyMap<number, readonly [number, number]> = new Map([
  [3, [5, 8]],
  [7, [2, 1]],
  [10, [7, 6]],
  [14, [4, 3]],
  [17, [8, 7]],
  [21, [3, 2]],
  [24, [6, 5]],
  [28, [1, 4]],
]);
/** Ghatis of the Vishti karana (its whole length) and of one of its four prahars. */
export const VISHTI_GHATIS = 30;
export const PRAHAR_GHATIS = 7.5;
export const BHADRA_MUKHA_GHATIS = 5;
export const BHADRA_PUCHHA_GHATIS = 3;

/**
 * Siddha yoga of the weekday and the tithi group (either paksha): Friday with
 * a Nanda tithi (1, 6, 11), Wednesday with a Bhadra tithi (2, 7, 12), Tuesday
 * with a Jaya tithi (3, 8, 13), Saturday with a Rikta tithi (4, 9, 14),
 * Thursday with a Purna tithi (5, 10, 15); none on Sunday and Monday
 * (Muhurta Chintamani, shubhashubha prakarana, as the Hindi couplet "पड़वा छठि
 * एकादशी पड़े जो शुक्रवार ..." on rajyantra.com gives it; the tithi pages of
 * bookstruck.in agree: Saptami siddhida on Wednesday, Ashtami on Tuesday,
 * Navami on Saturday, Dashami on Thursday). By weekday 0 = Sunday: the tithi
 * group's first tithi number (1 Nanda .. 5 Purna), or null.
 */
export const SIDDHA_YOGA_TITHI_GROUP: readonly (number | null)[] = [null, null, 3, 2, 5, 1, 4];

/**
 * Dagdha tithi by weekday (the "Dagdha yoga" of the vara and the tithi, either
 * paksha): Sunday Dwadashi (12), Monday Ekadashi (11), Tuesday Dashami (10),
 * Wednesday Tritiya (3), Thursday Shashthi (6), Friday Dwitiya (2), Saturday
 * Saptami (7), as Hindupedia's "Dagdhayoga" lists them. Variants: Telugu
 * almanacs take the pairs summing to 13 (Sunday 12 .. Saturday 6;
 * sahitinandanam.blogspot.com, "దగ్ధ తిథి"), and the Date Panchang (Marathi)
 * calls Saturday with Navami Dagdha (rprachi.blogspot.com, 2017-01-07).
 * Tithi numbers 1..15 within the paksha; weekday 0 = Sunday.
 */
export const DAGDHA_TITHI_BY_WEEKDAY: readonly number[] = [12, 11, 10, 3, 6, 2, 7];

/**
 * Surya-dagdha tithi, the variant by the Sun's sidereal sign (either paksha):
 * Sun in Dhanu or Meena, Dwitiya; Vrishabha or Kumbha, Chaturthi; Mesha or
 * Karka, Shashthi; Mithuna or Kanya, Ashtami; Simha or Vrischika, Dashami;
 * Tula or Makara, Dwadashi (Vastusara, verse 8, and the Vrat Katha Kosha,
 * p. 10, on jainqq.org; a Telugu list, sahitinandanam.blogspot.com, has
 * Ashtami for Mesha and Karka). By sign 0 = Mesha .. 11 = Meena: the tithi
 * number 1..15.
 */
export const SURYA_DAGDHA_TITHI_BY_SUN_SIGN: readonly number[] = [6, 4, 8, 6, 10, 8, 12, 10, 2, 12, 4, 2];
