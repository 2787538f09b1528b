/**
 * POST /v1/kundli/birth-details: the Avakhada chakra, read from the Moon
 * (and, for paya, the Moon's house). Vashya, yoni, gana and nadi come from
 * the matching group's tables (src/domain/matching/tables.ts), and so does
 * varna (varnaOfSign), so a birth's details and its Ashtakoot profile always
 * agree; tatva by the Moon sign's element; the naamakshar from the
 * nakshatra-pada syllables (avakahada chakra) of the standard panchangs.
 */
import {
  GRAHAS, NAKSHATRAS, NAKSHATRA_SPAN_DEG, SIGNS, SIGN_LORDS, YOGAS, type Lang, type Term,
  karanaTerm, nakshatraLord, pakshaOf, tithiTerm,
} from '../../core/glossary.ts';
import { normalizeDeg } from '../../core/angles.ts';
import { type Chart, grahaOf, houseFrom } from '../chart/chart.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from '../kundli/present.ts';
import { approximateWarnings } from '../kundli/kundli.ts';
import {
  GANAS, NADIS, NAKSHATRA_GANA, NAKSHATRA_YONI, YONIS, nadiIndexOf, varnaOfSign, vashyaOf,
  type Gana, type Nadi, type Varna, type Vashya, type Yoni,
} from '../matching/index.ts';

function t(id: string, en: string, hi: string): Term {
  return { id, en, hi };
}

const TATVAS = [t('agni', 'Fire (Agni)', 'अग्नि'), t('prithvi', 'Earth (Prithvi)', 'पृथ्वी'), t('vayu', 'Air (Vayu)', 'वायु'), t('jala', 'Water (Jala)', 'जल')];

/** Display text of the Avakhada values; the tables themselves are the matching group's (one source for both). */
const VARNA_TERMS: Readonly<Record<Varna, Term>> = {
  brahmin: t('brahmin', 'Brahmin', 'ब्राह्मण'), kshatriya: t('kshatriya', 'Kshatriya', 'क्षत्रिय'),
  vaishya: t('vaishya', 'Vaishya', 'वैश्य'), shudra: t('shudra', 'Shudra', 'शूद्र'),
};
const VASHYA_TERMS: Readonly<Record<Vashya, Term>> = {
  chatushpada: t('chatushpada', 'Chatushpada', 'चतुष्पद'),
  manava: t('manava', 'Manava', 'मानव'),
  jalachara: t('jalachara', 'Jalachara', 'जलचर'),
  vanachara: t('vanachara', 'Vanachara', 'वनचर'),
  keeta: t('keeta', 'Keeta', 'कीट'),
};
const YONI_TERMS: Readonly<Record<Yoni, Term>> = {
  horse: t('horse', 'Horse (Ashwa)', 'अश्व'), elephant: t('elephant', 'Elephant (Gaja)', 'गज'), sheep: t('sheep', 'Sheep (Mesha)', 'मेष'),
  serpent: t('serpent', 'Serpent (Sarpa)', 'सर्प'), dog: t('dog', 'Dog (Shwana)', 'श्वान'), cat: t('cat', 'Cat (Marjara)', 'मार्जार'),
  rat: t('rat', 'Rat (Mushaka)', 'मूषक'), cow: t('cow', 'Cow (Gau)', 'गौ'), buffalo: t('buffalo', 'Buffalo (Mahisha)', 'महिष'),
  tiger: t('tiger', 'Tiger (Vyaghra)', 'व्याघ्र'), deer: t('deer', 'Deer (Mriga)', 'मृग'), monkey: t('monkey', 'Monkey (Vanara)', 'वानर'),
  mongoose: t('mongoose', 'Mongoose (Nakula)', 'नकुल'), lion: t('lion', 'Lion (Simha)', 'सिंह'),
};
const GANA_TERMS: Readonly<Record<Gana, Term>> = {
  deva: t('deva', 'Deva', 'देव'), manushya: t('manushya', 'Manushya', 'मनुष्य'), rakshasa: t('rakshasa', 'Rakshasa', 'राक्षस'),
};
const NADI_TERMS: Readonly<Record<Nadi, Term>> = {
  adi: t('adi', 'Adi', 'आदि'), madhya: t('madhya', 'Madhya', 'मध्य'), antya: t('antya', 'Antya', 'अन्त्य'),
};

const PAYAS = [t('swarna', 'Gold (Swarna)', 'स्वर्ण'), t('rajata', 'Silver (Rajata)', 'रजत'), t('tamra', 'Copper (Tamra)', 'ताम्र'), t('loha', 'Iron (Loha)', 'लौह')];
/** Paya from the Moon's house: 1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron. */
export function payaIndexOfMoonHouse(house: number): number {
  if ([1, 6, 11].includes(house)) return 0;
  if ([2, 5, 9].includes(house)) return 1;
  if ([3, 7, 10].includes(house)) return 2;
  return 3;
}

/** Naamakshar syllables per nakshatra pada (108), English transliteration and Devanagari. */
const SYLLABLES_EN = [
  'Chu', 'Che', 'Cho', 'La', 'Li', 'Lu', 'Le', 'Lo', 'A', 'I', 'U', 'E', 'O', 'Va', 'Vi', 'Vu', 'Ve', 'Vo', 'Ka', 'Ki',
  'Ku', 'Gha', 'Nga', 'Chha', 'Ke', 'Ko', 'Ha', 'Hi', 'Hu', 'He', 'Ho', 'Da', 'Di', 'Du', 'De', 'Do', 'Ma', 'Mi', 'Mu', 'Me',
  'Mo', 'Ta', 'Ti', 'Tu', 'Te', 'To', 'Pa', 'Pi', 'Pu', 'Sha', 'Na', 'Tha', 'Pe', 'Po', 'Ra', 'Ri', 'Ru', 'Re', 'Ro', 'Ta',
  'Ti', 'Tu', 'Te', 'To', 'Na', 'Ni', 'Nu', 'Ne', 'No', 'Ya', 'Yi', 'Yu', 'Ye', 'Yo', 'Bha', 'Bhi', 'Bhu', 'Dha', 'Pha', 'Dha',
  'Bhe', 'Bho', 'Ja', 'Ji', 'Khi', 'Khu', 'Khe', 'Kho', 'Ga', 'Gi', 'Gu', 'Ge', 'Go', 'Sa', 'Si', 'Su', 'Se', 'So', 'Da', 'Di',
  'Du', 'Tha', 'Jha', 'Na', 'De', 'Do', 'Cha', 'Chi',
];
const SYLLABLES_HI = [
  'चू', 'चे', 'चो', 'ला', 'ली', 'लू', 'ले', 'लो', 'अ', 'इ', 'उ', 'ए', 'ओ', 'वा', 'वी', 'वू', 'वे', 'वो', 'का', 'की',
  'कू', 'घ', 'ङ', 'छ', 'के', 'को', 'हा', 'ही', 'हू', 'हे', 'हो', 'डा', 'डी', 'डू', 'डे', 'डो', 'मा', 'मी', 'मू', 'मे',
  'मो', 'टा', 'टी', 'टू', 'टे', 'टो', 'पा', 'पी', 'पू', 'ष', 'ण', 'ठ', 'पे', 'पो', 'रा', 'री', 'रू', 'रे', 'रो', 'ता',
  'ती', 'तू', 'ते', 'तो', 'ना', 'नी', 'नू', 'ने', 'नो', 'या', 'यी', 'यू', 'ये', 'यो', 'भा', 'भी', 'भू', 'धा', 'फा', 'ढा',
  'भे', 'भो', 'जा', 'जी', 'खी', 'खू', 'खे', 'खो', 'गा', 'गी', 'गू', 'गे', 'गो', 'सा', 'सी', 'सू', 'से', 'सो', 'दा', 'दी',
  'दू', 'थ', 'झ', 'ञ', 'दे', 'दो', 'चा', 'ची',
];
export function naamaksharOf(padaIndex: number, lang: Lang): string {
  return (lang === 'hi' ? SYLLABLES_HI : SYLLABLES_EN)[padaIndex]!;
}

export interface BirthDetailsData {
  varna?: string; vashya?: string; yoni?: string; gana?: string; nadi?: string; nakshatra?: string;
  nakshatra_pada?: number; nakshatra_lord?: string;
  rashi?: string; rashi_lord?: string;
  tithi?: string; paksha?: string; yoga?: string; karana?: string;
  paya?: string; tatva?: string; naamakshar?: string;
  labels?: Record<string, string>;
}

/**
 * The Avakhada details. Machine ids in the fields; with view full, `labels`
 * maps each field to its display text in `lang`. Paya needs the Moon's house,
 * so it is left out (and warned about) when the time is unknown.
 */
export function birthDetails(chart: Chart, p: Presentation): DomainResult<BirthDetailsData> {
  const moon = grahaOf(chart, 'moon');
  const sun = grahaOf(chart, 'sun');
  const nak = moon.nakshatraIndex;
  const elongationDeg = normalizeDeg(moon.longitudeDeg - sun.longitudeDeg);
  const tithiIndex = Math.floor(elongationDeg / 12);
  const karanaIndex = Math.floor(elongationDeg / 6);
  const yogaIndex = Math.floor(normalizeDeg(moon.longitudeDeg + sun.longitudeDeg) / NAKSHATRA_SPAN_DEG) % 27;
  const padaIndex = Math.floor(moon.longitudeDeg / (NAKSHATRA_SPAN_DEG / 4)) % 108;
  const rashiLord = SIGN_LORDS[moon.signIndex]!;
  const terms: Record<string, Term> = {
    varna: VARNA_TERMS[varnaOfSign(moon.signIndex)],
    vashya: VASHYA_TERMS[vashyaOf(moon.signIndex, moon.degreeInSignDeg)],
    yoni: YONI_TERMS[YONIS[NAKSHATRA_YONI[nak]!]!],
    gana: GANA_TERMS[GANAS[NAKSHATRA_GANA[nak]!]!],
    nadi: NADI_TERMS[NADIS[nadiIndexOf(nak)]!],
    nakshatra: NAKSHATRAS[nak]!,
    nakshatra_lord: GRAHAS.find((g) => g.id === nakshatraLord(nak))!,
    rashi: SIGNS[moon.signIndex]!,
    rashi_lord: GRAHAS.find((g) => g.id === rashiLord)!,
    tithi: tithiTerm(tithiIndex),
    paksha: pakshaOf(tithiIndex),
    yoga: YOGAS[yogaIndex]!,
    karana: karanaTerm(karanaIndex),
    tatva: TATVAS[moon.signIndex % 4]!,
  };
  if (chart.lagna !== null) terms.paya = PAYAS[payaIndexOfMoonHouse(houseFrom(chart.lagna.signIndex, moon.signIndex))]!;
  const data: BirthDetailsData = {};
  const labels: Record<string, string> = {};
  for (const [k, term] of Object.entries(terms)) {
    (data as Record<string, unknown>)[k] = term.id;
    const l = labelOf(term, p);
    if (l !== undefined) labels[k] = l;
  }
  data.nakshatra_pada = moon.padaNumber;
  data.naamakshar = naamaksharOf(padaIndex, p.lang);
  if (p.view === 'full') data.labels = labels;
  const warnings: Warning[] = chart.lagna === null
    ? [timeUnknownWarning(['paya'])]
    : approximateWarnings(chart, ['nakshatra', 'nakshatra_pada', 'nakshatra_lord', 'yoni', 'gana', 'nadi', 'naamakshar'], ['paya']);
  return { data: compactObject(data as Record<string, unknown>) as BirthDetailsData, warnings };
}

