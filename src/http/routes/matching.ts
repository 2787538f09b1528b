/** Ashtakoot and Manglik match (docs/matching.md). person_a is read as the groom, person_b as the bride. */
import { resolveBirth, timeUnknownWarning } from '../resolve-birth.ts';
import { defineRoute } from '../route.ts';
import { PersonPairRequest, resolveOptions } from '../../operations/schemas.ts';
import { AshtakootData, ManglikMatchData } from '../schemas/doshas.ts';

async function pair(body: PersonPairRequest, lagnaFields: string[]) {
  const a = await resolveBirth(body.person_a, 'person_a');
  const b = await resolveBirth(body.person_b, 'person_b');
  const o = resolveOptions(body.options);
  const warnings = (['person_a', 'person_b'] as const).filter((p) => (p === 'person_a' ? a : b).moment.timeAccuracy === 'unknown')
    .map((p) => timeUnknownWarning(lagnaFields.map((f) => `${p}.${f}`), `${p}: birth time unknown, the Moon is taken at local noon (its nakshatra may differ)`));
  return { input: { personA: a.moment, personB: b.moment, ayanamsa: o.ayanamsa, node: o.node, lang: o.lang }, meta: { ayanamsa: o.ayanamsa, node: o.node }, warnings };
}

export const matchingRoutes = [
  defineRoute({
    operationId: 'matchAshtakoot', description: 'Ashtakoota guna milan (36 points) with nadi and bhakoot doshas and their exceptions; person_a is read as the groom.', body: PersonPairRequest, response: AshtakootData,
    async handler({ body, computeJson }) {
      const p = await pair(body, []);
      return { dataJson: await computeJson('matchAshtakoot', p.input), meta: p.meta, warnings: p.warnings };
    },
  }),
  defineRoute({
    operationId: 'matchManglik', description: 'The Manglik result of both persons and whether they match.', body: PersonPairRequest, response: ManglikMatchData,
    async handler({ body, computeJson }) {
      const p = await pair(body, ['house_from_lagna']);
      return { dataJson: await computeJson('matchManglik', p.input), meta: p.meta, warnings: p.warnings };
    },
  }),
];
