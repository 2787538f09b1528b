/**
 * The catalogues against independent lists of the same names.
 *
 * - PyJHora's language files (github.com/naturalstupid/PyJHora,
 *   src/jhora/lang/list_values_ta.txt, _te.txt, _ka.txt, _ml.txt): the Tamil,
 *   Telugu, Kannada and Malayalam names of the grahas, rashis, nakshatras,
 *   tithis, weekdays and months.
 * - soumyajitsamanta.github.io IndianCalendarTerms.md ("Month Names"): the
 *   Bengali month names.
 * - natvarmakwana23978-ui/my-gujatati-clock script.js (GUJARATI_DAYS,
 *   GUJARATI_MONTHS, the choghadiya table and the sud/vad tithis of its
 *   2025-26 panchang table): the Gujarati weekdays, months, pakshas and
 *   choghadiyas.
 * - Marathi Wikipedia's list of the nakshatras (the navbox of the article
 *   पुष्य (नक्षत्र), mr.wikipedia.org, read through its mirror
 *   duhoctrungquoc.vn/wiki/mr/): the Marathi nakshatra names.
 * - Festival, sankranti, observance, Ekadashi, day-yoga and muhurat activity
 *   names on regional almanac and newspaper pages, one name each
 *   (SPOT_CHECKS below, each with its page), and lists of Ekadashi names
 *   printed without the word for Ekadashi (NAME_CHECKS).
 *
 * src/i18n/sources.ts records each table's source; the last test checks
 * that it names a checked source for exactly the tables compared here.
 *
 * Each table is compared whole. Where we differ, the row below names the
 * other spelling and why we keep ours (a test also checks that each such
 * row still differs, so the list cannot go stale). Agreement per table is
 * in docs/languages.md.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOGUES, type LabelKey } from '../../../src/i18n/catalogue.ts';
import { LANGS, type Lang } from '../../../src/i18n/languages.ts';
import { TABLE_SOURCES, type LabelTable } from '../../../src/i18n/sources.ts';

interface Reference {
  lang: Lang;
  table: string;
  /** The source's list, in our table's order (comma-separated, as the source writes it). */
  list: string;
  /** Our ids whose label differs from the source's, with the reason we keep ours. */
  differs: Record<string, string>;
}

const PYJHORA_TA = 'PyJHora list_values_ta.txt';
const REFERENCES: (Reference & { source: string })[] = [
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'graha',
    list: 'சூரியன்,சந்திரன்,செவ்வாய்,புதன்,குரு,சுக்ரன்,சனி,ராகு,கேது',
    differs: { venus: 'சுக்கிரன்: the Tamil spelling (the source writes the Grantha cluster க்ர)' },
  },
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'sign',
    list: 'மேஷம்,ரிஷபம்,மிதுனம்,கடகம்,சிம்மம்,கன்னி,துலாம்,விருச்சிகம்,தனுசு,மகரம்,கும்பம்,மீனம்',
    differs: {},
  },
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'nakshatra',
    list:
      'அஸ்வினி,பரணி,கிருத்திகை,ரோகிணி,மிருகசீஷம்,திருவாதிரை,புனர்பூசம்,பூசம்,ஆயில்யம்,மகம்,பூரம்,உத்திரம்,ஹஸ்தம்,சித்திரை,சுவாதி,' +
      'விசாகம்,அனுஷம்,கேட்டை,மூலம்,பூராடம்,உத்திராடம்,திருவோணம்,அவிட்டம்,சதயம்,பூரட்டாதி,உத்திரட்டாதி,ரேவதி',
    differs: {
      mrigashira: 'மிருகசீரிடம்: the full Tamil name (மிருகசீஷம் is a shortened form)',
      hasta: 'அஸ்தம்: the Tamil spelling without the Grantha ஹ; almanacs print both',
    },
  },
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'tithi',
    list: 'பிரதமை,துதியை,திருதியை,சதுர்த்தி,பஞ்சமி,சஷ்டி,சப்தமி,அஷ்டமி,நவமி,தசமி,ஏகாதசி,துவாதசி,திரயோதசி,சதுர்தசி,பௌர்ணமி,அமாவாசை',
    differs: {
      dwitiya: 'துவிதியை: the written form (துதியை is the spoken one)',
      chaturdashi: 'சதுர்த்தசி: with the doubled த் as சதுர்த்தி has it',
    },
  },
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'vara',
    list: 'ஞாயிற்றுக்கிழமை,திங்கட்கிழமை,செவ்வாய்க்கிழமை,புதன்கிழமை,வியாழக்கிழமை,வெள்ளிக்கிழமை,சனிக்கிழமை',
    differs: {},
  },
  {
    source: PYJHORA_TA,
    lang: 'ta',
    table: 'solar_month',
    list: 'சித்திரை,வைகாசி,ஆனி,ஆடி,ஆவணி,புரட்டாசி,ஐப்பசி,கார்த்திகை,மார்கழி,தை,மாசி,பங்குனி',
    differs: {},
  },
  {
    source: 'PyJHora list_values_te.txt',
    lang: 'te',
    table: 'tithi',
    list: 'పాడ్యమి,విదియ,తదియ,చవితి,పంచమి,షష్టి,సప్తమి,అష్టమి,నవమి,దశమి,ఏకాదశి,ద్వాదశి,త్రయోదశి,చతుర్ధశి,పౌర్ణమి,అమావాస్య',
    differs: {
      shashthi: 'షష్ఠి: the Sanskrit ष्ठ (ష్ఠ), as జ్యేష్ఠ has it',
      chaturdashi: 'చతుర్దశి: దశి as in దశమి, ఏకాదశి (the source writes ధ)',
    },
  },
  {
    source: 'PyJHora list_values_te.txt',
    lang: 'te',
    table: 'nakshatra',
    list:
      'అశ్విని,భరణి,కృత్తిక,రోహిణి,మృగశిర,ఆర్ద్ర,పునర్వసు,పపుష్యమి,ఆశ్లేష,మాఘ,పూర్వ ఫల్గుని,ఉత్తర ఫల్గుని,హస్త,చిత్త,స్వాతి,' +
      'విశాఖ,అనురాధ,జ్యేష్ట,మూల,పూర్వాషాడ,ఉత్తరాషాడ,శ్రావణ,ధనిష్ఠ,శతభిష,పూర్వాభాద్ర,ఉత్తరాభాద్ర,రేవతి',
    differs: {
      pushya: 'పుష్యమి (the source doubles the first letter, a slip)',
      magha: 'మఖ: the name Telugu almanacs print (hindustantimes.com/telugu daily panchang, 3 March 2026); మాఘ is the month',
      purva_phalguni: 'పుబ్బ: the name Telugu almanacs print (the same page; srivaddipartipadmakar.org, 4 April 2023)',
      uttara_phalguni: 'ఉత్తర: the name Telugu almanacs print (srivaddipartipadmakar.org, 4 April 2023)',
      anuradha: "అనూరాధ: the Telugu almanacs' form; అనురాధ is the Sanskrit one",
      jyeshtha: 'జ్యేష్ఠ: the Sanskrit ष्ठ (the source writes ట)',
      purva_ashadha: 'పూర్వాషాఢ: ఢ as ఆషాఢ has it (the source writes డ)',
      uttara_ashadha: 'ఉత్తరాషాఢ: as పూర్వాషాఢ',
      shravana: 'శ్రవణ: the nakshatra (శ్రావణ is the month; hindustantimes.com/telugu daily panchang, 26 November 2025: శ్రవణ)',
    },
  },
  {
    source: 'PyJHora list_values_ka.txt',
    lang: 'kn',
    table: 'vara',
    list: 'ಭಾನುವಾರ,ಸೋಮವಾರ,ಮಂಗಳವಾರ,ಬುಧವಾರ,ಗುರುವಾರ,ಶುಕ್ರವಾರ,ಶನಿವಾರ',
    differs: {},
  },
  {
    source: 'PyJHora list_values_ka.txt',
    lang: 'kn',
    table: 'sign',
    list: 'ಮೇಷ,ವೃಷಭ,ಮಿಥುನ,ಕರ್ಕ,ಸಿಂಹ,ಕನ್ಯಾ,ತುಲಾ,ವೃಶ್ಚಿಕ,ಧನು,ಮಕರ,ಕುಂಭ,ಮೀನ',
    differs: { cancer: 'ಕರ್ಕಾಟಕ: the full name Kannada almanacs print (ಕರ್ಕ is its short form)' },
  },
  {
    source: 'PyJHora list_values_ka.txt',
    lang: 'kn',
    table: 'nakshatra',
    list:
      'ಅಶ್ವಿನಿ,ಭರಣಿ,ಕೃತ್ತಿಕಾ,ರೋಹಿಣಿ,ಮೃಗಶೀರ್ಷ,ಆರ್ದ್ರಾ,ಪುನರ್ವಸು,ಪುಷ್ಯ,ಆಶ್ಲೇಷ,ಮಾಘ,ಪೂರ್ವ ಫಲ್ಗುಣಿ,ಉತ್ತರ ಫಲ್ಗುಣಿ,ಹಸ್ತ,ಚಿತ್ರ,ಸ್ವಾತಿ,' +
      'ವಿಶಾಖ,ಅನುರಾಧಾ,ಜ್ಯೇಷ್ಠ,ಮೂಲ,ಪೂರ್ವಾಷಾಢ,ಉತ್ತರಾಷಾಢ,ಶ್ರಾವಣ,ಧನಿಷ್ಠ,ಶತಭಿಷಾ,ಪೂರ್ವಾಭದ್ರ,ಉತ್ತರಾಭಾದ್ರ,ರೇವತಿ',
    differs: {
      mrigashira: "ಮೃಗಶಿರ: the nakshatra (ಮೃಗಶೀರ್ಷ is the month's name); both are printed",
      magha: 'ಮಘ: the nakshatra (ಮಾಘ is the month)',
      chitra: 'ಚಿತ್ರಾ: with the long final vowel, as ಕೃತ್ತಿಕಾ has it; both are printed',
      anuradha: 'ಅನುರಾಧ: both spellings are printed',
      shravana: 'ಶ್ರವಣ: the nakshatra (ಶ್ರಾವಣ is the month)',
      shatabhisha: 'ಶತಭಿಷ: both spellings are printed',
      purva_bhadrapada: 'ಪೂರ್ವಾಭಾದ್ರ: long ಭಾ as ಉತ್ತರಾಭಾದ್ರ in the same list',
    },
  },
  {
    source: 'PyJHora list_values_ml.txt',
    lang: 'ml',
    table: 'nakshatra',
    list:
      'അശ്വതി,ഭരണി,കാർത്തിക,രോഹിണി,മകയിരം,തിരുവാതിര,പുണർതം,പൂയം,ആയില്യം,മകം,പൂരം,ഉത്രം,അത്തം,ചിത്തിര,സ്വാതി,വിശാഖം,അനിഴം,' +
      'കേട്ട,മൂലം,പൂരാടം,ഉത്രാടം,തിരുവോണം,അവിട്ടം,ചതയം,പൂരുരുട്ടാതി,ഉത്രട്ടാതി,രേവതി',
    differs: {
      swati: 'ചോതി: the Malayalam name, as the Malayalam names of the others (സ്വാതി is the Sanskrit one)',
      jyeshtha: 'തൃക്കേട്ട: the name Kerala almanacs print (കേട്ട its short form)',
    },
  },
  {
    source: 'PyJHora list_values_ml.txt',
    lang: 'ml',
    table: 'vara',
    list: 'ഞായറാഴ്ച,തിങ്കളാഴ്ച,ചൊവ്വാഴ്ച,ബുധനാഴ്ച,വ്യാഴാഴ്ച,വെള്ളിയാഴ്ച,ശനിയാഴ്ച',
    differs: {},
  },
  {
    source: 'PyJHora list_values_ml.txt',
    lang: 'ml',
    table: 'solar_month',
    list: 'മേടം,ഇടവം,മിഥുനം,കർക്കിടകം,ചിങ്ങം,കന്നി,തുലാം,വൃശ്ചികം,ധനു,മകരം,കുംഭം,മീനങ്ങൾ',
    differs: {
      karka: 'കർക്കടകം: the standard spelling (കർക്കിടകം the spoken one); both are printed',
      meena: 'മീനം: the month (മീനങ്ങൾ is the plural "fishes")',
    },
  },
  {
    source: 'soumyajitsamanta.github.io IndianCalendarTerms.md',
    lang: 'bn',
    table: 'lunar_month',
    list: 'চৈত্র,বৈশাখ,জ্যৈষ্ঠ,আষাঢ়,শ্রাবণ,ভাদ্র,আশ্বিন,কার্তিক,অগ্রহায়ণ,পৌষ,মাঘ,ফাল্গুন',
    differs: {},
  },
  {
    source: 'soumyajitsamanta.github.io IndianCalendarTerms.md (Bengali months, Baishakh from mid-April: the Sun in Mesha)',
    lang: 'bn',
    table: 'solar_month',
    list: 'বৈশাখ,জ্যৈষ্ঠ,আষাঢ়,শ্রাবণ,ভাদ্র,আশ্বিন,কার্তিক,অগ্রহায়ণ,পৌষ,মাঘ,ফাল্গুন,চৈত্র',
    differs: {},
  },
  {
    source: 'natvarmakwana23978-ui/my-gujatati-clock script.js (GUJARATI_DAYS)',
    lang: 'gu',
    table: 'vara',
    list: 'રવિવાર,સોમવાર,મંગળવાર,બુધવાર,ગુરુવાર,શુક્રવાર,શનિવાર',
    differs: {},
  },
  {
    source: 'natvarmakwana23978-ui/my-gujatati-clock script.js (GUJARATI_MONTHS, Kartik first there; here from Chaitra)',
    lang: 'gu',
    table: 'lunar_month',
    list: 'ચૈત્ર,વૈશાખ,જેઠ,અષાઢ,શ્રાવણ,ભાદરવો,આસો,કાર્તિક,માગશર,પોષ,મહા,ફાગણ',
    differs: {
      kartika:
        'કારતક: the spoken form Gujarati almanacs print beside the other spoken names (જેઠ, આસો, માગશર); the source keeps the Sanskrit કાર્તિક',
    },
  },
  {
    source: 'natvarmakwana23978-ui/my-gujatati-clock script.js (its panchang table: સુદ and વદ before each tithi)',
    lang: 'gu',
    table: 'paksha',
    list: 'સુદ,વદ',
    differs: {},
  },
  {
    source: 'natvarmakwana23978-ui/my-gujatati-clock script.js (choghadiya_data, Sunday: Udveg, Char, Labh, Amrit, Kaal, Shubh, Rog)',
    lang: 'gu',
    table: 'choghadiya',
    list: 'ઉદવેગ,ચલ,લાભ,અમૃત,કાલ,શુભ,રોગ',
    differs: {
      udveg: 'ઉદ્વેગ: with the virama of the Sanskrit cluster દ્વ (the source writes it once so itself, Friday night)',
      kaal: 'કાળ: Gujarati writes the word for time and death with ળ (કાલ is "tomorrow")',
    },
  },
  {
    source: 'Marathi Wikipedia, पुष्य (नक्षत्र), the nakshatra navbox',
    lang: 'mr',
    table: 'nakshatra',
    list:
      'अश्विनी,भरणी,कृत्तिका,रोहिणी,मृग,आर्द्रा,पुनर्वसु,पुष्य,आश्लेषा,मघा,पूर्वाफाल्गुनी,उत्तराफाल्गुनी,हस्त,चित्रा,स्वाती,' +
      'विशाखा,अनुराधा,ज्येष्ठा,मूळ,पूर्वाषाढा,उत्तराषाढा,श्रवण,धनिष्ठा,शततारका,पूर्वाभाद्रपदा,उत्तराभाद्रपदा,रेवती',
    differs: {
      punarvasu: 'पुनर्वसू: with the long ū Marathi writes (hindujagruti.org/hinduism-for-kids-marathi/252.html: पुनर्वसू)',
      purva_phalguni: 'पूर्वा फाल्गुनी: two words, as Marathi KP texts write it (kiranbjadhav.blogspot.com 2019/02); the navbox joins them',
      uttara_phalguni: 'उत्तरा फाल्गुनी: two words (same)',
      purva_bhadrapada: 'पूर्वा भाद्रपदा: two words (same)',
      uttara_bhadrapada: 'उत्तरा भाद्रपदा: two words (kiranbjadhav.blogspot.com 2019/02: उत्तरा भाद्रपदा)',
    },
  },
];

function idsOf(table: string): string[] {
  return Object.keys(CATALOGUES.en)
    .filter((k) => k.startsWith(`${table}.`) && k !== 'lunar_month.adhik')
    .map((k) => k.slice(table.length + 1));
}

for (const ref of REFERENCES) {
  test(`${ref.lang} ${ref.table} against ${ref.source}`, () => {
    const theirs = ref.list.split(',');
    const ids = idsOf(ref.table);
    assert.equal(theirs.length, ids.length, 'the source lists the whole table');
    let equal = 0;
    ids.forEach((id, i) => {
      const ours = CATALOGUES[ref.lang][`${ref.table}.${id}` as LabelKey];
      // NFC: the sources mix the older and the atomic chillu encodings of Malayalam.
      const same = ours.normalize('NFC') === theirs[i]!.normalize('NFC');
      if (id in ref.differs) assert.ok(!same, `${ref.table}.${id} is listed as differing but equals the source`);
      else assert.equal(ours, theirs[i], `${ref.table}.${id}`);
      if (same) equal++;
    });
    assert.equal(equal, ids.length - Object.keys(ref.differs).length);
  });
}

/**
 * Single names as published pages print them: festivals, vrats, sankrantis,
 * observances, Ekadashis, day yogas and muhurat activities, one name per
 * entry with its page.
 */
const SPOT_CHECKS: [lang: Lang, key: LabelKey, published: string, page: string][] = [
  ['ta', 'festival.ganesh_chaturthi', 'விநாயகர் சதுர்த்தி', 'dinamalar.com, Madurai news, 9 September 2024'],
  ['ta', 'festival.panguni_uthiram', 'பங்குனி உத்திரம்', 'inidhu.com, tag முருகன் (பங்குனி உத்திரம்)'],
  ['ml', 'sankranti.makara', 'മകര സംക്രമം', 'i2inews.in religion-details 4998 (Makaravilakku)'],
  ['ml', 'sankranti_observance.vishu', 'വിഷു', 'neramonline.com, 14 April 2024'],
  ['ml', 'festival.ugadi', 'ഉഗാദി', 'keralafamily.com, section Spiritual'],
  ['kn', 'festival.ugadi', 'ಯುಗಾದಿ', 'kn.wikipedia.org, ಗೌಡ ಸಾರಸ್ವತ ಬ್ರಾಹ್ಮಣರು ಆಚರಿಸುವ ಹಬ್ಬಗಳ ಪಟ್ಟಿ'],
  ['kn', 'festival.rama_navami', 'ರಾಮ ನವಮಿ', 'the same list'],
  ['kn', 'festival.hanuman_jayanti', 'ಹನುಮ ಜಯಂತಿ', 'the same list'],
  ['kn', 'festival.ganesh_chaturthi', 'ಗಣೇಶ ಚತುರ್ಥಿ', 'the same list'],
  ['te', 'festival.ugadi', 'ఉగాది', 'telugu.hashtagu.in, important festivals from Ugadi 2025'],
  ['te', 'festival.rama_navami', 'శ్రీ రామ నవమి', 'the same page'],
  ['te', 'festival.ganesh_chaturthi', 'వినాయక చవితి', 'kasthephali.blogspot.com, 11 January 2025 (తెనుగువారి పండగలు)'],
  ['te', 'festival.ratha_saptami', 'రథ సప్తమి', 'the same page'],
  ['te', 'festival.rishi_panchami', 'ఋషి పంచమి', 'the same page'],
  ['te', 'festival.narak_chaturdashi', 'నరక చతుర్దశి', 'the same page'],
  ['mr', 'festival.gudi_padwa', 'गुढीपाडवा', 'hellomaharashtra.in, tag festival (Gudi Padwa 2024)'],
  ['mr', 'festival.bhai_dooj', 'भाऊबीज', 'esakal.com web story, Diwali in the Shivaji era'],
  ['mr', 'festival.dhanteras', 'धनत्रयोदशी', 'slideshare, दिव्यांचा सण दिवाळीतील ५ दिवस'],
  ['gu', 'festival.dhanteras', 'ધનતેરસ', 'gujjumitro.com archives 3174 (2021 festivals)'],
  ['gu', 'festival.kali_chaudas', 'કાળી ચૌદસ', 'the same page'],
  ['gu', 'festival.ganesh_chaturthi', 'ગણેશ ચતુર્થી', 'the same page'],
  ['gu', 'festival.bhai_dooj', 'ભાઈબીજ', 'gujaratidayro.com, tag festivals'],
  ['gu', 'festival.sharad_purnima', 'શરદ પૂનમ', 'udaannetwork.com 2019/06/25 tahevaro'],
  ['gu', 'festival.maha_shivaratri', 'મહાશિવરાત્રી', 'tethtatguru.info, 2023 festival list Gujarati'],
  ['gu', 'festival.mauni_amavasya', 'મૌની અમાવસ્યા', 'the same page'],
  ['gu', 'festival.raksha_bandhan', 'રક્ષા બંધન', 'the same page'],
  ['gu', 'festival.guru_purnima', 'ગુરુ પૂર્ણિમા', 'the same page'],
  ['gu', 'festival.vat_savitri', 'વટ સાવિત્રી વ્રત', 'the same page'],
  ['gu', 'festival.govardhan_puja', 'ગોવર્ધન પૂજા', 'the same page'],
  ['bn', 'festival.rama_navami', 'রাম নবমী', 'bangla.asianetnews.com, Bengali new year 1431 festival list'],
  ['bn', 'festival.hanuman_jayanti', 'হনুমান জয়ন্তী', 'the same page'],
  ['bn', 'festival.akshaya_tritiya', 'অক্ষয় তৃতীয়া', 'the same page'],
  ['bn', 'festival.sita_navami', 'সীতা নবমী', 'the same page'],
  ['bn', 'festival.buddha_purnima', 'বুদ্ধ পূর্ণিমা', 'the same page'],
  ['bn', 'festival.vat_savitri', 'বট সাবিত্রী ব্রত', 'the same page'],
  ['bn', 'festival.shani_jayanti', 'শনি জয়ন্তী', 'the same page'],
  ['bn', 'festival.bhai_dooj', 'ভাইফোঁটা', 'sangbadekalavya.in 2022/07, Bengali calendar 1429'],
  ['bn', 'festival.kali_puja', 'কালীপুজো', 'the same page'],
  ['bn', 'festival.sarva_pitru_amavasya', 'মহালয়া', 'the same page'],
  ['bn', 'festival.maha_navami', 'মহানবমী', 'the same page'],
  // Ekadashis, day yogas and muhurat activities (2026-11-28).
  ['en', 'ekadashi.kamada', 'Kamada Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.mohini', 'Mohini Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.apara', 'Apara Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.nirjala', 'Nirjala Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.yogini', 'Yogini Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.kamika', 'Kamika Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.shravana_putrada', 'Shravana Putrada Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.aja', 'Aja Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.parsva', 'Parsva Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.indira', 'Indira Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.papankusha', 'Papankusha Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.rama', 'Rama Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.devutthana', 'Devutthana Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.utpanna', 'Utpanna Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.mokshada', 'Mokshada Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.jaya', 'Jaya Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.vijaya', 'Vijaya Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.varuthini', 'Varuthini Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['en', 'ekadashi.padmini', 'Padmini Ekadashi', "smartastroguru.com/ekadashi-vrat (the year's Ekadashis)"],
  ['hi', 'ekadashi.indira', 'इन्दिरा एकादशी', 'dharmikraj.blogspot.com 2011/09, Indira Ekadashi vrat vidhi'],
  ['hi', 'ekadashi.papmochani', 'पापमोचिनी एकादशी', 'astromuhurats.blogspot.com 2016/09, names of the 26 Ekadashis'],
  ['hi', 'ekadashi.kamada', 'कामदा एकादशी', 'the same page'],
  ['hi', 'ekadashi.varuthini', 'वरूथिनी एकादशी', 'the same page'],
  ['hi', 'day_yoga.sarvartha_siddhi', 'सर्वार्थ सिद्धि योग', 'hindi.webdunia.com, what is Sarvartha Siddhi yoga (123050900075)'],
  ['hi', 'day_yoga.amrita_siddhi', 'अमृत सिद्धि योग', 'news.mohitecommerce.com, 29 January 2025 Mauni Amavasya'],
  ['hi', 'muhurat_activity.griha-pravesh', 'गृह प्रवेश', 'kundalidosh.com web story, griha pravesh muhurat'],
  ['ta', 'ekadashi.nirjala', 'நிர்ஜலா ஏகாதசி', 'dinamalar.com templenews 110021 (நிர்ஜலா ஏகாதசி)'],
  ['ta', 'ekadashi.mohini', 'மோகினி ஏகாதசி', 'tamil.samayam.com, Mohini Ekadasi 2025 (articleshow 120765397)'],
  ['ta', 'ekadashi.apara', 'அபரா ஏகாதசி', 'the same page'],
  ['ta', 'ekadashi.kamada', 'காமதா ஏகாதசி', 'p-tamil.webdunia.com, Ekadasi fasts of the year, 6 October 2022'],
  ['te', 'ekadashi.indira', 'ఇందిరా ఏకాదశి', 'bhakthitv.in, when is Indira Ekadashi'],
  ['te', 'ekadashi.mohini', 'మోహిని ఏకాదశి', 'manatemples.net, Dwadasha ekadashulu'],
  ['te', 'day_yoga.guru_pushya', 'గురు పుష్య యోగం', 'telugu.samayam.com, Guru Pushya yog 2022 (articleshow 93771847)'],
  ['ml', 'ekadashi.kamada', 'കാമദാ ഏകാദശി', 'janmabhumi.in 2024/04/02, Ekadashi mahima (the 24 Ekadashis)'],
  ['ml', 'ekadashi.mohini', 'മോഹിനി ഏകാദശി', 'the same page; manoramaonline.com 2018/04/24'],
  ['ml', 'ekadashi.papmochani', 'പാപമോചിനി ഏകാദശി', 'janmabhumi.in 2024/04/02'],
  ['ml', 'ekadashi.apara', 'അപരാ ഏകാദശി', 'the same page'],
  ['kn', 'muhurat_activity.griha-pravesh', 'ಗೃಹ ಪ್ರವೇಶ', 'tv9kannada.com, vastu tips for the griha pravesh (702841)'],
  ['mr', 'day_yoga.guru_pushya', 'गुरुपुष्यामृत योग', 'bhaktiprasar.com ?p=125; varkarisanskruti.com gurupushyamrut-yog'],
  ['gu', 'day_yoga.sarvartha_siddhi', 'સર્વાર્થ સિદ્ધિ યોગ', 'gujarati.abplive.com, Sarvartha Siddhi yoga 2023 (837140)'],
  ['gu', 'day_yoga.amrita_siddhi', 'અમૃત સિદ્ધિ યોગ', 'iamgujarat.com, auspicious yogas of 31 December 2020 (79761419)'],
  ['gu', 'muhurat_activity.griha-pravesh', 'ગૃહ પ્રવેશ', 'iamgujarat.com, gruha pravesh muhurt (73550800)'],
  ['gu', 'ekadashi.kamada', 'કામદા એકાદશી', "jainqq.org explore/032029/135 (the year's Ekadashis)"],
  ['gu', 'ekadashi.mohini', 'મોહિની એકાદશી', 'the same page'],
  ['gu', 'ekadashi.varuthini', 'વરૂથિની એકાદશી', 'the same page'],
  ['gu', 'ekadashi.nirjala', 'નિર્જલા એકાદશી', 'the same page'],
  ['gu', 'ekadashi.yogini', 'યોગિની એકાદશી', 'the same page'],
  ['gu', 'ekadashi.jaya', 'જયા એકાદશી', 'the same page'],
  ['gu', 'ekadashi.vijaya', 'વિજયા એકાદશી', 'the same page'],
  ['gu', 'ekadashi.amalaki', 'આમલકી એકાદશી', 'the same page'],
  ['gu', 'ekadashi.mokshada', 'મોક્ષદા એકાદશી', 'the same page'],
  ['gu', 'ekadashi.indira', 'ઇન્દિરા એકાદશી', 'p-gujarati.webdunia.com, Indira Ekadashi upay (120091300003)'],
  [
    'bn',
    'day_yoga.sarvartha_siddhi',
    'সর্বার্থ সিদ্ধি যোগ',
    'zeenews.india.com/bengali, Sarvartha Siddhi yoga and Vaishakha Amavasya (468030)',
  ],
  ['bn', 'ekadashi.jaya', 'জয়া একাদশী', 'bangla.hindustantimes.com, Jaya Ekadashi vrat time, 7 February 2025'],
  ['bn', 'ekadashi.yogini', 'যোগিনী একাদশী', 'bengali.abplive.com, Yogini Ekadashi 2020 (705509)'],
  ['bn', 'ekadashi.mohini', 'মোহিনী একাদশী', 'bengali.news18.com, Mohini Ekadashi 2021 (600322)'],
  // Telugu daily panchangs: the nakshatras' Telugu names, and the yogas and karanas as stems (2026-11-28).
  ['te', 'nakshatra.magha', 'మఖ', 'hindustantimes.com/telugu, ee roju panchangam, 3 March 2026'],
  ['te', 'nakshatra.purva_phalguni', 'పుబ్బ', 'the same page; srivaddipartipadmakar.org Pranava daily panchang, 4 April 2023'],
  [
    'te',
    'nakshatra.uttara_phalguni',
    'ఉత్తర',
    'srivaddipartipadmakar.org Pranava daily panchang, 4 April 2023; hindustantimes.com/telugu, ee roju panchangam, 15 November 2025',
  ],
  ['te', 'yoga.sukarma', 'సుకర్మ', 'hindustantimes.com/telugu, ee roju panchangam, 3 March 2026'],
  ['te', 'karana.bava', 'బవ', 'the same page'],
  ['te', 'yoga.shobhana', 'శోభన', 'hindustantimes.com/telugu, ee roju panchangam, 20 November 2025'],
  ['te', 'karana.naga', 'నాగవ', 'the same page'],
  ['te', 'yoga.vriddhi', 'వృద్ధి', 'hindustantimes.com/telugu, ee roju panchangam, 15 January 2026'],
  ['te', 'karana.taitila', 'తైతుల', 'the same page'],
  ['te', 'yoga.indra', 'ఇంద్ర', 'hindustantimes.com/telugu, ee roju panchangam, 29 January 2026'],
  ['te', 'karana.vishti', 'విష్టి', 'the same page'],
  ['te', 'yoga.siddha', 'సిద్ధ', 'hindustantimes.com/telugu, ee roju panchangam, 25 January 2026'],
  ['te', 'nakshatra.shravana', 'శ్రవణ', 'hindustantimes.com/telugu, ee roju panchangam, 26 November 2025'],
  ['te', 'yoga.dhriti', 'ధృతి', 'hindustantimes.com/telugu, ee roju panchangam, 23 November 2025'],
  ['te', 'yoga.dhruva', 'ధ్రువ', 'srivaddipartipadmakar.org Pranava daily panchang, 4 April 2023'],
  ['te', 'yoga.shiva', 'శివ', 'srivaddipartipadmakar.org Pranava daily panchang, 8 May 2023'],
  // Bengali daily panjikas: nakshatras, yogas and karanas (2026-11-28).
  ['bn', 'nakshatra.purva_bhadrapada', 'পূর্বভাদ্রপদ', 'machinnamasta.in, daily panjika, Friday 31 May'],
  ['bn', 'nakshatra.uttara_bhadrapada', 'উত্তরভাদ্রপদ', 'the same page'],
  ['bn', 'yoga.vishkambha', 'বিষ্কুম্ভ', 'the same page'],
  ['bn', 'yoga.priti', 'প্রীতি', 'the same page'],
  ['bn', 'karana.kaulava', 'কৌলব', 'the same page'],
  ['bn', 'karana.taitila', 'তৈতিল', 'the same page'],
  ['bn', 'karana.garaja', 'গর', 'the same page'],
  ['bn', 'nakshatra.purva_phalguni', 'পূর্বফাল্গুনী', 'machinnamasta.in, daily panjika, Saturday 23 March'],
  ['bn', 'nakshatra.uttara_phalguni', 'উত্তরফাল্গুনী', 'the same page'],
  ['bn', 'karana.vanija', 'বণিজ', 'the same page'],
  ['bn', 'yoga.shula', 'শূল', 'the same page'],
  ['bn', 'yoga.ganda', 'গণ্ড', 'the same page'],
  ['bn', 'nakshatra.anuradha', 'অনুরাধা', 'thenewse.com, daily panjika, 10 October 2021'],
  ['bn', 'nakshatra.jyeshtha', 'জ্যেষ্ঠা', 'the same page'],
  ['bn', 'karana.bava', 'বব', 'the same page'],
  ['bn', 'karana.balava', 'বালব', 'the same page'],
  ['bn', 'yoga.ayushman', 'আয়ুষ্মান', 'the same page'],
  // Hindi daily panchangs: nakshatras, yogas and karanas (2026-11-28).
  ['hi', 'nakshatra.krittika', 'कृत्तिका', 'grandnews.in ?p=153818, aaj ka panchang (Chaitra Shukla Chaturthi)'],
  ['hi', 'nakshatra.rohini', 'रोहिणी', 'the same page'],
  ['hi', 'yoga.priti', 'प्रीति', 'the same page'],
  ['hi', 'yoga.ayushman', 'आयुष्मान', 'the same page'],
  ['hi', 'karana.vishti', 'विष्टि', 'the same page'],
  ['hi', 'karana.bava', 'बव', 'the same page'],
  ['hi', 'yoga.ganda', 'गण्ड', 'unbiasedindia.com, vedic panchang of 30 September 2020'],
  ['hi', 'yoga.vriddhi', 'वृद्धि', 'the same page'],
  ['hi', 'karana.garaja', 'गर', 'the same page'],
  ['hi', 'karana.vanija', 'वणिज', 'the same page'],
  ['hi', 'yoga.dhriti', 'धृति', 'prashanpaheli.com ?p=33565, daily panchang'],
  ['hi', 'yoga.sadhya', 'साध्य', 'etvbharat.com Haryana, aaj ka panchang 28 January 2023'],
  ['hi', 'nakshatra.purva_bhadrapada', 'पूर्व भाद्रपद', 'jantaserishta.com, todays almanac 28 September 2023'],
  // Vrats, sankrantis and more activities (2026-11-28).
  [
    'ta',
    'vrat.sankashti_chaturthi',
    'சங்கடஹர சதுர்த்தி',
    'tamil.samayam.com, Sankasti Chaturthi vratham November 2025 (125178873); dinamalar.com templenews 116963',
  ],
  ['kn', 'vrat.sankashti_chaturthi', 'ಸಂಕಷ್ಟಹರ ಚತುರ್ಥಿ', 'prajavani.net, Sankashta Chaturthi rituals and benefits (3669775)'],
  ['kn', 'vrat.angaraki_sankashti', 'ಅಂಗಾರಕ ಸಂಕಷ್ಟ ಚತುರ್ಥಿ', 'the same page; buntsnews.com 2022/04 (Angarika Sankashta Chathurthi)'],
  ['kn', 'sankranti.makara', 'ಮಕರ ಸಂಕ್ರಾಂತಿ', 'kannada.webdunia.com, Sankranti (119011400005)'],
  ['bn', 'sankranti.makara', 'মকর সংক্রান্তি', 'hindustantimes.com/bangla, Makar Sankranti, 14 January 2026'],
  ['hi', 'sankranti.makara', 'मकर संक्रांति', 'aajtak.in dharma, method of Makar Sankranti pooja, 13 January 2012'],
  ['hi', 'vrat.sankashti_chaturthi', 'संकष्टी चतुर्थी', 'swadeshnews.in, Sakat Chauth (848699)'],
  ['hi', 'vrat.angaraki_sankashti', 'अंगारकी संकष्टी चतुर्थी', 'the same page'],
  ['mr', 'vrat.sankashti_chaturthi', 'संकष्टी चतुर्थी', 'zeenews.india.com/marathi, Bhalchandra Sankashti Chaturthi March 2026 (990191)'],
  ['te', 'muhurat_activity.griha-pravesh', 'గృహ ప్రవేశం', 'tv9telugu.com, griha pravesh puja vidhi (1098441)'],
  ['te', 'muhurat_activity.annaprashan', 'అన్నప్రాశన', 'onlinestotra.blogspot.com 2020/01, how to make annaprasana'],
  ['te', 'muhurat_activity.namkaran', 'నామకరణం', 'purohitham.in, Barasala pooja services'],
  ['ml', 'muhurat_activity.marriage', 'വിവാഹം', 'manoramaonline.com 2024/02/20, auspicious rituals in Kumbham'],
  ['ml', 'muhurat_activity.griha-pravesh', 'ഗൃഹപ്രവേശം', 'the same page'],
  ['bn', 'muhurat_activity.griha-pravesh', 'গৃহপ্রবেশ', 'sanatanpandit.com, griha pravesh dates 1429; bangla.aajtak.in, 15 April 2021'],
  // Eclipse kinds and types, as the Hindi, Bengali and Tamil press and almanacs print them.
  ['hi', 'eclipse_type.total', 'खग्रास', 'hindi.webdunia.com, types of solar eclipse (120061200064), June 2020'],
  ['hi', 'eclipse_type.partial', 'खंडग्रास', 'the same page; m-hindi.webdunia.com lunar eclipse of 19 November 2021'],
  ['hi', 'eclipse_type.annular', 'कंकणाकृति', 'hindi.webdunia.com, kankanakruti suryagrahan (121052800087), May 2021'],
  ['hi', 'eclipse_type.penumbral', 'उपच्छाया', 'jansatta.com, Chandra Grahan June 2020 (1426273); hindusanskar.org, what is upchaya'],
  ['bn', 'eclipse_type.total', 'পূর্ণগ্রাস', 'anandabazar.com horoscope 1381947 (8 November 2022, after the panjikas)'],
  ['bn', 'eclipse_type.partial', 'খণ্ডগ্রাস', 'anandabazar.com horoscope 1627286 (7 September 2025)'],
  ['bn', 'eclipse_type.annular', 'বলয়গ্রাস', 'oddbangla.com 2020/06, kinds of solar eclipse'],
  ['bn', 'eclipse_type.penumbral', 'উপচ্ছায়া', 'bengali.abplive.com, Chandra Grahan 2023 (1019207)'],
  ['bn', 'eclipse_kind.lunar', 'চন্দ্রগ্রহণ', 'anandabazar.com horoscope 1381947 and 1627286'],
  ['bn', 'eclipse_kind.solar', 'সূর্যগ্রহণ', 'oddbangla.com 2020/06, kinds of solar eclipse'],
  ['ta', 'eclipse_type.total', 'முழு', 'covaimail.com ?p=97233 (முழு சந்திர கிரகணம், October 2023)'],
  ['ta', 'eclipse_type.partial', 'பகுதி', 'the same page (பகுதி சந்திர கிரகணம்)'],
  ['ta', 'eclipse_type.penumbral', 'புறநிழல்', 'allaiyoor.com archives 17582 (புறநிழல் சந்திரகிரகணம்)'],
];

test('single festival, sankranti, observance, Ekadashi, day-yoga, activity and eclipse names as published pages print them', () => {
  assert.ok(SPOT_CHECKS.length >= 130);
  for (const [lang, key, published, page] of SPOT_CHECKS) {
    assert.equal(CATALOGUES[lang][key].normalize('NFC'), published.normalize('NFC'), `${lang} ${key} (${page})`);
  }
  // Every language but English and Hindi (whose names came with the rows) has a spot check.
  for (const lang of ['ta', 'te', 'kn', 'ml', 'mr', 'gu', 'bn'] as const)
    assert.ok(
      SPOT_CHECKS.some(([l]) => l === lang),
      lang,
    );
});

/**
 * Ekadashi names from lists that print the name alone (the word for
 * Ekadashi in the heading): the label is the name and the catalogue's own
 * word for the tithi.
 */
const NAME_CHECKS: [lang: Lang, id: string, name: string, page: string][] = [
  // avbodhan.blogspot.com 2021/05, meaning of Ekadashi (the 24 names, Marathi).
  ...(
    [
      ['kamada', 'कामदा'],
      ['mohini', 'मोहिनी'],
      ['nirjala', 'निर्जला'],
      ['mokshada', 'मोक्षदा'],
      ['jaya', 'जया'],
      ['amalaki', 'आमलकी'],
      ['varuthini', 'वरूथिनी'],
      ['apara', 'अपरा'],
      ['yogini', 'योगिनी'],
      ['kamika', 'कामिका'],
      ['aja', 'अजा'],
      ['indira', 'इंदिरा'],
      ['rama', 'रमा'],
      ['saphala', 'सफला'],
      ['shattila', 'षट्तिला'],
      ['vijaya', 'विजया'],
      ['papmochani', 'पापमोचनी'],
    ] as const
  ).map(([id, name]): [Lang, string, string, string] => ['mr', id, name, 'avbodhan.blogspot.com 2021/05']),
  // telugubharath.com 2023/12, names of the Ekadashis and their rewards.
  ...(
    [
      ['kamada', 'కామదా'],
      ['mohini', 'మోహిని'],
      ['apara', 'అపరా'],
      ['yogini', 'యోగిని'],
      ['devshayani', 'దేవశయనీ'],
      ['kamika', 'కామికా'],
    ] as const
  ).map(([id, name]): [Lang, string, string, string] => ['te', id, name, 'telugubharath.com 2023/12']),
  // shabdakosh.org, একাদশী (a Bengali dictionary: the names by month).
  ...(
    [
      ['kamada', 'কামদা'],
      ['mohini', 'মোহিনী'],
      ['nirjala', 'নির্জলা'],
      ['papankusha', 'পাপাঙ্কুশা'],
      ['jaya', 'জয়া'],
      ['varuthini', 'বরূথিনী'],
      ['apara', 'অপরা'],
      ['yogini', 'যোগিনী'],
      ['kamika', 'কামিকা'],
      ['aja', 'অজা'],
      ['indira', 'ইন্দিরা'],
      ['rama', 'রমা'],
      ['shattila', 'ষট্\u200cতিলা'],
      ['vijaya', 'বিজয়া'],
      ['papmochani', 'পাপমোচনী'],
    ] as const
  ).map(([id, name]): [Lang, string, string, string] => ['bn', id, name, 'shabdakosh.org একাদশী']),
];

test('Ekadashi names from lists that print the name alone: the label is the name and the word for the tithi', () => {
  assert.ok(NAME_CHECKS.length >= 38);
  for (const [lang, id, name, page] of NAME_CHECKS) {
    const word = CATALOGUES[lang]['tithi.ekadashi'];
    assert.equal(
      CATALOGUES[lang][`ekadashi.${id}` as LabelKey].normalize('NFC'),
      `${name} ${word}`.normalize('NFC'),
      `${lang} ${id} (${page})`,
    );
  }
});

test('src/i18n/sources.ts names a checked source for exactly the tables compared here', () => {
  const compared = new Set<string>([
    ...REFERENCES.map((r) => `${r.lang} ${r.table}`),
    ...SPOT_CHECKS.map(([lang, key]) => `${lang} ${key.split('.')[0]}`),
    ...NAME_CHECKS.map(([lang]) => `${lang} ekadashi`),
  ]);
  const marked = new Set<string>();
  for (const [table, perLang] of Object.entries(TABLE_SOURCES) as [LabelTable, (typeof TABLE_SOURCES)[LabelTable]][])
    for (const lang of LANGS) if (perLang[lang].checked !== undefined) marked.add(`${lang} ${table}`);
  assert.deepEqual([...marked].sort(), [...compared].sort());
  assert.ok(compared.size >= 40, `${compared.size} (language, table) pairs checked`);
});
