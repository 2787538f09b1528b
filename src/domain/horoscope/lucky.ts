/**
 * The `lucky` fields, each by one rule over the sign and the period:
 * - graha of the period: the graha whose transits add most to the four
 *   scores together (scores.ts), when any adds; else the sign's ruler.
 * - color and number: that graha's colour (the navagraha colours as Indian
 *   almanacs assign them) and its number in Chaldean numerology (Sun 1,
 *   Moon 2, Jupiter 3, Rahu 4, Mercury 5, Venus 6, Ketu 7, Saturn 8, Mars 9).
 * - day: the weekday ruled by the sign's ruler (Mars, Tuesday).
 * - gem: the navaratna of the sign's ruler (Mars, red coral).
 * - time: the first hora of the sign's ruler on the period's first day,
 *   counted in equal hours from 06:00 local (the mean sunrise: a sign's
 *   horoscope has no place), the first hora belonging to the day's lord and
 *   the next ones following the Chaldean order.
 * - mood: from the mean of the four scores (MOODS, highest first).
 */
import { CHALDEAN_ORDER, SEVEN_GRAHAS, SIGN_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { weekdayIndexOf, type CivilDate } from '../../time/index.ts';
import { NUMBER_PLANETS } from '../numerology/index.ts';
import { AREAS, type Scores } from './scores.ts';

export const GRAHA_COLOURS: Readonly<Record<GrahaName, readonly [en: string, hi: string]>> = {
  sun: ['orange-red', 'नारंगी-लाल'],
  moon: ['white', 'सफ़ेद'],
  mars: ['red', 'लाल'],
  mercury: ['green', 'हरा'],
  jupiter: ['yellow', 'पीला'],
  venus: ['pink', 'गुलाबी'],
  saturn: ['dark blue', 'गहरा नीला'],
  rahu: ['smoky grey', 'धूसर'],
  ketu: ['brown', 'भूरा'],
};
export const GRAHA_GEMS: Readonly<Record<GrahaName, readonly [en: string, hi: string]>> = {
  sun: ['ruby', 'माणिक्य'],
  moon: ['pearl', 'मोती'],
  mars: ['red coral', 'मूंगा'],
  mercury: ['emerald', 'पन्ना'],
  jupiter: ['yellow sapphire', 'पुखराज'],
  venus: ['diamond', 'हीरा'],
  saturn: ['blue sapphire', 'नीलम'],
  rahu: ['hessonite', 'गोमेद'],
  ketu: ["cat's eye", 'लहसुनिया'],
};
/** Moods by the mean of the four scores: the first whose floor the mean reaches. */
export const MOODS: readonly { floor: number; en: string; hi: string }[] = [
  { floor: 70, en: 'confident', hi: 'आत्मविश्वासी' },
  { floor: 58, en: 'cheerful', hi: 'प्रसन्न' },
  { floor: 45, en: 'steady', hi: 'स्थिर' },
  { floor: 33, en: 'cautious', hi: 'सतर्क' },
  { floor: 0, en: 'reflective', hi: 'चिंतनशील' },
];
/** Local hour at which the first hora is counted (mean sunrise). */
export const LUCKY_HORA_FIRST_HOUR = 6;

export interface Lucky {
  graha: GrahaName;
  number: number;
  /** Weekday index 0..6 (0 = Sunday) ruled by the sign's ruler. */
  weekdayIndex: number;
  gemOf: GrahaName;
  /** Local hour (6..12) the lucky hora starts; it lasts one hour. */
  horaStartHour: number;
  mood: (typeof MOODS)[number];
}

export function luckyOf(signIndex: number, scores: Scores, firstDate: CivilDate): Lucky {
  const ruler = SIGN_LORDS[signIndex]! as SevenGraha;
  const totals = new Map<GrahaName, number>();
  for (const area of AREAS) for (const c of scores.contributions[area]) totals.set(c.graha, (totals.get(c.graha) ?? 0) + c.points);
  let graha: GrahaName = ruler;
  let best = 0;
  for (const [g, points] of totals)
    if (points > best) {
      best = points;
      graha = g;
    }
  const dayLord = SEVEN_GRAHAS[weekdayIndexOf(firstDate)]!;
  const first = CHALDEAN_ORDER.indexOf(dayLord);
  let k = 0;
  while (CHALDEAN_ORDER[(first + k) % 7] !== ruler) k += 1;
  const mean = AREAS.reduce((sum, a) => sum + scores.scores[a], 0) / AREAS.length;
  return {
    graha,
    number: NUMBER_PLANETS.indexOf(graha) + 1,
    weekdayIndex: SEVEN_GRAHAS.indexOf(ruler),
    gemOf: ruler,
    horaStartHour: LUCKY_HORA_FIRST_HOUR + k,
    mood: MOODS.find((m) => mean >= m.floor)!,
  };
}
