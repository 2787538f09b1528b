/**
 * What the matchmaking operations share: the two births (person_a read as
 * the groom, person_b as the bride), their meta (ayanamsa, node, positions) and the
 * warning for each person whose birth time is unknown.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { timeUnknownWarning, type Warning } from '../../core/warnings.ts';
import type { PrepareContext } from '../context.ts';
import { positionsMeta } from '../birth.ts';
import type { Prepared } from '../define.ts';
import { resolveOptions, type PersonPairRequest, type ResolvedOptions } from '../schemas.ts';

export interface PairTask {
  personA: BirthMoment;
  personB: BirthMoment;
  options: ResolvedOptions;
}

/** Resolves person_a, then person_b (their params name them), and the options. */
export async function preparePair(input: PersonPairRequest, ctx: PrepareContext): Promise<Prepared<PairTask>> {
  const a = await ctx.resolveBirth(input.person_a, 'person_a');
  const b = await ctx.resolveBirth(input.person_b, 'person_b');
  const options = resolveOptions(input.options);
  return {
    task: { personA: a.moment, personB: b.moment, options },
    meta: { ayanamsa: options.ayanamsa, node: options.node, ...positionsMeta(options.positions) },
  };
}

/**
 * One warning per person whose birth time is unknown (person_a first): the
 * Moon is taken at local noon, and `lagnaFields` (answer fields read from
 * the lagna) are listed under the person.
 */
export function timeUnknownWarnings(task: PairTask, lagnaFields: readonly string[]): Warning[] {
  return (['person_a', 'person_b'] as const)
    .filter((p) => (p === 'person_a' ? task.personA : task.personB).timeAccuracy === 'unknown')
    .map((p) =>
      timeUnknownWarning(
        lagnaFields.map((f) => `${p}.${f}`),
        `${p}: birth time unknown, the Moon is taken at local noon (its nakshatra may differ)`,
      ),
    );
}
