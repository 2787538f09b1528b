/**
 * The sentences of a horoscope, English and Hindi side by side. Each is keyed
 * by the transit that produced it: a graha, the house it occupies from the
 * sign, its sign, its gochara tone, an event and its moment. Parameters are
 * ids and numbers; `when` is a local time (HH:MM) or date (YYYY-MM-DD), so
 * both languages write it in digits.
 */
import { grahaTerm, houseOrdinalHi, SIGNS, type GrahaName } from '../../core/glossary.ts';
import { ordinalEn, sentences, type Said } from '../../core/sentences.ts';
import type { Tone } from './gochara.ts';
import type { Period } from './period.ts';
import type { Area } from './scores.ts';

/** What each house stands for, as the reading names it (the classical bhava significations, BPHS ch. 11). */
export const HOUSE_THEMES: readonly (readonly [en: string, hi: string])[] = [
  ['yourself, your health and your bearing', 'स्वयं, स्वास्थ्य और व्यक्तित्व'],
  ['family, savings and speech', 'परिवार, संचित धन और वाणी'],
  ['courage, siblings and short journeys', 'साहस, भाई-बहन और छोटी यात्राएँ'],
  ['home, mother and comforts', 'घर, माता और सुख-सुविधाएँ'],
  ['romance, children and learning', 'प्रेम, संतान और विद्या'],
  ['daily work, health routines and rivals', 'दैनिक काम, स्वास्थ्य की दिनचर्या और प्रतिद्वंद्वी'],
  ['partners, marriage and agreements', 'जीवनसाथी, विवाह और साझेदारी'],
  ['sudden changes, shared money and hidden matters', 'अचानक बदलाव, साझा धन और गुप्त बातें'],
  ['fortune, teachers and long journeys', 'भाग्य, गुरुजन और लंबी यात्राएँ'],
  ['career, status and public life', 'करियर, प्रतिष्ठा और सार्वजनिक जीवन'],
  ['gains, friends and hopes', 'लाभ, मित्र और आकांक्षाएँ'],
  ['expenses, rest and distant places', 'व्यय, विश्राम और दूर स्थान'],
];

export const AREA_LABELS: Readonly<Record<Area, readonly [en: string, hi: string]>> = {
  love: ['love', 'प्रेम'],
  career: ['career', 'करियर'],
  health: ['health', 'स्वास्थ्य'],
  money: ['money', 'धन'],
};

const PERIOD_WORDS: Readonly<Record<Period, readonly [en: string, hi: string]>> = {
  daily: ['today', 'आज'],
  weekly: ['this week', 'इस सप्ताह'],
  monthly: ['this month', 'इस माह'],
  yearly: ['this year', 'इस वर्ष'],
};

const TONE_WORDS: Readonly<Record<Tone, readonly [en: string, hi: string]>> = {
  favourable: ['a favourable transit', 'शुभ गोचर'],
  challenging: ['a challenging transit', 'चुनौतीपूर्ण गोचर'],
};

export interface When {
  /** HH:MM local time (daily) or YYYY-MM-DD local date (longer periods). */
  when: string;
}

type At = { graha: GrahaName; house: number };
type In = At & { sign: number };

const g = (id: GrahaName) => grahaTerm(id);
const houseEn = (h: number) => `your ${ordinalEn(h)} house`;
const houseHi = (h: number) => `आपके ${houseOrdinalHi(h)} भाव`;
const themeEn = (h: number) => HOUSE_THEMES[h - 1]![0];
const themeHi = (h: number) => HOUSE_THEMES[h - 1]![1];
const signEn = (s: number) => SIGNS[s]!.en;
const signHi = (s: number) => SIGNS[s]!.hi;
const whenEn = (w: string) => (w.length === 5 ? `at ${w}` : `on ${w}`);
const whenHi = (w: string) => (w.length === 5 ? `${w} बजे` : `${w} को`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "the Sun", "the Moon", but "Jupiter". */
const theEn = (id: GrahaName) => (id === 'sun' || id === 'moon' ? `the ${g(id).en}` : g(id).en);

export const HOROSCOPE_SENTENCES = sentences({
  lead: {
    en: (p: In & { period: Period; tone: Tone }) =>
      `${cap(PERIOD_WORDS[p.period][0])} ${theEn(p.graha)} moves through ${houseEn(p.house)} (${signEn(p.sign)}), ` +
      `turning attention to ${themeEn(p.house)}: ${TONE_WORDS[p.tone][0]}.`,
    hi: (p: In & { period: Period; tone: Tone }) =>
      `${PERIOD_WORDS[p.period][1]} ${g(p.graha).hi} ${houseHi(p.house)} (${signHi(p.sign)}) में गोचर कर रहा है, ` +
      `जिससे ध्यान ${themeHi(p.house)} पर रहेगा: यह ${TONE_WORDS[p.tone][1]} है।`,
  },
  support: {
    en: (p: At) => `${cap(theEn(p.graha))} in ${houseEn(p.house)} supports ${themeEn(p.house)}.`,
    hi: (p: At) => `${houseHi(p.house)} में ${g(p.graha).hi} ${themeHi(p.house)} के लिए सहायक है।`,
  },
  caution: {
    en: (p: At) => `${cap(theEn(p.graha))} in ${houseEn(p.house)} asks for care with ${themeEn(p.house)}.`,
    hi: (p: At) => `${houseHi(p.house)} में ${g(p.graha).hi} ${themeHi(p.house)} में सावधानी माँगता है।`,
  },
  ingress: {
    en: (p: In & When) => `${cap(whenEn(p.when))} ${theEn(p.graha)} enters ${houseEn(p.house)} (${signEn(p.sign)}).`,
    hi: (p: In & When) => `${whenHi(p.when)} ${g(p.graha).hi} ${houseHi(p.house)} (${signHi(p.sign)}) में प्रवेश करता है।`,
  },
  station_retrograde: {
    en: (p: At & When) =>
      `${cap(whenEn(p.when))} ${theEn(p.graha)} turns retrograde in ${houseEn(p.house)}: matters of ${themeEn(p.house)} are revisited.`,
    hi: (p: At & When) =>
      `${whenHi(p.when)} ${g(p.graha).hi} ${houseHi(p.house)} में वक्री होता है: ${themeHi(p.house)} के विषय फिर से सामने आते हैं।`,
  },
  station_direct: {
    en: (p: At & When) =>
      `${cap(whenEn(p.when))} ${theEn(p.graha)} turns direct in ${houseEn(p.house)}: delayed matters of ${themeEn(p.house)} move again.`,
    hi: (p: At & When) => `${whenHi(p.when)} ${g(p.graha).hi} ${houseHi(p.house)} में मार्गी होता है: ${themeHi(p.house)} के रुके काम फिर चलते हैं।`,
  },
  combustion_start: {
    en: (p: At & When) =>
      `${cap(whenEn(p.when))} ${theEn(p.graha)} becomes combust in ${houseEn(p.house)} and gives its results only in part.`,
    hi: (p: At & When) => `${whenHi(p.when)} ${g(p.graha).hi} ${houseHi(p.house)} में अस्त होता है और अपना फल आंशिक रूप से ही देता है।`,
  },
  combustion_end: {
    en: (p: At & When) => `${cap(whenEn(p.when))} ${theEn(p.graha)} rises from combustion in ${houseEn(p.house)} and regains its strength.`,
    hi: (p: At & When) => `${whenHi(p.when)} ${g(p.graha).hi} ${houseHi(p.house)} में उदय होकर अपना बल फिर पाता है।`,
  },
  balance: {
    en: (p: { favourable: number; counted: number }) =>
      `Good houses from your sign hold ${p.favourable} of the ${p.counted} grahas read for this period.`,
    hi: (p: { favourable: number; counted: number }) =>
      `कुल मिलाकर, इस अवधि के लिए देखे गए ${p.counted} ग्रहों में से ${p.favourable} आपकी राशि से शुभ भावों में हैं।`,
  },
  note_house: {
    en: (p: At & { area: Area; tone: Tone }) =>
      `${cap(theEn(p.graha))} in ${houseEn(p.house)}, a house of ${AREA_LABELS[p.area][0]}, is ${TONE_WORDS[p.tone][0]}.`,
    hi: (p: At & { area: Area; tone: Tone }) =>
      `${AREA_LABELS[p.area][1]} के भाव, ${houseHi(p.house)} में ${g(p.graha).hi} का ${TONE_WORDS[p.tone][1]} है।`,
  },
  note_karaka: {
    en: (p: At & { area: Area; tone: Tone }) =>
      `${cap(theEn(p.graha))}, the natural significator of ${AREA_LABELS[p.area][0]}, is in ${houseEn(p.house)}: ${TONE_WORDS[p.tone][0]}.`,
    hi: (p: At & { area: Area; tone: Tone }) =>
      `${AREA_LABELS[p.area][1]} का कारक ${g(p.graha).hi} ${houseHi(p.house)} में है: ${TONE_WORDS[p.tone][1]}।`,
  },
  note_other: {
    en: (p: At & { area: Area; tone: Tone }) =>
      `The strongest influence on ${AREA_LABELS[p.area][0]} is ${theEn(p.graha)} in ${houseEn(p.house)}: ${TONE_WORDS[p.tone][0]}.`,
    hi: (p: At & { area: Area; tone: Tone }) =>
      `${AREA_LABELS[p.area][1]} पर सबसे प्रबल प्रभाव ${houseHi(p.house)} में ${g(p.graha).hi} का है: ${TONE_WORDS[p.tone][1]}।`,
  },
});

export type HoroscopeSaid = Said<typeof HOROSCOPE_SENTENCES>;
