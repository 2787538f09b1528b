/**
 * The seam between a request's Birth and the BirthMoment every computation
 * takes: `resolveBirth(birth)` is the only function routes call. The work is
 * done by the shared resolver (src/platform/resolve-birth.ts: places index,
 * geo time zones, historical offsets, clock-change warnings).
 */
import { resolveBirth as resolveWithPlaces, type ResolvedBirth } from '../platform/resolve-birth.ts';
import type { Birth } from '../operations/schemas.ts';
import type { Warning } from './envelope.ts';
import { placesIndex } from './places-index.ts';

export type { ResolvedBirth };

/** Resolves a Birth (already schema-valid); `param` is its path in the body (`birth`, `person_a`). */
export function resolveBirth(birth: Birth, param = 'birth'): Promise<ResolvedBirth> {
  return resolveWithPlaces(birth, { places: placesIndex(), param });
}

/** The warning for `time_accuracy: unknown`, listing the fields left out. */
export function timeUnknownWarning(fields: string[], message: string): Warning {
  return { code: 'time_unknown', message, fields };
}
