/**
 * Lagna periods for festival windows: the spans of the local ascendant's
 * sidereal sign (Lahiri) that overlap a window, whole, as almanacs print them
 * ("Vrishabha Kaal 19:08 to 21:03" even where pradosh ends at 20:18).
 * Drik Panchang times Lakshmi Puja and Dhanteras puja by the fixed (sthira)
 * Vrishabha lagna and Ghatasthapana by the dual (dvi-svabhava) Kanya lagna.
 */
import { lagnaSpans, type Window } from '../panchang/index.ts';
import type { FestivalYearContext } from './year-context.ts';

/** Sign indices (0 = Mesha) of the lagnas the festival rules name. */
export const VRISHABHA_SIGN_INDEX = 1;
export const SIMHA_SIGN_INDEX = 4;
export const KANYA_SIGN_INDEX = 5;

/**
 * Search padding each side of the window (days, 7.2 hours): longer than any
 * sign takes to rise below about 55 deg of latitude, so spans come back
 * whole; nearer the poles a slow-rising sign's span is cut at the padding.
 */
const PAD_DAYS = 0.3;

/**
 * The spans (UT Julian days, in order) in which the ascendant is in sign
 * `signIndex` and which overlap `window`, each unclipped by the window
 * (but cut PAD_DAYS beyond it).
 */
export function lagnaSpansOverlapping(ctx: FestivalYearContext, window: Window, signIndex: number): Window[] {
  return lagnaSpans(ctx.place, [{ startJdUt: window.startJdUt - PAD_DAYS, endJdUt: window.endJdUt + PAD_DAYS }])
    .filter((s) => s.index === signIndex && s.endJdUt > window.startJdUt && s.startJdUt < window.endJdUt)
    .map((s) => ({ startJdUt: s.startJdUt, endJdUt: s.endJdUt }));
}
