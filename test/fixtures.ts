/**
 * The shared test fixtures (not a test file itself): named units, time and
 * angle conversions, the seeded random generator, the assertions for
 * ApiErrors and HTTP error answers, and temporary directories.
 *
 * Time conversions are written out here, independently of src/time/instant.ts,
 * so that a wrong conversion in the engine cannot hide a wrong expectation.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import type { TSchema } from '@sinclair/typebox';
import { ApiError, type ErrorCode } from '../src/core/errors.ts';
import { createEngine, type EngineAnswer, type EngineOptions } from '../src/engine/index.ts';

/** One arcsecond in degrees. */
export const ARCSEC = 1 / 3600;
/** One arcminute in degrees. */
export const ARCMIN = 1 / 60;
/** One second in days. */
export const SECOND = 1 / 86_400;
/** One minute in days. */
export const MINUTE = 1 / 1_440;

/** UT Julian day of a UTC instant (JD 2440587.5 is 1970-01-01T00:00Z). */
export function jdOf(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Expected an ISO date but received ${iso}`);
  return ms / 86_400_000 + 2_440_587.5;
}

/** ISO string (UTC, to the second) of a UT Julian day, for messages. */
export function isoOf(jd: number): string {
  if (!Number.isFinite(jd)) return String(jd);
  return new Date(Math.round((jd - 2_440_587.5) * 86_400) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Signed difference a - b of two angles in degrees, in [-180, 180). */
export function angleDiff(a: number, b: number): number {
  return a - b - 360 * Math.floor((a - b + 180) / 360);
}

/** Angle in [0, 360). */
export function norm360(deg: number): number {
  return deg - 360 * Math.floor(deg / 360);
}

/**
 * Deterministic pseudo-random numbers in [0, 1) (mulberry32), so that every
 * run draws the same values and a failure can be reproduced. The only
 * implementation in the repository; bench/lib/random.ts re-exports it.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** 1900-01-01T00:00Z and 2100-01-01T00:00Z as UT Julian days. */
export const JD_1900 = 2_415_020.5;
export const JD_2100 = 2_488_069.5;

/** n moments drawn uniformly from [from, to) with the given seed. */
export function randomMoments(n: number, seed: number, from = JD_1900, to = JD_2100): Float64Array {
  const next = seededRandom(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) out[i] = from + (to - from) * next();
  return out;
}

/** What an ApiError must carry: its code; its param and message when given (a RegExp matches the message). */
export interface ExpectedApiError {
  code: ErrorCode;
  /** Compared when the key is present, so `param: undefined` asserts that there is none. */
  param?: string | undefined;
  message?: string | RegExp;
}

/** Asserts that `error` is an ApiError as expected and returns it, for checks of its details. */
export function assertApiError(error: unknown, expected: ExpectedApiError): ApiError {
  assert.ok(error instanceof ApiError, `Expected an ApiError but received ${error instanceof Error ? error.stack : String(error)}`);
  assert.equal(error.code, expected.code, error.message);
  if ('param' in expected) assert.equal(error.param, expected.param, error.message);
  if (typeof expected.message === 'string') assert.equal(error.message, expected.message);
  else if (expected.message !== undefined) assert.match(error.message, expected.message);
  return error;
}

/**
 * Asserts that `subject` rejects (a promise) or throws or rejects (a function,
 * called here) with an ApiError as expected, and returns the error.
 */
export async function expectApiError(subject: Promise<unknown> | (() => unknown), expected: ExpectedApiError): Promise<ApiError> {
  let value: unknown;
  try {
    value = await (typeof subject === 'function' ? subject() : subject);
  } catch (error) {
    return assertApiError(error, expected);
  }
  assert.fail(`Expected an ApiError ${expected.code} but received a result: ${JSON.stringify(value)?.slice(0, 200)}`);
}

/** The base URL test servers answer for (test/http/helpers.ts), which error doc_urls start with. */
export const TEST_BASE_URL = 'http://api.test';

/**
 * Asserts an HTTP error answer of a test server: the status, `error.type`,
 * `error.param` when given, and the envelope every error has (a message, the
 * doc_url of its type, a request id that the X-Request-Id header repeats).
 */
export function expectErrorAnswer(
  answer: { status: number; json: any; headers: Headers },
  status: number,
  type: string,
  param?: string,
): void {
  assert.equal(answer.status, status, JSON.stringify(answer.json));
  const e = answer.json?.error;
  assert.ok(e !== undefined, `Expected an error body but received ${JSON.stringify(answer.json)}`);
  assert.equal(e.type, type);
  assert.match(e.message, /\S/);
  assert.equal(e.doc_url, `${TEST_BASE_URL}/docs/errors#${type}`);
  assert.match(e.request_id, /^req_/);
  assert.equal(answer.headers.get('x-request-id'), e.request_id);
  if (param !== undefined) assert.equal(e.param, param);
}

/** For checking answers against response schemas: the schema with `additionalProperties: false` on every object that declares its properties (records keep theirs). */
export function strictSchema(schema: TSchema): TSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string | symbol, unknown> = { ...(node as Record<string | symbol, unknown>) };
    for (const key of Object.keys(out)) out[key] = walk(out[key]);
    if (
      out.type === 'object' &&
      out.properties !== undefined &&
      out.additionalProperties === undefined &&
      out.patternProperties === undefined
    )
      out.additionalProperties = false;
    return out;
  };
  return walk(schema) as TSchema;
}

/** A maker of temporary directories named `<prefix>...`, all removed after the calling file's tests. */
export function tempDirMaker(prefix: string): () => string {
  const dirs: string[] = [];
  after(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return () => {
    const d = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(d);
    return d;
  };
}

/**
 * The engine as JavaScript callers use it: `run` takes any id and input. For
 * tests that send inputs the types refuse (to check validation at run time)
 * or build them from tables; `createEngine().run` types a literal id's input.
 */
export function untypedEngine(options?: EngineOptions): { run(id: string, input: unknown): Promise<EngineAnswer> } {
  const engine = createEngine(options);
  return { run: (id, input) => engine.run(id, input) };
}
