/**
 * Month names of the regional solar calendars, in each calendar's order
 * (month 1 first): Tamil from Chithirai (Mesha), Malayalam from Chingam
 * (Simha), Bengali from Boishakh and Odia from Baisakha (Mesha). English as
 * Drik Panchang spells them on its Tamil, Malayalam, Bengali and Odia
 * calendars; Hindi as the Hindi editions of the same pages transliterate them.
 */
import type { Term } from './glossary.ts';

function months(rows: readonly (readonly [string, string, string])[]): readonly Term[] {
  return rows.map(([id, en, hi]) => ({ id, en, hi }));
}

export const TAMIL_MONTHS = months([
  ['chithirai', 'Chithirai', 'चित्तिरै'],
  ['vaikasi', 'Vaikaasi', 'वैकासि'],
  ['aani', 'Aani', 'आनि'],
  ['aadi', 'Aadi', 'आडि'],
  ['avani', 'Aavani', 'आवणि'],
  ['purattasi', 'Purattaasi', 'पुरट्टासि'],
  ['aippasi', 'Aippasi', 'ऐप्पसि'],
  ['karthigai', 'Karthikai', 'कार्तिगै'],
  ['margazhi', 'Maargazhi', 'मार्गऴि'],
  ['thai', 'Thai', 'तै'],
  ['maasi', 'Maasi', 'मासि'],
  ['panguni', 'Panguni', 'पंगुनि'],
]);

export const MALAYALAM_MONTHS = months([
  ['chingam', 'Chingam', 'चिंगम'],
  ['kanni', 'Kanni', 'कन्नि'],
  ['thulam', 'Thulam', 'तुलाम'],
  ['vrishchikam', 'Vrishchikam', 'वृश्चिकम'],
  ['dhanu', 'Dhanu', 'धनु'],
  ['makaram', 'Makaram', 'मकरम'],
  ['kumbham', 'Kumbham', 'कुंभम'],
  ['meenam', 'Meenam', 'मीनम'],
  ['medam', 'Medam', 'मेडम'],
  ['edavam', 'Edavam', 'इडवम'],
  ['mithunam', 'Mithunam', 'मिथुनम'],
  ['karkadakam', 'Karkadakam', 'कर्कडकम'],
]);

export const BENGALI_MONTHS = months([
  ['boishakh', 'Boishakh', 'बैशाख'],
  ['joishtho', 'Joishtho', 'ज्यैष्ठ'],
  ['asharh', 'Asharh', 'आषाढ़'],
  ['srabon', 'Srabon', 'श्रावण'],
  ['bhadro', 'Bhadro', 'भाद्र'],
  ['ashshin', 'Ashshin', 'आश्विन'],
  ['kartik', 'Kartik', 'कार्तिक'],
  ['ogrohaeon', 'Ogrohaeon', 'अग्रहायण'],
  ['poush', 'Poush', 'पौष'],
  ['magh', 'Magh', 'माघ'],
  ['falgun', 'Falgun', 'फाल्गुन'],
  ['choitro', 'Choitro', 'चैत्र'],
]);

export const ODIA_MONTHS = months([
  ['baisakha', 'Baisakha', 'बैशाख'],
  ['jyeshtha', 'Jyeshtha', 'ज्येष्ठ'],
  ['ashadha', 'Ashadha', 'आषाढ़'],
  ['shravana', 'Shravana', 'श्रावण'],
  ['bhadrapada', 'Bhadrapada', 'भाद्रव'],
  ['ashvina', 'Ashvina', 'आश्विन'],
  ['kartika', 'Kartika', 'कार्तिक'],
  ['margashirsha', 'Margashirsha', 'मार्गशिर'],
  ['pausha', 'Pausha', 'पौष'],
  ['magha', 'Magha', 'माघ'],
  ['phalguna', 'Phalguna', 'फाल्गुन'],
  ['chaitra', 'Chaitra', 'चैत्र'],
]);
