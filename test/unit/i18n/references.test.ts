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
 *
 * Each table is compared whole. Where we differ, the row below names the
 * other spelling and why we keep ours (a test also checks that each such
 * row still differs, so the list cannot go stale). Agreement per table is
 * in docs/languages.md.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CATALOGUES, type LabelKey } from '../../../src/i18n/catalogue.ts';
import type { Lang } from '../../../src/i18n/languages.ts';

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
      magha: 'మఘ: the nakshatra (మాఘ is the month)',
      purva_phalguni: 'పూర్వఫల్గుణి: one word, with ణ as Telugu almanacs print it',
      uttara_phalguni: 'ఉత్తరఫల్గుణి: as పూర్వఫల్గుణి',
      anuradha: "అనూరాధ: the Telugu almanacs' form; అనురాధ is the Sanskrit one",
      jyeshtha: 'జ్యేష్ఠ: the Sanskrit ष्ठ (the source writes ట)',
      purva_ashadha: 'పూర్వాషాఢ: ఢ as ఆషాఢ has it (the source writes డ)',
      uttara_ashadha: 'ఉత్తరాషాఢ: as పూర్వాషాఢ',
      shravana: 'శ్రవణం: the nakshatra (శ్రావణ is the month)',
      shatabhisha: 'శతభిషం: with the Telugu ending ం',
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
