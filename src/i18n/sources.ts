/**
 * The source of every label table in every language: where its names come
 * from, and the published list or pages it is checked against where a test
 * compares it (test/unit/i18n/references.test.ts). One entry per table and
 * language; test/unit/i18n/catalogues.test.ts checks that every table of the
 * catalogues has one in all nine languages, and references.test.ts that a
 * table is marked checked exactly where a published source is compared.
 */
import type { LabelKey } from './catalogue.ts';
import { LANGS, type Lang } from './languages.ts';

/** A label table: the part of a label id before its dot ("nakshatra" of "nakshatra.ashwini"). */
export type LabelTable = LabelKey extends `${infer T}.${string}` ? T : never;

export interface TableSource {
  /** Where the names come from: the almanacs, book or rule they follow. */
  readonly from: string;
  /** The published lists or pages the names are compared with in references.test.ts; absent where none is yet. */
  readonly checked?: string;
}

type Regional = Exclude<Lang, 'en' | 'hi'>;
type PerLang = Readonly<Record<Lang, TableSource>>;
const REGIONAL: readonly Regional[] = ['ta', 'te', 'kn', 'ml', 'mr', 'gu', 'bn'];

/** A source, checked where `checked` names what it is compared with. */
const source = (from: string, checked?: string): TableSource => (checked === undefined ? { from } : { from, checked });

/** English: the transliterations the rows were written with, as Drik Panchang's English pages spell the names. */
const EN_ROWS: TableSource = { from: "the English transliteration of the domain's rows, as Drik Panchang's English pages spell the names" };
/** Hindi: Drik Panchang's Hindi edition's names, written with the rows. */
const HI_ROWS: TableSource = { from: "Drik Panchang's Hindi edition's names, written with the domain's rows" };

/** One table: English, Hindi, a text shared by the seven regional languages, and the entries that differ. */
function table(regional: string, own: Partial<Record<Regional, TableSource>> = {}, en = EN_ROWS, hi = HI_ROWS): PerLang {
  const entries = LANGS.map((lang): [Lang, TableSource] => {
    if (lang === 'en') return [lang, en];
    if (lang === 'hi') return [lang, hi];
    return [lang, own[lang] ?? { from: regional }];
  });
  return Object.fromEntries(entries) as Record<Lang, TableSource>;
}

/** The panchang's limbs (grahas ... solar months) as each region's almanacs name them. */
const LIMBS: Readonly<Record<Regional, string>> = {
  ta: 'Tamil almanac names: Tamil nakshatra and month names (Kirutthigai, Thiruvaadhirai; Chithirai ... Panguni), the Tamil samvatsara spellings, yogas and karanas in Tamil almanac forms, full weekday names',
  te: 'Telugu almanac forms: endings in -ṁ for signs and weekdays (Mēṣaṁ, Ādivāraṁ), yogas and karanas as stems (Siddha, Śōbhana, Nāgava) and the Telugu nakshatra names (Makha, Pubba, Uttara) as daily Telugu panchangs print them, the Telugu tithi names (Pāḍyami, Vidiya, Chaviti), the samvatsaras as Telugu almanacs spell them',
  kn: 'Kannada panchang forms: Kuja for Mars, Hunnime and Amavasye, the lunar months as Kannada panchangs print them',
  ml: 'Malayalam almanac names: Malayalam nakshatra names (Aśvati, Makayiram, Chothi, Thrikketta), Malayalam sign and month names (Mēṭam ... Mīnam)',
  mr: 'Marathi almanac spellings where they differ from Hindi (Maṅgaḷ, Tūḷ, Mūḷ, Mṛg, Śatatārakā); Ravi for the Sun',
  gu: 'Gujarati panchang forms: Sud and Vad, Punam and Amas, the months as spoken (Jeṭh, Bhādarvo, Āso, Kārtak, Māgśar)',
  bn: 'Bengali panjika forms (Puṣyā, Hastā, Mūlā, Śravaṇā; Agrahāyaṇ; the seasons with Śīt)',
};
const limbs = (checked: Partial<Record<Lang, string>> = {}): PerLang =>
  table(
    '',
    Object.fromEntries(REGIONAL.map((l) => [l, source(LIMBS[l], checked[l])])),
    source(EN_ROWS.from, checked.en),
    source(HI_ROWS.from, checked.hi),
  );

/** The festival-like tables (festivals, vrats, sankrantis, observances, activities), as each region's almanacs name them. */
const ROWS: Readonly<Record<Regional, string>> = {
  ta: 'Tamil almanac and press forms (Vinayagar Chathurthi, Thaipusam, Karthigai Deepam), in the forms of the tithi and month tables',
  te: 'Telugu almanac forms (Vinayaka Chavithi, Ugadi, Tholi Ekadashi), in the forms of the tithi and month tables',
  kn: 'Kannada panchang forms (Nagara Panchami, Hunnime for purnima), in the forms of the tithi and month tables',
  ml: 'Malayalam almanac forms (samkramam for a sankranti, Thrikkarthika), in the forms of the tithi and month tables',
  mr: 'Marathi almanac forms (Gudhipadwa, Bhaubij, Dhulivandan, Sankrant), in the forms of the tithi and month tables',
  gu: 'Gujarati panchang forms (Punam, Amas, Bhaibij, Dhuleti, Akhatrij), in the forms of the tithi and month tables',
  bn: 'Bengali panjika forms (Kojagari Lakshmi Puja, Bhaiphonta, Mahalaya, Dolyatra), in the forms of the tithi and month tables',
};
const rows = (checked: Partial<Record<Lang, string>> = {}, from: Partial<Record<Regional, string>> = {}): PerLang =>
  table(
    '',
    Object.fromEntries(REGIONAL.map((l) => [l, source(from[l] ?? ROWS[l], checked[l])])),
    source(EN_ROWS.from, checked.en),
    source(HI_ROWS.from, checked.hi),
  );

const SANSKRIT = 'the Sanskrit names in the script of the language, with the ending of its nouns';
const PYJHORA = (file: string): string => `PyJHora list_values_${file}.txt`;
const REGIONAL_MONTHS =
  "a calendar's own language names its months as its solar months table does; elsewhere the Tamil and Malayalam months are Drik Panchang's Hindi edition's spelling in the script, and the Bengali and Odia months (named after the lunar months) the language's lunar month names";

export const TABLE_SOURCES: Readonly<Record<LabelTable, PerLang>> = {
  graha: limbs({ ta: PYJHORA('ta') }),
  sign: limbs({ ta: PYJHORA('ta'), kn: PYJHORA('ka') }),
  nakshatra: limbs({
    hi: 'grandnews.in, unbiasedindia.com, jantaserishta.com daily panchangs (2020-23)',
    ta: PYJHORA('ta'),
    te: PYJHORA('te'),
    kn: PYJHORA('ka'),
    ml: PYJHORA('ml'),
    mr: "Marathi Wikipedia's nakshatra navbox (पुष्य (नक्षत्र))",
    bn: 'machinnamasta.in and thenewse.com daily panjikas (2021-25)',
  }),
  paksha: limbs({ gu: 'a published Gujarati panchang clock (my-gujatati-clock script.js)' }),
  tithi: limbs({ ta: PYJHORA('ta'), te: PYJHORA('te') }),
  yoga: limbs({
    hi: 'grandnews.in, unbiasedindia.com, jantaserishta.com daily panchangs (2020-23)',
    bn: 'machinnamasta.in and thenewse.com daily panjikas (2021-25)',
    te: 'hindustantimes.com/telugu daily panchangs 2025-26; srivaddipartipadmakar.org Pranava daily panchang 2023',
  }),
  karana: limbs({
    hi: 'grandnews.in, unbiasedindia.com, jantaserishta.com daily panchangs (2020-23)',
    te: 'hindustantimes.com/telugu daily panchangs 2025-26',
    bn: 'machinnamasta.in and thenewse.com daily panjikas (2021-25)',
  }),
  vara: limbs({
    ta: PYJHORA('ta'),
    kn: PYJHORA('ka'),
    ml: PYJHORA('ml'),
    gu: 'a published Gujarati panchang clock (my-gujatati-clock script.js)',
  }),
  lunar_month: limbs({
    gu: 'a published Gujarati panchang clock (my-gujatati-clock script.js)',
    bn: 'soumyajitsamanta.github.io IndianCalendarTerms.md (Month Names)',
  }),
  ritu: limbs(),
  ayana: limbs(),
  samvatsara: limbs(),
  disha: limbs(),
  choghadiya: limbs({ gu: 'a published Gujarati panchang clock (my-gujatati-clock script.js)' }),
  solar_month: limbs({
    ta: PYJHORA('ta'),
    ml: PYJHORA('ml'),
    bn: 'soumyajitsamanta.github.io IndianCalendarTerms.md (Month Names)',
  }),
  graha_abbr: table(
    "the grahas' short forms in chart images of the region (Kerala charts: Ra, Ca, Ku, Bu, Gu, Śu, Ma for Saturn); elsewhere the first syllable of the graha table's name",
    {},
    { from: 'the English abbreviations of chart images (Su, Mo, Ma ...)' },
    { from: "Hindi chart images' abbreviations (सू, चं, मं ...)" },
  ),
  chart: table(
    "the language's words for the ascendant, retrograde and combust (vakri and asta in the language's form), and their first letters as marks",
  ),
  varga: table("the divisional charts' Sanskrit names (Brihat Parashara Hora Shastra) in the script, as the yoga table"),
  festival: rows({
    ta: 'dinamalar.com; inidhu.com (references.test.ts SPOT_CHECKS)',
    te: 'telugu.hashtagu.in; kasthephali.blogspot.com',
    kn: 'kn.wikipedia.org list of festivals',
    ml: 'keralafamily.com',
    mr: 'hellomaharashtra.in; esakal.com; a Marathi Diwali slideshow',
    gu: 'gujjumitro.com; gujaratidayro.com; udaannetwork.com; tethtatguru.info',
    bn: 'bangla.asianetnews.com; sangbadekalavya.in',
  }),
  vrat: rows({
    hi: 'swadeshnews.in (Sakat Chauth)',
    ta: 'tamil.samayam.com 2025-11; dinamalar.com templenews 116963',
    kn: 'prajavani.net (Sankashta Chaturthi); buntsnews.com 2022/04',
    mr: 'zeenews.india.com/marathi (Sankashti Chaturthi, March 2026)',
  }),
  sankranti: rows(
    {
      hi: 'aajtak.in dharma (Makar Sankranti, 2012)',
      kn: 'kannada.webdunia.com (Makara Sankranti)',
      ml: 'i2inews.in (Makaravilakku)',
      bn: 'hindustantimes.com/bangla (Makar Sankranti, 2026)',
    },
    {
      te: 'Telugu almanacs name a sankranti samkramanam, Makara Sankranti keeping its festival name',
      ml: 'Malayalam almanacs name a sankranti samkramam (Medavishu samkramam, Makara samkramam)',
    },
  ),
  sankranti_observance: rows({ ml: 'neramonline.com, 14 April 2024' }),
  muhurat_activity: rows({
    hi: 'kundalidosh.com web story (griha pravesh muhurat)',
    te: 'tv9telugu.com (griha pravesh); onlinestotra.blogspot.com (annaprasana); purohitham.in (namakaranam)',
    kn: 'tv9kannada.com (griha pravesha)',
    ml: 'manoramaonline.com 2024/02/20 (vivaham, grihapravesham)',
    gu: 'iamgujarat.com (gruha pravesh muhurt)',
    bn: 'sanatanpandit.com (griha pravesh 1429); bangla.aajtak.in 2021-04-15',
  }),
  day_yoga: rows(
    {
      hi: 'hindi.webdunia.com 2023-05 (Sarvartha Siddhi); news.mohitecommerce.com (Amrit Siddhi)',
      te: 'telugu.samayam.com (Guru Pushya yogam, 2022)',
      mr: 'bhaktiprasar.com; varkarisanskruti.com (गुरुपुष्यामृत योग)',
      gu: 'gujarati.abplive.com; iamgujarat.com (Sarvartha and Amrita Siddhi)',
      bn: 'zeenews.india.com/bengali (Sarvartha Siddhi yoga)',
    },
    Object.fromEntries(REGIONAL.map((l) => [l, "the yoga names as the region's almanacs print them, 'yoga' in the language's form"])),
  ),
  anandadi: table(`${SANSKRIT} (the names as Drik Panchang lists them)`),
  tamil_yoga: table(`${SANSKRIT} (Amrita, Siddha, Marana)`, {
    ta: { from: 'the Tamil almanac forms with யோகம், as tamil.webdunia.com prints them ("அமிர்த யோகம், சித்த யோகம், மரண யோகம்")' },
  }),
  muhurta: table(`${SANSKRIT} (the 30 muhurtas of the day and night)`),
  tamil_month: table(REGIONAL_MONTHS),
  malayalam_month: table(REGIONAL_MONTHS),
  bengali_month: table(REGIONAL_MONTHS),
  odia_month: table(REGIONAL_MONTHS),
  koota: table(`${SANSKRIT} (Brihat Parashara Hora Shastra's ashtakoot)`),
  porutham: table("the Tamil porutham names (Dina porutham ...) in the script; Kannada and Telugu almanacs' koota and ponthana forms"),
  yogini: table(`${SANSKRIT} (Brihat Parashara Hora Shastra's yogini dasha)`),
  kundli_yoga: table(
    "the Hindi catalogue's Sanskrit names in the script (Brihat Parashara Hora Shastra's names), the nasal before a consonant as the script writes it (anusvara, or ঙ in Bengali)",
    {
      ta: { from: 'the Sanskrit names in Tamil script, as the yoga (panchang) table; raja, dhana and neecha bhanga raja with யோகம்' },
    },
  ),
  ekadashi: table(
    "the Padma Purana names as Drik Panchang prints them, in the script with the language's own spelling (final short i in the Dravidian scripts, য় and ৎ in Bengali) and its word for the tithi",
    {
      ta: {
        from: "the Padma Purana names (as Drik Panchang prints them) in Tamil script, with this catalogue's word for the tithi",
        checked: 'dinamalar.com templenews 110021; tamil.samayam.com 2025; p-tamil.webdunia.com 2022',
      },
      te: {
        from: 'the Padma Purana names in Telugu script, with the Telugu spelling (ఇందిరా, మోహిని, యోగిని)',
        checked: 'bhakthitv.in (Indira Ekadashi); manatemples.net; telugubharath.com 2023/12',
      },
      gu: {
        from: 'the Padma Purana names in Gujarati script, as Gujarati almanacs print them',
        checked: "jainqq.org explore/032029/135 (the year's Ekadashis); p-gujarati.webdunia.com (Indira Ekadashi)",
      },
      ml: {
        from: 'the Padma Purana names in Malayalam script, with the Malayalam spelling (മോഹിനി, പാപമോചിനി)',
        checked: 'janmabhumi.in 2024/04/02; manoramaonline.com 2018/04/24',
      },
      mr: {
        from: 'the Padma Purana names as Marathi almanacs spell them (इंदिरा, षट्तिला, पापमोचनी)',
        checked: 'avbodhan.blogspot.com 2021/05 (the 24 names)',
      },
      bn: {
        from: 'the Padma Purana names as Bengali panjikas spell them (জয়া, ষট্‌তিলা, পাপমোচনী)',
        checked: 'shabdakosh.org একাদশী (the table of names); bangla.hindustantimes.com; bengali.abplive.com',
      },
    },
    source(EN_ROWS.from, 'smartastroguru.com ekadashi-vrat (the names of the year)'),
    source(HI_ROWS.from, 'dharmikraj.blogspot.com 2011/09; astromuhurats.blogspot.com 2016/09 (the 26 names)'),
  ),
  varna: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  tatva: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  vashya: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  yoni: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  gana: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  nadi: table("the Hindi catalogue's Sanskrit terms in the script (Ādi, Madhya, Antya), the nasal before a consonant as an anusvara"),
  paya: table("the Hindi catalogue's Sanskrit terms in the script, as the almanacs' birth-star tables print them"),
  gowri: table("the Tamil almanac's Gowri panchang names (Uthi, Amirdha, Rogam ...) written in the script", {
    ta: { from: "the Tamil almanac's Gowri panchang names" },
  }),
  panchaka_rahita: table(`${SANSKRIT} (the remainders of Panchaka Rahita muhurta)`),
  muhurat_rule: table(
    `${SANSKRIT}: the almanacs' names of the muhurat rules and doshas (Bhadra, Panchak, Guru and Shukra Asta, Kharmas, Chaturmas, Holashtak, Tara and Chandra Bala), in the forms of the yoga, day-yoga and graha tables; unchecked`,
    {
      te: {
        from: "the Sanskrit names in Telugu script; Telugu almanacs' maudhyami for a graha's asta (గురు మౌఢ్యమి); Mahalaya Paksha for Pitru Paksha, as the festival table's Mahalaya Amavasya; unchecked",
      },
      kn: {
        from: "the Sanskrit names in Kannada script; Kannada panchangs' maudhya for a graha's asta (ಗುರು ಮೌಢ್ಯ); Mahalaya Paksha for Pitru Paksha, as the festival table's Mahalaya Amavasya; unchecked",
      },
      ml: {
        from: "the Sanskrit names in Malayalam script; Malayalam almanacs' maudhyam for a graha's asta (ഗുരു മൗഢ്യം); Mahalaya Paksha for Pitru Paksha, as the festival table's Mahalaya Amavasya; unchecked",
      },
      ta: {
        from: 'the Sanskrit names in Tamil script; மகாளய பட்சம் for Pitru Paksha, as Tamil Samayam writes it (tamil.samayam.com, Pitru Paksha 2024); unchecked',
      },
      mr: { from: 'the Sanskrit names as Marathi almanacs write them, with ळ (गुरुबळ, ताराबळ, होळाष्टक); unchecked' },
      gu: { from: 'the Sanskrit names in Gujarati script; Kamurta (કમુરતાં), as Gujarati almanacs name Kharmas; unchecked' },
      bn: { from: 'the Sanskrit names in Bengali script; Malamas (মলমাস), as Bengali panjikas name the adhik month; unchecked' },
    },
    { from: "the English transliteration of the rule names, as Drik Panchang's English pages spell them (Bhadra, Panchak, Kharmas)" },
    { from: "Drik Panchang's Hindi edition's names of the doshas and balas (भद्रा, पंचक, खरमास, गुरु अस्त, तारा बल); unchecked" },
  ),
  eclipse_kind: table(
    `${SANSKRIT}: Surya Grahan and Chandra Grahan (the graha's name and grahana), as one word where the language writes it so`,
    {
      bn: source(
        "the Bengali panjikas' সূর্যগ্রহণ and চন্দ্রগ্রহণ",
        'anandabazar.com horoscope (Bishuddha Siddhanta and Gupta Press panjikas, 2019, 2022, 2025); oddbangla.com 2020/06',
      ),
    },
    { from: 'the English names of the two kinds (solar eclipse, lunar eclipse)' },
  ),
  eclipse_type: table(
    "the Sanskrit almanac terms in the script: Khagras (total), Kankanakriti or Valaya (annular), Khandagras (partial), Upachhaya (penumbral), Sankara (hybrid), each as the region's almanacs and press print it; unchecked",
    {
      ta: source(
        'the Tamil words of the Tamil press and almanacs: முழு (total), வளைய (annular), பகுதி (partial), புறநிழல் (penumbral), கலப்பு (hybrid)',
        'covaimail.com 2023-10 (முழு, பகுதி சந்திர கிரகணம்); allaiyoor.com archives 17582 (புறநிழல் சந்திரகிரகணம்)',
      ),
      te: { from: 'the Telugu press forms: సంపూర్ణ, కంకణాకార, పాక్షిక, ఉపచ్ఛాయ, సంకర; unchecked' },
      ml: { from: 'the Malayalam press forms: സമ്പൂർണ, വലയ, ഭാഗിക, ഉപച്ഛായ, സങ്കര; unchecked' },
      mr: { from: "the Marathi almanacs' खग्रास, कंकणाकृती, खंडग्रास, छायाकल्प (penumbral), संकरित (hybrid); unchecked" },
      bn: source(
        "the Bengali panjikas' পূর্ণগ্রাস, বলয়গ্রাস, খণ্ডগ্রাস, উপচ্ছায়া; সংকর (hybrid)",
        'anandabazar.com horoscope (পূর্ণগ্রাস, খণ্ডগ্রাস; 2022, 2025); oddbangla.com 2020/06 (বলয়গ্রাস); bengali.abplive.com 2023 (উপচ্ছায়া)',
      ),
    },
    { from: 'the English names of the eclipse types (NASA: total, annular, hybrid, partial, penumbral)' },
    source(
      'the Hindi almanac terms खग्रास, कंकणाकृति, खंडग्रास, उपच्छाया, संकर (hybrid)',
      'hindi.webdunia.com 2020-06 and 2021-05 (खग्रास, खंडग्रास, कंकणाकृति); jansatta.com 2020-06 and hindusanskar.org (उपच्छाया)',
    ),
  ),
  day_window: table(
    `${SANSKRIT} (the named windows of the day: Rahu Kaal, Abhijit, Brahma muhurta ...); Tamil Kuligai and Emagandam, Malayalam Yamakandakam, as those almanacs print them`,
  ),
};

/** The source of `table` in `lang`. */
export function tableSource(table: LabelTable, lang: Lang): TableSource {
  return TABLE_SOURCES[table][lang];
}
