/** Chaldean numerology: core, name, mobile, Lo Shu, compatibility (docs/numerology.md). */
import type { CalendarDate } from '../../domain/numerology/index.ts';
import { defineRoute } from '../route.ts';
import {
  NumerologyCompatibilityData, NumerologyCompatibilityRequest, NumerologyCoreData, NumerologyCoreRequest, NumerologyLoshuData, NumerologyLoshuRequest,
  NumerologyMobileData, NumerologyMobileRequest, NumerologyNameData, NumerologyNameRequest,
} from '../schemas/numerology.ts';

function dateOf(text: string): CalendarDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export const numerologyRoutes = [
  defineRoute({ operationId: 'numerologyCore', description: 'Chaldean core numbers: life path, destiny, soul urge, personality, birth number, ruling planet, lucky numbers.', body: NumerologyCoreRequest, response: NumerologyCoreData,
    handler: async ({ body, computeJson }) => ({ dataJson: await computeJson('numerologyCore', { name: body.name, dateOfBirth: dateOf(body.date_of_birth) }) }) }),
  defineRoute({ operationId: 'numerologyName', description: 'Chaldean name number: compound and reduced.', body: NumerologyNameRequest, response: NumerologyNameData,
    handler: async ({ body, computeJson }) => ({ dataJson: await computeJson('numerologyName', { name: body.name }) }) }),
  defineRoute({ operationId: 'numerologyMobile', description: 'Digit total, reduced number and verdict of a phone number.', body: NumerologyMobileRequest, response: NumerologyMobileData,
    handler: async ({ body, computeJson }) => ({ dataJson: await computeJson('numerologyMobile', { number: body.number }) }) }),
  defineRoute({ operationId: 'numerologyLoshu', description: 'Lo Shu grid (4-9-2 / 3-5-7 / 8-1-6) of a date of birth with missing and repeated numbers.', body: NumerologyLoshuRequest, response: NumerologyLoshuData,
    handler: async ({ body, computeJson }) => ({ dataJson: await computeJson('numerologyLoshu', { dateOfBirth: dateOf(body.date_of_birth) }) }) }),
  defineRoute({ operationId: 'numerologyCompatibility', description: 'Compatibility score 0..100 and relation of two people from their numbers.', body: NumerologyCompatibilityRequest, response: NumerologyCompatibilityData,
    handler: async ({ body, computeJson }) => ({ dataJson: await computeJson('numerologyCompatibility', {
      personA: { name: body.person_a.name, dateOfBirth: dateOf(body.person_a.date_of_birth) },
      personB: { name: body.person_b.name, dateOfBirth: dateOf(body.person_b.date_of_birth) },
    }) }) }),
];
