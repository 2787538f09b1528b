/**
 * The step every birth operation shares: resolve the Birth (place, zone, UTC
 * moment; its clock-change warnings join the answer by themselves) and fill
 * in the options' defaults; and the meta fields of chart-type answers.
 */
import type { BirthMoment } from '../core/birth.ts';
import type { ResolvedBirth } from '../platform/resolve-birth.ts';
import type { PrepareContext } from './context.ts';
import type { MetaExtras } from './define.ts';
import { resolveOptions, type Birth, type Options, type ResolvedOptions } from './schemas.ts';

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
export async function resolveBirthRequest(input: { birth: Birth; options?: Options | undefined }, ctx: PrepareContext): Promise<ResolvedRequest> {
  const options = resolveOptions(input.options);
  const resolved = await ctx.resolveBirth(input.birth);
  return { resolved, options };
}

/** Meta of single-person chart operations: ayanamsa, house system, node and the zone used. */
export function chartMeta({ resolved, options }: ResolvedRequest): MetaExtras {
  return { ayanamsa: options.ayanamsa, house_system: options.house_system, node: options.node, timezone_used: resolved.timezoneUsed };
}
