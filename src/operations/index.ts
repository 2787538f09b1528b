/**
 * Every operation the engine serves, group by group: the one list the HTTP
 * routes, the pool's task table, the OpenAPI document, the credit table and
 * the library face are derived from. A new operation is a file in its
 * group's folder and one entry in that group's list
 * (docs/adding-an-operation.md).
 */
import type { AnyOperation } from './define.ts';
import { calendarOperations } from './calendar/index.ts';
import { chartsOperations } from './charts/index.ts';
import { dashaOperations } from './dasha/index.ts';
import { horoscopeOperations } from './horoscope/index.ts';
import { doshaOperations } from './dosha/index.ts';
import { kpOperations } from './kp/index.ts';
import { kundliOperations } from './kundli/index.ts';
import { lalKitabOperations } from './lal-kitab/index.ts';
import { matchOperations } from './match/index.ts';
import { muhuratOperations } from './muhurat/index.ts';
import { numerologyOperations } from './numerology/index.ts';
import { panchangOperations } from './panchang/index.ts';
import { placesOperations } from './places/index.ts';
import { platformOperations } from './platform/index.ts';
import { transitsOperations } from './transits/index.ts';
import { annualOperations } from './annual/index.ts';

export const OPERATIONS: readonly AnyOperation[] = [
  ...platformOperations,
  ...placesOperations,
  ...kundliOperations,
  ...panchangOperations,
  ...muhuratOperations,
  ...calendarOperations,
  ...dashaOperations,
  ...doshaOperations,
  ...matchOperations,
  ...numerologyOperations,
  ...kpOperations,
  ...chartsOperations,
  ...horoscopeOperations,
  ...transitsOperations,
  ...lalKitabOperations,

  ...annualOperations,
];

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
if (byId.size !== OPERATIONS.length) throw new Error('Expected each operation id once in OPERATIONS');

/** The operation of an id, or undefined. */
export function operationById(id: string): AnyOperation | undefined {
  return byId.get(id);
}

export type { AnyOperation };
