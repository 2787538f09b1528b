/** The shapes shared by the festival rules, the year context and the operation. */
import type { Span, Window } from '../panchang/index.ts';
import type { FestivalYearContext } from './year-context.ts';

/** Text in the two languages the API answers in. */
export interface Bilingual {
  en: string;
  hi: string;
}

/** A named window of a festival (punya_kaal, nishita, aparahna, ...), UT Julian days. */
export interface FestivalWindow extends Window {
  id: string;
}

/** A named moment of a festival (sankranti, madhyahna_moment, midnight, ...). */
export interface FestivalMoment {
  id: string;
  atJdUt: number;
}

/** A festival found in a year at a place. */
export interface FestivalFound {
  /** Index into the year context's `days` of the local day of the festival. */
  dayIndex: number;
  /**
   * The tithi the festival keeps; for a festival set by the Sun or a
   * nakshatra (Makar Sankranti, Maha Bharani, Magha), the tithi at the day's sunrise.
   */
  tithi: Span;
  windows: FestivalWindow[];
  moments: FestivalMoment[];
  /** Index into `days` of the Vaishnava observance where it differs from the Smarta date, else undefined. */
  vaishnavaDayIndex?: number;
  /** Named fallbacks and notable cases, snake_case. */
  flags: string[];
}

/** Region and tradition tags of a festival (the filters of GET /v1/calendar/festivals). */
export interface FestivalTags {
  regions: readonly string[];
  traditions: readonly string[];
}

/** A festival's rule; its name is the catalogues' label `festival.<id>` (src/i18n). */
export interface FestivalRule {
  /** snake_case id, stable; `festival.<id>` names it in every language. */
  id: string;
  /** The rule in words, with the source it follows. */
  rule: Bilingual;
  /** Years whose New Delhi date the tests check against a published reference, where not FESTIVAL_VERIFIED_YEARS. */
  verifiedYears?: readonly number[];
  /** Region and tradition tags, where declared (the festivals of the declared rows). */
  tags?: FestivalTags;
  /** The festival in the context's year (its date within the year), or null when it does not fall in that year. */
  find(ctx: FestivalYearContext): FestivalFound | null;
  /**
   * Every occurrence in the context's year, in date order, for a rule that
   * can fall twice in one Gregorian year (a solar month's Ekadashi); where
   * absent, `find`'s one occurrence is all.
   */
  findAll?(ctx: FestivalYearContext): FestivalFound[];
}
