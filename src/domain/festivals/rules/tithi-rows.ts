/**
 * The ordinary festivals as declarations: each a tithi of a nija (amanta)
 * month, the kala that decides its day and the tie-break, read by the one
 * engine of declared rules (../declared.ts). Adding such a festival is one
 * row and its references. Each rule names its source; the month is amanta
 * (a krishna-paksha festival that north Indian almanacs name in the next,
 * purnimanta month is declared in the amanta month it falls in).
 */
import type { LunarMonthId } from '../../lunar-month/index.ts';
import { occurrenceInMonth, type DeclaredRule } from '../declared.ts';
import type { Bilingual, FestivalRule, FestivalTags } from '../types.ts';

interface FestivalRow extends DeclaredRule {
  id: string;
  month: LunarMonthId;
  /** Kept in the adhik month where the month is doubled (Ganga Dussehra), not in the nija month. */
  adhikFirst?: boolean;
  tags: FestivalTags;
  rule: Bilingual;
}

const ALL_INDIA = ['all_india'] as const;

/** "on the first day whose sunrise it covers (udaya tithi), else the day it begins" */
const UDAYA = { kala: 'sunrise', both: 'first', windows: [], moments: [] } as const;

const ROWS: readonly FestivalRow[] = [
  {
    id: 'sakat_chauth',
    month: 'pausha',
    tithis: [19],
    kala: 'moonrise',
    both: 'first',
    windows: [],
    moments: ['moonrise'],
    tags: { regions: ['north'], traditions: ['ganapatya', 'smarta'] },
    rule: {
      en: 'Magha krishna chaturthi (purnimanta; amanta Pausha), the Sankashti of Magha, on the first day whose moonrise it covers (the fast is broken at moonrise), else the day whose sunrise it covers (Drik Panchang, "Sakat Chauth").',
      hi: 'माघ कृष्ण चतुर्थी (पूर्णिमान्त; अमान्त पौष), माघ की संकष्टी, जिस पहले दिन के चन्द्रोदय पर हो (चन्द्रोदय पर व्रत खुलता है), अन्यथा जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'mauni_amavasya',
    month: 'pausha',
    tithis: [30],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en: 'Magha Amavasya (purnimanta; the last tithi of amanta Pausha), the snan day, on the day whose sunrise it covers (Drik Panchang, "Mauni Amavasya").',
      hi: 'माघ अमावस्या (पूर्णिमान्त; अमान्त पौष की अन्तिम तिथि), स्नान का दिन, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'ganesh_jayanti',
    month: 'magha',
    tithis: [4],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ['maharashtra', 'karnataka'], traditions: ['ganapatya', 'smarta'] },
    rule: {
      en: 'Magha shukla chaturthi on the day it prevails at madhyahna, the larger share on two days (Ganesh Chaturthi\'s rule; Ganesha was born at midday); puja in madhyahna within the tithi (Drik Panchang, "Ganesha Jayanti").',
      hi: 'माघ शुक्ल चतुर्थी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला (गणेश चतुर्थी का नियम); पूजा मध्याह्न में (दृक पंचांग)।',
    },
  },
  {
    id: 'vasant_panchami',
    month: 'magha',
    tithis: [5],
    kala: 'purvahna',
    both: 'first',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: [...ALL_INDIA, 'bengal', 'odisha'], traditions: ['smarta'] },
    rule: {
      en: 'Magha shukla panchami on the first day it prevails in purvahna (sunrise to midday); Saraswati Puja in that part of purvahna (Drik Panchang, "Vasant Panchami").',
      hi: 'माघ शुक्ल पंचमी, जिस पहले दिन पूर्वाह्न (सूर्योदय से मध्याह्न) में व्याप्त हो; सरस्वती पूजा पूर्वाह्न के उस भाग में (दृक पंचांग)।',
    },
  },
  {
    id: 'ratha_saptami',
    month: 'magha',
    tithis: [7],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['smarta'] },
    rule: {
      en: 'Magha shukla saptami on the day whose sunrise it covers (the bath is taken at arunodaya) (Drik Panchang, "Ratha Saptami").',
      hi: 'माघ शुक्ल सप्तमी, जिस दिन के सूर्योदय पर हो (अरुणोदय में स्नान) (दृक पंचांग)।',
    },
  },
  {
    id: 'bhishma_ashtami',
    month: 'magha',
    tithis: [8],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: ['madhyahna'],
    moments: [],
    tags: { regions: ['all_india', 'bengal'], traditions: ['smarta'] },
    rule: {
      en: 'Magha shukla ashtami on the day it prevails at madhyahna, the larger share on two days (its ekoddishta shraddha is done at midday) (Drik Panchang, "Bhishma Ashtami").',
      hi: 'माघ शुक्ल अष्टमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला (एकोद्दिष्ट श्राद्ध मध्याह्न में) (दृक पंचांग)।',
    },
  },
  {
    id: 'magha_purnima',
    month: 'magha',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ['all_india', 'north'], traditions: ['smarta'] },
    rule: {
      en: 'Magha Purnima, the snan-daan day that closes the month of Magha bathing, on the day whose sunrise it covers (Drik Panchang, "Magha Purnima").',
      hi: 'माघ पूर्णिमा, माघ स्नान का समापन, स्नान-दान, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'janaki_jayanti',
    month: 'magha',
    tithis: [23],
    ...UDAYA,
    tags: { regions: ['north', 'gujarat', 'maharashtra'], traditions: ['vaishnava', 'smarta'] },
    rule: {
      en: 'Phalguna krishna ashtami (purnimanta; amanta Magha), Sita\'s appearance by the north Indian reckoning, on the day whose sunrise it covers (Drik Panchang, "Janaki Jayanti").',
      hi: 'फाल्गुन कृष्ण अष्टमी (पूर्णिमान्त; अमान्त माघ), उत्तर भारतीय गणना से सीता का प्राकट्य, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'rang_panchami',
    month: 'phalguna',
    tithis: [20],
    ...UDAYA,
    tags: { regions: ['maharashtra', 'north'], traditions: ['smarta'] },
    rule: {
      en: 'Chaitra krishna panchami (purnimanta; amanta Phalguna), the close of Holi in Maharashtra and Madhya Pradesh, on the day whose sunrise it covers (Drik Panchang, "Rang Panchami").',
      hi: 'चैत्र कृष्ण पंचमी (पूर्णिमान्त; अमान्त फाल्गुन), महाराष्ट्र और मध्य प्रदेश में होली का समापन, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'sheetala_ashtami',
    month: 'phalguna',
    tithis: [23],
    ...UDAYA,
    tags: { regions: ['north', 'gujarat'], traditions: ['smarta', 'shakta'] },
    rule: {
      en: 'Chaitra krishna ashtami (purnimanta; amanta Phalguna), eight days after Holi, food cooked the day before eaten cold, on the day whose sunrise it covers (Drik Panchang, "Sheetala Ashtami").',
      hi: 'चैत्र कृष्ण अष्टमी (पूर्णिमान्त; अमान्त फाल्गुन), होली के आठ दिन बाद, पिछले दिन का बना ठंडा भोजन, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'gudi_padwa',
    month: 'chaitra',
    tithis: [1],
    ...UDAYA,
    tags: { regions: ['maharashtra'], traditions: ['smarta'] },
    rule: {
      en: 'Chaitra shukla pratipada, the lunar New Year, on the day whose sunrise it covers (Drik Panchang, "Gudi Padwa").',
      hi: 'चैत्र शुक्ल प्रतिपदा (चान्द्र नव वर्ष), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'ugadi',
    month: 'chaitra',
    tithis: [1],
    ...UDAYA,
    tags: { regions: ['karnataka', 'andhra_telangana'], traditions: ['smarta'] },
    rule: {
      en: 'Chaitra shukla pratipada, the lunar New Year, on the day whose sunrise it covers (Drik Panchang, "Ugadi").',
      hi: 'चैत्र शुक्ल प्रतिपदा (चान्द्र नव वर्ष), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'chaitra_navratri',
    month: 'chaitra',
    tithis: [1],
    ...UDAYA,
    windows: ['ghatasthapana'],
    ghatasthapanaLagna: 11,
    tags: { regions: ['all_india', 'north'], traditions: ['shakta'] },
    rule: {
      en:
        'Ghatasthapana on Chaitra shukla pratipada, the day whose sunrise it covers: the first third of the daytime while ' +
        'pratipada prevails, within the Meena lagna where they overlap for a muhurta (48 minutes) or more; or the Abhijit ' +
        'muhurta while pratipada prevails (Drik Panchang, "Chaitra Navratri").',
      hi:
        'चैत्र शुक्ल प्रतिपदा को घटस्थापना, जिस दिन के सूर्योदय पर हो: प्रतिपदा रहते दिनमान का पहला तिहाई भाग, जहाँ मीन लग्न कम से कम ' +
        'एक मुहूर्त (48 मिनट) साथ हो वहाँ मीन लग्न में; या प्रतिपदा रहते अभिजित मुहूर्त (दृक पंचांग)।',
    },
  },
  {
    id: 'cheti_chand',
    month: 'chaitra',
    tithis: [1],
    kala: 'crescent',
    both: 'first',
    windows: ['moon_sighting'],
    moments: ['moonset'],
    tags: { regions: ['gujarat', 'north'], traditions: ['sindhi'] },
    rule: {
      en:
        "The Sindhi New Year, Jhulelal Jayanti, on Chaitra's Chandra Darshan: the first evening after Chaitra's new Moon on which " +
        "the crescent is seen (the Chandra Darshan vrat's rule: at sunset the Moon 10 degrees or more from the Sun, setting 36 " +
        'minutes or more after it); the sighting window from sunset to moonset (Drik Panchang, "Cheti Chand").',
      hi:
        'सिन्धी नव वर्ष, झूलेलाल जयंती, चैत्र के चन्द्र दर्शन पर: चैत्र अमावस्या के बाद की पहली संध्या जब चन्द्र दर्शन हो (चन्द्र दर्शन व्रत का नियम); ' +
        'दर्शन सूर्यास्त से चन्द्रास्त तक (दृक पंचांग)।',
    },
  },
  {
    id: 'mahavir_jayanti',
    month: 'chaitra',
    tithis: [13],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['jain'] },
    rule: {
      en: 'Chaitra shukla trayodashi on the day whose sunrise it covers (Drik Panchang, "Mahavir Jayanti").',
      hi: 'चैत्र शुक्ल त्रयोदशी, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'chaitra_durga_ashtami',
    month: 'chaitra',
    tithis: [8],
    ...UDAYA,
    tags: { regions: ['all_india', 'north'], traditions: ['shakta'] },
    rule: {
      en: 'Chaitra shukla ashtami of Chaitra Navratri (Annapurna Ashtami) on the day whose sunrise it covers, Sharad Navratri\'s Ashtami rule; Navami is Rama Navami (Drik Panchang, "Chaitra Navratri").',
      hi: 'चैत्र नवरात्रि की चैत्र शुक्ल अष्टमी, जिस दिन के सूर्योदय पर हो (शारदीय अष्टमी का नियम); नवमी राम नवमी है (दृक पंचांग)।',
    },
  },
  {
    id: 'hanuman_jayanti',
    month: 'chaitra',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['vaishnava', 'smarta'] },
    rule: {
      en: 'Chaitra Purnima on the day whose sunrise it covers (north India; Drik Panchang, "Hanuman Jayanti").',
      hi: 'चैत्र पूर्णिमा, जिस दिन के सूर्योदय पर हो (उत्तर भारत; दृक पंचांग)।',
    },
  },
  {
    id: 'akshaya_tritiya',
    month: 'vaishakha',
    tithis: [3],
    kala: 'purvahna',
    // Dharma Sindhu (as hariharharatmak.com/fast-festival-decision-formula/third-day-of-akshaya quotes and glosses it): in
    // purvahna on both days, the second when the tritiya pervades more than three muhurtas (6 ghatis) of it, else the first.
    // Drik keeps the second day in Kolkata 2023 (the tritiya 2 h 37 min past the second sunrise, while its other cities keep
    // the first), Ahmedabad and Haridwar 2027 (3 hours and more) and New Delhi 2020, the first in Chennai and Varanasi 2026
    // (under 2 hours); Webdunia 2017 reports the Dharma Sindhu panchang keeping the first day for a tritiya of 2 ghatis 35
    // palas past the second sunrise. The larger share of purvahna would miss Kolkata 2023 and 2026.
    both: 'second_if_three_muhurtas',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ALL_INDIA, traditions: ['smarta', 'vaishnava'] },
    rule: {
      en: 'Vaishakha shukla tritiya on the day it prevails in purvahna (sunrise to midday); on two days the first, unless it holds three muhurtas (a fifth of the daytime) of the second day\'s purvahna (Dharma Sindhu); puja in that part of purvahna (Drik Panchang, "Akshaya Tritiya").',
      hi: 'वैशाख शुक्ल तृतीया, जिस दिन पूर्वाह्न (सूर्योदय से मध्याह्न) में व्याप्त हो; दोनों दिन हो तो पहला दिन, जब तक दूसरे दिन के पूर्वाह्न में तीन मुहूर्त (दिनमान का पाँचवाँ भाग) व्याप्त न हो (धर्मसिंधु); पूजा पूर्वाह्न के उस भाग में (दृक पंचांग)।',
    },
  },
  {
    id: 'parashurama_jayanti',
    month: 'vaishakha',
    tithis: [3],
    kala: 'pradosh',
    both: 'first',
    windows: ['pradosh'],
    moments: [],
    tags: { regions: ALL_INDIA, traditions: ['vaishnava'] },
    rule: {
      en: 'Vaishakha shukla tritiya on the first day it prevails in pradosh, the first fifth of the night (Parashurama was born in pradosh) (Drik Panchang, "Parashurama Jayanti").',
      hi: 'वैशाख शुक्ल तृतीया, जिस पहले दिन प्रदोष काल (रात्रि का पहला पाँचवाँ भाग) में व्याप्त हो (दृक पंचांग)।',
    },
  },
  {
    id: 'ganga_saptami',
    month: 'vaishakha',
    tithis: [7],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en: 'Vaishakha shukla saptami on the day it prevails at madhyahna, the larger share on two days; puja in madhyahna within the tithi (Drik Panchang, "Ganga Saptami").',
      hi: 'वैशाख शुक्ल सप्तमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला; पूजा मध्याह्न में (दृक पंचांग)।',
    },
  },
  {
    id: 'sita_navami',
    month: 'vaishakha',
    tithis: [9],
    kala: 'madhyahna',
    both: 'second',
    windows: ['puja_in_tithi'],
    moments: ['madhyahna_moment'],
    tags: { regions: ['north'], traditions: ['vaishnava'] },
    rule: {
      en:
        'Vaishakha shukla navami on the day it prevails at madhyahna (Sita was born at midday, as Rama), on two days the second ' +
        '(Drik Panchang, "Sita Navami": Mirzapur 2021 keeps 21 May, though navami holds the larger share of the 20th\'s ' +
        'madhyahna); puja in madhyahna.',
      hi: 'वैशाख शुक्ल नवमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो दूसरा; पूजा मध्याह्न में (दृक पंचांग)।',
    },
  },
  {
    id: 'narasimha_jayanti',
    month: 'vaishakha',
    tithis: [14],
    kala: 'sayahna',
    both: 'whole_else_first',
    windows: ['puja_in_tithi', 'madhyahna'],
    moments: [],
    tags: { regions: ['all_india', 'andhra_telangana', 'karnataka'], traditions: ['vaishnava'] },
    rule: {
      en:
        'Vaishakha shukla chaturdashi on the day it prevails in sayahna (sayankal, the last fifth of the daytime: Narasimha ' +
        'appeared at sunset); on two days, the day it holds the whole sayankal when only one is, else the first; puja in sayankal ' +
        'within the tithi, the sankalp in madhyahna (Drik Panchang, "Narasimha Jayanti": 21 May 2024, part of both days; 11 May ' +
        '2025, part of the first and all of the second).',
      hi: 'वैशाख शुक्ल चतुर्दशी, जिस दिन सायंकाल (दिनमान का अन्तिम पाँचवाँ भाग) में व्याप्त हो (नृसिंह सूर्यास्त पर प्रकट हुए); दोनों दिन हो तो जिस दिन सम्पूर्ण सायंकाल में हो (केवल एक हो तो), अन्यथा पहला; पूजा सायंकाल में, संकल्प मध्याह्न में (दृक पंचांग)।',
    },
  },
  {
    id: 'buddha_purnima',
    month: 'vaishakha',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['buddhist'] },
    rule: {
      en: 'Vaishakha Purnima on the day whose sunrise it covers (Drik Panchang, "Buddha Purnima"; timeanddate.com).',
      hi: 'वैशाख पूर्णिमा, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'hanuman_jayanti_telugu',
    month: 'vaishakha',
    tithis: [25],
    ...UDAYA,
    tags: { regions: ['andhra_telangana'], traditions: ['vaishnava', 'smarta'] },
    rule: {
      en:
        'Vaishakha krishna dashami (amanta; Jyeshtha krishna dashami purnimanta), the end of the 41-day deeksha begun on Chaitra ' +
        'Purnima, on the day whose sunrise it covers (Andhra Pradesh and Telangana; Drik Panchang, "Telugu Hanuman Jayanti").',
      hi: 'वैशाख कृष्ण दशमी (अमान्त; पूर्णिमान्त ज्येष्ठ कृष्ण दशमी), चैत्र पूर्णिमा से आरम्भ 41 दिन की दीक्षा का अन्त, जिस दिन के सूर्योदय पर हो (आन्ध्र, तेलंगाना; दृक पंचांग)।',
    },
  },
  {
    id: 'shani_jayanti',
    month: 'vaishakha',
    tithis: [30],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['smarta'] },
    rule: {
      en: 'Jyeshtha Amavasya (purnimanta; the last tithi of amanta Vaishakha) on the day whose sunrise it covers (Drik Panchang, "Shani Jayanti").',
      hi: 'ज्येष्ठ अमावस्या (पूर्णिमान्त; अमान्त वैशाख की अन्तिम तिथि), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'vat_savitri',
    month: 'vaishakha',
    tithis: [30],
    kala: 'madhyahna',
    both: 'first',
    windows: [],
    moments: [],
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en:
        'Jyeshtha Amavasya (purnimanta; the last tithi of amanta Vaishakha), the north Indian date, on the first day it prevails at ' +
        'madhyahna, so an Amavasya begun before the end of madhyahna keeps its first day even when Shani Jayanti keeps the next ' +
        '(2025: from 12:11 on 26 May, kept that day) and one begun after it the next (Mirzapur 2021 and 2022, Calgary 2026) ' +
        '(Drik Panchang, "Vat Savitri Vrat").',
      hi:
        'ज्येष्ठ अमावस्या (पूर्णिमान्त; अमान्त वैशाख की अन्तिम तिथि), उत्तर भारत की तिथि, जिस पहले दिन मध्याह्न में व्याप्त हो; मध्याह्न समाप्ति से पहले ' +
        'आरम्भ होने वाली अमावस्या उसी दिन, भले ही शनि जयंती अगले दिन हो (दृक पंचांग)।',
    },
  },
  {
    id: 'ganga_dussehra',
    month: 'jyeshtha',
    tithis: [10],
    ...UDAYA,
    // Drik Panchang's New Delhi month page of May 2026 keeps it on 25 May, in adhik Jyeshtha (nija Jyeshtha's dashami is 24 June).
    adhikFirst: true,
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en:
        "Jyeshtha shukla dashami on the day whose sunrise it covers; in a year with an adhik Jyeshtha, the adhik month's " +
        '(Drik Panchang, "Ganga Dussehra"; its 2026 calendar keeps 25 May).',
      hi: 'ज्येष्ठ शुक्ल दशमी, जिस दिन के सूर्योदय पर हो; अधिक ज्येष्ठ वाले वर्ष में अधिक मास की (दृक पंचांग; 2026 में 25 मई)।',
    },
  },
  {
    id: 'mahesh_navami',
    month: 'jyeshtha',
    tithis: [9],
    ...UDAYA,
    tags: { regions: ['north', 'gujarat'], traditions: ['shaiva'] },
    rule: {
      en: 'Jyeshtha shukla navami, the Maheshwari community\'s day of Shiva, on the day whose sunrise it covers (Drik Panchang, "Mahesh Navami").',
      hi: 'ज्येष्ठ शुक्ल नवमी, माहेश्वरी समाज का शिव पर्व, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'vat_purnima',
    month: 'jyeshtha',
    tithis: [15],
    kala: 'moonrise',
    both: 'first',
    windows: [],
    moments: ['moonrise'],
    tags: { regions: ['maharashtra', 'gujarat', 'karnataka'], traditions: ['smarta'] },
    rule: {
      en:
        "Jyeshtha Purnima, Vat Savitri of the amanta calendar (Maharashtra, Gujarat, the south), on the Purnima fast's day: the " +
        'first day whose moonrise it covers, else the day whose sunrise it covers (Drik Panchang, "Vat Purnima Vrat").',
      hi:
        'ज्येष्ठ पूर्णिमा, अमान्त पंचांग का वट सावित्री (महाराष्ट्र, गुजरात, दक्षिण), पूर्णिमा उपवास के दिन: जिस पहले दिन के चन्द्रोदय पर हो, अन्यथा जिस ' +
        'दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'jagannath_rath_yatra',
    month: 'ashadha',
    tithis: [2],
    ...UDAYA,
    tags: { regions: ['odisha', 'all_india'], traditions: ['vaishnava'] },
    rule: {
      en: 'Ashadha shukla dwitiya on the day whose sunrise it covers (Drik Panchang, "Jagannath Rath Yatra").',
      hi: 'आषाढ़ शुक्ल द्वितीया, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'jaya_parvati_vrat',
    month: 'ashadha',
    tithis: [13],
    kala: 'sunrise',
    both: 'first',
    windows: ['pradosh'],
    moments: [],
    tags: { regions: ['gujarat'], traditions: ['shakta', 'smarta'] },
    rule: {
      en:
        "Ashadha shukla trayodashi, the first of the five days of Gujarat's Jaya Parvati fast (to Shravana krishna tritiya), on the " +
        "day whose sunrise it covers (2020: trayodashi from 15:17 on 2 July, the fast from the 3rd); the puja in that day's pradosh " +
        '(Drik Panchang, "Jaya Parvati Vrat").',
      hi: 'आषाढ़ शुक्ल त्रयोदशी, गुजरात के पाँच दिन के जया पार्वती व्रत का पहला दिन, जिस दिन के सूर्योदय पर हो; पूजा उस दिन के प्रदोष में (दृक पंचांग)।',
    },
  },
  {
    id: 'guru_purnima',
    month: 'ashadha',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['smarta'] },
    rule: {
      en: 'Ashadha Purnima on the day whose sunrise it covers (Vyasa Purnima) (Drik Panchang, "Guru Purnima").',
      hi: 'आषाढ़ पूर्णिमा, जिस दिन के सूर्योदय पर हो (व्यास पूर्णिमा) (दृक पंचांग)।',
    },
  },
  {
    id: 'hariyali_teej',
    month: 'shravana',
    tithis: [3],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en: 'Shravana shukla tritiya on the day whose sunrise it covers (Drik Panchang, "Hariyali Teej").',
      hi: 'श्रावण शुक्ल तृतीया, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'nag_panchami',
    month: 'shravana',
    tithis: [5],
    ...UDAYA,
    windows: ['pratahkal'],
    tags: { regions: ALL_INDIA, traditions: ['smarta'] },
    rule: {
      en: 'Shravana shukla panchami on the day whose sunrise it covers; puja in pratahkal, the first fifth of the daytime (Drik Panchang, "Nag Panchami").',
      hi: 'श्रावण शुक्ल पंचमी, जिस दिन के सूर्योदय पर हो; पूजा प्रातःकाल (दिनमान का पहला पाँचवाँ भाग) में (दृक पंचांग)।',
    },
  },
  {
    id: 'kalki_jayanti',
    month: 'shravana',
    tithis: [6],
    kala: 'sayahna',
    both: 'second',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ['north'], traditions: ['vaishnava'] },
    rule: {
      en:
        'Shravana shukla shashthi, the coming Kalki avatar, on the day it prevails in sayahna (the last fifth of the daytime), on ' +
        'two days the second (Drik Panchang, "Kalki Jayanti": 18 August 2026 at New Delhi); puja in sayahna within the tithi.',
      hi: 'श्रावण शुक्ल षष्ठी, कल्कि अवतार, जिस दिन सायंकाल (दिनमान का अन्तिम पाँचवाँ भाग) में व्याप्त हो, दो दिन हो तो दूसरा; पूजा सायंकाल में (दृक पंचांग)।',
    },
  },
  {
    id: 'tulsidas_jayanti',
    month: 'shravana',
    tithis: [7],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['vaishnava'] },
    rule: {
      en: 'Shravana shukla saptami, the birth of Goswami Tulsidas, on the day whose sunrise it covers (Drik Panchang, "Tulsidas Jayanti").',
      hi: 'श्रावण शुक्ल सप्तमी, गोस्वामी तुलसीदास का जन्म, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'narali_purnima',
    month: 'shravana',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ['maharashtra', 'gujarat'], traditions: ['smarta'] },
    rule: {
      en: 'Shravana Purnima, the coastal coconut offering to the sea that opens the fishing season, on the day whose sunrise it covers (Drik Panchang, "Narali Purnima").',
      hi: 'श्रावण पूर्णिमा, समुद्र को नारियल अर्पण, मछली पकड़ने के मौसम का आरम्भ, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'kajari_teej',
    month: 'shravana',
    tithis: [18],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en: 'Bhadrapada krishna tritiya (purnimanta; amanta Shravana) on the day whose sunrise it covers (Drik Panchang, "Kajari Teej").',
      hi: 'भाद्रपद कृष्ण तृतीया (पूर्णिमान्त; अमान्त श्रावण), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'balarama_jayanti',
    month: 'shravana',
    tithis: [21],
    ...UDAYA,
    tags: { regions: ['north', 'gujarat'], traditions: ['vaishnava'] },
    rule: {
      en: 'Bhadrapada krishna shashthi (purnimanta; amanta Shravana), Balarama\'s birth, Hal Shashthi, Randhan Chhath in Gujarat, on the day whose sunrise it covers (Drik Panchang, "Balarama Jayanti").',
      hi: 'भाद्रपद कृष्ण षष्ठी (पूर्णिमान्त; अमान्त श्रावण), बलराम जन्म, हल षष्ठी, गुजरात में रांधण छठ, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'hartalika_teej',
    month: 'bhadrapada',
    tithis: [3],
    ...UDAYA,
    windows: ['pratahkal_in_tithi'],
    tags: { regions: ['north', 'maharashtra'], traditions: ['smarta'] },
    rule: {
      en:
        'Bhadrapada shukla tritiya on the day whose sunrise it covers; puja in pratahkal, the first fifth of the daytime, within ' +
        'the tithi (Drik Panchang, "Hartalika Teej": 2026, pratahkal 06:05 to the tritiya\'s end at 07:06).',
      hi: 'भाद्रपद शुक्ल तृतीया, जिस दिन के सूर्योदय पर हो; पूजा प्रातःकाल (दिनमान का पहला पाँचवाँ भाग) में, तिथि के भीतर (दृक पंचांग)।',
    },
  },
  {
    id: 'rishi_panchami',
    month: 'bhadrapada',
    tithis: [5],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ALL_INDIA, traditions: ['smarta'] },
    rule: {
      en: 'Bhadrapada shukla panchami on the day it prevails at madhyahna, the larger share on two days; puja in madhyahna (Drik Panchang, "Rishi Panchami").',
      hi: 'भाद्रपद शुक्ल पंचमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला; पूजा मध्याह्न में (दृक पंचांग)।',
    },
  },
  {
    id: 'radha_ashtami',
    month: 'bhadrapada',
    tithis: [8],
    kala: 'madhyahna',
    both: 'second',
    windows: ['puja_in_tithi'],
    moments: [],
    tags: { regions: ['north'], traditions: ['vaishnava'] },
    rule: {
      en:
        'Bhadrapada shukla ashtami on the day it prevails at madhyahna (Radha was born at midday), on two days the second ' +
        '(Drik Panchang, "Radha Ashtami": its 2027 calendars for New Delhi and Jodhpur keep 8 September, though ashtami ' +
        "holds the larger share of the 7th's madhyahna).",
      hi: 'भाद्रपद शुक्ल अष्टमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो दूसरा (दृक पंचांग)।',
    },
  },
  {
    id: 'vamana_jayanti',
    month: 'bhadrapada',
    tithis: [12],
    ...UDAYA,
    tags: { regions: ['all_india', 'kerala'], traditions: ['vaishnava'] },
    rule: {
      en: 'Bhadrapada shukla dwadashi, Vishnu\'s Vamana avatar, on the day whose sunrise it covers (Drik Panchang, "Vamana Jayanti").',
      hi: 'भाद्रपद शुक्ल द्वादशी, विष्णु का वामन अवतार, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'anant_chaturdashi',
    month: 'bhadrapada',
    tithis: [14],
    ...UDAYA,
    windows: ['puja_to_tithi_end'],
    tags: { regions: ['all_india', 'maharashtra'], traditions: ['vaishnava'] },
    rule: {
      en: 'Bhadrapada shukla chaturdashi on the day whose sunrise it covers (Ganesh Visarjan); puja from sunrise to the end of the tithi (Drik Panchang, "Anant Chaturdashi").',
      hi: 'भाद्रपद शुक्ल चतुर्दशी, जिस दिन के सूर्योदय पर हो (गणेश विसर्जन); पूजा सूर्योदय से तिथि के अन्त तक (दृक पंचांग)।',
    },
  },
  {
    id: 'lalita_panchami',
    month: 'ashwin',
    tithis: [5],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: [],
    moments: [],
    tags: { regions: ['gujarat', 'maharashtra'], traditions: ['shakta'] },
    rule: {
      en:
        'Ashwin shukla panchami of Sharad Navratri, on the day it prevails at madhyahna, the larger share on two days: the rule that ' +
        "gives Drik Panchang's 2025 date (26 September, the panchami from 09:33), where the udaya rule would give the 27th (Drik " +
        'Panchang, "Lalita Panchami").',
      hi: 'शारदीय नवरात्रि की आश्विन शुक्ल पंचमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला (दृक पंचांग की 2025 की तिथि)।',
    },
  },
  {
    id: 'durga_puja_shashthi',
    month: 'ashwin',
    tithis: [6],
    ...UDAYA,
    tags: { regions: ['bengal', 'odisha'], traditions: ['shakta'] },
    rule: {
      en: 'Ashwin shukla shashthi, the first day of Durga Puja (Kalparambha in the morning, Bodhon in the evening), on the day whose sunrise it covers (Drik Panchang, "Durga Puja").',
      hi: 'आश्विन शुक्ल षष्ठी, दुर्गा पूजा का पहला दिन (प्रातः कल्पारम्भ, संध्या बोधन), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'durga_puja_saptami',
    month: 'ashwin',
    tithis: [7],
    ...UDAYA,
    tags: { regions: ['bengal', 'odisha'], traditions: ['shakta'] },
    rule: {
      en: 'Ashwin shukla saptami, Maha Saptami of Durga Puja (Navapatrika Puja at dawn), on the day whose sunrise it covers; Ashtami, Sandhi Puja, Navami and Dashami are their own ids (Drik Panchang, "Durga Puja").',
      hi: 'आश्विन शुक्ल सप्तमी, दुर्गा पूजा की महा सप्तमी (प्रातः नवपत्रिका पूजा), जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'maha_ashtami',
    month: 'ashwin',
    tithis: [8],
    ...UDAYA,
    tags: { regions: ['all_india', 'bengal', 'odisha'], traditions: ['shakta'] },
    rule: {
      en: 'Ashwin shukla ashtami of Sharad Navratri on the day whose sunrise it covers (timeanddate.com\'s 2023-2027 dates; Drik Panchang, "Durga Ashtami").',
      hi: 'शारदीय नवरात्रि की आश्विन शुक्ल अष्टमी, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'maha_navami',
    month: 'ashwin',
    tithis: [9],
    kala: 'madhyahna',
    both: 'larger_share',
    windows: [],
    moments: [],
    tags: { regions: ['all_india', 'bengal', 'odisha'], traditions: ['shakta'] },
    rule: {
      en:
        'Ashwin shukla navami on the day it prevails at madhyahna, the larger share on two days, so a navami that begins after ' +
        'midday keeps the next day (timeanddate.com\'s 2023-2027 dates, which the aparahna gives too; Drik Panchang, "Maha Navami").',
      hi: 'आश्विन शुक्ल नवमी, जिस दिन मध्याह्न में व्याप्त हो, दो दिन हो तो अधिक भाग वाला (दृक पंचांग)।',
    },
  },
  {
    id: 'hanuman_jayanti_kartik',
    month: 'ashwin',
    tithis: [29],
    kala: 'nishita',
    both: 'first',
    windows: ['nishita'],
    moments: [],
    tags: { regions: ['north', 'gujarat'], traditions: ['vaishnava', 'smarta'] },
    rule: {
      en: 'Kartika krishna chaturdashi (purnimanta; amanta Ashwin), the Hanuman Jayanti of the Valmiki tradition kept the night before Diwali, on the first night it prevails at nishita, as Kali Chaudas; on none, the day whose sunrise it covers; puja in nishita (Drik Panchang lists Hanuman Puja on Kali Chaudas; astrobix.com, "Hanuman Jayanti": nishitha-vyapini Kartik krishna chaturdashi).',
      hi: 'कार्तिक कृष्ण चतुर्दशी (पूर्णिमान्त; अमान्त आश्विन), दीवाली से पहले की रात्रि की हनुमान जयंती, जिस पहली रात्रि निशीथ काल में व्याप्त हो (काली चौदस की भाँति); किसी में न हो तो जिस दिन के सूर्योदय पर हो; पूजा निशीथ काल में (दृक पंचांग)।',
    },
  },
  {
    id: 'kali_puja',
    month: 'ashwin',
    tithis: [30],
    kala: 'nishita',
    both: 'first',
    windows: ['nishita'],
    moments: [],
    tags: { regions: ['bengal', 'odisha'], traditions: ['shakta'] },
    rule: {
      en: 'Kartika Amavasya (purnimanta; the last tithi of amanta Ashwin, Dipannita Amavasya) on the first night it prevails at nishita; Kali Puja in nishita (Drik Panchang, "Kali Puja").',
      hi: 'कार्तिक अमावस्या (पूर्णिमान्त; अमान्त आश्विन की अन्तिम तिथि, दीपान्विता अमावस्या), जिस पहली रात्रि निशीथ काल में व्याप्त हो; पूजा निशीथ काल में (दृक पंचांग)।',
    },
  },
  {
    id: 'chhath_puja',
    month: 'kartika',
    tithis: [6],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['smarta'] },
    rule: {
      en: 'Kartika shukla shashthi on the day whose sunrise it covers, the evening arghya to the setting Sun that day (2023: shashthi to 07:23 on 19 November, kept that day) (Drik Panchang, "Chhath Puja"; timeanddate.com).',
      hi: 'कार्तिक शुक्ल षष्ठी, जिस दिन के सूर्योदय पर हो, उस दिन संध्या अर्घ्य (दृक पंचांग)।',
    },
  },
  {
    id: 'tulsi_vivah',
    month: 'kartika',
    tithis: [12],
    ...UDAYA,
    tags: { regions: ALL_INDIA, traditions: ['vaishnava'] },
    rule: {
      en: 'Kartika shukla dwadashi on the day whose sunrise it covers, else (a dwadashi between two sunrises, 2025) the day it begins (Drik Panchang, "Tulsi Vivah").',
      hi: 'कार्तिक शुक्ल द्वादशी, जिस दिन के सूर्योदय पर हो, अन्यथा (दो सूर्योदयों के बीच की द्वादशी) जिस दिन आरम्भ हो (दृक पंचांग)।',
    },
  },
  {
    id: 'vaikuntha_chaturdashi',
    month: 'kartika',
    tithis: [14],
    kala: 'nishita',
    both: 'first',
    windows: ['nishita'],
    moments: [],
    tags: { regions: ['north', 'maharashtra'], traditions: ['vaishnava', 'shaiva'] },
    rule: {
      en: 'Kartika shukla chaturdashi on the night it prevails at nishita (Vishnu is worshipped at midnight), the first of two; on none, the day whose sunrise it covers (2025) (Drik Panchang, "Vaikuntha Chaturdashi").',
      hi: 'कार्तिक शुक्ल चतुर्दशी, जिस रात्रि निशीथ काल में व्याप्त हो, दो हों तो पहली; किसी में न हो तो जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'guru_nanak_jayanti',
    month: 'kartika',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['sikh'] },
    rule: {
      en: 'Kartika Purnima on the day whose sunrise it covers (Gurpurab) (timeanddate.com; Drik Panchang).',
      hi: 'कार्तिक पूर्णिमा, जिस दिन के सूर्योदय पर हो (गुरपुरब) (दृक पंचांग)।',
    },
  },
  {
    id: 'kalabhairav_jayanti',
    month: 'kartika',
    tithis: [23],
    kala: 'pradosh',
    both: 'first',
    windows: ['pradosh'],
    moments: [],
    tags: { regions: ['north', 'maharashtra'], traditions: ['shaiva'] },
    rule: {
      en: 'Margashirsha krishna ashtami (purnimanta; amanta Kartika) on the first night it prevails in pradosh (a ratri-vyapini ashtami, the fast being a night fast) (Drik Panchang, "Kalabhairav Jayanti").',
      hi: 'मार्गशीर्ष कृष्ण अष्टमी (पूर्णिमान्त; अमान्त कार्तिक), जिस पहली रात्रि प्रदोष काल में व्याप्त हो (रात्रि-व्यापिनी अष्टमी) (दृक पंचांग)।',
    },
  },
  {
    id: 'vivah_panchami',
    month: 'margashirsha',
    tithis: [5],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['vaishnava'] },
    rule: {
      en: 'Margashirsha shukla panchami on the day whose sunrise it covers (Drik Panchang, "Vivah Panchami").',
      hi: 'मार्गशीर्ष शुक्ल पंचमी, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'champa_shashthi',
    month: 'margashirsha',
    tithis: [6],
    ...UDAYA,
    tags: { regions: ['maharashtra', 'karnataka'], traditions: ['shaiva'] },
    rule: {
      en: 'Margashirsha shukla shashthi, the close of Khandoba\'s six-day festival at Jejuri, on the day whose sunrise it covers (Drik Panchang, "Champa Shashthi").',
      hi: 'मार्गशीर्ष शुक्ल षष्ठी, जेजुरी में खंडोबा के छह दिन के उत्सव का समापन, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'annapurna_jayanti',
    month: 'margashirsha',
    tithis: [15],
    ...UDAYA,
    tags: { regions: ['north'], traditions: ['shakta', 'smarta'] },
    rule: {
      en: 'Margashirsha Purnima, Goddess Annapurna\'s appearance, on the day whose sunrise it covers, else the day it begins (Drik Panchang, "Annapurna Jayanti").',
      hi: 'मार्गशीर्ष पूर्णिमा, देवी अन्नपूर्णा का प्राकट्य, जिस दिन के सूर्योदय पर हो, अन्यथा जिस दिन आरम्भ हो (दृक पंचांग)।',
    },
  },
  {
    id: 'hanuman_vratam',
    month: 'margashirsha',
    tithis: [13],
    ...UDAYA,
    tags: { regions: ['karnataka'], traditions: ['vaishnava', 'smarta'] },
    rule: {
      en: 'Margashirsha shukla trayodashi, Karnataka\'s Hanuman Jayanti, on the day whose sunrise it covers (Drik Panchang, "Hanuman Vratam").',
      hi: 'मार्गशीर्ष शुक्ल त्रयोदशी, कर्नाटक की हनुमान जयंती, जिस दिन के सूर्योदय पर हो (दृक पंचांग)।',
    },
  },
  {
    id: 'dattatreya_jayanti',
    month: 'margashirsha',
    tithis: [15],
    kala: 'pradosh',
    both: 'first',
    windows: ['pradosh'],
    moments: [],
    tags: { regions: ['maharashtra', 'karnataka', 'andhra_telangana'], traditions: ['smarta'] },
    rule: {
      en: 'Margashirsha Purnima on the first day it prevails in pradosh (Dattatreya was born at dusk) (Drik Panchang, "Dattatreya Jayanti").',
      hi: 'मार्गशीर्ष पूर्णिमा, जिस पहले दिन प्रदोष काल में व्याप्त हो (दृक पंचांग)।',
    },
  },
];

/**
 * Years whose New Delhi date of a row the tests check against a published
 * reference (test/reference/drik-festivals-declared.ts; the test holds this
 * table to the references); none for the rest.
 */
const VERIFIED_YEARS: Readonly<Record<string, readonly number[]>> = {
  gudi_padwa: [2023, 2024, 2025, 2026, 2027],
  buddha_purnima: [2023, 2024, 2025, 2026, 2027],
  guru_nanak_jayanti: [2023, 2024, 2025, 2026, 2027],
  mahavir_jayanti: [2023, 2024, 2025, 2026],
  chhath_puja: [2019, 2021, 2023, 2024, 2025, 2026, 2027],
  akshaya_tritiya: [2020, 2023, 2024, 2025],
  parashurama_jayanti: [2023, 2024, 2025],
  rishi_panchami: [2023, 2024, 2025, 2026],
  vasant_panchami: [2022, 2024, 2025, 2026],
  maha_ashtami: [2023, 2024, 2025, 2026, 2027],
  maha_navami: [2023, 2024, 2025, 2026, 2027],
  sita_navami: [2023, 2024, 2025],
  bhishma_ashtami: [2023, 2024, 2025],
  mauni_amavasya: [2023, 2024, 2025],
  shani_jayanti: [2023, 2024, 2025],
  kalabhairav_jayanti: [2023, 2024, 2025, 2026],
  kali_puja: [2023, 2024, 2025],
  tulsi_vivah: [2023, 2024, 2025, 2026],
  vaikuntha_chaturdashi: [2021, 2023, 2024, 2025],
  cheti_chand: [1980, 2021, 2023, 2024, 2025],
  vat_savitri: [2023, 2024, 2025],
  vat_purnima: [2023, 2024, 2025],
  durga_puja_shashthi: [2023, 2024, 2025],
  durga_puja_saptami: [2023, 2024, 2025],
  hanuman_jayanti_telugu: [2022, 2023, 2024, 2025],
  sakat_chauth: [2023, 2024, 2025, 2026],
  ganesh_jayanti: [2023, 2024, 2025],
  rang_panchami: [2023, 2024, 2025],
  ganga_saptami: [2023, 2024, 2025],
  narasimha_jayanti: [2020, 2021, 2023, 2024, 2025],
  janaki_jayanti: [2021, 2022, 2023, 2024, 2025],
  balarama_jayanti: [2023, 2024, 2025, 2026],
  vamana_jayanti: [2023, 2024, 2025],
  sheetala_ashtami: [2022, 2023, 2024, 2025],
  mahesh_navami: [2021, 2023, 2024, 2025],
  tulsidas_jayanti: [2023, 2024, 2025, 2030],
  lalita_panchami: [2023, 2024, 2025],
  kalki_jayanti: [2023, 2024, 2025, 2027],
  magha_purnima: [2023, 2024, 2025],
  annapurna_jayanti: [2020, 2023, 2024, 2025],
  narali_purnima: [2023, 2024, 2025],
  jaya_parvati_vrat: [2016, 2020, 2023, 2024, 2025],
  champa_shashthi: [2022, 2023, 2024, 2025],
  hanuman_jayanti_kartik: [2019, 2022, 2023, 2025],
  hanuman_vratam: [2022, 2023, 2024, 2025],
  chaitra_durga_ashtami: [2023, 2024, 2025, 2026],
  chaitra_navratri: [2023, 2024, 2025, 2026],
  hariyali_teej: [2021, 2023, 2024, 2025],
  kajari_teej: [2021, 2023, 2024, 2025],
  hartalika_teej: [2023, 2024, 2025, 2026],
  guru_purnima: [2023, 2024, 2025],
  nag_panchami: [2023, 2024, 2025],
  anant_chaturdashi: [2023, 2024, 2025],
  ganga_dussehra: [2023, 2024, 2025],
  dattatreya_jayanti: [2021, 2023, 2024, 2025],
  ratha_saptami: [2023, 2025, 2026],
  hanuman_jayanti: [2022, 2023, 2024, 2025],
  jagannath_rath_yatra: [2023, 2024, 2025],
  ugadi: [2022, 2023, 2024, 2025, 2026],
  radha_ashtami: [2023, 2024, 2025, 2026],
  vivah_panchami: [2023, 2024, 2025, 2026],
};

/** The rows as festival rules. */
export const TITHI_ROW_RULES: readonly FestivalRule[] = ROWS.map((row) => ({
  id: row.id,
  rule: row.rule,
  tags: row.tags,
  verifiedYears: VERIFIED_YEARS[row.id] ?? [],
  find(ctx) {
    const found = occurrenceInMonth(ctx, row, row.month, row.adhikFirst);
    return found === null
      ? null
      : { dayIndex: found.day.index, tithi: found.tithi, windows: found.windows, moments: found.moments, flags: found.flags };
  },
}));
