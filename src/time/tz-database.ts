/**
 * UTC offsets from the IANA tz database as the pinned `tzdata` npm package
 * ships it (its zone and rule lines in JSON), compiled per zone into a table
 * of transitions, so that offsets do not depend on the ICU of the Node that
 * runs the code (a small-icu build has no zone history at all) and a given
 * engine release always gives the same local times.
 *
 * The JSON keeps the tz source's lines, but its generator
 * (rogierschouten/tzdata-generate, parse.js over timezoneJS) stores a Zone
 * line's UNTIL as one wall-clock millisecond count, losing a year alone
 * ("1920" becomes 31 December 1920 instead of 1 January), a weekday day
 * ("lastSun" becomes the 1st) and a `u` or `s` suffix. Those lines' UNTIL
 * fields are taken from the tz source instead (tz-untils.ts, written and
 * checked against the stored values by scripts/tz-untils.mjs).
 * The compilation follows zic: a line starts where the previous one ends,
 * with the saving of the latest rule transition before its start; rule
 * times are wall clock unless marked `s` (standard) or `u` (UTC).
 */
import { createRequire } from 'node:module';
import { TZ_UNTILS } from './tz-untils.ts';

interface TzdataJson {
  version: string;
  /** Zone name -> its lines, or the name of the zone it links to. */
  zones: Record<string, string | ZoneLine[]>;
  rules: Record<string, RuleLine[]>;
}
/** [minutes WEST of UTC, rules ('-', a name, or a fixed save "1:00"), format, UNTIL as wall-clock ms read as UTC, or null]. */
type ZoneLine = [string, string, string, string | null];
/** [FROM, TO ('only', 'max' or a year), '-', IN (month), ON, AT [h, m, s, suffix], SAVE minutes, LETTER]. */
type RuleLine = [string, string, string, string, string, [string, string, string, string | null], string, string];

const MS_PER_SECOND = 1000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/**
 * Transitions are compiled up to this year; later moments are read 400 years
 * earlier (a Gregorian cycle repeats weekdays exactly, and no rule with a
 * last year runs past 2086 in the data, which compileZone checks).
 */
const COMPILED_END_YEAR = 2500;
const COMPILED_END_MS = Date.UTC(COMPILED_END_YEAR, 0, 1);
const GREGORIAN_CYCLE_MS = 146_097 * 86_400_000;
/** Rules with a last year after this would break the 400-year reading above. */
const PERIODIC_FROM_YEAR = COMPILED_END_YEAR - 400;

let data: TzdataJson | undefined;
let packageVersion: string | undefined;
let namesByLowerCase: Map<string, string> | undefined;

function tzdata(): TzdataJson {
  if (data === undefined) {
    const require = createRequire(import.meta.url);
    data = require('tzdata') as TzdataJson;
    packageVersion = (require('tzdata/package.json') as { version: string }).version;
  }
  return data;
}

/** The tz database release and the npm package that carries it, e.g. "2026d (npm tzdata 1.0.51)". */
export function tzDatabaseVersion(): string {
  const d = tzdata();
  return `${d.version} (npm tzdata ${packageVersion})`;
}

/** Every zone and link name a caller may give, sorted. */
export function tzZoneNames(): string[] {
  return Object.keys(tzdata().zones)
    .filter((n) => n !== 'Factory')
    .sort();
}

/**
 * The database's spelling of a zone name, matched case-insensitively as Intl
 * does; undefined when unknown. "Factory" (no known offset, "-00") is not a
 * zone a caller can mean, and Intl does not know it either.
 */
export function canonicalZoneName(zone: string): string | undefined {
  if (namesByLowerCase === undefined) {
    namesByLowerCase = new Map(
      Object.keys(tzdata().zones)
        .filter((n) => n !== 'Factory')
        .map((n) => [n.toLowerCase(), n]),
    );
  }
  return namesByLowerCase.get(zone.toLowerCase());
}

/** A zone's offsets: `offsetsSeconds[k]` is in force from `startsMs[k]` (UTC) up to `startsMs[k + 1]`. */
interface CompiledZone {
  readonly startsMs: Float64Array;
  readonly offsetsSeconds: Int32Array;
}

const compiled = new Map<string, CompiledZone>();

/** Seconds of "h:mm" with an optional sign (a Zone line's fixed save). */
function hoursMinutesSeconds(text: string): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const [h, m = '0'] = text.replace(/^-/, '').split(':');
  return sign * (Number(h) * 3600 + Number(m) * 60);
}

/** Day of the month of a rule's ON field ("5", "lastSun", "Sun>=8", "Fri<=1") in a year and month (0-based). */
function ruleDay(on: string, year: number, month: number): number {
  if (/^\d+$/.test(on)) return Number(on);
  const weekdayOf = (day: number): number => new Date(Date.UTC(year, month, day)).getUTCDay();
  if (on.startsWith('last')) {
    const target = WEEKDAYS.indexOf(on.slice(4, 7));
    const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    return last - ((weekdayOf(last) - target + 7) % 7);
  }
  const m = /^(\w{3})([<>]=)(\d+)$/.exec(on);
  if (m === null) throw new Error(`Unknown tz rule day ${JSON.stringify(on)}`);
  const target = WEEKDAYS.indexOf(m[1]!);
  const day = Number(m[3]);
  // May leave the month (Sun>=29 in a short month); Date.UTC carries it over.
  return m[2] === '>=' ? day + ((target - weekdayOf(day) + 7) % 7) : day - ((weekdayOf(day) - target + 7) % 7);
}

interface RuleEvent {
  /** The AT time read as UTC, ms (still to be shifted by the offset its suffix names). */
  nominalMs: number;
  suffix: 'w' | 's' | 'u';
  saveSeconds: number;
}

function ruleEvents(rules: readonly RuleLine[], toYear: number): RuleEvent[] {
  const events: RuleEvent[] = [];
  for (const r of rules) {
    const first = Number(r[0]);
    const last = r[1] === 'only' ? first : r[1] === 'max' ? Infinity : Number(r[1]);
    if (last !== Infinity && last > PERIODIC_FROM_YEAR) throw new Error(`tz rule runs to ${last}, past the compiled cycle`);
    const month = MONTHS.indexOf(r[3]);
    const [h, m, s, suffix] = r[5];
    const atMs = ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * MS_PER_SECOND;
    for (let year = first; year <= Math.min(last, toYear); year++) {
      events.push({
        nominalMs: Date.UTC(year, month, ruleDay(r[4], year, month)) + atMs,
        suffix: suffixOf(suffix),
        saveSeconds: Math.round(Number(r[6]) * 60),
      });
    }
  }
  // Rule transitions of one set are months apart, so their order does not depend on the suffixes.
  return events.sort((a, b) => a.nominalMs - b.nominalMs);
}

interface Until {
  /** The UNTIL date and time read as UTC, ms (Infinity for a zone's last line). */
  nominalMs: number;
  suffix: 'w' | 's' | 'u';
}

const TIME_SUFFIX = /^(-?\d+)(?::(\d+))?(?::(\d+))?([wsugz])?$/;

function suffixOf(letter: string | null | undefined): Until['suffix'] {
  return letter === 's' ? 's' : letter === 'u' || letter === 'g' || letter === 'z' ? 'u' : 'w';
}

/** An UNTIL as the tz source writes it: "1920", "1979 Apr lastSun 2:00", "1912 Jan 1 1:00u". */
export function parseUntil(text: string): Until {
  const [year, month, day, time] = text.split(/\s+/);
  const y = Number(year);
  const m = month === undefined ? 0 : MONTHS.indexOf(month.slice(0, 3));
  const d = day === undefined ? 1 : ruleDay(day, y, m);
  const t = TIME_SUFFIX.exec(time ?? '0');
  if (!Number.isInteger(y) || m < 0 || t === null) throw new Error(`Unreadable tz UNTIL ${JSON.stringify(text)}`);
  const sign = t[1]!.startsWith('-') ? -1 : 1;
  const seconds = sign * (Math.abs(Number(t[1])) * 3600 + Number(t[2] ?? 0) * 60 + Number(t[3] ?? 0));
  return { nominalMs: Date.UTC(y, m, d) + seconds * MS_PER_SECOND, suffix: suffixOf(t[4]) };
}

/** A line's UNTIL: from the source where the JSON lost part of it, else as stored (wall clock). */
function untilOf(zone: string, index: number, line: ZoneLine): Until {
  const text = TZ_UNTILS[zone]?.[index];
  if (text !== undefined) return parseUntil(text);
  return { nominalMs: line[3] === null ? Infinity : Number(line[3]), suffix: 'w' };
}

/** UTC ms of an UNTIL on a line of standard offset `stdSeconds` while `saveSeconds` is in force. */
function untilUtcMs(u: Until, stdSeconds: number, saveSeconds: number): number {
  const shiftSeconds = u.suffix === 'u' ? 0 : u.suffix === 's' ? stdSeconds : stdSeconds + saveSeconds;
  return u.nominalMs - shiftSeconds * MS_PER_SECOND;
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

function compileZone(zone: string, lines: readonly ZoneLine[], rules: Record<string, RuleLine[]>): CompiledZone {
  const startsMs: number[] = [];
  const offsets: number[] = [];
  const push = (utcMs: number, offsetSeconds: number): void => {
    // Two changes at one instant (a line ending where a rule fires): the later wins.
    if (startsMs.length > 0 && startsMs[startsMs.length - 1] === utcMs) offsets[offsets.length - 1] = offsetSeconds;
    else {
      startsMs.push(utcMs);
      offsets.push(offsetSeconds);
    }
  };
  let startMs = -Infinity;
  for (const [index, line] of lines.entries()) {
    const stdSeconds = Math.round(-Number(line[0]) * 60);
    const until = untilOf(zone, index, line);
    const ruleName = line[1];
    if (ruleName === '-' || /^-?\d+:\d\d$/.test(ruleName)) {
      const saveSeconds = ruleName === '-' ? 0 : hoursMinutesSeconds(ruleName);
      push(startMs, stdSeconds + saveSeconds);
      startMs = untilUtcMs(until, stdSeconds, saveSeconds);
      continue;
    }
    const ruleSet = rules[ruleName];
    if (ruleSet === undefined) throw new Error(`Unknown tz rule set ${ruleName}`);
    // Every year from the rules' first: the saving at the line's start is that of
    // the latest rule transition before it, however long ago (Belgium's 1940 rule
    // still sets Europe/Brussels's saving when its Belgium line starts in 1944).
    const toYear = until.nominalMs === Infinity ? COMPILED_END_YEAR : yearOf(until.nominalMs) + 1;
    let saveSeconds = 0;
    let started = false;
    for (const e of ruleEvents(ruleSet, toYear)) {
      const shiftSeconds = e.suffix === 'u' ? 0 : e.suffix === 's' ? stdSeconds : stdSeconds + saveSeconds;
      const atMs = e.nominalMs - shiftSeconds * MS_PER_SECOND;
      if (atMs <= startMs) {
        // Before the line starts: only sets the saving in force at its start.
        saveSeconds = e.saveSeconds;
        continue;
      }
      if (!started) {
        push(startMs, stdSeconds + saveSeconds);
        started = true;
      }
      if (atMs >= untilUtcMs(until, stdSeconds, saveSeconds)) break;
      push(atMs, stdSeconds + e.saveSeconds);
      saveSeconds = e.saveSeconds;
    }
    if (!started) push(startMs, stdSeconds + saveSeconds);
    startMs = untilUtcMs(until, stdSeconds, saveSeconds);
  }
  return withoutUnwantedTransitions(startsMs, offsets);
}

/**
 * zic's optimization (zic.c, writezone, "Optimize and skip unwanted
 * transitions"), which the TZif files and ICU's data carry: a transition whose
 * local time is not later than the local time of the one before it is merged
 * into that one. Moscow's 1991-03-31 02:00s change of line (+03 to +02) and
 * the Russia rule's spring forward (to +03) an hour later thus make no change
 * at all. Then transitions to the offset already in force are dropped.
 */
function withoutUnwantedTransitions(startsMs: readonly number[], offsets: readonly number[]): CompiledZone {
  const keptMs = [startsMs[0]!];
  const keptOffsets = [offsets[0]!];
  for (let k = 1; k < startsMs.length; k++) {
    const last = keptMs.length - 1;
    if (last >= 1) {
      const offsetBefore = keptOffsets[last - 1]!;
      if (startsMs[k]! + keptOffsets[last]! * MS_PER_SECOND <= keptMs[last]! + offsetBefore * MS_PER_SECOND) {
        if (offsets[k] === offsetBefore) {
          keptMs.pop();
          keptOffsets.pop();
        } else keptOffsets[last] = offsets[k]!;
        continue;
      }
    }
    keptMs.push(startsMs[k]!);
    keptOffsets.push(offsets[k]!);
  }
  const outMs = [keptMs[0]!];
  const outOffsets = [keptOffsets[0]!];
  for (let k = 1; k < keptMs.length; k++) {
    if (keptOffsets[k] === outOffsets[outOffsets.length - 1]) continue;
    outMs.push(keptMs[k]!);
    outOffsets.push(keptOffsets[k]!);
  }
  return { startsMs: Float64Array.from(outMs), offsetsSeconds: Int32Array.from(outOffsets) };
}

/**
 * Zones the package keeps as the tz `backzone` file's old Zones (with the US
 * rules only), which the tz `backward` file has made links since 2024b:
 * followed as links, as every zic-built database (and ICU) does.
 */
const MAIN_DATA_LINKS: Readonly<Record<string, string>> = {
  CST6CDT: 'America/Chicago',
  EST5EDT: 'America/New_York',
  MST7MDT: 'America/Denver',
  PST8PDT: 'America/Los_Angeles',
};

/** The table of a zone or link name in any letter case; a RangeError for an unknown name, as Intl gives. */
function compiledZone(zone: string): CompiledZone {
  let z = compiled.get(zone);
  if (z === undefined) {
    const name = canonicalZoneName(zone);
    if (name === undefined) throw new RangeError(`Invalid time zone specified: ${zone}`);
    z = compiled.get(name);
    if (z === undefined) {
      const d = tzdata();
      let zoneOfLines = MAIN_DATA_LINKS[name] ?? name;
      let target = d.zones[zoneOfLines];
      while (typeof target === 'string') {
        zoneOfLines = target;
        target = d.zones[target];
      }
      if (target === undefined) throw new Error(`tz link ${name} leads nowhere`);
      z = compileZone(zoneOfLines, target, d.rules);
      compiled.set(name, z);
    }
    // Other spellings of a name are kept too, within a bound (callers choose them).
    if (compiled.size > 4096) compiled.clear();
    compiled.set(zone, z);
  }
  return z;
}

/** Date's range, ms either side of 1970. */
const DATE_LIMIT_MS = 8.64e15;

/** An offset and the UTC moments over which it holds: from `fromMs` (included) to `untilMs` (excluded), integer ms. */
export interface TzOffsetInterval {
  offsetSeconds: number;
  fromMs: number;
  untilMs: number;
}

/**
 * The offset in force in `zone` (any letter case) at the UTC moment `utcMs`,
 * truncated to the millisecond as Date does, with the interval of moments
 * (truncated the same way) that have the same table entry; a RangeError for
 * an unknown zone or a moment outside the range of a Date. The interval ends
 * at the range of a Date and at COMPILED_END_MS and its 400-year repeats, so
 * that a moment inside it gets the same answer without a lookup.
 */
export function tzOffsetIntervalAt(zone: string, utcMs: number): TzOffsetInterval {
  const z = compiledZone(zone);
  const ms = Math.trunc(utcMs);
  if (!(Math.abs(ms) <= DATE_LIMIT_MS)) throw new RangeError(`Invalid time value: ${utcMs}`);
  let shiftMs = 0;
  let fromLimitMs = -DATE_LIMIT_MS;
  if (ms >= COMPILED_END_MS) {
    shiftMs = Math.ceil((ms - COMPILED_END_MS + 1) / GREGORIAN_CYCLE_MS) * GREGORIAN_CYCLE_MS;
    fromLimitMs = COMPILED_END_MS - GREGORIAN_CYCLE_MS;
  }
  const starts = z.startsMs;
  const tableMs = ms - shiftMs;
  // Largest k with starts[k] <= tableMs (starts[0] is -Infinity).
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= tableMs) lo = mid;
    else hi = mid - 1;
  }
  const nextMs = lo + 1 < starts.length ? starts[lo + 1]! : Infinity;
  return {
    offsetSeconds: z.offsetsSeconds[lo]!,
    fromMs: Math.max(starts[lo]!, fromLimitMs) + shiftMs,
    untilMs: Math.min(Math.min(nextMs, COMPILED_END_MS) + shiftMs, DATE_LIMIT_MS + 1),
  };
}

/**
 * Seconds east of UTC in force in `zone` (any letter case) at the UTC moment
 * `utcMs`, truncated to the millisecond as Date does; a RangeError for an
 * unknown zone or a moment outside the range of a Date.
 */
export function tzOffsetSecondsAt(zone: string, utcMs: number): number {
  return tzOffsetIntervalAt(zone, utcMs).offsetSeconds;
}

/**
 * The offset function of one zone for many nearby moments (a year of days):
 * tzOffsetSecondsAt, keeping the interval of the last answer and answering
 * moments inside it without a lookup. The zone is checked at the first call.
 */
export function tzOffsetCursor(zone: string): (utcMs: number) => number {
  let last: TzOffsetInterval | undefined;
  return (utcMs: number) => {
    const ms = Math.trunc(utcMs);
    if (last !== undefined && ms >= last.fromMs && ms < last.untilMs) return last.offsetSeconds;
    last = tzOffsetIntervalAt(zone, utcMs);
    return last.offsetSeconds;
  };
}

/** Every UTC moment in [fromMs, toMs) at which the zone's offset changes (for tests and tools). */
export function tzTransitionsMs(zone: string, fromMs: number, toMs: number): number[] {
  const starts = compiledZone(zone).startsMs;
  return Array.from(starts).filter((t) => t >= fromMs && t < toMs && t < COMPILED_END_MS);
}
