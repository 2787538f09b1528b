/**
 * Clocks. Everything that depends on the current time (rate windows, credit
 * periods, test-call days) takes a Clock, so tests can cross a UTC day or month.
 */
import { MS_PER_DAY } from '../time/instant.ts';

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to (tests, benchmarks). */
export class ManualClock implements Clock {
  private ms: number;
  constructor(start: Date | number) {
    this.ms = typeof start === 'number' ? start : start.getTime();
  }
  now(): number {
    return this.ms;
  }
  set(to: Date | number): void {
    this.ms = typeof to === 'number' ? to : to.getTime();
  }
  advance(byMs: number): void {
    this.ms += byMs;
  }
}

// The last month and day seen, so the per-request period keys cost a comparison, not a Date.
let monthCache = { startMs: 0, endMs: -1, key: '' };
let dayCache = { startMs: 0, endMs: -1, key: '' };

/** 'YYYY-MM' of the UTC month containing the moment. */
export function utcMonthKey(ms: number): string {
  if (ms >= monthCache.startMs && ms < monthCache.endMs) return monthCache.key;
  monthCache = { startMs: startOfUtcMonthMs(ms), endMs: startOfNextUtcMonthMs(ms), key: new Date(ms).toISOString().slice(0, 7) };
  return monthCache.key;
}

/** 'YYYY-MM-DD' of the UTC day containing the moment. */
export function utcDayKey(ms: number): string {
  if (ms >= dayCache.startMs && ms < dayCache.endMs) return dayCache.key;
  const startMs = ms - (((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY);
  dayCache = { startMs, endMs: startMs + MS_PER_DAY, key: new Date(ms).toISOString().slice(0, 10) };
  return dayCache.key;
}

/** Start of the UTC month containing the moment, ms. */
export function startOfUtcMonthMs(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** Start of the next UTC month after the moment, ms. */
export function startOfNextUtcMonthMs(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Start of the next UTC day (00:00 UTC) after the moment, ms. */
export function startOfNextUtcDayMs(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** Whole seconds from `fromMs` until `toMs`, at least 1 (for Retry-After). */
export function secondsUntil(fromMs: number, toMs: number): number {
  return Math.max(1, Math.ceil((toMs - fromMs) / 1000));
}

/** The moment as a UTC date-time to the second, `YYYY-MM-DDTHH:MM:SS+00:00` (like every time in an answer). */
export function utcDateTimeText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}
