/**
 * The words of the yogas, English and Hindi side by side: each rule in words
 * with its source (`rule`), and how a chart meets it (`formed_by`). Rules
 * name a sentence by id with ids and numbers as parameters (rule.ts `Said`);
 * the kundli operation renders it in the request's `lang`. Hindi follows the
 * usage of Hindi jyotish books: Sanskrit ordinals for houses (सप्तम भाव), one
 * word for a house lord (नवमेश), युति / परस्पर दृष्टि / राशि परिवर्तन for the
 * three associations, and the classics by their Hindi names.
 */
import { type GrahaName, type Lang, SIGNS, grahaTerm, houseLordHi, houseOrdinalHi } from '../../core/glossary.ts';
import { type Said, grahaListEn, grahaListHi, listHi, ordinalEn, render, sentences } from '../../core/sentences.ts';
import type { Dignity } from '../chart/index.ts';

/** What a pair of lords shares, for the rules that accept any of the three. */
export type Association = 'conjunct' | 'exchange' | 'mutual_aspect';
/** The point a house is counted from. */
export type CountedFrom = 'lagna' | 'moon' | 'sun';
/** Which graha of a debilitated one's three cancels its debilitation. */
export type NeechaCanceller = 'sign_lord' | 'exalted_here' | 'exaltation_lord';

const ASSOCIATION_EN: Readonly<Record<Association, string>> = {
  conjunct: 'are conjunct',
  exchange: 'exchange signs',
  mutual_aspect: 'aspect each other',
};
const ASSOCIATION_HI: Readonly<Record<Association, string>> = {
  conjunct: 'की युति है',
  exchange: 'में राशि परिवर्तन है',
  mutual_aspect: 'की परस्पर दृष्टि है',
};
const FROM_EN: Readonly<Record<CountedFrom, string>> = { lagna: 'lagna', moon: 'Moon', sun: 'Sun' };
const FROM_HI: Readonly<Record<CountedFrom, string>> = { lagna: 'लग्न', moon: grahaTerm('moon').hi, sun: grahaTerm('sun').hi };
const MODALITY_EN = ['movable', 'fixed', 'dual'] as const;
const MODALITY_HI = ['चर', 'स्थिर', 'द्विस्वभाव'] as const;
/** A graha's dignity as the sign it stands in ("उच्च राशि", "मित्र राशि"). */
const DIGNITY_HI: Readonly<Record<Dignity, string>> = {
  exalted: 'उच्च राशि',
  moolatrikona: 'मूलत्रिकोण राशि',
  own: 'स्वराशि',
  great_friend: 'अधिमित्र राशि',
  friend: 'मित्र राशि',
  neutral: 'सम राशि',
  enemy: 'शत्रु राशि',
  great_enemy: 'अधिशत्रु राशि',
  debilitated: 'नीच राशि',
};
const NEECHA_CANCELLER_EN: Readonly<Record<NeechaCanceller, string>> = {
  sign_lord: 'the lord of its sign',
  exalted_here: 'the graha exalted in its sign',
  exaltation_lord: 'the lord of its exaltation sign',
};
const NEECHA_CANCELLER_HI: Readonly<Record<NeechaCanceller, string>> = {
  sign_lord: 'उसकी राशि का स्वामी',
  exalted_here: 'उसकी राशि में उच्च होने वाला ग्रह',
  exaltation_lord: 'उसकी उच्च राशि का स्वामी',
};

const en = (g: GrahaName): string => grahaTerm(g).en;
const hi = (g: GrahaName): string => grahaTerm(g).hi;
const ord = ordinalEn;
const bhava = (house: number): string => `${houseOrdinalHi(house)} भाव`;
/** Grahas and the verb agreeing with them: "बुध है", "शुक्र और शनि हैं". */
const grahasAre = (grahas: readonly GrahaName[]): string => `${grahaListHi(grahas)} ${grahas.length === 1 ? 'है' : 'हैं'}`;

// The classics, as cited in Hindi (अ. = अध्याय, chapter; श्लो. = श्लोक, verse).
const BPHS = 'बृहत्पाराशर होराशास्त्र';
const PHALADEEPIKA = 'फलदीपिका';
const UTTARA_KALAMRITA = 'उत्तर कालामृत';
const JATAKA_PARIJATA = 'जातक पारिजात';

/** Each rule in words, with its source. */
export const YOGA_RULE_SENTENCES = sentences({
  mahapurusha: {
    en: (p: { graha: GrahaName }) => `${en(p.graha)} in its own or exaltation sign in a kendra (1, 4, 7, 10) from the lagna (BPHS ch. 75).`,
    hi: (p: { graha: GrahaName }) => `${hi(p.graha)} लग्न से केंद्र (1, 4, 7, 10) में स्वराशि या उच्च राशि में हो (${BPHS}, अ. 75)।`,
  },
  sunapha: {
    en: () => 'A graha other than the Sun and the nodes in the 2nd from the Moon, none in the 12th (BPHS ch. 37 v. 1).',
    hi: () => `सूर्य और राहु-केतु के अतिरिक्त कोई ग्रह चन्द्र से द्वितीय भाव में हो और द्वादश में कोई न हो (${BPHS}, अ. 37, श्लो. 1)।`,
  },
  anapha: {
    en: () => 'A graha other than the Sun and the nodes in the 12th from the Moon, none in the 2nd (BPHS ch. 37 v. 1).',
    hi: () => `सूर्य और राहु-केतु के अतिरिक्त कोई ग्रह चन्द्र से द्वादश भाव में हो और द्वितीय में कोई न हो (${BPHS}, अ. 37, श्लो. 1)।`,
  },
  durudhara: {
    en: () => 'Grahas other than the Sun and the nodes in both the 2nd and the 12th from the Moon (BPHS ch. 37 v. 2).',
    hi: () => `सूर्य और राहु-केतु के अतिरिक्त ग्रह चन्द्र से द्वितीय और द्वादश दोनों भावों में हों (${BPHS}, अ. 37, श्लो. 2)।`,
  },
  kemadruma: {
    en: () => 'No graha other than the Sun and the nodes in the 2nd or the 12th from the Moon (BPHS ch. 37 v. 3).',
    hi: () => `चन्द्र से द्वितीय या द्वादश भाव में सूर्य और राहु-केतु के अतिरिक्त कोई ग्रह न हो (${BPHS}, अ. 37, श्लो. 3)।`,
  },
  kemadruma_bhanga: {
    en: () =>
      'Kemadruma is cancelled when a graha other than the Sun and the nodes occupies a kendra from the Moon (its own sign included) or, the time known, from the lagna (Phaladeepika ch. 6 v. 57).',
    hi: () =>
      `सूर्य और राहु-केतु के अतिरिक्त कोई ग्रह चन्द्र से केंद्र में (चन्द्र की अपनी राशि सहित) या, जन्म समय ज्ञात हो तो, लग्न से केंद्र में हो तो केमद्रुम भंग होता है (${PHALADEEPIKA}, अ. 6, श्लो. 57)।`,
  },
  gaja_kesari: {
    en: () => 'Jupiter in a kendra (1, 4, 7, 10) from the Moon (BPHS ch. 36 v. 3).',
    hi: () => `गुरु चन्द्र से केंद्र (1, 4, 7, 10) में हो (${BPHS}, अ. 36, श्लो. 3)।`,
  },
  chandra_mangala: {
    en: () => 'The Moon and Mars in the same sign (Phaladeepika ch. 6 v. 18).',
    hi: () => `चन्द्र और मंगल एक ही राशि में हों (${PHALADEEPIKA}, अ. 6, श्लो. 18)।`,
  },
  adhi: {
    en: () => 'Mercury, Jupiter and Venus each in the 6th, 7th or 8th from the Moon (BPHS ch. 36 v. 7).',
    hi: () => `बुध, गुरु और शुक्र में से प्रत्येक चन्द्र से षष्ठ, सप्तम या अष्टम भाव में हो (${BPHS}, अ. 36, श्लो. 7)।`,
  },
  sakata: {
    en: () => 'The Moon in the 6th, 8th or 12th from Jupiter (Phaladeepika ch. 6 v. 9).',
    hi: () => `चन्द्र गुरु से षष्ठ, अष्टम या द्वादश भाव में हो (${PHALADEEPIKA}, अ. 6, श्लो. 9)।`,
  },
  vesi: {
    en: () => 'A graha other than the Moon and the nodes in the 2nd from the Sun, none in the 12th (BPHS ch. 37 v. 9).',
    hi: () => `चन्द्र और राहु-केतु के अतिरिक्त कोई ग्रह सूर्य से द्वितीय भाव में हो और द्वादश में कोई न हो (${BPHS}, अ. 37, श्लो. 9)।`,
  },
  vasi: {
    en: () => 'A graha other than the Moon and the nodes in the 12th from the Sun, none in the 2nd (BPHS ch. 37 v. 9).',
    hi: () => `चन्द्र और राहु-केतु के अतिरिक्त कोई ग्रह सूर्य से द्वादश भाव में हो और द्वितीय में कोई न हो (${BPHS}, अ. 37, श्लो. 9)।`,
  },
  ubhayachari: {
    en: () => 'Grahas other than the Moon and the nodes in both the 2nd and the 12th from the Sun (BPHS ch. 37 v. 10).',
    hi: () => `चन्द्र और राहु-केतु के अतिरिक्त ग्रह सूर्य से द्वितीय और द्वादश दोनों भावों में हों (${BPHS}, अ. 37, श्लो. 10)।`,
  },
  budha_aditya: {
    en: () => 'Mercury and the Sun in the same sign (Jataka Parijata ch. 7).',
    hi: () => `बुध और सूर्य एक ही राशि में हों (${JATAKA_PARIJATA}, अ. 7)।`,
  },
  raja: {
    en: () =>
      'The lord of a kendra (1, 4, 7, 10) and the lord of a trikona (1, 5, 9) conjunct, in mutual aspect or exchanging signs (BPHS ch. 39 v. 2-3).',
    hi: () =>
      `किसी केंद्र (1, 4, 7, 10) के स्वामी और किसी त्रिकोण (1, 5, 9) के स्वामी की युति, परस्पर दृष्टि या राशि परिवर्तन हो (${BPHS}, अ. 39, श्लो. 2-3)।`,
  },
  dharma_karmadhipati: {
    en: () => 'The lords of the 9th and the 10th conjunct, in mutual aspect or exchanging signs (BPHS ch. 39 v. 7).',
    hi: () => `नवमेश और दशमेश की युति, परस्पर दृष्टि या राशि परिवर्तन हो (${BPHS}, अ. 39, श्लो. 7)।`,
  },
  yogakaraka: {
    en: () => 'One graha rules both a kendra (4, 7, 10) and a trikona (5, 9) from the lagna (BPHS ch. 34 v. 20).',
    hi: () => `एक ही ग्रह लग्न से किसी केंद्र (4, 7, 10) और किसी त्रिकोण (5, 9) दोनों का स्वामी हो (${BPHS}, अ. 34, श्लो. 20)।`,
  },
  viparita_raja: {
    en: (p: { house: number }) => `The lord of the ${ord(p.house)} in the 6th, 8th or 12th house (Uttara Kalamrita ch. 4).`,
    hi: (p: { house: number }) => `${houseLordHi(p.house)} षष्ठ, अष्टम या द्वादश भाव में हो (${UTTARA_KALAMRITA}, अ. 4)।`,
  },
  neecha_bhanga_raja: {
    en: () =>
      'A debilitated graha whose debilitation is cancelled: the lord of its sign, the graha exalted there, or the lord of its exaltation sign is in a kendra from the lagna or the Moon (Phaladeepika ch. 7 v. 26-27).',
    hi: () =>
      `नीच राशि में स्थित ग्रह का नीचभंग: उस राशि का स्वामी, उस राशि में उच्च होने वाला ग्रह, या उस ग्रह की उच्च राशि का स्वामी लग्न या चन्द्र से केंद्र में हो (${PHALADEEPIKA}, अ. 7, श्लो. 26-27)।`,
  },
  dhana: {
    en: () =>
      'The lord of the 2nd or the 11th conjunct, in mutual aspect or exchanging signs with the lord of the 1st, 5th or 9th (BPHS ch. 41).',
    hi: () => `द्वितीयेश या एकादशेश की लग्नेश, पंचमेश या नवमेश के साथ युति, परस्पर दृष्टि या राशि परिवर्तन हो (${BPHS}, अ. 41)।`,
  },
  lakshmi: {
    en: () =>
      'The lord of the 9th in its own, moolatrikona or exaltation sign in a kendra or trikona, and the lagna lord not debilitated (BPHS ch. 36 v. 33).',
    hi: () => `नवमेश स्वराशि, मूलत्रिकोण या उच्च राशि में होकर केंद्र या त्रिकोण में हो, और लग्नेश नीच का न हो (${BPHS}, अ. 36, श्लो. 33)।`,
  },
  saraswati: {
    en: () =>
      "Jupiter, Venus and Mercury in kendras, trikonas or the 2nd house, Jupiter in its own, exaltation or a friend's sign (Phaladeepika ch. 6 v. 43).",
    hi: () => `गुरु, शुक्र और बुध केंद्र, त्रिकोण या द्वितीय भाव में हों, और गुरु स्वराशि, उच्च या मित्र राशि में हो (${PHALADEEPIKA}, अ. 6, श्लो. 43)।`,
  },
  maha_parivartana: {
    en: () => 'Two lords exchange signs, both houses among 1, 2, 4, 5, 7, 9, 10, 11 (Phaladeepika ch. 6 v. 32-34).',
    hi: () => `दो भावेशों में राशि परिवर्तन हो और दोनों भाव 1, 2, 4, 5, 7, 9, 10, 11 में से हों (${PHALADEEPIKA}, अ. 6, श्लो. 32-34)।`,
  },
  dainya_parivartana: {
    en: () => 'Two lords exchange signs, one of the houses being the 6th, 8th or 12th (Phaladeepika ch. 6 v. 32-34).',
    hi: () => `दो भावेशों में राशि परिवर्तन हो और उनमें एक भाव षष्ठ, अष्टम या द्वादश हो (${PHALADEEPIKA}, अ. 6, श्लो. 32-34)।`,
  },
  khala_parivartana: {
    en: () => 'Two lords exchange signs, one of the houses being the 3rd, none a dusthana (Phaladeepika ch. 6 v. 32-34).',
    hi: () => `दो भावेशों में राशि परिवर्तन हो, उनमें एक भाव तृतीय हो और कोई दुःस्थान न हो (${PHALADEEPIKA}, अ. 6, श्लो. 32-34)।`,
  },
  ashraya: {
    en: (p: { modality: 0 | 1 | 2 }) => `All seven grahas in ${MODALITY_EN[p.modality]} signs (BPHS ch. 35 v. 7).`,
    hi: (p: { modality: 0 | 1 | 2 }) => `सातों ग्रह ${MODALITY_HI[p.modality]} राशियों में हों (${BPHS}, अ. 35, श्लो. 7)।`,
  },
  dala: {
    en: (p: { benefic: boolean }) =>
      `${p.benefic ? 'Benefics (Mercury, Jupiter, Venus)' : 'Malefics (Sun, Mars, Saturn)'} occupy three kendras and the other kind none (BPHS ch. 35 v. 8).`,
    hi: (p: { benefic: boolean }) =>
      `${p.benefic ? 'शुभ ग्रह (बुध, गुरु, शुक्र) तीन केंद्रों में हों और पाप ग्रह' : 'पाप ग्रह (सूर्य, मंगल, शनि) तीन केंद्रों में हों और शुभ ग्रह'} किसी केंद्र में न हों (${BPHS}, अ. 35, श्लो. 8)।`,
  },
  sankhya: {
    en: (p: { count: number }) => `The seven grahas occupy exactly ${p.count} sign${p.count === 1 ? '' : 's'} (BPHS ch. 35 v. 16-17).`,
    hi: (p: { count: number }) => `सातों ग्रह ठीक ${p.count} ${p.count === 1 ? 'राशि' : 'राशियों'} में हों (${BPHS}, अ. 35, श्लो. 16-17)।`,
  },
  amala: {
    en: () => 'Only natural benefics (Mercury, Jupiter, Venus) in the 10th from the lagna or from the Moon (BPHS ch. 36 v. 12).',
    hi: () => `लग्न या चन्द्र से दशम भाव में केवल नैसर्गिक शुभ ग्रह (बुध, गुरु, शुक्र) हों (${BPHS}, अ. 36, श्लो. 12)।`,
  },
  shubha_kartari: {
    en: () => 'Natural benefics in both the 2nd and the 12th from the lagna, no malefic there (Phaladeepika ch. 6 v. 60).',
    hi: () => `लग्न से द्वितीय और द्वादश दोनों भावों में नैसर्गिक शुभ ग्रह हों और वहाँ कोई पाप ग्रह न हो (${PHALADEEPIKA}, अ. 6, श्लो. 60)।`,
  },
  papa_kartari: {
    en: () => 'Malefics in both the 2nd and the 12th from the lagna, no benefic there (Phaladeepika ch. 6 v. 60).',
    hi: () => `लग्न से द्वितीय और द्वादश दोनों भावों में पाप ग्रह हों और वहाँ कोई शुभ ग्रह न हो (${PHALADEEPIKA}, अ. 6, श्लो. 60)।`,
  },
  chatussagara: {
    en: () => 'All four kendras (1, 4, 7, 10) occupied by grahas (Phaladeepika ch. 6 v. 27).',
    hi: () => `चारों केंद्रों (1, 4, 7, 10) में ग्रह हों (${PHALADEEPIKA}, अ. 6, श्लो. 27)।`,
  },
  vasumati: {
    en: () => 'Mercury, Jupiter and Venus all in upachayas (3, 6, 10, 11) from the lagna or from the Moon (Phaladeepika ch. 6 v. 12).',
    hi: () => `बुध, गुरु और शुक्र तीनों लग्न या चन्द्र से उपचय भावों (3, 6, 10, 11) में हों (${PHALADEEPIKA}, अ. 6, श्लो. 12)।`,
  },
  parvata: {
    en: () => 'Benefics in kendras, and the 6th and 8th empty or holding benefics only (BPHS ch. 36 v. 14).',
    hi: () => `शुभ ग्रह केंद्रों में हों, और षष्ठ व अष्टम भाव खाली हों या उनमें केवल शुभ ग्रह हों (${BPHS}, अ. 36, श्लो. 14)।`,
  },
  kahala: {
    en: () =>
      'The lords of the 4th and 9th in mutual kendras, and the lagna lord strong (not debilitated or in an enemy sign) (BPHS ch. 36 v. 16).',
    hi: () => `चतुर्थेश और नवमेश परस्पर केंद्र में हों, और लग्नेश बली हो (नीच या शत्रु राशि में न हो) (${BPHS}, अ. 36, श्लो. 16)।`,
  },
  shankha: {
    en: () => 'The lords of the 5th and 6th in mutual kendras, and the lagna lord strong (BPHS ch. 36 v. 20).',
    hi: () => `पंचमेश और षष्ठेश परस्पर केंद्र में हों, और लग्नेश बली हो (${BPHS}, अ. 36, श्लो. 20)।`,
  },
  guru_mangala: {
    en: () => 'Jupiter and Mars conjunct or in the 7th from each other (Phaladeepika ch. 6).',
    hi: () => `गुरु और मंगल की युति हो या वे एक-दूसरे से सप्तम भाव में हों (${PHALADEEPIKA}, अ. 6)।`,
  },
});

type Grahas = { grahas: readonly GrahaName[] };
type Sides = { second: readonly GrahaName[]; twelfth: readonly GrahaName[] };
type LordOf = { graha: GrahaName; house: number };

/** How a chart meets a rule. */
export const YOGA_FORMED_SENTENCES = sentences({
  exalted_in_house: {
    en: (p: LordOf) => `${en(p.graha)} is exalted in house ${p.house}.`,
    hi: (p: LordOf) => `${hi(p.graha)} ${bhava(p.house)} में उच्च का है।`,
  },
  own_sign_in_house: {
    en: (p: LordOf) => `${en(p.graha)} is in its own sign in house ${p.house}.`,
    hi: (p: LordOf) => `${hi(p.graha)} ${bhava(p.house)} में स्वराशि में है।`,
  },
  grahas_in_house_from: {
    en: (p: Grahas & { house: 2 | 12; from: 'moon' | 'sun' }) =>
      `${grahaListEn(p.grahas)} in the ${ord(p.house)} from the ${FROM_EN[p.from]}.`,
    hi: (p: Grahas & { house: 2 | 12; from: 'moon' | 'sun' }) => `${FROM_HI[p.from]} से ${bhava(p.house)} में ${grahasAre(p.grahas)}।`,
  },
  grahas_both_sides_of: {
    en: (p: Sides & { from: 'moon' | 'sun' }) =>
      `${grahaListEn(p.second)} in the 2nd and ${grahaListEn(p.twelfth)} in the 12th from the ${FROM_EN[p.from]}.`,
    hi: (p: Sides & { from: 'moon' | 'sun' }) =>
      `${FROM_HI[p.from]} से द्वितीय भाव में ${grahasAre(p.second)} और द्वादश भाव में ${grahasAre(p.twelfth)}।`,
  },
  moon_alone: {
    en: () => 'The 2nd and 12th from the Moon hold no graha.',
    hi: () => 'चन्द्र से द्वितीय और द्वादश भाव में कोई ग्रह नहीं है।',
  },
  kemadruma_cancelled: {
    en: (p: Grahas & { from: 'moon' | 'lagna' }) =>
      `Kemadruma is cancelled: ${grahaListEn(p.grahas)} in a kendra from the ${FROM_EN[p.from]}.`,
    hi: (p: Grahas & { from: 'moon' | 'lagna' }) => `केमद्रुम भंग: ${FROM_HI[p.from]} से केंद्र में ${grahasAre(p.grahas)}।`,
  },
  jupiter_from_moon: {
    en: (p: { house: number }) => `Jupiter is in the ${ord(p.house)} from the Moon.`,
    hi: (p: { house: number }) => `गुरु चन्द्र से ${bhava(p.house)} में है।`,
  },
  moon_from_jupiter: {
    en: (p: { house: number }) => `The Moon is in the ${ord(p.house)} from Jupiter.`,
    hi: (p: { house: number }) => `चन्द्र गुरु से ${bhava(p.house)} में है।`,
  },
  moon_mars_conjunct: { en: () => 'The Moon and Mars are conjunct.', hi: () => 'चन्द्र और मंगल की युति है।' },
  sun_mercury_conjunct: { en: () => 'The Sun and Mercury are conjunct.', hi: () => 'सूर्य और बुध की युति है।' },
  jupiter_mars_conjunct: { en: () => 'Jupiter and Mars are conjunct.', hi: () => 'गुरु और मंगल की युति है।' },
  jupiter_mars_opposite: { en: () => 'Jupiter and Mars are in the 7th from each other.', hi: () => 'गुरु और मंगल एक-दूसरे से सप्तम भाव में हैं।' },
  benefics_from_moon: {
    en: (p: { mercury: number; jupiter: number; venus: number }) =>
      `Mercury, Jupiter and Venus are in the ${[p.mercury, p.jupiter, p.venus].map(ord).join(', ')} from the Moon.`,
    hi: (p: { mercury: number; jupiter: number; venus: number }) =>
      `चन्द्र से बुध ${bhava(p.mercury)} में, गुरु ${bhava(p.jupiter)} में और शुक्र ${bhava(p.venus)} में है।`,
  },
  lords_associated: {
    en: (p: { a: LordOf; b: LordOf; how: Association }) =>
      `${en(p.a.graha)} (lord of the ${ord(p.a.house)}) and ${en(p.b.graha)} (lord of the ${ord(p.b.house)}) ${ASSOCIATION_EN[p.how]}.`,
    hi: (p: { a: LordOf; b: LordOf; how: Association }) =>
      `${houseLordHi(p.a.house)} ${hi(p.a.graha)} और ${houseLordHi(p.b.house)} ${hi(p.b.graha)} ${ASSOCIATION_HI[p.how]}।`,
  },
  rules_kendra_and_trikona: {
    en: (p: { graha: GrahaName; kendra: number; trikona: number }) =>
      `${en(p.graha)} rules the ${ord(p.kendra)} and the ${ord(p.trikona)}.`,
    hi: (p: { graha: GrahaName; kendra: number; trikona: number }) =>
      `${hi(p.graha)} ${houseOrdinalHi(p.kendra)} और ${houseOrdinalHi(p.trikona)} भाव का स्वामी है।`,
  },
  lord_in_house: {
    en: (p: LordOf & { inHouse: number }) => `${en(p.graha)}, lord of the ${ord(p.house)}, is in house ${p.inHouse}.`,
    hi: (p: LordOf & { inHouse: number }) => `${houseLordHi(p.house)} ${hi(p.graha)} ${bhava(p.inHouse)} में है।`,
  },
  neecha_bhanga: {
    en: (p: { graha: GrahaName; canceller: GrahaName; by: NeechaCanceller; from: 'lagna' | 'moon' }) =>
      `${en(p.graha)} is debilitated; ${en(p.canceller)}, ${NEECHA_CANCELLER_EN[p.by]}, is in a kendra from the ${FROM_EN[p.from]}.`,
    hi: (p: { graha: GrahaName; canceller: GrahaName; by: NeechaCanceller; from: 'lagna' | 'moon' }) =>
      `${hi(p.graha)} नीच का है; ${NEECHA_CANCELLER_HI[p.by]} ${hi(p.canceller)} ${FROM_HI[p.from]} से केंद्र में है।`,
  },
  lakshmi: {
    en: (p: { ninthLord: GrahaName; dignity: Dignity; house: number; lagnaLord: GrahaName }) =>
      `${en(p.ninthLord)}, lord of the 9th, is ${p.dignity.replace('_', ' ')} in house ${p.house}; the lagna lord ${en(p.lagnaLord)} is not debilitated.`,
    hi: (p: { ninthLord: GrahaName; dignity: Dignity; house: number; lagnaLord: GrahaName }) =>
      `नवमेश ${hi(p.ninthLord)} ${DIGNITY_HI[p.dignity]} में होकर ${bhava(p.house)} में है; लग्नेश ${hi(p.lagnaLord)} नीच का नहीं है।`,
  },
  saraswati: {
    en: (p: { jupiter: number; venus: number; mercury: number; jupiterDignity: Dignity }) =>
      `Jupiter (${ord(p.jupiter)}, ${p.jupiterDignity.replace('_', ' ')}), Venus (${ord(p.venus)}) and Mercury (${ord(p.mercury)}).`,
    hi: (p: { jupiter: number; venus: number; mercury: number; jupiterDignity: Dignity }) =>
      `गुरु (${bhava(p.jupiter)}, ${DIGNITY_HI[p.jupiterDignity]}), शुक्र (${bhava(p.venus)}) और बुध (${bhava(p.mercury)})।`,
  },
  exchange_signs: {
    en: (p: { a: LordOf; b: LordOf }) =>
      `${en(p.a.graha)} (in house ${p.a.house}) and ${en(p.b.graha)} (in house ${p.b.house}) exchange signs.`,
    hi: (p: { a: LordOf; b: LordOf }) =>
      `${bhava(p.a.house)} में स्थित ${hi(p.a.graha)} और ${bhava(p.b.house)} में स्थित ${hi(p.b.graha)} में राशि परिवर्तन है।`,
  },
  all_in_modality: {
    en: (p: { modality: 0 | 1 | 2 }) => `All seven grahas are in ${MODALITY_EN[p.modality]} signs.`,
    hi: (p: { modality: 0 | 1 | 2 }) => `सातों ग्रह ${MODALITY_HI[p.modality]} राशियों में हैं।`,
  },
  occupied_signs: {
    en: (p: { signIndices: readonly number[] }) => `The seven grahas occupy ${p.signIndices.map((s) => SIGNS[s]!.en).join(', ')}.`,
    hi: (p: { signIndices: readonly number[] }) =>
      `सातों ग्रह ${listHi(p.signIndices.map((s) => SIGNS[s]!.hi))} ${p.signIndices.length === 1 ? 'राशि' : 'राशियों'} में हैं।`,
  },
  kendras_hold_only: {
    en: (p: { kendras: readonly number[]; benefic: boolean }) =>
      `Kendras ${p.kendras.join(', ')} hold ${p.benefic ? 'benefics' : 'malefics'} only.`,
    hi: (p: { kendras: readonly number[]; benefic: boolean }) => `केंद्र ${p.kendras.join(', ')} में केवल ${p.benefic ? 'शुभ' : 'पाप'} ग्रह हैं।`,
  },
  alone_in_tenth: {
    en: (p: Grahas & { from: 'lagna' | 'moon' }) => `${grahaListEn(p.grahas)} alone in the 10th from the ${FROM_EN[p.from]}.`,
    hi: (p: Grahas & { from: 'lagna' | 'moon' }) => `${FROM_HI[p.from]} से दशम भाव में केवल ${grahasAre(p.grahas)}।`,
  },
  second_and_twelfth: {
    en: (p: Sides) => `${grahaListEn(p.second)} in the 2nd and ${grahaListEn(p.twelfth)} in the 12th.`,
    hi: (p: Sides) => `द्वितीय भाव में ${grahasAre(p.second)} और द्वादश भाव में ${grahasAre(p.twelfth)}।`,
  },
  every_kendra_occupied: { en: () => 'Every kendra holds a graha.', hi: () => 'चारों केंद्रों में ग्रह हैं।' },
  benefics_in_upachayas: {
    en: (p: { from: 'lagna' | 'moon' }) => `Mercury, Jupiter and Venus are in upachayas from the ${FROM_EN[p.from]}.`,
    hi: (p: { from: 'lagna' | 'moon' }) => `बुध, गुरु और शुक्र ${FROM_HI[p.from]} से उपचय भावों में हैं।`,
  },
  benefics_in_kendras: {
    en: (p: Grahas) => `${grahaListEn(p.grahas)} in kendras; the 6th and 8th hold no malefic.`,
    hi: (p: Grahas) => `केंद्रों में ${grahasAre(p.grahas)}; षष्ठ और अष्टम भाव में कोई पाप ग्रह नहीं है।`,
  },
  lords_in_mutual_kendra: {
    en: (p: { a: LordOf; b: LordOf; apart: number }) =>
      `${en(p.a.graha)} (lord of the ${ord(p.a.house)}) is in the ${ord(p.apart)} from ${en(p.b.graha)} (lord of the ${ord(p.b.house)}).`,
    hi: (p: { a: LordOf; b: LordOf; apart: number }) =>
      `${houseLordHi(p.a.house)} ${hi(p.a.graha)}, ${houseLordHi(p.b.house)} ${hi(p.b.graha)} से ${bhava(p.apart)} में है।`,
  },
});

export type YogaRuleText = Said<typeof YOGA_RULE_SENTENCES>;
export type YogaFormedText = Said<typeof YOGA_FORMED_SENTENCES>;

/** A rule in words, in `lang`. */
export function yogaRuleText(said: YogaRuleText, lang: Lang): string {
  return render(YOGA_RULE_SENTENCES, said, lang);
}
/** How a chart met a rule, in `lang`. */
export function yogaFormedText(said: YogaFormedText, lang: Lang): string {
  return render(YOGA_FORMED_SENTENCES, said, lang);
}
