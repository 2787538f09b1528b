/**
 * What the dasha operations share: their meta (ayanamsa and node; the place
 * and zone used join by themselves), the warning for an unknown birth time,
 * the rendering of UT Julian days as local date-times in the birth's zone
 * (the offset in force at each moment, to the minute), and the `depth`,
 * `from`, `to` fields of the systems with sub-periods (Vimshottari, Yogini).
 */
import { Type } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { timeUnknownWarning, type Warning } from '../../core/warnings.ts';
import { DEFAULT_WINDOW_YEARS, type DashaWindowOptions } from '../../domain/dashas/index.ts';
import { offsetMinutesAtZone, renderLocal, zoneMidnightJdUt } from '../../time/index.ts';
import { positionsMeta, type ResolvedRequest } from '../birth.ts';
import type { MetaExtras } from '../define.ts';
import { DateString, DateTimeString } from '../schemas.ts';
import { checkDay, checkDayRange } from '../shared/days.ts';

/** Meta of the dasha operations: ayanamsa, node and positions (no house system; the place and zone used join by themselves). */
export function dashaMeta({ options }: ResolvedRequest): MetaExtras {
  return { ayanamsa: options.ayanamsa, node: options.node, ...positionsMeta(options.positions) };
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

/**
 * The request fields `depth`, `from` and `to` of a dasha with sub-periods;
 * `levels` names the levels ("1 maha, 2 antar").
 */
export function depthAndWindowFields(maxDepth: number, defaultDepth: number, levels: string) {
  return {
    depth: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxDepth, default: defaultDepth, description: levels, examples: [defaultDepth] }),
    ),
    from: Type.Optional(
      Type.String({
        ...DateString,
        description:
          'First local day (birth time zone) of the window; ' +
          'periods overlapping the window are kept whole at every level. Default: the start of the birth mahadasha',
      }),
    ),
    to: Type.Optional(
      Type.String({
        ...DateString,
        description:
          'Last local day of the window (inclusive). ' +
          `Default: ${DEFAULT_WINDOW_YEARS} years after the later of from and the start of the birth mahadasha`,
      }),
    ),
  };
}

/** The window a dasha answer used: local date-times in the birth's zone. */
export const WindowData = Type.Object(
  { from: DateTimeString, to: DateTimeString },
  { description: 'The window actually used: from 00:00 of `from` to 24:00 of `to`, or the defaults' },
);

/**
 * The `from`/`to` dates of a request as the window of local days in `zone`:
 * 00:00 of `from` to 24:00 of `to`; 400 on `to` before `from`.
 */
export function windowOfDates(input: { from?: string; to?: string }, zone: string): Pick<DashaWindowOptions, 'fromJdUt' | 'toJdUt'> {
  const { from, to } = input;
  if (from !== undefined && to !== undefined) checkDayRange(from, to);
  else if (from !== undefined) checkDay('from', from);
  else if (to !== undefined) checkDay('to', to);
  return {
    ...(from === undefined ? {} : { fromJdUt: zoneMidnightJdUt(from, zone) }),
    ...(to === undefined ? {} : { toJdUt: zoneMidnightJdUt(to, zone, 1) }),
  };
}
