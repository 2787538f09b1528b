/**
 * Every operation the engine serves, group by group: the one list the HTTP
 * routes, the pool's task table, the OpenAPI document, the credit table and
 * the library face are derived from. A new operation is a file in its
 * group's folder and one entry in that group's list
 * (docs/adding-an-operation.md).
 */
import type { Static } from '@sinclair/typebox';
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
import { eclipsesOperations } from './eclipses/index.ts';

/** The list with each operation's own type (ids as literals, schemas as declared): what `Operation` reads. */
const DECLARED = [
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
  ...eclipsesOperations,
];
export const OPERATIONS: readonly AnyOperation[] = DECLARED;

/** Any one declared operation, with its own types. */
export type Operation = (typeof DECLARED)[number];
/** The id of a declared operation ('kundli', 'panchang', ...). */
export type OperationId = Operation['id'];
/** The operation of an id, with its schemas' types. */
export type OperationOf<Id extends OperationId> = Extract<Operation, { id: Id }>;
/** The input an operation takes: the body (POST) or the query values (GET), path parameters as fields. */
export type InputOf<Id extends OperationId> = OperationOf<Id>['example'];
/** The `data` of an operation's answer. */
export type DataOf<Id extends OperationId> = Static<OperationOf<Id>['output']>;

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
if (byId.size !== OPERATIONS.length) throw new Error('Expected each operation id once in OPERATIONS');

/** The operation of an id, or undefined. */
export function operationById(id: string): AnyOperation | undefined {
  return byId.get(id);
}

export type { AnyOperation };
