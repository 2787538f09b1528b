/**
 * The step every birth operation shares: resolve the Birth (place, zone, UTC
 * moment; its clock-change warnings, place and zone join the answer by
 * themselves) and fill in the options' defaults; and the meta fields of
 * chart-type answers.
 */
import type { BirthMoment } from '../core/birth.ts';
import type { PrepareContext } from './context.ts';
import { computeChart, type Chart, type ChartOptions } from '../domain/chart/index.ts';
import { DEFAULT_POSITIONS } from '../core/defaults.ts';
import { errors } from '../core/errors.ts';
import type { PositionsKind } from '../native/ephemeris.ts';
import type { MetaExtras, Prepared } from './define.ts';
import { resolveOptions, type Birth, type Options, type ResolvedOptions } from './schemas.ts';
import type { ResolvedBirth } from './shared/birth-resolution.ts';

/** The task of most single-birth operations. */
export interface BirthTask {
  birth: BirthMoment;
  options: ResolvedOptions;
}

export interface ResolvedRequest {
  resolved: ResolvedBirth;
  options: ResolvedOptions;
}

/** Resolves `birth` (param `birth`) and the options of a BirthRequest-like body. */
export async function resolveBirthRequest(
  input: { birth: Birth; options?: Options | undefined },
  ctx: PrepareContext,
): Promise<ResolvedRequest> {
  const options = resolveOptions(input.options);
  const resolved = await ctx.resolveBirth(input.birth);
  return { resolved, options };
}

/** The meta field of options.positions: named only when not the default (apparent), so default answers stay as they were. */
export function positionsMeta(positions: PositionsKind): MetaExtras {
  return positions === DEFAULT_POSITIONS ? {} : { positions };
}

/**
 * 400 on options.positions unless apparent, for the operations that read the
 * natal Moon against the sky as the panchang reads it (apparent positions):
 * `why` ends the message.
 */
export function requireApparentPositions(options: Options | undefined, why: string): void {
  const positions = options?.positions;
  if (positions !== undefined && positions !== DEFAULT_POSITIONS) {
    throw errors.invalidParameterMessage('options.positions', `Expected apparent for options.positions (${why}) but received ${positions}`);
  }
}

/**
 * Meta of single-person chart operations: ayanamsa, house system and node
 * (and positions when true). The place and zone used (`place_used`,
 * `timezone_used`) join every answer that resolved a birth by themselves
 * (the request context reports them).
 */
export function chartMeta({ options }: ResolvedRequest): MetaExtras {
  return { ayanamsa: options.ayanamsa, house_system: options.house_system, node: options.node, ...positionsMeta(options.positions) };
}

/** A `prepare` for BirthRequest-like bodies: the task is the birth and the options; `metaOf` names the meta fields. */
export function birthTaskPrepare(metaOf: (request: ResolvedRequest) => MetaExtras = chartMeta) {
  return async (input: { birth: Birth; options?: Options | undefined }, ctx: PrepareContext): Promise<Prepared<BirthTask>> => {
    const request = await resolveBirthRequest(input, ctx);
    return { task: { birth: request.resolved.moment, options: request.options }, meta: metaOf(request) };
  };
}

/** The `prepare` of single-person chart operations: meta with ayanamsa, house system, node and zone. */
export const prepareBirthTask = birthTaskPrepare(chartMeta);

/** The chart of a task's birth, in its ayanamsa, node and positions. */
export function chartOf(task: BirthTask): Chart {
  return computeChart(task.birth, task.options);
}

/**
 * The chart as the dasha, dosha and matching operations read it: an
 * approximate time is read as given. They do not report the ±15 minute check
 * the kundli operations make, so the chart does not compute it (and never
 * reads moments outside the ephemeris years for a birth at their very edge).
 */
export function chartAsGiven(birth: BirthMoment, options: ChartOptions): Chart {
  return computeChart(birth.timeAccuracy === 'approximate' ? { ...birth, timeAccuracy: 'exact' } : birth, options);
}
