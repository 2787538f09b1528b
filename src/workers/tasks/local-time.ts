/**
 * UTC offsets of an IANA zone (or a fixed "+HH:MM" offset) and ISO 8601
 * rendering of UT Julian days in the place's own clock.
 *
 * Stop-gap: the offsets come from Intl.DateTimeFormat ("longOffset"), i.e.
 * the zone data of the running Node. Replace offsetMinutesAt with the
 * platform's timezone helper (src/platform/timezone.ts) once it exists; the
 * rendering functions stay.
 */
import { UNIX_EPOCH_JD, MS_PER_DAY } from '../../core/time.ts';
import type { OffsetMinutesAt } from '../../domain/panchanga/index.ts';

const FIXED = /^([+-])(\d{2}):(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, f);
  }
  return f;
}

/** Minutes east of UTC from "+05:30", "-04:00" (also "GMT+05:30"; "GMT" alone is 0). */
function minutesOfOffsetText(text: string): number {
  const m = /([+-])(\d{2}):?(\d{2})?/.exec(text);
  if (m === null) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The offset function of a zone: minutes east of UTC in force at each moment. */
export function offsetMinutesAtZone(zone: string): OffsetMinutesAt {
  const fixed = FIXED.exec(zone);
  if (fixed !== null) {
    const minutes = minutesOfOffsetText(zone);
    return () => minutes;
  }
  const f = formatterOf(zone);
  return (jdUt: number) => {
    const ms = Math.round((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY);
    const part = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName');
    return part === undefined ? 0 : minutesOfOffsetText(part.value);
  };
}

/** "+05:30" for 330. */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export type Precision = 'second' | 'minute';

/**
 * ISO 8601 local date-time with the offset in force at that moment, e.g.
 * 2026-11-08T17:57:00+05:30, rounded to the nearest second or minute (then
 * seconds are 00).
 */
export function renderLocal(jdUt: number, offsetMinutesAt: OffsetMinutesAt, precision: Precision = 'second'): string {
  const unit = precision === 'minute' ? 60_000 : 1_000;
  const ms = Math.round(((jdUt - UNIX_EPOCH_JD) * MS_PER_DAY) / unit) * unit;
  const offset = offsetMinutesAt(UNIX_EPOCH_JD + ms / MS_PER_DAY);
  const local = new Date(ms + offset * 60_000).toISOString();
  return `${local.slice(0, 19)}${offsetText(offset)}`;
}
