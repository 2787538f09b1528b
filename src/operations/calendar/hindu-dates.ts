/**
 * What the Hindu-date search and the anniversaries share: the year range, the
 * request fields naming a rule, and the presentation of one found day.
 */
import { Type, type Static } from '@sinclair/typebox';
import { label, LUNAR_MONTH_IDS, NAKSHATRAS, type Lang, type PakshaName } from '../../core/glossary.ts';
import { errors } from '../../core/errors.ts';
import { DEFAULT_HINDU_DATE_RULE, DEFAULT_MONTH_SYSTEM, YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { SANKRANTI_DAY_RULES, SANKRANTI_NAMES } from '../../domain/sankranti/index.ts';
import {
  HINDU_DATE_RULES,
  monthNameIn,
  MONTH_SYSTEMS,
  type LunarDateFound,
  type SankrantiDateFound,
  type SolarNakshatraFound,
} from '../../domain/hindu-date/index.ts';
import { pakshaOf, tithiTerm } from '../../core/glossary.ts';
import { DateString, DateTimeString, literals } from '../schemas.ts';
import type { localRenderer } from '../shared/local-render.ts';
import { Paksha } from '../shared/tithi-names.ts';

/** Most Gregorian years one search or anniversaries request covers (each year is one year's calendar to compute, one credit). */
export const MAX_SEARCH_YEARS = 10;

export const SIGN_IDS = SANKRANTI_NAMES.map((s) => s.id);
export const NAKSHATRA_IDS = NAKSHATRAS.map((n) => n.id);

export const YearField = (description: string) => Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description });
export const RuleField = literals(
  HINDU_DATE_RULES,
  DEFAULT_HINDU_DATE_RULE,
  'udaya: the day whose sunrise the tithi or nakshatra covers; a kala: the day whose purvahna, madhyahna, aparahna, pradosh or nishita it covers (the larger share on two days)',
);
export const MonthSystemField = literals(
  MONTH_SYSTEMS,
  DEFAULT_MONTH_SYSTEM,
  'How `month` names the paksha: amanta (new moon to new moon) or purnimanta (full moon to full moon)',
);
export const SolarCalendarField = literals(
  SANKRANTI_DAY_RULES,
  undefined,
  "Whose solar month: the day a sankranti begins the month (or is kept on) by that region's rule",
);

/** The years from..to, both included: 400 on `toParam` when to < from or the range is over MAX_SEARCH_YEARS. */
export function yearsOf(from: number, to: number, toParam: string): number[] {
  if (to < from) throw errors.invalidParameter(toParam, `a year on or after ${from}`, to);
  if (to - from + 1 > MAX_SEARCH_YEARS)
    throw errors.invalidParameter(toParam, `at most ${MAX_SEARCH_YEARS} years from ${from} (to ${from + MAX_SEARCH_YEARS - 1})`, to);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Credits of a search over years: one a year (a bad range is refused before charging, so any number >= 1 will do). */
export function yearCredits(from: number, to: number): number {
  return Math.max(1, Math.min(MAX_SEARCH_YEARS, to - from + 1));
}

const Span = { start: DateTimeString, end: DateTimeString };

export const FoundDate = Type.Object({
  year: Type.Integer({ description: 'The Gregorian year searched' }),
  date: DateString,
  rule: Type.String({ description: 'The rule that chose the day: udaya, a kala, or for a sankranti the region rule', examples: ['udaya'] }),
  tithi: Type.Optional(
    Type.Object(
      { number: Type.Integer({ minimum: 1, maximum: 30 }), id: Type.String(), label: Type.String(), paksha: Paksha, ...Span },
      { description: 'The tithi (lunar dates)' },
    ),
  ),
  month: Type.Optional(
    Type.Object(
      { amanta: literals(LUNAR_MONTH_IDS), purnimanta: literals(LUNAR_MONTH_IDS), adhik: Type.Boolean() },
      { description: 'The lunar month the tithi begins in, named in both reckonings' },
    ),
  ),
  nakshatra: Type.Optional(
    Type.Object(
      {
        id: Type.String({ examples: ['shravana'] }),
        label: Type.String(),
        ...Span,
        occurrence: Type.Integer({ minimum: 1, description: 'Which of its occurrences in the solar month' }),
        of: Type.Integer({ minimum: 1, description: 'How many times it comes in that month (1 or 2)' }),
      },
      { description: 'The nakshatra (nakshatra in a solar month)' },
    ),
  ),
  moment: Type.Optional(Type.Object({ at: DateTimeString }, { description: "The Sun's entry into the sign (sankranti)" })),
  flags: Type.Array(Type.String(), {
    description:
      'Fallbacks and ties: tithi_covers_no_sunrise, tithi_at_both_sunrises, tithi_misses_<kala>, tithi_at_both_<kala>, the same for nakshatra_, nakshatra_twice_in_month',
  }),
});
export type FoundDate = Static<typeof FoundDate>;

type Renderer = ReturnType<typeof localRenderer>;

export function presentLunar(year: number, found: LunarDateFound, rule: string, r: Renderer, lang: Lang): FoundDate {
  const paksha: PakshaName = pakshaOf(found.tithi.index).id;
  const term = tithiTerm(found.tithi.index);
  return {
    year,
    date: found.day.iso,
    rule,
    tithi: { number: found.tithi.index + 1, id: term.id, label: label(term, lang), paksha, ...r.span(found.tithi) },
    month: {
      amanta: found.month.amanta,
      purnimanta: monthNameIn('purnimanta', found.month, paksha),
      adhik: found.month.adhik,
    },
    flags: found.flags,
  };
}

export function presentNakshatra(year: number, found: SolarNakshatraFound, rule: string, r: Renderer, lang: Lang): FoundDate {
  const term = NAKSHATRAS[found.nakshatra.index]!;
  return {
    year,
    date: found.day.iso,
    rule,
    nakshatra: { id: term.id, label: label(term, lang), ...r.span(found.nakshatra), occurrence: found.occurrence, of: found.ofInMonth },
    flags: found.flags,
  };
}

export function presentSankranti(year: number, found: SankrantiDateFound, rule: string, r: Renderer): FoundDate {
  return { year, date: found.day.iso, rule, moment: { at: r.at(found.atJdUt) }, flags: [] };
}
