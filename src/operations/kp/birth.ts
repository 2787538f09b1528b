/**
 * The step the KP birth operations share: resolve the birth, hold KP's own
 * conventions (KP-New ayanamsa, Placidus cusps, the mean node unless
 * `options.node` says otherwise) and name the latitude field for the error
 * where Placidus has no cusps.
 */
import { DEFAULT_POSITIONS } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import type { BirthMoment } from '../../core/birth.ts';
import type { Warning } from '../../core/warnings.ts';
import type { NodeKind, PositionsKind } from '../../native/ephemeris.ts';
import { computeKpChart, type KpChart } from '../../domain/kp/index.ts';
import { positionsMeta } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import type { Prepared } from '../define.ts';
import type { Birth, Options } from '../schemas.ts';

/** KP's node when a request names none: the mean node, as KP readers and KP software compute Rahu. */
export const KP_DEFAULT_NODE: NodeKind = 'mean';
export const KP_AYANAMSA_ID = 'kp_new';
export const KP_HOUSE_SYSTEM = 'placidus';

export interface KpBirthTask {
  birth: BirthMoment;
  node: NodeKind;
  positions: PositionsKind;
  latitudeParam: string;
}

/** The request field a birth's latitude came from (the place's own for a place_id or query). */
export function latitudeParamOf(birth: Birth, param = 'birth'): string {
  const place = birth.place;
  if ('latitude' in place) return `${param}.place.latitude`;
  return 'place_id' in place ? `${param}.place.place_id` : `${param}.place.query`;
}

export async function prepareKpBirth(
  input: { birth: Birth; options?: Options | undefined },
  ctx: PrepareContext,
): Promise<Prepared<KpBirthTask>> {
  if (input.options?.ayanamsa !== undefined) {
    throw errors.invalidParameterMessage(
      'options.ayanamsa',
      `Expected no options.ayanamsa for a KP operation (KP always uses the KP-New ayanamsa, Lahiri - 5'24") but received "${input.options.ayanamsa}"`,
    );
  }
  if (input.birth.time_accuracy === 'unknown') {
    throw errors.invalidParameterMessage(
      'birth.time_accuracy',
      'Expected a known birth time (exact or approximate) for a KP operation: its cusps, houses and significators all depend on it',
    );
  }
  const resolved = await ctx.resolveBirth(input.birth);
  const node = input.options?.node ?? KP_DEFAULT_NODE;
  const positions = input.options?.positions ?? DEFAULT_POSITIONS;
  return {
    task: { birth: resolved.moment, node, positions, latitudeParam: latitudeParamOf(input.birth) },
    meta: { ayanamsa: KP_AYANAMSA_ID, house_system: KP_HOUSE_SYSTEM, node, ...positionsMeta(positions) },
  };
}

/** The KP chart of a task's birth. */
export function kpChartOf(task: KpBirthTask): KpChart {
  const b = task.birth;
  return computeKpChart(b.jdUt, b.latitudeDeg, b.longitudeDeg, {
    node: task.node,
    positions: task.positions,
    latitudeParam: task.latitudeParam,
  });
}

/** KP cusps move a sub in minutes: an approximate time is read as given, and said so. */
export function kpTimeWarnings(task: KpBirthTask, fields: string[]): Warning[] {
  if (task.birth.timeAccuracy !== 'approximate') return [];
  return [
    {
      code: 'time_approximate',
      message: 'The birth time is approximate: KP cusp sub lords change every few minutes, so these are for the time as given.',
      fields,
    },
  ];
}
