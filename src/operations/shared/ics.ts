/**
 * An RFC 5545 (iCalendar) writer for the calendar feeds: all-day events
 * (DTSTART;VALUE=DATE with DTEND, which some calendar apps need), timed events
 * in the place's zone with its VTIMEZONE, escaped text and lines folded at 75
 * octets. The events come from the operations' answers (ics-feeds.ts).
 */
import { offsetSecondsAt } from '../../time/index.ts';

export interface IcsEvent {
  /** Stable across regenerations: the same observance at the same place keeps its UID, so subscribers see no duplicates. */
  uid: string;
  summary: string;
  description: string;
  /** An all-day event on this local date (YYYY-MM-DD), or a timed one from start to end (ISO date-times with offset). */
  when: { date: string } | { start: string; end: string };
  categories?: readonly string[];
}

export interface IcsCalendar {
  /** X-WR-CALNAME: the name a calendar app shows. */
  name: string;
  /** The place's zone: an IANA name (timed events carry TZID and a VTIMEZONE), or a fixed offset +HH:MM (timed events in UTC). */
  zone: string;
  events: readonly IcsEvent[];
  /** DTSTAMP: when the feed was made (Unix ms). */
  stampMs: number;
}

const PRODID = '-//vedic-astro-api//calendar feeds//EN';
const FIXED_OFFSET = /^[+-]\d\d:\d\d$/;
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** TEXT values: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    // The first line holds 75 octets; each continuation begins with a space, so 74 more.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 2026-11-20 -> 20261120. */
const basicDate = (date: string): string => date.replace(/-/g, '');

/** The day after a YYYY-MM-DD date (an all-day event's exclusive DTEND). */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
}

/** The wall-clock part of an ISO date-time with offset: 2026-11-21T13:11:00+05:30 -> 20261121T131100. */
const wallTime = (iso: string): string => `${basicDate(iso.slice(0, 10))}T${iso.slice(11, 19).replace(/:/g, '')}`;

/** The UTC form: 2026-11-21T13:11:00+05:30 -> 20261121T074100Z. */
const utcTime = (iso: string): string => `${new Date(Date.parse(iso)).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const utcOfMs = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** +0530 from seconds east of UTC. */
function offsetText(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(seconds / 60));
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The local wall time (basic format) of a UTC moment at an offset. */
const wallOfMs = (ms: number, offsetSeconds: number): string => utcOfMs(ms + offsetSeconds * 1000).slice(0, 15);

/**
 * The VTIMEZONE of an IANA zone over [fromMs, toMs): the offset in force at the
 * start, then each change (found day by day, then to the minute), as one
 * STANDARD or DAYLIGHT observance per change with its own DTSTART: exact for
 * the feed's years whatever rule the zone followed, with no RRULE to interpret.
 */
export function vtimezone(zone: string, fromMs: number, toMs: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', atMs: number, from: number, to: number) =>
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${wallOfMs(atMs, from)}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      `END:${kind}`,
    );
  const first = offsetSecondsAt(zone, fromMs);
  observance('STANDARD', fromMs, first, first);
  let previous = first;
  for (let day = fromMs + MS_PER_DAY; day <= toMs; day += MS_PER_DAY) {
    const now = offsetSecondsAt(zone, day);
    if (now === previous) continue;
    // Bisect the day to the minute of the change.
    let lo = day - MS_PER_DAY;
    let hi = day;
    while (hi - lo > MS_PER_MINUTE) {
      const mid = lo + Math.floor((hi - lo) / (2 * MS_PER_MINUTE)) * MS_PER_MINUTE;
      if (offsetSecondsAt(zone, mid) === previous) lo = mid;
      else hi = mid;
    }
    observance(now > previous ? 'DAYLIGHT' : 'STANDARD', hi, previous, now);
    previous = now;
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** The feed's text: a VCALENDAR with its events, CRLF line ends. */
export function icsText(calendar: IcsCalendar): string {
  const fixed = FIXED_OFFSET.test(calendar.zone);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (!fixed) lines.push(`X-WR-TIMEZONE:${calendar.zone}`);
  const timed = calendar.events.flatMap((e) => ('start' in e.when ? [Date.parse(e.when.start), Date.parse(e.when.end)] : []));
  if (!fixed && timed.length > 0) {
    // From a day before the first timed moment to a day after the last.
    const from = Math.floor(Math.min(...timed) / MS_PER_DAY) * MS_PER_DAY - MS_PER_DAY;
    const to = Math.ceil(Math.max(...timed) / MS_PER_DAY) * MS_PER_DAY + MS_PER_DAY;
    lines.push(...vtimezone(calendar.zone, from, to));
  }
  const stamp = utcOfMs(calendar.stampMs);
  for (const e of calendar.events) {
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${stamp}`);
    if ('date' in e.when) {
      lines.push(
        `DTSTART;VALUE=DATE:${basicDate(e.when.date)}`,
        `DTEND;VALUE=DATE:${basicDate(nextDate(e.when.date))}`,
        'TRANSP:TRANSPARENT',
      );
    } else if (fixed) {
      lines.push(`DTSTART:${utcTime(e.when.start)}`, `DTEND:${utcTime(e.when.end)}`);
    } else {
      lines.push(`DTSTART;TZID=${calendar.zone}:${wallTime(e.when.start)}`, `DTEND;TZID=${calendar.zone}:${wallTime(e.when.end)}`);
    }
    lines.push(`SUMMARY:${escapeText(e.summary)}`, `DESCRIPTION:${escapeText(e.description)}`);
    if (e.categories !== undefined && e.categories.length > 0) lines.push(`CATEGORIES:${e.categories.map(escapeText).join(',')}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
