/** Manglik, Kaal Sarp and Sade Sati (docs/doshas.md). */
import { resolveBirth, timeUnknownWarning } from '../resolve-birth.ts';
import { defineRoute } from '../route.ts';
import { BirthRequest, resolveOptions } from '../../operations/schemas.ts';
import { AtRequest } from '../schemas/dashas.ts';
import { KaalSarpData, ManglikData, SadeSatiData } from '../schemas/doshas.ts';
import { atJdUt } from './dashas.ts';

async function single(body: BirthRequest) {
  const resolved = await resolveBirth(body.birth);
  const o = resolveOptions(body.options);
  return {
    unknown: resolved.moment.timeAccuracy === 'unknown',
    input: { birth: resolved.moment, ayanamsa: o.ayanamsa, node: o.node },
    meta: { ayanamsa: o.ayanamsa, house_system: o.house_system, node: o.node, timezone_used: resolved.timezoneUsed },
  };
}

export const doshaRoutes = [
  defineRoute({
    operationId: 'doshaManglik', description: 'Mars in houses 1, 2, 4, 7, 8, 12 from the lagna, Moon and Venus, with severity and named cancellations.', body: BirthRequest, response: ManglikData,
    async handler({ body, computeJson }) {
      const s = await single(body);
      const warnings = s.unknown ? [timeUnknownWarning(['house_from_lagna'], 'Birth time unknown: no lagna, so Mars is read from the Moon and Venus only (Moon at local noon)')] : [];
      return { dataJson: await computeJson('doshaManglik', s.input), meta: s.meta, warnings };
    },
  }),
  defineRoute({
    operationId: 'doshaKaalSarp', description: "Kaal Sarp dosha: none, partial or full, the type named by Rahu's house.",
    body: BirthRequest, response: KaalSarpData,
    async handler({ body, computeJson }) {
      const s = await single(body);
      const warnings = s.unknown ? [timeUnknownWarning(['type', 'rahu_house'], 'Birth time unknown: no lagna, so the type (named by Rahu\'s house) is left out')] : [];
      return { dataJson: await computeJson('doshaKaalSarp', s.input), meta: s.meta, warnings };
    },
  }),
  defineRoute({
    operationId: 'doshaSadeSati', description: "Sade Sati or dhaiya at `at` (default now): phase, end date from Saturn's ingresses, Saturn and Moon signs.",
    body: AtRequest, response: SadeSatiData,
    async handler({ body, computeJson, services }) {
      const s = await single(body);
      const warnings = s.unknown ? [timeUnknownWarning([], 'Birth time unknown: the natal Moon sign is taken at local noon')] : [];
      const dataJson = await computeJson('doshaSadeSati', { birth: s.input.birth, atJdUt: atJdUt(body.at, services.clock.now()) });
      return { dataJson, meta: { ...s.meta, ayanamsa: 'lahiri' }, warnings };
    },
  }),
];
