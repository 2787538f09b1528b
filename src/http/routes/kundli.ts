/** The kundli group: chart, Avakhada, divisional, aspects, yogas, Ashtakavarga, Shadbala (docs/kundli.md). */
import { parseVargas } from '../../domain/kundli/index.ts';
import type { TaskName } from '../../workers/handlers.ts';
import type { OperationId } from '../../platform/operations.ts';
import { resolveBirth } from '../resolve-birth.ts';
import { defineRoute, type Route } from '../route.ts';
import { BirthRequest, resolveOptions } from '../../operations/schemas.ts';
import { AshtakavargaData, AspectsData, BirthDetailsData, DivisionalData, DivisionalRequest, KundliData, ShadbalaData,
  YogasData } from '../schemas/kundli.ts';
import type { TSchema } from '@sinclair/typebox';

type KundliTask = 'kundliChart' | 'kundliBirthDetails' | 'kundliDivisional' | 'kundliAspects' | 'kundliYogas' | 'kundliAshtakavarga' | 'kundliShadbala';

function kundliRoute(operationId: OperationId, task: KundliTask & TaskName, response: TSchema, description: string): Route {
  return defineRoute({
    operationId, body: operationId === 'kundliDivisional' ? DivisionalRequest : BirthRequest, response, description,
    async handler({ body, computeData }) {
      const b = body as DivisionalRequest;
      const vargas = b.vargas === undefined ? undefined : parseVargas(b.vargas);
      const options = resolveOptions(b.options);
      const resolved = await resolveBirth(b.birth);
      const r = await computeData(task, { birth: resolved.moment, options, ...(vargas ? { vargas } : {}) });
      return { dataJson: r.dataJson, warnings: r.warnings,
        meta: { ayanamsa: options.ayanamsa, house_system: options.house_system, node: options.node, timezone_used: resolved.timezoneUsed } };
    },
  });
}

export const kundliRoutes = [
  kundliRoute('kundli', 'kundliChart', KundliData, 'Lagna, the nine grahas and the D2, D9, D10 lagnas.'),
  kundliRoute('kundliBirthDetails', 'kundliBirthDetails', BirthDetailsData, 'The Avakhada chakra of the Moon.'),
  kundliRoute('kundliDivisional', 'kundliDivisional', DivisionalData, 'Any of the sixteen Parashara vargas (D2 Parashara hora, D30 Parashara trimshamsa).'),
  kundliRoute('kundliAspects', 'kundliAspects', AspectsData, 'Graha drishti counted from the aspecting graha; Rahu and Ketu aspect the 5th, 7th and 9th.'),
  kundliRoute('kundliYogas', 'kundliYogas', YogasData, 'Yogas present, each with a strength and the rule that formed it.'),
  kundliRoute('kundliAshtakavarga', 'kundliAshtakavarga', AshtakavargaData, 'Bhinna Ashtakavarga of the seven grahas and the lagna, and Sarva.'),
  kundliRoute('kundliShadbala', 'kundliShadbala', ShadbalaData, 'The six strengths of the seven grahas with their parts, in shashtiamsas and rupas.'),
];
