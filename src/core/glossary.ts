/**
 * One spelling for every jyotish term: machine ids (lower-case English, as the
 * API spec requires), their display labels (from the message catalogues of
 * src/i18n, by label id `<table>.<id>`), and the classical lordships. Every
 * other module takes names from here.
 */
import { CATALOGUES, isLabelKey, labelsOf, type LabelKey } from '../i18n/catalogue.ts';
import type { Lang } from '../i18n/languages.ts';

export type { Lang, ProseLang } from '../i18n/languages.ts';
export { LANGS, proseLang } from '../i18n/languages.ts';

/**
 * A term: its machine id, its English and Hindi labels (what prose and the
 * two-language tables read), and, for the catalogued tables, its label id,
 * through which `label` gives every other language.
 */
export interface Term<Id extends string = string> {
  id: Id;
  en: string;
  hi: string;
  /** The catalogue's label id; absent for terms not (yet) catalogued, whose other languages fall back to English. */
  key?: LabelKey;
  /** The catalogue's labels of `key` in every language, read once at load (src/i18n/catalogue.ts, labelsOf). */
  labels?: Readonly<Record<Lang, string>>;
}

/** The catalogued term `<table>.<id>`; throws at load for an id the catalogues lack (test/unit/i18n checks them all). */
export function termOf<const Id extends string>(table: string, id: Id): Term<Id> {
  const key = `${table}.${id}`;
  if (!isLabelKey(key)) throw new Error(`No label id ${key} in the catalogues`);
  const labels = labelsOf(key);
  return { id, en: labels.en, hi: labels.hi, key, labels };
}

function terms<const Id extends string>(table: string, ids: readonly Id[]): readonly Term<Id>[] {
  return ids.map((id) => termOf(table, id));
}

/**
 * The text of an English-Hindi pair in `lang`: the Hindi for hi, else the
 * English (the pairs not yet catalogued, and prose, which has no other language).
 */
export function twoLang(pair: { readonly en: string; readonly hi: string }, lang: Lang): string {
  return lang === 'hi' ? pair.hi : pair.en;
}

/** The term's label in `lang` (English where a term has no catalogue entry). */
export function label(term: Term, lang: Lang): string {
  if (lang === 'en') return term.en;
  if (lang === 'hi') return term.hi;
  if (term.labels !== undefined) return term.labels[lang];
  return term.key === undefined ? term.en : CATALOGUES[lang][term.key];
}

/**
 * The graha order of every table, of the chart and of the native positions
 * batch (row g of a batch is GRAHA_IDS[g], native/ephem/bodies.cc): the seven
 * grahas Sun to Saturn, in the order that names the weekdays, then the nodes.
 */
export const SEVEN_GRAHAS = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
export type SevenGraha = (typeof SEVEN_GRAHAS)[number];
export const GRAHA_IDS = [...SEVEN_GRAHAS, 'rahu', 'ketu'] as const;
export type GrahaName = (typeof GRAHA_IDS)[number];

/** The nine grahas in GRAHA_IDS order, with their labels. */
export const GRAHAS: readonly Term<GrahaName>[] = terms('graha', GRAHA_IDS);

/** The glossary term of a graha id. */
export function grahaTerm(id: GrahaName): Term<GrahaName> {
  return GRAHAS[GRAHA_IDS.indexOf(id)]!;
}

export const SIGNS = terms('sign', [
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
] as const);
export type SignName = (typeof SIGNS)[number]['id'];

/** Lord of each sign (signIndex 0..11), Parashara. */
export const SIGN_LORDS: readonly GrahaName[] = [
  'mars',
  'venus',
  'mercury',
  'moon',
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'saturn',
  'jupiter',
];

export const NAKSHATRAS = terms('nakshatra', [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva_phalguni',
  'uttara_phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva_ashadha',
  'uttara_ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva_bhadrapada',
  'uttara_bhadrapada',
  'revati',
] as const);
export type NakshatraName = (typeof NAKSHATRAS)[number]['id'];

/** Vimshottari lords in nakshatra order (repeating every nine). */
export const VIMSHOTTARI_LORDS: readonly GrahaName[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
export function nakshatraLord(nakshatraIndex: number): GrahaName {
  return VIMSHOTTARI_LORDS[nakshatraIndex % 9]!;
}

export const PAKSHAS = terms('paksha', ['shukla', 'krishna'] as const);

/** Tithi names within a paksha: index 0..14; the 15th is purnima or amavasya. */
export const TITHI_NAMES = terms('tithi', [
  'pratipada',
  'dwitiya',
  'tritiya',
  'chaturthi',
  'panchami',
  'shashthi',
  'saptami',
  'ashtami',
  'navami',
  'dashami',
  'ekadashi',
  'dwadashi',
  'trayodashi',
  'chaturdashi',
  'purnima',
  'amavasya',
] as const);

/** The tithi term for tithiIndex 0..29 (tithi number = index + 1; 30 is Amavasya). */
export function tithiTerm(tithiIndex: number): Term {
  if (tithiIndex === 29) return TITHI_NAMES[15]!;
  return TITHI_NAMES[tithiIndex % 15]!;
}
export type PakshaName = (typeof PAKSHAS)[number]['id'];

export function pakshaOf(tithiIndex: number): Term<PakshaName> {
  return PAKSHAS[tithiIndex < 15 ? 0 : 1]!;
}

export const YOGAS = terms('yoga', [
  'vishkambha',
  'priti',
  'ayushman',
  'saubhagya',
  'shobhana',
  'atiganda',
  'sukarma',
  'dhriti',
  'shula',
  'ganda',
  'vriddhi',
  'dhruva',
  'vyaghata',
  'harshana',
  'vajra',
  'siddhi',
  'vyatipata',
  'variyana',
  'parigha',
  'shiva',
  'siddha',
  'sadhya',
  'shubha',
  'shukla',
  'brahma',
  'indra',
  'vaidhriti',
] as const);

/** The nine yogas the muhurta texts call inauspicious (Muhurta Chintamani). */
export const INAUSPICIOUS_YOGAS: ReadonlySet<string> = new Set([
  'vishkambha',
  'atiganda',
  'shula',
  'ganda',
  'vyaghata',
  'vajra',
  'vyatipata',
  'parigha',
  'vaidhriti',
]);

export const KARANAS = terms('karana', [
  'bava',
  'balava',
  'kaulava',
  'taitila',
  'garaja',
  'vanija',
  'vishti',
  'shakuni',
  'chatushpada',
  'naga',
  'kimstughna',
] as const);

/**
 * The karana of karanaIndex 0..59 (karana number = index + 1): the first
 * half of Shukla Pratipada is Kimstughna, the next 56 cycle the seven movable
 * karanas from Bava, and the last three are Shakuni, Chatushpada and Naga.
 */
export function karanaTerm(karanaIndex: number): Term {
  if (karanaIndex === 0) return KARANAS[10]!;
  if (karanaIndex >= 57) return KARANAS[7 + (karanaIndex - 57)]!;
  return KARANAS[(karanaIndex - 1) % 7]!;
}

export const VARAS = terms('vara', ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const);
/** Lord of each weekday (0 = Sunday): the weekdays are named for the seven grahas in graha order. */
export const VARA_LORDS: readonly SevenGraha[] = SEVEN_GRAHAS;
/**
 * The Chaldean order (descending orbital period): each hora's lord is the
 * next in this list after the previous hora's (B.V. Raman, "Muhurtha", ch.
 * on horas; the order that names the weekdays, each day's first hora lord
 * being three places on from the previous day's).
 */
export const CHALDEAN_ORDER: readonly SevenGraha[] = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'];

export const NAKSHATRA_SPAN_DEG = 360 / 27;
export const PADA_SPAN_DEG = 360 / 108;

/** Sign index 0..11 of a sidereal longitude in [0, 360). */
export function signIndexOf(longitudeDeg: number): number {
  return Math.floor(longitudeDeg / 30) % 12;
}
/** Nakshatra index 0..26 of a sidereal longitude in [0, 360). */
export function nakshatraIndexOf(longitudeDeg: number): number {
  return Math.floor(longitudeDeg / NAKSHATRA_SPAN_DEG) % 27;
}
/** Pada number 1..4 within the nakshatra. */
export function padaNumberOf(longitudeDeg: number): number {
  return (Math.floor(longitudeDeg / PADA_SPAN_DEG) % 4) + 1;
}

/**
 * Houses 1..12 in Hindi prose: the Sanskrit ordinals jyotish writes before
 * भाव ("सप्तम भाव"), and the lord of each house as one word ("नवमेश").
 */
const HOUSE_ORDINALS_HI = ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'];
const HOUSE_LORDS_HI = ['लग्नेश', 'द्वितीयेश', 'तृतीयेश', 'चतुर्थेश', 'पंचमेश', 'षष्ठेश', 'सप्तमेश', 'अष्टमेश', 'नवमेश', 'दशमेश', 'एकादशेश', 'द्वादशेश'];
/** The Hindi ordinal of house 1..12 ("द्वितीय"). */
export function houseOrdinalHi(house: number): string {
  return HOUSE_ORDINALS_HI[house - 1]!;
}
/** The Hindi name of the lord of house 1..12 ("लग्नेश", "नवमेश"). */
export function houseLordHi(house: number): string {
  return HOUSE_LORDS_HI[house - 1]!;
}

/**
 * Lunar months, Chaitra first: month i is the amanta month in which the Sun
 * enters sidereal sign i (Mesha = 0). Ids as the calendar operations use them.
 */
export const LUNAR_MONTHS = terms('lunar_month', [
  'chaitra',
  'vaishakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashwin',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
] as const);
export type LunarMonthId = (typeof LUNAR_MONTHS)[number]['id'];
export const LUNAR_MONTH_IDS: readonly LunarMonthId[] = LUNAR_MONTHS.map((m) => m.id);

/** The prefix of an adhik (intercalary) month's label ("Adhik Shravana", "अधिक श्रावण"). */
export const ADHIK: Term<'adhik'> = termOf('lunar_month', 'adhik');

/** The six ritus (seasons), Vasanta first; each spans two months or two signs. */
export const RITUS = terms('ritu', ['vasanta', 'grishma', 'varsha', 'sharad', 'hemanta', 'shishira'] as const);
export type RituId = (typeof RITUS)[number]['id'];

/** The Sun's two half-years: northward (winter to summer solstice) and southward. */
export const AYANAS = terms('ayana', ['uttarayana', 'dakshinayana'] as const);
export type AyanaId = (typeof AYANAS)[number]['id'];

/**
 * The 60 samvatsaras (years of the 60-year cycle), Prabhava first, as the
 * amanta (chandramana) calendars count them from Ugadi / Gudi Padwa.
 */
export const SAMVATSARAS = terms('samvatsara', [
  'prabhava',
  'vibhava',
  'shukla',
  'pramoda',
  'prajapati',
  'angirasa',
  'shrimukha',
  'bhava',
  'yuva',
  'dhata',
  'ishvara',
  'bahudhanya',
  'pramathi',
  'vikrama',
  'vrisha',
  'chitrabhanu',
  'svabhanu',
  'tarana',
  'parthiva',
  'vyaya',
  'sarvajit',
  'sarvadhari',
  'virodhi',
  'vikriti',
  'khara',
  'nandana',
  'vijaya',
  'jaya',
  'manmatha',
  'durmukhi',
  'hevilambi',
  'vilambi',
  'vikari',
  'sharvari',
  'plava',
  'shubhakrit',
  'shobhakrit',
  'krodhi',
  'vishvavasu',
  'parabhava',
  'plavanga',
  'kilaka',
  'saumya',
  'sadharana',
  'virodhikrit',
  'paridhavi',
  'pramadi',
  'ananda',
  'rakshasa',
  'nala',
  'pingala',
  'kalayukta',
  'siddharthi',
  'raudra',
  'durmati',
  'dundubhi',
  'rudhirodgari',
  'raktakshi',
  'krodhana',
  'akshaya',
] as const);

/** The four directions, as disha shool names them. */
export const DISHAS = terms('disha', ['east', 'south', 'west', 'north'] as const);
export type DishaId = (typeof DISHAS)[number]['id'];

/**
 * The twelve solar months, Mesha first: month i runs from the Sun's entry
 * into sidereal sign i to its entry into the next. Labelled as each language
 * names them (Chithirai in Tamil, Medam in Malayalam, Baishakh in Bengali,
 * the sign's name elsewhere).
 */
export const SOLAR_MONTHS = terms('solar_month', [
  'mesha',
  'vrishabha',
  'mithuna',
  'karka',
  'simha',
  'kanya',
  'tula',
  'vrishchika',
  'dhanu',
  'makara',
  'kumbha',
  'meena',
] as const);
export type SolarMonthId = (typeof SOLAR_MONTHS)[number]['id'];

/**
 * The 28 Anandadi yogas, in order (src/domain/panchang/anandadi.ts); the
 * names as Drik Panchang prints them (its "Ketu/Dhwaja" is `dhwaja`).
 */
export const ANANDADI_YOGAS = terms('anandadi', [
  'ananda',
  'kaladanda',
  'dhumra',
  'prajapati',
  'saumya',
  'dhwanksha',
  'dhwaja',
  'shrivatsa',
  'vajra',
  'mudgara',
  'chhatra',
  'mitra',
  'manasa',
  'padma',
  'lumbaka',
  'utpata',
  'mrityu',
  'kana',
  'siddhi',
  'shubha',
  'amrita',
  'mushala',
  'gada',
  'matanga',
  'rakshasa',
  'chara',
  'sthira',
  'vardhamana',
] as const);
export type AnandadiYogaId = (typeof ANANDADI_YOGAS)[number]['id'];

/** The Tamil yogas (Amirthathi yogam) of the day, in this order (src/domain/panchang/tamil-yoga.ts). */
export const TAMIL_YOGAS = terms('tamil_yoga', ['amrita', 'siddha', 'marana'] as const);
export type TamilYogaId = (typeof TAMIL_YOGAS)[number]['id'];

/**
 * The 30 muhurtas of the day (15 from sunrise) and the night (15 from
 * sunset), in order (src/domain/panchang/day-muhurtas.ts).
 */
export const MUHURTA_NAMES = terms('muhurta', [
  'rudra',
  'ahi',
  'mitra',
  'pitri',
  'vasu',
  'varaha',
  'vishvedeva',
  'vidhi',
  'satamukhi',
  'puruhuta',
  'vahini',
  'naktanakara',
  'varuna',
  'aryama',
  'bhaga',
  'girisha',
  'ajapada',
  'ahirbudhnya',
  'pusha',
  'ashvini',
  'yama',
  'agni',
  'vidhatri',
  'kanda',
  'aditi',
  'jiva',
  'vishnu',
  'dyumadgadyuti',
  'brahma',
  'samudram',
] as const);

/**
 * The eight Gowris of Gowri Panchangam, in the order of the weekday lords
 * Sun to Saturn, then Rahu's Visham (src/domain/panchang/gowri.ts GOWRI_IDS).
 */
export const GOWRIS = terms('gowri', ['uthi', 'amirdha', 'rogam', 'labham', 'dhanam', 'sugam', 'soram', 'visham'] as const);

/**
 * The remainders of Panchaka Rahita muhurta, 0..8 (src/domain/panchang/
 * panchaka-rahita.ts): the five panchakas and the good remainders.
 */
export const PANCHAKA_RAHITA = terms('panchaka_rahita', ['good', 'mrityu', 'agni', 'raja', 'chora', 'roga'] as const);

/**
 * The named windows of the panchang day, by the answer's field names
 * (src/operations/panchang/panchang.ts `window_labels`): Rahu Kaal ... and
 * the `windows` object's fields.
 */
export const DAY_WINDOWS = terms('day_window', [
  'rahu_kaal',
  'gulika_kaal',
  'yamaganda',
  'abhijit',
  'dur_muhurat',
  'varjyam',
  'amrit_kaal',
  'brahma_muhurta',
  'pratah_sandhya',
  'vijaya_muhurta',
  'sayahna_sandhya',
  'nishita_muhurta',
  'godhuli_muhurta',
  'madhyahna',
  'dinamana',
  'ratrimana',
] as const);
