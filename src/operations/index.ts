/**
 * Every operation the engine serves, group by group: the one list the HTTP
 * routes, the pool's task table, the OpenAPI document, the credit table and
 * the library face are derived from. A new operation is a file in its
 * group's folder and one entry in that group's list
 * (docs/adding-an-operation.md).
 */
import type { AnyOperation } from './define.ts';
import { kundliOperations } from './kundli/index.ts';
import { numerologyOperations } from './numerology/index.ts';
import { platformOperations } from './platform/index.ts';

export const OPERATIONS: readonly AnyOperation[] = [
  ...platformOperations,
  ...kundliOperations,
  ...numerologyOperations,
];

const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
if (byId.size !== OPERATIONS.length) throw new Error('Expected each operation id once in OPERATIONS');

/** The operation of an id, or undefined. */
export function operationById(id: string): AnyOperation | undefined {
  return byId.get(id);
}

export type { AnyOperation };
