/**
 * Local civil time <-> UTC for a time zone given as an IANA name (using the
 * tz database Node ships, through Intl, historical offsets included) or as a
 * fixed offset "+HH:MM". Dates and zones live only in the HTTP layer.
 */

const FIXED_OFFSET = /^([+-])(0\d|1[0-4]):([0-5]\d)$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric',
      minute: 'numeric', second: 'numeric', era: 'short',
    });
    if (formatters.size > 1000) formatters.clear();
    formatters.set(zone, f);
  }
  return f;
}

/** Minutes east of UTC of a "+HH:MM" text, or undefined when the text is not one. */
export function parseFixedOffsetMinutes(text: string): number | undefined {
  const m = FIXED_OFFSET.exec(text);
  if (m === null) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (minutes > 14 * 60) return undefined;
  return m[1] === '-' ? -minutes : minutes;
}

/** True when Intl knows the IANA zone name. */
export function isIanaZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Offset of the zone from UTC at a UTC moment, milliseconds (may include seconds for local mean time). */
export function zoneOffsetMs(zone: string, utcMs: number): number {
  const parts = formatter(zone).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  let year = get('year');
  if (parts.find((p) => p.type === 'era')?.value === 'BC') year = 1 - year;
  const asUtc = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const wholeSecondUtc = Math.floor(utcMs / 1000) * 1000;
  return asUtc - wholeSecondUtc;
}

/**
 * The UTC moment of a local civil time in an IANA zone. A time repeated by a
 * backward clock change resolves to its first occurrence; a time skipped by a
 * forward change is read with the offset in force before the change (so
 * 02:30 in a 02:00->03:00 gap becomes 03:30 local).
 */
export function zonedLocalToUtcMs(localAsUtcMs: number, zone: string): number {
  const candidates = new Set([
    zoneOffsetMs(zone, localAsUtcMs - 86_400_000), zoneOffsetMs(zone, localAsUtcMs), zoneOffsetMs(zone, localAsUtcMs + 86_400_000),
  ]);
  let best: number | undefined;
  for (const offset of candidates) {
    const utc = localAsUtcMs - offset;
    if (zoneOffsetMs(zone, utc) === offset && (best === undefined || utc < best)) best = utc;
  }
  return best ?? localAsUtcMs - zoneOffsetMs(zone, localAsUtcMs - 86_400_000);
}

/** "+05:30" for 330 minutes (rounded to the minute). */
export function formatOffset(offsetMinutes: number): string {
  const m = Math.round(offsetMinutes);
  const sign = m < 0 ? '-' : '+';
  const a = Math.abs(m);
  return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** ISO 8601 local date-time with offset ("2026-11-08T17:57:00+05:30") of a UTC moment. */
export function formatLocalDateTime(utcMs: number, offsetMinutes: number): string {
  const rounded = Math.round(offsetMinutes);
  const local = new Date(Math.round(utcMs / 1000) * 1000 + rounded * 60_000).toISOString().slice(0, 19);
  return `${local}${formatOffset(rounded)}`;
}

/** Offset minutes written in an RFC 3339 date-time ("Z" is 0). */
export function offsetMinutesOfDateTime(text: string): number {
  const m = /([+-])(\d{2}):(\d{2})$/.exec(text);
  if (m === null) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}
