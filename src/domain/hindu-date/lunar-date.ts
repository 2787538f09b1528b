/**
 * A lunar date (month, paksha, tithi) to its local days in a year: each month
 * of the context named so in the requested reckoning (amanta: new moon to new
 * moon; purnimanta: the krishna paksha belongs to the next month's name), the
 * span of the tithi that begins in it, and the day by the rule (rules.ts).
 */
import { LUNAR_MONTH_IDS, type LunarMonthId, type PakshaName } from '../../core/glossary.ts';
import { inYear, type FestivalYearContext } from '../festivals/index.ts';
import { purnimantaNameOf, type LunarMonth } from '../lunar-month/index.ts';
import type { Span } from '../panchang/index.ts';
import { dayOfSpan, type HinduDateRule, type RuledDay } from './rules.ts';

export const MONTH_SYSTEMS = ['amanta', 'purnimanta'] as const;
export type MonthSystem = (typeof MONTH_SYSTEMS)[number];

export interface LunarDate {
  system: MonthSystem;
  month: LunarMonthId;
  paksha: PakshaName;
  /** 1..15 within the paksha (15: Purnima in shukla, Amavasya in krishna). */
  tithiInPaksha: number;
  /** True: the adhik (intercalary) month of that name, in the years that have one; false: the nija month. */
  adhik: boolean;
}

export interface LunarDateFound extends RuledDay {
  /** The tithi's span. */
  tithi: Span;
  /** The amanta month the tithi begins in. */
  month: LunarMonth;
}

/** The 0-based tithi index (0..29, amanta) of a paksha and a tithi within it. */
export function tithiIndexOf(paksha: PakshaName, tithiInPaksha: number): number {
  return (paksha === 'shukla' ? 0 : 15) + tithiInPaksha - 1;
}

/** The month's name in a reckoning, for one paksha. */
export function monthNameIn(system: MonthSystem, month: LunarMonth, paksha: PakshaName): LunarMonthId {
  return system === 'amanta' ? month.amanta : purnimantaNameOf(month, paksha);
}

/** The lunar date's occurrences whose day falls in the context's year, in order (none in a year without the month). */
export function findLunarDate(ctx: FestivalYearContext, date: LunarDate, rule: HinduDateRule): LunarDateFound[] {
  if (!LUNAR_MONTH_IDS.includes(date.month)) throw new RangeError(`Expected a lunar month id but received ${date.month}`);
  if (!(Number.isInteger(date.tithiInPaksha) && date.tithiInPaksha >= 1 && date.tithiInPaksha <= 15)) {
    throw new RangeError(`Expected a tithi 1..15 within the paksha but received ${date.tithiInPaksha}`);
  }
  const index = tithiIndexOf(date.paksha, date.tithiInPaksha);
  const out: LunarDateFound[] = [];
  for (const month of ctx.months) {
    if (month.adhik !== date.adhik || monthNameIn(date.system, month, date.paksha) !== date.month) continue;
    const span = ctx.tithis.find((t) => t.index === index && t.startJdUt >= month.startJdUt && t.startJdUt < month.endJdUt);
    if (span === undefined) continue;
    const ruled = dayOfSpan(ctx, span, rule, 'tithi');
    if (ruled === undefined || !inYear(ctx, ruled.day.index)) continue;
    out.push({ ...ruled, tithi: { index: span.index, startJdUt: span.startJdUt, endJdUt: span.endJdUt }, month });
  }
  return out;
}
