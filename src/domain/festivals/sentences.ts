/**
 * The festival rules in words, English and Hindi side by side, each with the
 * source it follows, keyed by festival id (rules/*.ts). GET
 * /v1/calendar/festivals serves both: `rule` in the request's `lang`.
 */
import { type Said, render, sentences } from '../../core/sentences.ts';
import type { Bilingual } from './types.ts';

export const FESTIVAL_RULE_SENTENCES = sentences({
  /** The tithi shraddhas of the Pitru Paksha, by the shraddha's name. */
  tithi_shraddha: {
    en: (p: { name: Bilingual }) =>
      `${p.name.en} of the Pitru Paksha (Bhadrapada krishna paksha amanta, Ashwin purnimanta; Purnima shraddha on Bhadrapada ` +
      'Purnima), on the day the tithi prevails at aparahna, the fourth fifth of the daytime; on two days, the one it covers longer ' +
      '(Drik Panchang).',
    hi: (p: { name: Bilingual }) =>
      `पितृ पक्ष (अमान्त भाद्रपद कृष्ण पक्ष, पूर्णिमान्त आश्विन; पूर्णिमा श्राद्ध भाद्रपद पूर्णिमा को) की ${p.name.hi}, जिस दिन तिथि अपराह्न ` +
      '(दिनमान का चौथा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो जिस दिन अधिक व्याप्त हो (दृक पंचांग)।',
  },
  sharad_purnima: {
    en: () =>
      'Ashwin Purnima on the first night it prevails at nishita, the 8th of the 15 muhurtas of the night (Kojagara Puja) ' +
      '(Drik Panchang).',
    hi: () => 'आश्विन पूर्णिमा, जिस पहली रात्रि निशीथ काल (रात्रि के 15 मुहूर्तों में आठवाँ; कोजागर पूजा) में व्याप्त हो (दृक पंचांग)।',
  },
  valmiki_jayanti: {
    en: () => 'Ashwin Purnima on the first day whose sunrise it covers (udaya tithi) (Drik Panchang).',
    hi: () => 'आश्विन पूर्णिमा, जिस पहले दिन के सूर्योदय पर व्याप्त हो (उदया तिथि) (दृक पंचांग)।',
  },
  dhanteras: {
    en: () =>
      'Kartika krishna trayodashi (purnimanta; Ashwin amanta) on the first day it prevails in pradosh (the first fifth of the night). ' +
      'Puja: pradosh within trayodashi and the Vrishabha lagna, else pradosh within trayodashi (Drik Panchang).',
    hi: () =>
      'कार्तिक कृष्ण त्रयोदशी (पूर्णिमान्त; अमान्त आश्विन), जिस पहले दिन प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो। पूजा: त्रयोदशी ' +
      'रहते प्रदोष काल और वृषभ लग्न साथ, अन्यथा त्रयोदशी रहते प्रदोष काल (दृक पंचांग)।',
  },
  narak_chaturdashi: {
    en: () =>
      'Kartika krishna chaturdashi (purnimanta; Ashwin amanta) on the first day whose pre-dawn moonrise it covers; Abhyang Snan from ' +
      'that moonrise to sunrise. Else the first day whose arunodaya (4 ghatis before sunrise) it covers, from arunodaya to sunrise ' +
      '(Drik Panchang).',
    hi: () =>
      'कार्तिक कृष्ण चतुर्दशी (पूर्णिमान्त; अमान्त आश्विन), जिस पहले दिन सूर्योदय से पहले के चन्द्रोदय पर व्याप्त हो; अभ्यंग स्नान उस ' +
      'चन्द्रोदय से सूर्योदय तक। अन्यथा जिस पहले दिन अरुणोदय (सूर्योदय से 4 घटी पहले) पर हो, अरुणोदय से सूर्योदय तक (दृक पंचांग)।',
  },
  kali_chaudas: {
    en: () =>
      'Kartika krishna chaturdashi (purnimanta; Ashwin amanta) on the first night it prevails at nishita, the 8th of the 15 muhurtas ' +
      'of the night (Drik Panchang).',
    hi: () => 'कार्तिक कृष्ण चतुर्दशी (पूर्णिमान्त; अमान्त आश्विन), जिस पहली रात्रि निशीथ काल (रात्रि के 15 मुहूर्तों में आठवाँ) में व्याप्त हो ' + '(दृक पंचांग)।',
  },
  diwali: {
    en: () =>
      'Kartika Amavasya (purnimanta; the last tithi of amanta Ashwin) on the day it prevails in pradosh (the first fifth of the ' +
      'night); when it does on two days, the second if amavasya lasts at least one ghati (24 minutes) into its pradosh, else the ' +
      'first; on none, the day whose sunrise it covers. Lakshmi Puja: the pradosh within amavasya and the Vrishabha lagna, else within ' +
      'amavasya (Drik Panchang; Dharma Sindhu).',
    hi: () =>
      'कार्तिक अमावस्या (पूर्णिमान्त; अमान्त आश्विन की अन्तिम तिथि), जिस दिन प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो; दो दिन ' +
      'हो तो दूसरा दिन यदि उस प्रदोष में अमावस्या कम से कम एक घटी (24 मिनट) रहे, अन्यथा पहला; किसी दिन न हो तो जिस दिन के सूर्योदय पर हो। ' +
      'लक्ष्मी पूजा: अमावस्या रहते प्रदोष काल और वृषभ लग्न साथ, अन्यथा अमावस्या रहते प्रदोष काल (दृक पंचांग; धर्मसिन्धु)।',
  },
  govardhan_puja: {
    en: () =>
      'Kartika shukla pratipada on the first day whose pratahkal (the first fifth of the daytime) it covers whole; else the day it ' +
      'begins. Pratahkal and sayankal muhurats: the first and the last fifth of the daytime, where pratipada touches them (Drik ' +
      'Panchang).',
    hi: () =>
      'कार्तिक शुक्ल प्रतिपदा, जिस पहले दिन का पूरा प्रातःकाल (दिनमान का पहला पाँचवाँ भाग) उसमें हो; अन्यथा प्रतिपदा आरम्भ का दिन। प्रातःकाल और ' +
      'सायंकाल मुहूर्त: दिनमान का पहला और अन्तिम पाँचवाँ भाग, जहाँ प्रतिपदा हो (दृक पंचांग)।',
  },
  bhai_dooj: {
    en: () =>
      'Kartika shukla dwitiya on the day it prevails at aparahna (the fourth fifth of the daytime); on two days the one whose ' +
      'aparahna it covers more of; on none, the day whose sunrise it covers (Drik Panchang; Nirnaya Sindhu).',
    hi: () =>
      'कार्तिक शुक्ल द्वितीया, जिस दिन अपराह्न (दिनमान का चौथा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो जिस दिन अपराह्न में अधिक ' +
      'व्याप्त हो; किसी दिन न हो तो जिस दिन के सूर्योदय पर हो (दृक पंचांग; निर्णयसिन्धु)।',
  },
  karwa_chauth: {
    en: () =>
      'Kartika krishna chaturthi (purnimanta; Ashwin amanta) on the first day whose moonrise it covers; else the day whose sunrise it ' +
      'covers. Puja: the first tenth of the night from sunset; the fast lasts from sunrise to moonrise (Drik Panchang).',
    hi: () =>
      'कार्तिक कृष्ण चतुर्थी (पूर्णिमान्त; अमान्त आश्विन), जिस पहले दिन के चन्द्रोदय पर व्याप्त हो; अन्यथा जिस दिन के सूर्योदय पर हो। पूजा: ' +
      'सूर्यास्त से रात्रि का पहला दसवाँ भाग; उपवास सूर्योदय से चन्द्रोदय तक (दृक पंचांग)।',
  },
  ahoi_ashtami: {
    en: () =>
      'Kartika krishna ashtami (purnimanta; Ashwin amanta) on the first day it prevails in the evening puja window, the first tenth ' +
      'of the night; else the day whose sunrise it covers. Stars are sighted one ghati (24 minutes) after sunset (Drik Panchang).',
    hi: () =>
      'कार्तिक कृष्ण अष्टमी (पूर्णिमान्त; अमान्त आश्विन), जिस पहले दिन सन्ध्या पूजा काल (रात्रि का पहला दसवाँ भाग) में व्याप्त हो; अन्यथा जिस ' +
      'दिन के सूर्योदय पर हो। तारे सूर्यास्त से एक घटी (24 मिनट) बाद देखे जाते हैं (दृक पंचांग)।',
  },
  akshaya_navami: {
    en: () =>
      'Kartika shukla navami on the first day whose sunrise it covers. Purvahna: sunrise to midday while navami prevails ' +
      '(Drik Panchang).',
    hi: () => 'कार्तिक शुक्ल नवमी, जिस पहले दिन के सूर्योदय पर व्याप्त हो। पूर्वाह्न: नवमी रहते सूर्योदय से मध्याह्न तक (दृक पंचांग)।',
  },
  kartik_purnima: {
    en: () => 'Kartika Purnima on the first day whose sunrise it covers (udaya tithi) (Drik Panchang).',
    hi: () => 'कार्तिक पूर्णिमा, जिस पहले दिन के सूर्योदय पर व्याप्त हो (उदया तिथि) (दृक पंचांग)।',
  },
  dev_deepawali: {
    en: () => 'Kartika Purnima on the first day it prevails in pradosh (the first fifth of the night) (Drik Panchang).',
    hi: () => 'कार्तिक पूर्णिमा, जिस पहले दिन प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो (दृक पंचांग)।',
  },
  rama_navami: {
    en: () =>
      'Chaitra shukla navami on the day it prevails at madhyahna, the third fifth of the daytime; on two days, the day it covers ' +
      'more of madhyahna, the first when equal (Drik Panchang).',
    hi: () =>
      'चैत्र शुक्ल नवमी, जिस दिन मध्याह्न (दिनमान का तीसरा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो जिस दिन मध्याह्न में अधिक व्याप्त हो, ' +
      'बराबर हो तो पहला दिन (दृक पंचांग)।',
  },
  ganesh_chaturthi: {
    en: () =>
      'Bhadrapada shukla chaturthi on the day it prevails at madhyahna, the third fifth of the daytime; on two days, the day it ' +
      'covers more of madhyahna, the first when equal (Drik Panchang).',
    hi: () =>
      'भाद्रपद शुक्ल चतुर्थी, जिस दिन मध्याह्न (दिनमान का तीसरा पाँचवाँ भाग) में व्याप्त हो; दो दिन हो तो जिस दिन मध्याह्न में अधिक व्याप्त ' +
      'हो, बराबर हो तो पहला दिन (दृक पंचांग)।',
  },
  makar_sankranti: {
    en: () =>
      'The Sun enters sidereal Makara (Lahiri). Kept on the day whose daytime holds the moment, or on the next day when it falls ' +
      'after sunset or before sunrise. Punya kaal: 40 ghatis (16 hours) from the sankranti or that sunrise, within the daytime, ' +
      'and at least the first half of the daytime after a night sankranti; ' +
      'maha punya kaal: its first 5 ghatis of the daytime (a sixth of the daytime) (Drik Panchang).',
    hi: () =>
      'सूर्य का निरयन मकर राशि में प्रवेश (लाहिड़ी)। जिस दिन के दिनमान में संक्रांति हो उसी दिन; सूर्यास्त के बाद या सूर्योदय से पहले हो तो ' +
      'अगले दिन। पुण्य काल: संक्रांति (या उस सूर्योदय) से 40 घटी (16 घंटे), दिनमान के भीतर, ' +
      'और रात की संक्रांति के बाद कम से कम दिनमान का पहला आधा भाग; महा पुण्य काल: उसकी पहली 5 ' +
      'दिनमान घटी (दिनमान का छठा भाग) (दृक पंचांग)।',
  },
  sharad_navratri: {
    en: () =>
      'Ashwin shukla pratipada, on the first day whose sunrise it covers. Ghatasthapana: the first third of the daytime while ' +
      'pratipada prevails, within the Kanya lagna where they overlap for a muhurta (48 minutes) or more; or the Abhijit muhurta (the 8th of the 15 muhurtas of the ' +
      'daytime) while pratipada prevails (Drik Panchang).',
    hi: () =>
      'आश्विन शुक्ल प्रतिपदा, जिस पहले दिन के सूर्योदय पर व्याप्त हो। घटस्थापना: प्रतिपदा रहते दिनमान का पहला तिहाई भाग, जहाँ कन्या लग्न ' +
      'कम से कम एक मुहूर्त (48 मिनट) साथ हो वहाँ कन्या लग्न में; या प्रतिपदा रहते अभिजित मुहूर्त (दिनमान के 15 मुहूर्तों में आठवाँ) (दृक पंचांग)।',
  },
  sandhi_puja: {
    en: () =>
      'The junction of Ashwin shukla ashtami and navami: the last ghati (24 minutes) of ashtami and the first of navami, on the ' +
      'sunrise-to-sunrise day holding the junction (Drik Panchang).',
    hi: () =>
      'आश्विन शुक्ल अष्टमी और नवमी की संधि: अष्टमी की अन्तिम घटी (24 मिनट) और नवमी की पहली घटी, संधि वाले (सूर्योदय से सूर्योदय) दिन ' + '(दृक पंचांग)।',
  },
  vijayadashami: {
    en: () =>
      'Ashwin shukla dashami on the day it prevails at aparahna (the fourth fifth of the daytime); on both days the first, on neither ' +
      'the day it begins. When dashami touches the daytime of two days and Shravana nakshatra prevails at the aparahna of only one, that day, unless ' +
      'dashami holds the first aparahna and lasts under three muhurtas after the second sunrise. Vijay muhurat: the 11th of the 15 ' +
      'muhurtas of the daytime (Drik Panchang; Dharma Sindhu).',
    hi: () =>
      'आश्विन शुक्ल दशमी, जिस दिन अपराह्न (दिनमान का चौथा पाँचवाँ भाग) में व्याप्त हो; दोनों दिन हो तो पहला, किसी दिन न हो तो दशमी आरम्भ का ' +
      'दिन। दशमी दो दिनों के दिनमान को छुए और श्रवण नक्षत्र केवल एक दिन के अपराह्न में हो तो वह दिन, परन्तु पहले दिन अपराह्न-व्यापिनी दशमी दूसरे सूर्योदय के ' +
      'बाद तीन मुहूर्त से कम रहे तो पहला दिन। विजय मुहूर्त: दिनमान के 15 मुहूर्तों में ग्यारहवाँ (दृक पंचांग; धर्मसिन्धु)।',
  },
  maha_shivaratri: {
    en: () =>
      'Magha krishna chaturdashi (amanta; Phalguna purnimanta), on the night it prevails at nishita, the 8th of the 15 muhurtas of the ' +
      'night; when it prevails at nishita on two nights, the first only when it covers that night whole and the second not, else the ' +
      'second (Drik Panchang).',
    hi: () =>
      'माघ कृष्ण चतुर्दशी (अमान्त; पूर्णिमान्त फाल्गुन), जिस रात्रि निशीथ काल (रात्रि के 15 मुहूर्तों में आठवाँ) में व्याप्त हो; दो रात्रियों में हो तो ' +
      'पहली तभी जब पहली रात्रि का निशीथ सम्पूर्ण व्याप्त हो और दूसरी का नहीं, अन्यथा दूसरी (दृक पंचांग)।',
  },
  krishna_janmashtami: {
    en: () =>
      'Shravana krishna ashtami (amanta; Bhadrapada purnimanta). Smarta: the night ashtami holds at midnight, the middle of nishita; on ' +
      'two nights or none, the night Rohini nakshatra also holds at midnight, else the later night. Vaishnava: the day ashtami covers ' +
      'sunrise, shown where it differs (Drik Panchang).',
    hi: () =>
      'श्रावण कृष्ण अष्टमी (अमान्त; पूर्णिमान्त भाद्रपद)। स्मार्त: जिस रात्रि अर्धरात्रि (निशीथ काल के मध्य) में अष्टमी हो; दो या किसी रात्रि में न हो तो जिस ' +
      'रात्रि अर्धरात्रि में रोहिणी भी हो, अन्यथा बाद वाली रात्रि। वैष्णव: जिस दिन सूर्योदय पर अष्टमी हो, भिन्न होने पर दिखाया जाता है (दृक पंचांग)।',
  },
  maha_bharani_shraddha: {
    en: () => 'The day in the Pitru Paksha whose aparahna the Bharani nakshatra covers longest (Drik Panchang).',
    hi: () => 'पितृ पक्ष का वह दिन जिसके अपराह्न में भरणी नक्षत्र सबसे अधिक व्याप्त हो (दृक पंचांग)।',
  },
  magha_shraddha: {
    en: () => 'The day in the Pitru Paksha whose aparahna the Magha nakshatra covers longest (Drik Panchang).',
    hi: () => 'पितृ पक्ष का वह दिन जिसके अपराह्न में मघा नक्षत्र सबसे अधिक व्याप्त हो (दृक पंचांग)।',
  },
  holika_dahan: {
    en: () =>
      'Phalguna Purnima in pradosh (the first fifth of the night) free of Bhadra; if Bhadra covers pradosh and ends before midnight, ' +
      "from its end to midnight; else, if Purnima lasts three and a half yamas (7/8 of the daytime) past the next sunrise, that evening's pradosh; else Bhadra " +
      'punchha; else pradosh in Bhadra. Each fallback is named in flags (Drik Panchang).',
    hi: () =>
      'फाल्गुन पूर्णिमा, भद्रा रहित प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में; प्रदोष में भद्रा हो और मध्यरात्रि से पहले समाप्त हो तो भद्रा समाप्ति से ' +
      'मध्यरात्रि तक; अन्यथा यदि पूर्णिमा अगले सूर्योदय के बाद साढ़े तीन प्रहर (दिनमान का 7/8) रहे तो उस सन्ध्या का प्रदोष; अन्यथा भद्रा पुच्छ; अन्यथा भद्रा में प्रदोष ' +
      '(दृक पंचांग)।',
  },
  holi: {
    en: () => 'The day after Holika Dahan (Dhulandi, on Chaitra krishna pratipada purnimanta).',
    hi: () => 'होलिका दहन के अगले दिन (धुलण्डी)।',
  },
  raksha_bandhan: {
    en: () =>
      'Shravana Purnima: the next day when Purnima lasts three muhurtas past its sunrise; else the day it begins, in aparahna free of ' +
      'Bhadra, else in pradosh free of Bhadra, else after Bhadra. The rakhi window is Purnima free of Bhadra from sunrise to the end of ' +
      'pradosh (Drik Panchang).',
    hi: () =>
      'श्रावण पूर्णिमा: यदि अगले दिन सूर्योदय के बाद पूर्णिमा तीन मुहूर्त रहे तो अगले दिन; अन्यथा पूर्णिमा आरम्भ के दिन, भद्रा रहित अपराह्न में, अन्यथा ' +
      'भद्रा रहित प्रदोष में, अन्यथा भद्रा के बाद। राखी का समय सूर्योदय से प्रदोष के अन्त तक भद्रा रहित पूर्णिमा है (दृक पंचांग)।',
  },
});

export type FestivalRuleSaid = Said<typeof FESTIVAL_RULE_SENTENCES>;

/** A festival's rule in both languages. */
export function festivalRuleText(said: FestivalRuleSaid): Bilingual {
  return { en: render(FESTIVAL_RULE_SENTENCES, said, 'en'), hi: render(FESTIVAL_RULE_SENTENCES, said, 'hi') };
}
