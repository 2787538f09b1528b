/**
 * The monthly vrats as declarations: one row per vrat, read by the one
 * engine of declared tithi rules (src/domain/festivals/declared.ts). A row
 * names the tithi (amanta numbering: shukla 1..15, krishna 16..30), the kala
 * at which the tithi must prevail, the tie-break when it prevails there on two
 * days (the fallback on none is always the day whose sunrise it covers, else
 * the day it begins), the windows and moments to give, and the names a
 * weekday gives it. Adding a vrat is one row and its references. Each rule
 * says its source.
 */
import type { Bilingual, DeclaredRule } from '../festivals/index.ts';

export type VratKind =
  | 'pradosh'
  | 'sankashti_chaturthi'
  | 'vinayaka_chaturthi'
  | 'masik_shivaratri'
  | 'purnima'
  | 'amavasya'
  | 'masik_durgashtami'
  | 'kalashtami'
  | 'skanda_sashti'
  | 'masik_karthigai'
  | 'chandra_darshan'
  | 'satyanarayan_puja';

/** A vrat: a declared rule kept in every lunar month (adhik months too), with its names and tags. */
export interface VratRow extends DeclaredRule {
  id: VratKind;
  /** Names by weekday of the vrat's day (0 = Sunday): Soma Pradosh, Angaraki Sankashti. */
  weekdayNames?: Readonly<Partial<Record<number, { id: string }>>>;
  traditions: readonly ('smarta' | 'shaiva' | 'ganapatya' | 'shakta' | 'vaishnava' | 'kaumara')[];
  regions: readonly string[];
  rule: Bilingual;
}

/**
 * The Purnima fast's day: the first whose madhyahna the Purnima touches (a
 * Purnima begun by midday keeps the Chaturdashi day; one begun later, even
 * before that evening's moonrise, the next day), with the moonrise (Purnima
 * Vrat and the Satyanarayan puja keep it).
 */
const PURNIMA_FAST = { tithis: [15], kala: 'madhyahna', both: 'first', windows: [], moments: ['moonrise'] } as const;

export const VRAT_ROWS: readonly VratRow[] = [
  {
    id: 'pradosh',
    tithis: [13, 28],
    kala: 'pradosh',
    both: 'larger_share',
    windows: ['pradosh', 'puja_in_tithi'],
    moments: [],
    weekdayNames: {
      1: { id: 'soma_pradosh' },
      2: { id: 'bhauma_pradosh' },
      6: { id: 'shani_pradosh' },
    },
    traditions: ['shaiva', 'smarta'],
    regions: ['all_india'],
    rule: {
      en:
        'Each trayodashi (shukla and krishna), on the day it prevails in pradosh, the first fifth of the night after sunset; on two ' +
        'days the one whose pradosh it covers more of; on none, the day whose sunrise it covers. Puja: the part of pradosh within ' +
        'trayodashi. Named Soma, Bhauma and Shani Pradosh on a Monday, Tuesday and Saturday (Drik Panchang, "Pradosham").',
      hi:
        'प्रत्येक त्रयोदशी (शुक्ल और कृष्ण), जिस दिन सूर्यास्त के बाद प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो जिस दिन ' +
        'प्रदोष में अधिक व्याप्त हो; किसी दिन न हो तो जिस दिन के सूर्योदय पर हो। पूजा: त्रयोदशी रहते प्रदोष काल। सोमवार, मंगलवार, शनिवार को सोम, भौम, ' +
        'शनि प्रदोष (दृक पंचांग)।',
    },
  },
  {
    id: 'sankashti_chaturthi',
    tithis: [19],
    kala: 'moonrise',
    both: 'first',
    windows: [],
    moments: ['moonrise'],
    weekdayNames: { 2: { id: 'angaraki_sankashti' } },
    traditions: ['ganapatya', 'smarta'],
    regions: ['all_india', 'maharashtra'],
    rule: {
      en:
        'Krishna chaturthi, on the first day whose moonrise it covers (the fast is broken at moonrise); on none, the day whose sunrise ' +
        'it covers. Angaraki on a Tuesday (Drik Panchang, "Sankashti Chaturthi").',
      hi:
        'कृष्ण चतुर्थी, जिस पहले दिन के चन्द्रोदय पर व्याप्त हो (चन्द्रोदय पर व्रत खुलता है); किसी दिन न हो तो जिस दिन के सूर्योदय पर हो। ' +
        'मंगलवार को अंगारकी (दृक पंचांग)।',
    },
  },
  {
    id: 'vinayaka_chaturthi',
    tithis: [4],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: ['madhyahna', 'puja_in_tithi'],
    moments: ['madhyahna_moment'],
    traditions: ['ganapatya', 'smarta'],
    regions: ['all_india', 'maharashtra'],
    rule: {
      en:
        "Shukla chaturthi, on the day it prevails at madhyahna, the third fifth of the daytime (Ganesh Chaturthi's rule); on two days " +
        'the one whose madhyahna it covers more of; on none, the day whose sunrise it covers (Drik Panchang, "Vinayaka Chaturthi").',
      hi:
        'शुक्ल चतुर्थी, जिस दिन मध्याह्न (दिनमान का तीसरा पाँचवाँ भाग) में व्याप्त हो (गणेश चतुर्थी का नियम); दो दिन हो तो जिस दिन मध्याह्न ' +
        'में अधिक व्याप्त हो; किसी दिन न हो तो जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'masik_shivaratri',
    tithis: [29],
    kala: 'nishita',
    both: 'whole_first_else_second',
    windows: ['nishita'],
    moments: ['midnight'],
    traditions: ['shaiva', 'smarta'],
    regions: ['all_india'],
    rule: {
      en:
        "Krishna chaturdashi, on the night it prevails at nishita, the 8th of the 15 muhurtas of the night (Maha Shivaratri's rule); " +
        'on two nights the first only when it covers that night whole and the second not, else the second; on none, the day ' +
        'whose sunrise it covers (Drik Panchang, "Masik Shivaratri").',
      hi:
        'कृष्ण चतुर्दशी, जिस रात्रि निशीथ काल (रात्रि के 15 मुहूर्तों में आठवाँ) में व्याप्त हो (महा शिवरात्रि का नियम); दो रात्रि हो तो पहली तभी जब उसका निशीथ सम्पूर्ण हो और दूसरी का नहीं, अन्यथा दूसरी; किसी में ' +
        'न हो तो जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'purnima',
    ...PURNIMA_FAST,
    udayaDay: true,
    traditions: ['smarta', 'vaishnava'],
    regions: ['all_india'],
    rule: {
      en:
        'Purnima, the fast on the first day whose madhyahna it touches (a Chaturdashi-day fast only when the Purnima begins by ' +
        'midday, not when it begins in the evening; Satyanarayan puja); on none, the day whose sunrise it covers; the snan-daan day ' +
        'is the day whose sunrise it covers, given where it differs (Drik Panchang, "Purnima Upavas" and its 2026 New Delhi list; ' +
        'Nirnaya Sindhu).',
      hi:
        'पूर्णिमा, उपवास जिस पहले दिन के मध्याह्न में व्याप्त हो (चतुर्दशी के दिन उपवास तभी जब पूर्णिमा मध्याह्न तक आरम्भ हो, सन्ध्या में आरम्भ होने ' +
        'पर नहीं; सत्यनारायण पूजा); किसी में न हो तो जिस दिन के सूर्योदय पर हो; स्नान-दान उस दिन जिसके सूर्योदय पर हो, भिन्न हो तो दिया जाता है ' +
        '(दृक पंचांग; निर्णयसिन्धु)।',
    },
  },
  {
    id: 'amavasya',
    tithis: [30],
    kala: 'aparahna',
    both: 'longer',
    windows: ['aparahna'],
    moments: [],
    udayaDay: true,
    traditions: ['smarta'],
    regions: ['all_india'],
    rule: {
      en:
        'Amavasya, the pitru karya (shraddha, tarpan) day: the day it prevails at aparahna, the fourth fifth of the daytime, the longer ' +
        "on two days (the shraddhas' rule); the snan-daan day is the day whose sunrise it covers, given where it differs (Drik " +
        'Panchang, "Amavasya"; Nirnaya Sindhu).',
      hi:
        'अमावस्या, पितृ कार्य (श्राद्ध, तर्पण) का दिन: जिस दिन अपराह्न (दिनमान का चौथा पाँचवाँ भाग) में व्याप्त हो, दो दिन हो तो अधिक; स्नान-दान उस ' +
        'दिन जिसके सूर्योदय पर हो, भिन्न हो तो दिया जाता है (दृक पंचांग; निर्णयसिन्धु)।',
    },
  },
  {
    id: 'masik_durgashtami',
    tithis: [8],
    kala: 'sunrise',
    both: 'first',
    windows: [],
    moments: [],
    traditions: ['shakta', 'smarta'],
    regions: ['all_india'],
    rule: {
      en: 'Shukla ashtami, on the day whose sunrise it covers (udaya tithi); when it covers none, the day it begins (Drik Panchang, "Masik Durgashtami").',
      hi: 'शुक्ल अष्टमी, जिस दिन के सूर्योदय पर हो (उदया तिथि); किसी सूर्योदय पर न हो तो जिस दिन आरम्भ हो (दृक पंचांग)।',
    },
  },
  {
    id: 'kalashtami',
    tithis: [23],
    kala: 'pradosh',
    both: 'first',
    windows: ['nishita'],
    moments: [],
    traditions: ['shaiva'],
    regions: ['all_india'],
    rule: {
      en:
        'Krishna ashtami, on the first night it prevails in pradosh, the first fifth of the night (a ratri-vyapini ashtami, Kala ' +
        "Bhairava's night fast; Kalabhairav Jayanti's rule); on none, the day whose sunrise it covers (Drik Panchang, " +
        '"Kalashtami", and its 2026 New Delhi list).',
      hi:
        'कृष्ण अष्टमी, जिस पहली रात्रि प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो (रात्रि-व्यापिनी अष्टमी, काल भैरव का रात्रि व्रत; ' +
        'कालभैरव जयंती का नियम); किसी में न हो तो जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'skanda_sashti',
    tithis: [6],
    kala: 'daytime',
    both: 'first',
    windows: [],
    moments: [],
    traditions: ['kaumara', 'smarta'],
    regions: ['tamil', 'kerala'],
    rule: {
      en:
        'Shukla shashthi, on the first day whose daytime (sunrise to sunset) it touches: Panchami-yukta Shashthi is preferred, so a ' +
        'shashthi that begins before sunset keeps that day (Drik Panchang, "Skanda Sashti").',
      hi:
        'शुक्ल षष्ठी, जिस पहले दिन के दिनमान (सूर्योदय से सूर्यास्त) में हो: पंचमी-युक्त षष्ठी श्रेष्ठ है, अतः सूर्यास्त से पहले आरम्भ होने वाली षष्ठी ' +
        'उसी दिन (दृक पंचांग)।',
    },
  },
  {
    id: 'masik_karthigai',
    tithis: [],
    nakshatras: [3],
    kala: 'sunset',
    both: 'first',
    windows: [],
    moments: [],
    traditions: ['kaumara', 'shaiva'],
    regions: ['tamil'],
    rule: {
      en:
        'Each Krittika (Karthigai) nakshatra, on the day whose sunset it covers (the lamps are lit at dusk); when it covers no ' +
        'sunset, the day whose sunrise it covers. The one in the Tamil month Karthigai is Karthigai Deepam (Drik Panchang, ' +
        '"Masik Karthigai"; the published 2020 and 2025 lists).',
      hi:
        'प्रत्येक कृत्तिका (कार्तिगै) नक्षत्र, जिस दिन के सूर्यास्त पर हो (संध्या को दीप); किसी सूर्यास्त पर न हो तो जिस दिन के सूर्योदय पर हो। ' +
        'तमिल मास कार्तिगै वाला कार्तिगै दीपम है (दृक पंचांग)।',
    },
  },
  {
    id: 'chandra_darshan',
    tithis: [1],
    kala: 'crescent',
    both: 'first',
    windows: ['moon_sighting'],
    moments: ['moonset'],
    traditions: ['smarta'],
    regions: ['all_india'],
    rule: {
      en:
        'The first sighting of the Moon after Amavasya: the first evening from the new Moon on which, at sunset, the Moon is at ' +
        "least 10 degrees from the Sun and sets at least 36 minutes after it (a fit to all of Drik Panchang's New Delhi dates of " +
        '2021, 2023 and 2025); the sighting window runs from sunset to moonset; the tithi given is the Pratipada begun at the new ' +
        'Moon (Drik Panchang, "Chandra Darshan").',
      hi:
        'अमावस्या के बाद चन्द्रमा का पहला दर्शन: अमावस्या के बाद की पहली संध्या जब सूर्यास्त पर चन्द्रमा सूर्य से कम से कम 10 अंश दूर हो और सूर्य के ' +
        'कम से कम 36 मिनट बाद अस्त हो; दर्शन सूर्यास्त से चन्द्रास्त तक (दृक पंचांग)।',
    },
  },
  {
    id: 'satyanarayan_puja',
    ...PURNIMA_FAST,
    traditions: ['vaishnava', 'smarta'],
    regions: ['all_india'],
    rule: {
      en:
        "Purnima, on the Purnima fast's day: the first day whose madhyahna the Purnima touches (the puja is done in the evening of " +
        "the fast, the Skanda Purana's Reva Khanda katha read); on none, the day whose sunrise it covers (Drik Panchang, " +
        '"Satyanarayan Puja", which lists it on the Purnima Upavas days).',
      hi:
        'पूर्णिमा, पूर्णिमा उपवास के दिन: जिस पहले दिन के मध्याह्न में पूर्णिमा हो (उपवास की संध्या को पूजा और कथा); किसी में न हो तो जिस दिन के ' +
        'सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
];

export const VRAT_KINDS: readonly VratKind[] = VRAT_ROWS.map((r) => r.id);
