/**
 * Time zones: the IANA zone at a point (geo-tz, comprehensive data set, so
 * zones that differ only before 1970 stay apart; the open sea gets its nautical
 * Etc/GMT±N zone), the UTC offset in force at a moment from the pinned tz
 * database (tz-database.ts: historical offsets, DST and local mean time with
 * its seconds: Asia/Kolkata is +05:53:28 before 1854 and +05:21:10 from 1870
 * to 1905), and local wall-clock time -> UTC with the rules for skipped and
 * repeated local times.
 */
import { createRequire } from 'node:module';
import { MS_PER_DAY } from './instant.ts';
import { canonicalZoneName, tzOffsetSecondsAt } from './tz-database.ts';

const MS_PER_SECOND = 1000;

/** True when the tz database knows the zone name (case-insensitive, as Intl accepts it). */
export function isIanaZone(zone: string): boolean {
  return zone.length > 0 && zone.length <= 64 && canonicalZoneName(zone) !== undefined;
}

/**
 * Seconds east of UTC in force in `zone` at the UTC moment `utcMs` (truncated
 * to the millisecond, as Date does); a RangeError for an unknown zone or a
 * moment outside the range of a Date.
 */
export function offsetSecondsAt(zone: string, utcMs: number): number {
  return tzOffsetSecondsAt(zone, utcMs);
}

/** Texts of the offsets met so far (a few dozen in practice; cleared when full). */
const offsetTexts = new Map<number, string>();
const OFFSET_TEXTS_MAX = 1024;

/** "+05:30", "-04:00", or "+05:21:10" when the offset has seconds (local mean time). */
export function formatUtcOffset(offsetSeconds: number): string {
  let text = offsetTexts.get(offsetSeconds);
  if (text === undefined) {
    if (offsetTexts.size >= OFFSET_TEXTS_MAX) offsetTexts.clear();
    text = offsetTextOf(offsetSeconds);
    offsetTexts.set(offsetSeconds, text);
  }
  return text;
}

function offsetTextOf(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const a = Math.abs(Math.round(offsetSeconds));
  const hh = String(Math.floor(a / 3600)).padStart(2, '0');
  const mm = String(Math.floor((a % 3600) / 60)).padStart(2, '0');
  const ss = a % 60;
  return `${sign}${hh}:${mm}${ss === 0 ? '' : `:${String(ss).padStart(2, '0')}`}`;
}

const FIXED_OFFSET = /^([+-])([01]\d):([0-5]\d)$/;

/** Seconds east of UTC of a fixed offset "+HH:MM" (up to ±14:00), or undefined when the text is not one. */
export function parseFixedOffset(text: string): number | undefined {
  const m = FIXED_OFFSET.exec(text);
  if (m === null) return undefined;
  const seconds = Number(m[2]) * 3600 + Number(m[3]) * 60;
  if (seconds > 14 * 3600) return undefined;
  return m[1] === '-' ? -seconds : seconds;
}

/** A local civil date and time (no zone). */
export interface LocalDateTime {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface LocalResolution {
  utcMs: number;
  /** Offset in force at utcMs, seconds east of UTC. */
  offsetSeconds: number;
  /**
   * `gap`: the local time does not exist (clocks jumped forward over it); it was
   * moved forward by the gap. `overlap`: it happened twice (clocks went back);
   * the first occurrence was taken.
   */
  adjustment: 'none' | 'gap' | 'overlap';
  /** Length of the skipped or repeated interval, seconds (0 when none). */
  shiftSeconds: number;
}

function localAsUtcMs(t: LocalDateTime): number {
  const ms = Date.UTC(2000, t.month - 1, t.day, t.hour, t.minute, t.second);
  const d = new Date(ms);
  d.setUTCFullYear(t.year); // Date.UTC maps years 0..99 to 1900..1999
  return d.getTime();
}

/**
 * The UTC moment of a local wall-clock time in an IANA zone. A time inside a
 * gap is read with the offset in force before the change, which moves it forward
 * by the gap (02:30 in a 02:00 -> 03:00 change is 03:30 local); a time inside an
 * overlap takes its first occurrence (the offset before the change).
 */
export function localToUtc(zone: string, local: LocalDateTime): LocalResolution {
  const wallMs = localAsUtcMs(local);
  // Every offset in force within a day either side; zones change at most once or
  // twice in two days, and offsets stay within ±26 h of UTC.
  const offsets = new Set([
    offsetSecondsAt(zone, wallMs - MS_PER_DAY),
    offsetSecondsAt(zone, wallMs),
    offsetSecondsAt(zone, wallMs + MS_PER_DAY),
  ]);
  const valid: number[] = [];
  for (const o of offsets) {
    const utc = wallMs - o * MS_PER_SECOND;
    if (offsetSecondsAt(zone, utc) === o) valid.push(utc);
  }
  valid.sort((a, b) => a - b);
  if (valid.length >= 1) {
    const utcMs = valid[0]!;
    const offsetSeconds = offsetSecondsAt(zone, utcMs);
    if (valid.length === 1) return { utcMs, offsetSeconds, adjustment: 'none', shiftSeconds: 0 };
    return { utcMs, offsetSeconds, adjustment: 'overlap', shiftSeconds: (valid[valid.length - 1]! - utcMs) / MS_PER_SECOND };
  }
  const before = offsetSecondsAt(zone, wallMs - MS_PER_DAY);
  const after = offsetSecondsAt(zone, wallMs + MS_PER_DAY);
  const utcMs = wallMs - before * MS_PER_SECOND;
  return { utcMs, offsetSeconds: offsetSecondsAt(zone, utcMs), adjustment: 'gap', shiftSeconds: after - before };
}

type GeoTzFind = (latitudeDeg: number, longitudeDeg: number) => string[];
let geoFind: GeoTzFind | undefined;

/**
 * IANA zone at a point. geo-tz's comprehensive data set keeps zones apart that
 * agree only since 1970 (e.g. Asia/Kolkata vs Asia/Dhaka histories), which birth
 * dates need; points at sea get Etc/GMT±N by longitude.
 */
export function zoneAt(latitudeDeg: number, longitudeDeg: number): string {
  geoFind ??= (createRequire(import.meta.url)('geo-tz/all') as { find: GeoTzFind }).find;
  const zones = geoFind(latitudeDeg, longitudeDeg);
  // Border points may get several zones; the first is geo-tz's primary answer.
  return zones[0] ?? nauticalZone(longitudeDeg);
}

/** Nautical zone by longitude (Etc/GMT signs are inverted: Etc/GMT-5 is UTC+5). */
export function nauticalZone(longitudeDeg: number): string {
  const hours = Math.round(longitudeDeg / 15);
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** A date-time text: local ("2026-03-08T02:30") or with an offset ("...Z", "...+05:30"). */
export interface ParsedDateTime {
  local: LocalDateTime;
  /** Seconds east of UTC written in the text; undefined for a local (wall-clock) time. */
  offsetSeconds: number | undefined;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/i;

/** Parses an ISO 8601 date-time with optional offset; undefined when malformed or not a real date. */
export function parseDateTime(text: string): ParsedDateTime | undefined {
  const m = DATE_TIME.exec(text);
  if (m === null) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(2000, month, 0)).getUTCDate()) return undefined;
  if (month === 2 && day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) return undefined;
  const local = { year, month, day, hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0) };
  const z = m[7];
  if (z === undefined) return { local, offsetSeconds: undefined };
  if (z.toUpperCase() === 'Z') return { local, offsetSeconds: 0 };
  const sign = z[0] === '-' ? -1 : 1;
  return { local, offsetSeconds: sign * (Number(z.slice(1, 3)) * 3600 + Number(z.slice(4, 6)) * 60) };
}

/** UTC milliseconds of a parsed date-time that carries an offset. */
export function utcMsOf(local: LocalDateTime, offsetSeconds: number): number {
  return localAsUtcMs(local) - offsetSeconds * MS_PER_SECOND;
}
