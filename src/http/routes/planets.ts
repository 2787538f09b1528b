/** POST /v1/planets/positions: sidereal positions of the nine grahas at a birth or a moment. */
import { errors } from '../../core/errors.ts';
import { jdUtFromDate } from '../../time/instant.ts';
import { parseDateTime } from '../../time/zones.ts';
import { renderLocal } from '../../time/local.ts';
import { resolveBirth, timeUnknownWarning } from '../resolve-birth.ts';
import { defineRoute } from '../route.ts';
import { resolveOptions } from '../../operations/schemas.ts';
import { PlanetsPositionsData, PlanetsPositionsRequest } from '../schemas/planets.ts';

export const planetsRoutes = [
  defineRoute({
    operationId: 'planetsPositions',
    body: PlanetsPositionsRequest,
    response: PlanetsPositionsData,
    description: 'Sidereal longitude, sign, degree in sign, nakshatra, pada, speed and retrograde flag of the nine grahas '
      + 'at a birth (`birth`) or at any moment (`at`), in the chosen ayanamsa (Lahiri by default).',
    async handler({ body, computeJson }) {
      const options = resolveOptions(body.options);
      if (body.birth !== undefined && body.at !== undefined) throw errors.invalidParameterMessage('at', 'Expected either birth or at but received both');
      if (body.birth === undefined && body.at === undefined) throw errors.invalidParameterMessage('birth', 'Expected birth or at (one is required) but received neither');
      if (body.birth !== undefined && body.place !== undefined) throw errors.invalidParameterMessage('place', 'Unexpected field place; with birth, the place goes in birth.place');
      const resolved = body.birth === undefined ? undefined : await resolveBirth(body.birth);
      const atMs = body.at === undefined ? undefined : Date.parse(body.at);
      if (atMs !== undefined && !(atMs >= Date.UTC(1800, 0, 1) && atMs < Date.UTC(2400, 0, 1))) {
        throw errors.invalidParameter('at', 'a date-time in the years 1800 to 2399', body.at);
      }
      const jdUt = resolved?.moment.jdUt ?? jdUtFromDate(new Date(atMs!));
      // `at` is rendered back in the offset it was written with.
      const atOffsetMinutes = (parseDateTime(body.at ?? '')?.offsetSeconds ?? 0) / 60;
      const at = resolved?.localDateTime ?? renderLocal(jdUt, () => atOffsetMinutes);
      const dataJson = await computeJson('planetPositions', { jdUt, at, ayanamsa: options.ayanamsa, node: options.node, lang: options.lang, view: options.view });
      const warnings = resolved?.moment.timeAccuracy === 'unknown' && body.birth?.time === undefined
        ? [timeUnknownWarning([], 'Birth time unknown: positions are for local noon (the Moon may be off by up to about 7 degrees)')]
        : [];
      return {
        dataJson,
        meta: { ayanamsa: options.ayanamsa, node: options.node, ...(resolved ? { timezone_used: resolved.timezoneUsed } : {}) },
        warnings,
      };
    },
  }),
];
