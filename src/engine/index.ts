/**
 * The engine as a library: import this module from another Node program to
 * compute without HTTP, on the calling thread. `createEngine().run(id, input)`
 * runs any API operation by its id with the API's own validation and answer
 * shape; the domain groups are namespaces (engine.chart, engine.panchang, ...)
 * for finer-grained use.
 */
export { createEngine, type Engine, type EngineAnswer, type EngineData, type EngineInput, type EngineOptions } from './engine.ts';
export type { OperationId } from '../operations/index.ts';
export * from '../native/ephemeris.ts';
export * from '../time/instant.ts';
export * from '../core/angles.ts';
export * as glossary from '../core/glossary.ts';
export type { BirthMoment, TimeAccuracy } from '../core/birth.ts';
export { ApiError, EphemerisError } from '../core/errors.ts';
export * as ayanamsa from '../domain/ayanamsa/index.ts';
export * as chart from '../domain/chart/index.ts';
export * as kundli from '../operations/kundli/index.ts';
export * as vargas from '../domain/vargas/index.ts';
export * as aspects from '../domain/aspects/index.ts';
export * as yogas from '../domain/yogas/index.ts';
export * as ashtakavarga from '../domain/ashtakavarga/index.ts';
export * as shadbala from '../domain/shadbala/index.ts';
export * as avakhada from '../domain/avakhada/index.ts';
export * as dashas from '../domain/dashas/index.ts';
export * as doshas from '../domain/doshas/index.ts';
export * as matching from '../domain/matching/index.ts';
export * as numerology from '../domain/numerology/index.ts';
export * as panchang from '../domain/panchang/index.ts';
