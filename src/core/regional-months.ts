/**
 * Month names of the regional solar calendars, in each calendar's order
 * (month 1 first): Tamil from Chithirai (Mesha), Malayalam from Chingam
 * (Simha), Bengali from Boishakh and Odia from Baisakha (Mesha). The labels
 * are the catalogues' (src/i18n: `tamil_month.<id>` ...): English as Drik
 * Panchang spells them on its Tamil, Malayalam, Bengali and Odia calendars;
 * Hindi as the Hindi editions of the same pages transliterate them.
 */
import { termOf, type Term } from './glossary.ts';

function months(table: string, ids: readonly string[]): readonly Term[] {
  return ids.map((id) => termOf(table, id));
}

export const TAMIL_MONTHS = months('tamil_month', [
  'chithirai',
  'vaikasi',
  'aani',
  'aadi',
  'avani',
  'purattasi',
  'aippasi',
  'karthigai',
  'margazhi',
  'thai',
  'maasi',
  'panguni',
]);

export const MALAYALAM_MONTHS = months('malayalam_month', [
  'chingam',
  'kanni',
  'thulam',
  'vrishchikam',
  'dhanu',
  'makaram',
  'kumbham',
  'meenam',
  'medam',
  'edavam',
  'mithunam',
  'karkadakam',
]);

export const BENGALI_MONTHS = months('bengali_month', [
  'boishakh',
  'joishtho',
  'asharh',
  'srabon',
  'bhadro',
  'ashshin',
  'kartik',
  'ogrohaeon',
  'poush',
  'magh',
  'falgun',
  'choitro',
]);

export const ODIA_MONTHS = months('odia_month', [
  'baisakha',
  'jyeshtha',
  'ashadha',
  'shravana',
  'bhadrapada',
  'ashvina',
  'kartika',
  'margashirsha',
  'pausha',
  'magha',
  'phalguna',
  'chaitra',
]);
