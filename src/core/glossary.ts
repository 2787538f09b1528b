/**
 * One spelling for every jyotish term: machine ids (lower-case English, as the
 * API spec requires), English and Hindi display labels, and the classical
 * lordships. Every other module takes names from here.
 */

export type Lang = 'en' | 'hi';

export interface Term<Id extends string = string> {
  id: Id;
  en: string;
  hi: string;
}

function terms<const Id extends string>(rows: readonly (readonly [Id, string, string])[]): readonly Term<Id>[] {
  return rows.map(([id, en, hi]) => ({ id, en, hi }));
}

export function label(term: Term, lang: Lang): string {
  return lang === 'hi' ? term.hi : term.en;
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

const GRAHA_LABELS: Readonly<Record<GrahaName, readonly [en: string, hi: string]>> = {
  sun: ['Sun', 'सूर्य'],
  moon: ['Moon', 'चन्द्र'],
  mars: ['Mars', 'मंगल'],
  mercury: ['Mercury', 'बुध'],
  jupiter: ['Jupiter', 'गुरु'],
  venus: ['Venus', 'शुक्र'],
  saturn: ['Saturn', 'शनि'],
  rahu: ['Rahu', 'राहु'],
  ketu: ['Ketu', 'केतु'],
};
/** The nine grahas in GRAHA_IDS order, with their labels. */
export const GRAHAS: readonly Term<GrahaName>[] = GRAHA_IDS.map((id) => ({ id, en: GRAHA_LABELS[id][0], hi: GRAHA_LABELS[id][1] }));

/** The glossary term of a graha id. */
export function grahaTerm(id: GrahaName): Term<GrahaName> {
  return GRAHAS[GRAHA_IDS.indexOf(id)]!;
}

export const SIGNS = terms([
  ['aries', 'Aries', 'मेष'],
  ['taurus', 'Taurus', 'वृषभ'],
  ['gemini', 'Gemini', 'मिथुन'],
  ['cancer', 'Cancer', 'कर्क'],
  ['leo', 'Leo', 'सिंह'],
  ['virgo', 'Virgo', 'कन्या'],
  ['libra', 'Libra', 'तुला'],
  ['scorpio', 'Scorpio', 'वृश्चिक'],
  ['sagittarius', 'Sagittarius', 'धनु'],
  ['capricorn', 'Capricorn', 'मकर'],
  ['aquarius', 'Aquarius', 'कुम्भ'],
  ['pisces', 'Pisces', 'मीन'],
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

export const NAKSHATRAS = terms([
  ['ashwini', 'Ashwini', 'अश्विनी'],
  ['bharani', 'Bharani', 'भरणी'],
  ['krittika', 'Krittika', 'कृत्तिका'],
  ['rohini', 'Rohini', 'रोहिणी'],
  ['mrigashira', 'Mrigashira', 'मृगशिरा'],
  ['ardra', 'Ardra', 'आर्द्रा'],
  ['punarvasu', 'Punarvasu', 'पुनर्वसु'],
  ['pushya', 'Pushya', 'पुष्य'],
  ['ashlesha', 'Ashlesha', 'आश्लेषा'],
  ['magha', 'Magha', 'मघा'],
  ['purva_phalguni', 'Purva Phalguni', 'पूर्व फाल्गुनी'],
  ['uttara_phalguni', 'Uttara Phalguni', 'उत्तर फाल्गुनी'],
  ['hasta', 'Hasta', 'हस्त'],
  ['chitra', 'Chitra', 'चित्रा'],
  ['swati', 'Swati', 'स्वाती'],
  ['vishakha', 'Vishakha', 'विशाखा'],
  ['anuradha', 'Anuradha', 'अनुराधा'],
  ['jyeshtha', 'Jyeshtha', 'ज्येष्ठा'],
  ['mula', 'Mula', 'मूल'],
  ['purva_ashadha', 'Purva Ashadha', 'पूर्वाषाढ़ा'],
  ['uttara_ashadha', 'Uttara Ashadha', 'उत्तराषाढ़ा'],
  ['shravana', 'Shravana', 'श्रवण'],
  ['dhanishta', 'Dhanishta', 'धनिष्ठा'],
  ['shatabhisha', 'Shatabhisha', 'शतभिषा'],
  ['purva_bhadrapada', 'Purva Bhadrapada', 'पूर्व भाद्रपद'],
  ['uttara_bhadrapada', 'Uttara Bhadrapada', 'उत्तर भाद्रपद'],
  ['revati', 'Revati', 'रेवती'],
] as const);
export type NakshatraName = (typeof NAKSHATRAS)[number]['id'];

/** Vimshottari lords in nakshatra order (repeating every nine). */
export const VIMSHOTTARI_LORDS: readonly GrahaName[] = ['ketu', 'venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury'];
export function nakshatraLord(nakshatraIndex: number): GrahaName {
  return VIMSHOTTARI_LORDS[nakshatraIndex % 9]!;
}

export const PAKSHAS = terms([
  ['shukla', 'Shukla', 'शुक्ल'],
  ['krishna', 'Krishna', 'कृष्ण'],
] as const);

/** Tithi names within a paksha: index 0..14; the 15th is purnima or amavasya. */
export const TITHI_NAMES = terms([
  ['pratipada', 'Pratipada', 'प्रतिपदा'],
  ['dwitiya', 'Dwitiya', 'द्वितीया'],
  ['tritiya', 'Tritiya', 'तृतीया'],
  ['chaturthi', 'Chaturthi', 'चतुर्थी'],
  ['panchami', 'Panchami', 'पंचमी'],
  ['shashthi', 'Shashthi', 'षष्ठी'],
  ['saptami', 'Saptami', 'सप्तमी'],
  ['ashtami', 'Ashtami', 'अष्टमी'],
  ['navami', 'Navami', 'नवमी'],
  ['dashami', 'Dashami', 'दशमी'],
  ['ekadashi', 'Ekadashi', 'एकादशी'],
  ['dwadashi', 'Dwadashi', 'द्वादशी'],
  ['trayodashi', 'Trayodashi', 'त्रयोदशी'],
  ['chaturdashi', 'Chaturdashi', 'चतुर्दशी'],
  ['purnima', 'Purnima', 'पूर्णिमा'],
  ['amavasya', 'Amavasya', 'अमावस्या'],
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

export const YOGAS = terms([
  ['vishkambha', 'Vishkambha', 'विष्कम्भ'],
  ['priti', 'Priti', 'प्रीति'],
  ['ayushman', 'Ayushman', 'आयुष्मान'],
  ['saubhagya', 'Saubhagya', 'सौभाग्य'],
  ['shobhana', 'Shobhana', 'शोभन'],
  ['atiganda', 'Atiganda', 'अतिगण्ड'],
  ['sukarma', 'Sukarma', 'सुकर्मा'],
  ['dhriti', 'Dhriti', 'धृति'],
  ['shula', 'Shula', 'शूल'],
  ['ganda', 'Ganda', 'गण्ड'],
  ['vriddhi', 'Vriddhi', 'वृद्धि'],
  ['dhruva', 'Dhruva', 'ध्रुव'],
  ['vyaghata', 'Vyaghata', 'व्याघात'],
  ['harshana', 'Harshana', 'हर्षण'],
  ['vajra', 'Vajra', 'वज्र'],
  ['siddhi', 'Siddhi', 'सिद्धि'],
  ['vyatipata', 'Vyatipata', 'व्यतीपात'],
  ['variyana', 'Variyana', 'वरीयान'],
  ['parigha', 'Parigha', 'परिघ'],
  ['shiva', 'Shiva', 'शिव'],
  ['siddha', 'Siddha', 'सिद्ध'],
  ['sadhya', 'Sadhya', 'साध्य'],
  ['shubha', 'Shubha', 'शुभ'],
  ['shukla', 'Shukla', 'शुक्ल'],
  ['brahma', 'Brahma', 'ब्रह्म'],
  ['indra', 'Indra', 'इन्द्र'],
  ['vaidhriti', 'Vaidhriti', 'वैधृति'],
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

export const KARANAS = terms([
  ['bava', 'Bava', 'बव'],
  ['balava', 'Balava', 'बालव'],
  ['kaulava', 'Kaulava', 'कौलव'],
  ['taitila', 'Taitila', 'तैतिल'],
  ['garaja', 'Garaja', 'गर'],
  ['vanija', 'Vanija', 'वणिज'],
  ['vishti', 'Vishti', 'विष्टि'],
  ['shakuni', 'Shakuni', 'शकुनि'],
  ['chatushpada', 'Chatushpada', 'चतुष्पद'],
  ['naga', 'Naga', 'नाग'],
  ['kimstughna', 'Kimstughna', 'किंस्तुघ्न'],
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

export const VARAS = terms([
  ['sunday', 'Sunday', 'रविवार'],
  ['monday', 'Monday', 'सोमवार'],
  ['tuesday', 'Tuesday', 'मंगलवार'],
  ['wednesday', 'Wednesday', 'बुधवार'],
  ['thursday', 'Thursday', 'गुरुवार'],
  ['friday', 'Friday', 'शुक्रवार'],
  ['saturday', 'Saturday', 'शनिवार'],
] as const);
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
export const LUNAR_MONTHS = terms([
  ['chaitra', 'Chaitra', 'चैत्र'],
  ['vaishakha', 'Vaishakha', 'वैशाख'],
  ['jyeshtha', 'Jyeshtha', 'ज्येष्ठ'],
  ['ashadha', 'Ashadha', 'आषाढ़'],
  ['shravana', 'Shravana', 'श्रावण'],
  ['bhadrapada', 'Bhadrapada', 'भाद्रपद'],
  ['ashwin', 'Ashwin', 'आश्विन'],
  ['kartika', 'Kartika', 'कार्तिक'],
  ['margashirsha', 'Margashirsha', 'मार्गशीर्ष'],
  ['pausha', 'Pausha', 'पौष'],
  ['magha', 'Magha', 'माघ'],
  ['phalguna', 'Phalguna', 'फाल्गुन'],
] as const);
export type LunarMonthId = (typeof LUNAR_MONTHS)[number]['id'];
export const LUNAR_MONTH_IDS: readonly LunarMonthId[] = LUNAR_MONTHS.map((m) => m.id);

/** The prefix of an adhik (intercalary) month's label ("Adhik Shravana", "अधिक श्रावण"). */
export const ADHIK = { id: 'adhik', en: 'Adhik', hi: 'अधिक' } as const satisfies Term;

/** The six ritus (seasons), Vasanta first; each spans two months or two signs. */
export const RITUS = terms([
  ['vasanta', 'Vasanta', 'वसंत'],
  ['grishma', 'Grishma', 'ग्रीष्म'],
  ['varsha', 'Varsha', 'वर्षा'],
  ['sharad', 'Sharad', 'शरद'],
  ['hemanta', 'Hemanta', 'हेमंत'],
  ['shishira', 'Shishira', 'शिशिर'],
] as const);
export type RituId = (typeof RITUS)[number]['id'];

/** The Sun's two half-years: northward (winter to summer solstice) and southward. */
export const AYANAS = terms([
  ['uttarayana', 'Uttarayana', 'उत्तरायण'],
  ['dakshinayana', 'Dakshinayana', 'दक्षिणायन'],
] as const);
export type AyanaId = (typeof AYANAS)[number]['id'];

/**
 * The 60 samvatsaras (years of the 60-year cycle), Prabhava first, as the
 * amanta (chandramana) calendars count them from Ugadi / Gudi Padwa.
 */
export const SAMVATSARAS = terms([
  ['prabhava', 'Prabhava', 'प्रभव'],
  ['vibhava', 'Vibhava', 'विभव'],
  ['shukla', 'Shukla', 'शुक्ल'],
  ['pramoda', 'Pramoda', 'प्रमोद'],
  ['prajapati', 'Prajapati', 'प्रजापति'],
  ['angirasa', 'Angirasa', 'अंगिरा'],
  ['shrimukha', 'Shrimukha', 'श्रीमुख'],
  ['bhava', 'Bhava', 'भाव'],
  ['yuva', 'Yuva', 'युवा'],
  ['dhata', 'Dhata', 'धाता'],
  ['ishvara', 'Ishvara', 'ईश्वर'],
  ['bahudhanya', 'Bahudhanya', 'बहुधान्य'],
  ['pramathi', 'Pramathi', 'प्रमाथी'],
  ['vikrama', 'Vikrama', 'विक्रम'],
  ['vrisha', 'Vrisha', 'वृष'],
  ['chitrabhanu', 'Chitrabhanu', 'चित्रभानु'],
  ['svabhanu', 'Svabhanu', 'स्वभानु'],
  ['tarana', 'Tarana', 'तारण'],
  ['parthiva', 'Parthiva', 'पार्थिव'],
  ['vyaya', 'Vyaya', 'व्यय'],
  ['sarvajit', 'Sarvajit', 'सर्वजित'],
  ['sarvadhari', 'Sarvadhari', 'सर्वधारी'],
  ['virodhi', 'Virodhi', 'विरोधी'],
  ['vikriti', 'Vikriti', 'विकृति'],
  ['khara', 'Khara', 'खर'],
  ['nandana', 'Nandana', 'नंदन'],
  ['vijaya', 'Vijaya', 'विजय'],
  ['jaya', 'Jaya', 'जय'],
  ['manmatha', 'Manmatha', 'मन्मथ'],
  ['durmukhi', 'Durmukhi', 'दुर्मुख'],
  ['hevilambi', 'Hevilambi', 'हेमलंबी'],
  ['vilambi', 'Vilambi', 'विलंबी'],
  ['vikari', 'Vikari', 'विकारी'],
  ['sharvari', 'Sharvari', 'शार्वरी'],
  ['plava', 'Plava', 'प्लव'],
  ['shubhakrit', 'Shubhakrit', 'शुभकृत'],
  ['shobhakrit', 'Shobhakrit', 'शोभकृत'],
  ['krodhi', 'Krodhi', 'क्रोधी'],
  ['vishvavasu', 'Vishvavasu', 'विश्वावसु'],
  ['parabhava', 'Parabhava', 'पराभव'],
  ['plavanga', 'Plavanga', 'प्लवंग'],
  ['kilaka', 'Kilaka', 'कीलक'],
  ['saumya', 'Saumya', 'सौम्य'],
  ['sadharana', 'Sadharana', 'साधारण'],
  ['virodhikrit', 'Virodhikrit', 'विरोधकृत'],
  ['paridhavi', 'Paridhavi', 'परिधावी'],
  ['pramadi', 'Pramadi', 'प्रमादी'],
  ['ananda', 'Ananda', 'आनंद'],
  ['rakshasa', 'Rakshasa', 'राक्षस'],
  ['nala', 'Nala', 'नल'],
  ['pingala', 'Pingala', 'पिंगल'],
  ['kalayukta', 'Kalayukta', 'कालयुक्त'],
  ['siddharthi', 'Siddharthi', 'सिद्धार्थी'],
  ['raudra', 'Raudra', 'रौद्र'],
  ['durmati', 'Durmati', 'दुर्मति'],
  ['dundubhi', 'Dundubhi', 'दुंदुभि'],
  ['rudhirodgari', 'Rudhirodgari', 'रुधिरोद्गारी'],
  ['raktakshi', 'Raktakshi', 'रक्ताक्षी'],
  ['krodhana', 'Krodhana', 'क्रोधन'],
  ['akshaya', 'Akshaya', 'अक्षय'],
] as const);

/** The four directions, as disha shool names them. */
export const DISHAS = terms([
  ['east', 'East', 'पूर्व'],
  ['south', 'South', 'दक्षिण'],
  ['west', 'West', 'पश्चिम'],
  ['north', 'North', 'उत्तर'],
] as const);
export type DishaId = (typeof DISHAS)[number]['id'];

/**
 * The 28 Anandadi yogas, in order (src/domain/panchang/anandadi.ts); the
 * names as Drik Panchang prints them (its "Ketu/Dhwaja" is `dhwaja`).
 */
export const ANANDADI_YOGAS = terms([
  ['ananda', 'Ananda', 'आनन्द'],
  ['kaladanda', 'Kaladanda', 'कालदण्ड'],
  ['dhumra', 'Dhumra', 'धूम्र'],
  ['prajapati', 'Prajapati', 'प्रजापति'],
  ['saumya', 'Saumya', 'सौम्य'],
  ['dhwanksha', 'Dhwanksha', 'ध्वांक्ष'],
  ['dhwaja', 'Dhwaja', 'ध्वज'],
  ['shrivatsa', 'Shrivatsa', 'श्रीवत्स'],
  ['vajra', 'Vajra', 'वज्र'],
  ['mudgara', 'Mudgara', 'मुद्गर'],
  ['chhatra', 'Chhatra', 'छत्र'],
  ['mitra', 'Mitra', 'मित्र'],
  ['manasa', 'Manasa', 'मानस'],
  ['padma', 'Padma', 'पद्म'],
  ['lumbaka', 'Lumbaka', 'लुम्बक'],
  ['utpata', 'Utpata', 'उत्पात'],
  ['mrityu', 'Mrityu', 'मृत्यु'],
  ['kana', 'Kana', 'काण'],
  ['siddhi', 'Siddhi', 'सिद्धि'],
  ['shubha', 'Shubha', 'शुभ'],
  ['amrita', 'Amrita', 'अमृत'],
  ['mushala', 'Mushala', 'मुसल'],
  ['gada', 'Gada', 'गदा'],
  ['matanga', 'Matanga', 'मातंग'],
  ['rakshasa', 'Rakshasa', 'राक्षस'],
  ['chara', 'Chara', 'चर'],
  ['sthira', 'Sthira', 'स्थिर'],
  ['vardhamana', 'Vardhamana', 'वर्धमान'],
] as const);
export type AnandadiYogaId = (typeof ANANDADI_YOGAS)[number]['id'];

/**
 * The 30 muhurtas of the day (15 from sunrise) and the night (15 from
 * sunset), in order (src/domain/panchang/day-muhurtas.ts).
 */
export const MUHURTA_NAMES = terms([
  ['rudra', 'Rudra', 'रुद्र'],
  ['ahi', 'Ahi', 'आहि'],
  ['mitra', 'Mitra', 'मित्र'],
  ['pitri', 'Pitri', 'पितृ'],
  ['vasu', 'Vasu', 'वसु'],
  ['varaha', 'Varaha', 'वाराह'],
  ['vishvedeva', 'Vishvedeva', 'विश्वेदेवा'],
  ['vidhi', 'Vidhi', 'विधि'],
  ['satamukhi', 'Satamukhi', 'सतमुखी'],
  ['puruhuta', 'Puruhuta', 'पुरुहूत'],
  ['vahini', 'Vahini', 'वाहिनी'],
  ['naktanakara', 'Naktanakara', 'नक्तनकरा'],
  ['varuna', 'Varuna', 'वरुण'],
  ['aryama', 'Aryama', 'अर्यमा'],
  ['bhaga', 'Bhaga', 'भग'],
  ['girisha', 'Girisha', 'गिरीश'],
  ['ajapada', 'Ajapada', 'अजपाद'],
  ['ahirbudhnya', 'Ahirbudhnya', 'अहिर्बुध्न्य'],
  ['pusha', 'Pusha', 'पूषा'],
  ['ashvini', 'Ashvini', 'अश्विनी'],
  ['yama', 'Yama', 'यम'],
  ['agni', 'Agni', 'अग्नि'],
  ['vidhatri', 'Vidhatri', 'विधातृ'],
  ['kanda', 'Kanda', 'कण्ड'],
  ['aditi', 'Aditi', 'अदिति'],
  ['jiva', 'Jiva', 'जीव'],
  ['vishnu', 'Vishnu', 'विष्णु'],
  ['dyumadgadyuti', 'Dyumadgadyuti', 'द्युमद्गद्युति'],
  ['brahma', 'Brahma', 'ब्रह्मा'],
  ['samudram', 'Samudram', 'समुद्रम'],
] as const);
