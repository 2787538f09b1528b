/**
 * The words of muhurat, English and Hindi side by side: what each rule
 * closes, and the words a reason's text puts around it (GET
 * /v1/muhurat/search renders them in the request's `lang`). The rules and
 * their sources are in rules.ts.
 */
import { type Lang, NAKSHATRAS } from '../../core/glossary.ts';
import { type Said, render, sentences } from '../../core/sentences.ts';

/** What each rule closes, by rule id (rules.ts MuhuratRuleId). */
export const MUHURAT_RULE_SENTENCES = sentences({
  nakshatra: {
    en: () => "the Moon's nakshatra is not one the activity allows",
    hi: () => 'नक्षत्र इस कार्य के लिए शुभ नहीं',
  },
  tithi: {
    en: () => 'the tithi is not one the activity allows (Rikta tithis 4, 9, 14 and Amavasya never are)',
    hi: () => 'तिथि इस कार्य के लिए शुभ नहीं (रिक्ता तिथि 4, 9, 14 और अमावस्या वर्जित)',
  },
  weekday: {
    en: () => 'the weekday (sunrise to sunrise) is forbidden for the activity',
    hi: () => 'वार इस कार्य के लिए वर्जित',
  },
  lunar_month: {
    en: () => 'the lunar month (amanta) is forbidden for the activity',
    hi: () => 'मास इस कार्य के लिए वर्जित',
  },
  solar_month: {
    en: () => "the Sun's sidereal sign (solar month) is not one the activity allows",
    hi: () => 'सूर्य की राशि (सौर मास) इस कार्य के लिए वर्जित',
  },
  lagna: {
    en: () => "the rising sign fails the activity's lagna shuddhi (marriage: a graha in the 7th from it, jamitra)",
    hi: () => 'लग्न शुद्धि नहीं (विवाह: लग्न से सप्तम में ग्रह, जामित्र दोष)',
  },
  daylight: {
    en: () => 'the rite is begun by daylight: a window that begins after sunset is dropped',
    hi: () => 'संस्कार दिन में आरम्भ: सूर्यास्त के बाद आरम्भ होने वाला समय वर्जित',
  },
  night: {
    en: () => "not begun late at night: a window that begins after the activity's hour (vehicle: 21:00 local time) is dropped",
    hi: () => 'रात्रि में आरम्भ वर्जित: कार्य के समय (वाहन: रात्रि 9 बजे) के बाद आरम्भ होने वाला समय वर्जित',
  },
  adhik_masa: {
    en: () => 'adhik (intercalary) month, malamasa',
    hi: () => 'अधिक मास (मलमास)',
  },
  kharmas: {
    en: () => 'Kharmas: the Sun is in sidereal Dhanu or Meena',
    hi: () => 'खरमास: सूर्य धनु या मीन राशि में',
  },
  guru_asta: {
    en: () => 'Jupiter is combust (Guru asta): hidden by the Sun (asta_rule orbs: within 9 degrees of it)',
    hi: () => 'गुरु अस्त',
  },
  shukra_asta: {
    en: () => 'Venus is combust (Shukra asta): hidden by the Sun (asta_rule orbs: within 7 degrees of it)',
    hi: () => 'शुक्र अस्त',
  },
  chaturmas: {
    en: () => 'Chaturmas: from Devshayani Ekadashi (Ashadha Shukla 11) to the end of Devutthana Ekadashi (Kartika Shukla 11)',
    hi: () => 'चातुर्मास: देवशयनी से देवुत्थान एकादशी तक',
  },
  holashtak: {
    en: () => 'Holashtak: Phalguna Shukla Ashtami to Purnima (Holika Dahan)',
    hi: () => 'होलाष्टक',
  },
  bhadra: {
    en: () => 'Bhadra: the Vishti karana',
    hi: () => 'भद्रा (विष्टि करण)',
  },
  panchaka: {
    en: () => 'Panchaka: the Moon in sidereal Kumbha or Meena (Dhanishta second half to Revati)',
    hi: () => 'पंचक: चन्द्रमा कुम्भ या मीन राशि में',
  },
  eclipse: {
    en: () => 'the day of a solar or lunar (umbral) eclipse seen at the place, or of its sutak',
    hi: () => 'ग्रहण या उसके सूतक का दिन',
  },
  vyatipata_vaidhriti: {
    en: () => 'Vyatipata or Vaidhriti yoga',
    hi: () => 'व्यतीपात या वैधृति योग',
  },
  ashubha_yoga: {
    en: () => 'an inauspicious yoga: Vishkumbha, Atiganda, Shula, Ganda, Vyaghata, Vajra or Parigha',
    hi: () => 'अशुभ योग: विष्कुम्भ, अतिगण्ड, शूल, गण्ड, व्याघात, वज्र या परिघ',
  },
  bhadra_bhuloka: {
    en: () => 'Bhadra on earth: the Vishti karana while the Moon is in Karka, Simha, Kumbha or Meena',
    hi: () => 'मृत्युलोक की भद्रा: विष्टि करण, चन्द्रमा कर्क, सिंह, कुम्भ या मीन में',
  },
  pitru_paksha: {
    en: () => "Pitru Paksha: the ancestors' fortnight, Bhadrapada Krishna Pratipada to Sarva Pitru Amavasya (amanta)",
    hi: () => 'पितृ पक्ष: भाद्रपद कृष्ण प्रतिपदा से सर्व पितृ अमावस्या तक',
  },
  gandanta: {
    en: () => 'nakshatra gandanta: the last pada of Ashlesha, Jyeshtha or Revati, or the first of Magha, Mula or Ashwini',
    hi: () => 'नक्षत्र गण्डान्त: आश्लेषा, ज्येष्ठा, रेवती का अंतिम और मघा, मूल, अश्विनी का प्रथम चरण',
  },
});

/** The words of a reason around its rule's text; `percent` is the share of the day, 0..100. */
export const MUHURAT_REASON_SENTENCES = sentences({
  /** A gandanta pada by its index over the 108 padas (nakshatraIndex * 4 + pada - 1). */
  gandanta_pada: {
    en: (p: { padaIndex: number }) => `${NAKSHATRAS[Math.floor(p.padaIndex / 4)]!.en} pada ${(p.padaIndex % 4) + 1}`,
    hi: (p: { padaIndex: number }) => `${NAKSHATRAS[Math.floor(p.padaIndex / 4)]!.hi} चरण ${(p.padaIndex % 4) + 1}`,
  },
  favourable: { en: () => 'favourable', hi: () => 'शुभ' },
  lagna_rejects: { en: () => 'closes every window the other rules leave', hi: () => 'शेष सभी समय वर्जित' },
  rejects: { en: () => 'closes the whole day', hi: () => 'पूरा दिन वर्जित' },
  limits: {
    en: (p: { percent: number }) => `closes ${p.percent}% of the day`,
    hi: (p: { percent: number }) => `दिन का ${p.percent}% वर्जित`,
  },
  cautions: {
    en: (p: { percent: number }) => `caution over ${p.percent}% of the day`,
    hi: (p: { percent: number }) => `सावधानी, दिन का ${p.percent}%`,
  },
});

export type MuhuratReasonSaid = Said<typeof MUHURAT_REASON_SENTENCES>;

/** A reason's words in `lang`. */
export function muhuratReasonText(said: MuhuratReasonSaid, lang: Lang): string {
  return render(MUHURAT_REASON_SENTENCES, said, lang);
}
