/**
 * What the festival reference tests share: one year context per (place, year)
 * of the reference places, a festival's first day in a year as the
 * operations find it, and the distance in minutes from a published local
 * time to one of our moments.
 */
import assert from 'node:assert/strict';
import {
  FESTIVAL_RULES,
  festivalOccurrences,
  festivalYearContext,
  type FestivalFound,
  type FestivalRule,
  type FestivalYearContext,
} from '../../../src/domain/festivals/index.ts';
import type { RisingChoice } from '../../../src/domain/panchang/index.ts';
import { offsetMinutesAtZone, renderLocal } from '../../../src/time/index.ts';
import { REFERENCE_PLACES, type ReferenceRecord } from '../../reference/drik-panchang.ts';

const contexts = new Map<string, FestivalYearContext>();

/** The year context of a reference place (built once per place, year and rising conventions). */
export function contextOf(place: keyof typeof REFERENCE_PLACES, year: number, rising: RisingChoice = {}): FestivalYearContext {
  const key = `${place}:${year}:${rising.sunrise ?? ''}:${rising.moonrise ?? ''}`;
  let ctx = contexts.get(key);
  if (ctx === undefined) {
    const p = REFERENCE_PLACES[place];
    ctx = festivalYearContext(
      year,
      { latitudeDeg: p.latitudeDeg, longitudeDeg: p.longitudeDeg },
      offsetMinutesAtZone(p.timeZone),
      'lat',
      rising,
    );
    contexts.set(key, ctx);
  }
  return ctx;
}

/** The festival rule of an id (throws on an id the registry does not hold). */
export function festivalRule(id: string): FestivalRule {
  const rule = FESTIVAL_RULES.find((r) => r.id === id);
  if (rule === undefined) throw new Error(`Expected a festival id but received ${id}`);
  return rule;
}

/** The festival's first occurrence in the context's year, or null: the first of festivalOccurrences, which the operations list. */
export function firstFound(ctx: FestivalYearContext, id: string): FestivalFound | null {
  return festivalOccurrences(festivalRule(id), ctx)[0] ?? null;
}

/** Minutes from the record's published local time ('HH:MM' on its date, or 'YYYY-MM-DD HH:MM') to our moment. */
export function minutesOff(record: Pick<ReferenceRecord, 'date'>, published: string, jdUt: number, ctx: FestivalYearContext): number {
  const [date, time] = published.length === 5 ? [record.date, published] : (published.split(' ') as [string, string]);
  const ours = renderLocal(jdUt, ctx.offsetMinutesAt, 'second');
  // Both read in our moment's offset, which cancels: compare the wall clocks (a local-mean-time offset carries seconds, which
  // Date.parse rejects).
  return (Date.parse(`${ours.slice(0, 19)}Z`) - Date.parse(`${date}T${time}:00Z`)) / 60_000;
}

/** Asserts that the published local time lies within toleranceMin of our moment; the message gives both and the gap. */
export function assertMinutesNear(
  record: Pick<ReferenceRecord, 'date'>,
  ctx: FestivalYearContext,
  what: string,
  published: string,
  jdUt: number,
  toleranceMin: number,
): void {
  const minutes = minutesOff(record, published, jdUt, ctx);
  assert.ok(
    Math.abs(minutes) <= toleranceMin,
    `${what}: published ${published}, ours ${renderLocal(jdUt, ctx.offsetMinutesAt, 'second')} (${minutes.toFixed(1)} min)`,
  );
}
