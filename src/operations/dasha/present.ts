/**
 * What the dasha operations share: their meta (ayanamsa and node), the
 * warning for an unknown birth time and the rendering of UT Julian days as
 * local date-times in the birth's zone (the offset in force at each moment,
 * to the minute).
 */
import type { BirthMoment } from '../../core/birth.ts';
import { timeUnknownWarning, type Warning } from '../../core/warnings.ts';
import { offsetMinutesAtZone, renderLocal } from '../../time/index.ts';
import type { ResolvedRequest } from '../birth.ts';
import type { MetaExtras } from '../define.ts';

/** Meta of the dasha operations: ayanamsa and node (no house system; the place and zone used join by themselves). */
export function dashaMeta({ options }: ResolvedRequest): MetaExtras {
  return { ayanamsa: options.ayanamsa, node: options.node };
}

const MOON_AT_NOON = timeUnknownWarning([], 'Birth time unknown: the Moon is taken at local noon, so dasha dates may be off by months');

/** The warnings of a Moon-based dasha: the Moon at local noon when the birth time is unknown. */
export function moonWarnings(birth: BirthMoment): Warning[] {
  return birth.timeAccuracy === 'unknown' ? [MOON_AT_NOON] : [];
}

/**
 * Local date-time renderer for one birth's zone. Each boundary is both the
 * end of one period and the start of the next, and a zone offset lookup
 * (Intl) costs ~18 us, so renderings are memoised by the minute they show.
 */
export function renderer(birth: BirthMoment): (jdUt: number) => string {
  const offset = offsetMinutesAtZone(birth.timezoneName);
  const memo = new Map<number, string>();
  return (jdUt) => {
    const minute = Math.round(jdUt * 1440);
    let text = memo.get(minute);
    if (text === undefined) {
      text = renderLocal(jdUt, offset, 'minute');
      memo.set(minute, text);
    }
    return text;
  };
}
