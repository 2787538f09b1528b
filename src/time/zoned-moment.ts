/**
 * A local date-time read in the zone a request names (docs/births.md, the
 * `timezone` field): `auto` (the zone of the place), an IANA name (its historical
 * offsets; clock changes move a skipped time forward, and take the first of a
 * repeated one, with a warning) or a fixed offset such as +05:30.
 */
import { errors } from '../core/errors.ts';
import type { Warning } from '../core/warnings.ts';
import { clockChangeWarning } from './local.ts';
import { isIanaZone, localToUtc, parseFixedOffset, utcMsOf, type LocalDateTime } from './zones.ts';

export interface ZonedMoment {
  /** The UTC moment, Unix ms. */
  utcMs: number;
  /** Offset in force at the moment, seconds east of UTC (local mean time keeps its seconds). */
  offsetSeconds: number;
  /** The IANA zone, or the fixed offset as the request wrote it. */
  zoneName: string;
  /** `auto` when the zone was worked out from the place, `request` when the request named it. */
  source: 'auto' | 'request';
  /** `local_time_skipped` or `local_time_repeated` at a clock change, else undefined. */
  warning: Warning | undefined;
}

/**
 * `local` in the zone `zoneText` names; `autoZone` gives the place's zone for
 * `auto`. `localText` is the local time as the request wrote it and `param`
 * the path of its owner ("birth"), for the error on `<param>.timezone` and the
 * clock-change warning on `<param>.time`.
 */
export function zonedMoment(local: LocalDateTime, zoneText: string, autoZone: () => string, param: string, localText: string): ZonedMoment {
  const fixed = parseFixedOffset(zoneText);
  if (fixed !== undefined) {
    return { utcMs: utcMsOf(local, fixed), offsetSeconds: fixed, zoneName: zoneText, source: 'request', warning: undefined };
  }
  let zone: string;
  let source: ZonedMoment['source'];
  if (zoneText === 'auto') {
    zone = autoZone();
    source = 'auto';
  } else if (isIanaZone(zoneText)) {
    zone = zoneText;
    source = 'request';
  } else {
    throw errors.invalidParameter(`${param}.timezone`, 'auto, an IANA zone name or a fixed offset such as +05:30', zoneText);
  }
  const r = localToUtc(zone, local);
  const warning = clockChangeWarning(r, localText, zone, `${param}.time`);
  return { utcMs: r.utcMs, offsetSeconds: r.offsetSeconds, zoneName: zone, source, warning };
}
