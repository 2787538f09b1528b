/**
 * Bulk forms of the year operations (docs/bulk.md): one POST takes many
 * places (up to MAX_BATCH_PLACES) x a range of years (up to MAX_BATCH_YEARS)
 * x, for the muhurat search, several activities. Each place-year (-activity)
 * is a unit answered by the single operation itself: its own `prepare` with
 * the unit's query (place as given, the year), its own `compute` on a pool
 * thread, so a unit's `data` is the single call's `data`. Units are written
 * in order (place, then year, then activity), one line each with the cursor
 * that resumes after it; a unit that fails is an error line of its own and is
 * not charged. Limits are checked before any unit is prepared.
 */
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { ApiError, errors } from '../../core/errors.ts';
import type { Warning } from '../../core/warnings.ts';
import type { PrepareContext } from '../context.ts';
import type { AnyOperation, Answer, BulkTask, Credits, OperationSpec, Prepared } from '../define.ts';
import { defineOperation } from '../define.ts';
import type { OperationGroup } from '../../platform/operations.ts';
import { PLACE_META, WarningItem, type MetaExtras } from '../schemas.ts';
import { cursorCodec, fingerprintOf } from './paging.ts';
import { QueryPlaceFields, withMeta, type QueryPlaceInput } from './place-day.ts';

/** Most places in one bulk request. */
export const MAX_BATCH_PLACES = 1_000;
/** Most years (from_year..to_year, both included) in one bulk request. */
export const MAX_BATCH_YEARS = 10;
/** Most units (places x years x activities) in one bulk request: about 5 minutes of one core for the slowest operation. */
export const MAX_BATCH_UNITS = 10_000;

/** Units prepared between two turns of the event loop. */
const UNITS_PER_SLICE = 250;

/** A bulk cursor: the index of the next unit and the request's fingerprint ("120.<fingerprint>"). */
const UNIT_CURSOR = cursorCodec('.', ['\\d{1,5}']);

const strict = { additionalProperties: false } as const;

/** One place of a bulk request: the place fields of the single operation. */
export const BulkPlace = Type.Object(
  { ...QueryPlaceFields },
  { ...strict, title: 'BulkPlace', description: 'One of lat and lon, place_id or place (free text)' },
);

/** The error of one unit: the error body's fields (docs/platform.md), without doc_url and request_id. */
const UnitError = Type.Object(
  {
    type: Type.String({ examples: ['invalid_parameter'] }),
    message: Type.String(),
    param: Type.Optional(Type.String({ description: 'The field at fault, as a path in the bulk request', examples: ['places[3].lat'] })),
  },
  { description: 'Why this unit has no data (it is not charged)' },
);

/** The line (NDJSON) or `items` element (JSON) of one unit, with `data` the single operation's data schema. */
export function bulkUnitLine(data: TSchema, withActivity: boolean) {
  return Type.Object(
    {
      place_index: Type.Integer({ minimum: 0, description: "Position of the place in the request's places" }),
      place_id: Type.Union([Type.String(), Type.Null()], { description: 'The place_id asked for, else null' }),
      year: Type.Integer({ description: 'Gregorian year of the unit' }),
      ...(withActivity ? { activity: Type.String({ description: 'Activity id of the unit', examples: ['marriage'] }) } : {}),
      cursor: Type.Union([Type.String(), Type.Null()], {
        description: 'Send it as `cursor` with the same request to get the units after this one; null on the last unit',
      }),
      data: Type.Optional(data),
      error: Type.Optional(UnitError),
      warnings: Type.Optional(Type.Array(WarningItem)),
    },
    {
      title: 'BulkUnitLine',
      description: 'One place-year (and activity): `data` exactly as the single operation answers it, or `error`',
    },
  );
}

/** What every bulk request shares: the places, the years and the resume cursor. */
function bulkFields(yearSchema: TSchema) {
  return {
    places: Type.Array(BulkPlace, { minItems: 1, maxItems: MAX_BATCH_PLACES, description: `1 to ${MAX_BATCH_PLACES} places` }),
    from_year: yearSchema,
    to_year: Type.Optional(yearSchema),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'The `cursor` of the last unit received, to resume an answer that broke off',
      }),
    ),
  };
}

/** The fields of a bulk request as the factory reads them. */
interface BulkBody {
  places: QueryPlaceInput[];
  from_year: number;
  to_year?: number;
  cursor?: string;
  activities?: string[];
  [field: string]: unknown;
}

/** The shape of a bulk request: how many years and units, and the first unit to answer (after the cursor). */
export interface BulkShape {
  years: number;
  /** One key per unit of a place-year: the activities, or [undefined]. */
  keys: readonly (string | undefined)[];
  units: number;
  first: number;
  fingerprint: string;
}

/** JSON with the keys of every object sorted, so that the same request in another key order has the same cursors. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The limits of a bulk request (400 naming the limit and the field, before any
 * work): to_year not before from_year and at most MAX_BATCH_YEARS years, at
 * most MAX_BATCH_UNITS units, a cursor of this same request.
 */
export function bulkShape(body: BulkBody, opId: string): BulkShape {
  const toYear = body.to_year ?? body.from_year;
  if (toYear < body.from_year) {
    throw errors.invalidParameterMessage('to_year', `Expected to_year at or after from_year (${body.from_year}) but received ${toYear}`);
  }
  const years = toYear - body.from_year + 1;
  if (years > MAX_BATCH_YEARS) {
    throw errors.invalidParameterMessage(
      'to_year',
      `Expected at most ${MAX_BATCH_YEARS} years from from_year to to_year but received ${years} (${body.from_year}..${toYear})`,
    );
  }
  const keys = body.activities ?? [undefined];
  const units = body.places.length * years * keys.length;
  if (units > MAX_BATCH_UNITS) {
    throw errors.invalidParameterMessage(
      body.activities === undefined ? 'places' : 'activities',
      `Expected at most ${MAX_BATCH_UNITS} units (places x years${body.activities === undefined ? '' : ' x activities'}) but received ${units}`,
    );
  }
  const { cursor, ...rest } = body;
  const fingerprint = fingerprintOf(`${opId}|${canonicalJson(rest)}`);
  const first = cursor === undefined ? 0 : UNIT_CURSOR.decode(cursor, fingerprint, ([i]) => i! > 0 && i! < units)[0]!;
  return { years, keys, units, first, fingerprint };
}

/** A unit as it crosses to the pool: its line's head, and the single operation's task or the error of its prepare. */
export interface BulkUnit {
  head: Record<string, unknown>;
  cursor: string | null;
  task?: unknown;
  error?: Static<typeof UnitError>;
  warnings?: Warning[];
}

/** The line fields of an error: a `param` of the unit's query named as the bulk request's field. */
function unitErrorOf(error: ApiError, placePrefix: string): Static<typeof UnitError> {
  const param = error.param === undefined ? undefined : placeField(error.param) ? `${placePrefix}${error.param}` : error.param;
  return { type: error.code, message: error.message, ...(param === undefined ? {} : { param }) };
}

const PLACE_FIELDS = new Set(Object.keys(QueryPlaceFields));
function placeField(param: string): boolean {
  return PLACE_FIELDS.has(param);
}

/**
 * The context a unit's `prepare` runs in: the request's services, with the
 * place meta and warnings kept for the unit's line, not the envelope.
 */
class UnitContext implements PrepareContext {
  readonly warnings: Warning[] = [];
  constructor(private readonly parent: PrepareContext) {}
  resolveBirth(): never {
    throw new Error('Expected no birth in a bulk unit but its operation resolved one');
  }
  usePlace(): void {}
  places() {
    return this.parent.places();
  }
  placesIfBuilt() {
    return this.parent.placesIfBuilt();
  }
  now() {
    return this.parent.now();
  }
  get caller() {
    return this.parent.caller;
  }
  get usage() {
    return this.parent.usage;
  }
  get transport() {
    return this.parent.transport;
  }
  warn(warning: Warning): void {
    this.warnings.push(warning);
  }
}

export interface YearBatchSpec<Id extends string> {
  id: Id;
  path: string;
  group: OperationGroup;
  /** The single operation (a GET of one place and one year) whose prepare and compute answer each unit. */
  single: AnyOperation;
  /** Extra body fields (the muhurat search's `activities`). */
  extra?: Record<string, TSchema>;
  /** The year field, where the single operation has none (the muhurat search's from..to). */
  yearSchema?: TSchema;
  summary: string;
  description: string;
  /** A realistic request (the single operation's own fields are not typed here: the schema test checks the example). */
  example: { places: QueryPlaceInput[]; from_year: number; to_year?: number; [field: string]: unknown };
  /** The single operation's query of a unit: the body's own fields, the place and the year (and the activity). */
  queryOf?(fields: Record<string, unknown>, year: number, key: string | undefined): Record<string, unknown>;
  /** The single task adjusted for a whole unit (the muhurat search: every day on one page). */
  taskOf?(task: unknown): unknown;
}

/** The single query's fields a bulk body takes as they are (its place, year and range fields, and paging, are the bulk's own). */
export function sharedFields(single: AnyOperation, omit: readonly string[]): Record<string, TSchema> {
  const leave = new Set(['year', 'from', 'to', 'cursor', 'limit', ...Object.keys(QueryPlaceFields), ...omit]);
  const props = (single.input as TObject).properties;
  return Object.fromEntries(Object.entries(props).filter(([k]) => !leave.has(k)));
}

/** The year field of the single operation (its bounds), required. */
export function yearSchemaOf(single: AnyOperation): TSchema {
  const year = (single.input as TObject).properties.year as { minimum?: number; maximum?: number } | undefined;
  if (year?.minimum === undefined || year.maximum === undefined) throw new Error(`Expected a bounded year field on ${single.id}`);
  return Type.Integer({ minimum: year.minimum, maximum: year.maximum, description: 'First Gregorian year' });
}

/** The bulk request schema of a single year operation. */
export function yearBatchRequest(
  single: AnyOperation,
  title: string,
  options: { omit?: readonly string[]; extra?: Record<string, TSchema>; yearSchema?: TSchema } = {},
) {
  return Type.Object(
    { ...bulkFields(options.yearSchema ?? yearSchemaOf(single)), ...sharedFields(single, options.omit ?? []), ...(options.extra ?? {}) },
    {
      ...strict,
      title,
      description: `places (1..${MAX_BATCH_PLACES}); from_year..to_year (at most ${MAX_BATCH_YEARS} years); the fields of ${single.path} but its place and year`,
    },
  );
}

/** The bulk answer's data schema: the years and the units' lines. */
export function yearBatchData(single: AnyOperation, title: string, withActivity = false) {
  return Type.Object(
    {
      from_year: Type.Integer(),
      to_year: Type.Integer(),
      ...(withActivity ? { activities: Type.Array(Type.String(), { description: 'The activities asked for, in order' }) } : {}),
      items: Type.Array(bulkUnitLine(single.output, withActivity), {
        description: 'One element per unit (place, then year, then activity), each as its NDJSON line',
      }),
    },
    { title },
  );
}

/**
 * The units of a bulk request after its cursor, each prepared by the single
 * operation, and the meta its units share (the conventions named when not the
 * default: every unit takes the same fields).
 */
async function unitsOf(
  spec: YearBatchSpec<string>,
  body: BulkBody,
  shape: BulkShape,
  ctx: PrepareContext,
): Promise<{ units: BulkUnit[]; meta: MetaExtras }> {
  const fields: Record<string, unknown> = {};
  const own = new Set([...Object.keys(bulkFields(Type.Integer())), ...Object.keys(spec.extra ?? {})]);
  for (const [k, v] of Object.entries(body)) if (!own.has(k) && v !== undefined) fields[k] = v;
  const perPlace = shape.years * shape.keys.length;
  const out: BulkUnit[] = [];
  let meta: MetaExtras = {};
  for (let u = shape.first; u < shape.units; u += 1) {
    // Each unit resolves its place and zone (about 0.1 ms): other requests run between slices of them.
    if ((u - shape.first) % UNITS_PER_SLICE === UNITS_PER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
    const placeIndex = Math.floor(u / perPlace);
    const year = body.from_year + Math.floor((u % perPlace) / shape.keys.length);
    const key = shape.keys[u % shape.keys.length];
    const place = body.places[placeIndex]!;
    const head = {
      place_index: placeIndex,
      place_id: place.place_id ?? null,
      year,
      ...(key === undefined ? {} : { activity: key }),
    };
    const cursor = u + 1 < shape.units ? UNIT_CURSOR.encode([u + 1], shape.fingerprint) : null;
    const query = { ...(spec.queryOf?.(fields, year, key) ?? { ...fields, year }), ...place };
    const unitCtx = new UnitContext(ctx);
    try {
      const prepared = spec.single.prepare === undefined ? { task: query } : spec.single.prepare(query, unitCtx);
      if (prepared instanceof Promise) throw new Error(`Expected a synchronous prepare of ${spec.single.id}`);
      const task = spec.taskOf === undefined ? prepared.task : spec.taskOf(prepared.task);
      if (prepared.meta !== undefined) meta = prepared.meta;
      out.push({ head, cursor, task, ...(unitCtx.warnings.length === 0 ? {} : { warnings: unitCtx.warnings }) });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      out.push({ head, cursor, error: unitErrorOf(error, `places[${placeIndex}].`) });
    }
  }
  return { units: out, meta };
}

/** One unit's line: the single operation's data, or its error (failed: 1, so it is not charged). */
function unitLine(single: AnyOperation, unit: BulkUnit): Answer<unknown> & { failedItems?: number } {
  const head = JSON.stringify({ ...unit.head, cursor: unit.cursor });
  const open = head.slice(0, -1);
  const warningsJson = (w: readonly Warning[]) => (w.length === 0 ? '' : `,"warnings":${JSON.stringify(w)}`);
  if (unit.error !== undefined) {
    return { dataJson: `[${open},"error":${JSON.stringify(unit.error)}${warningsJson(unit.warnings ?? [])}}]`, failedItems: 1 };
  }
  try {
    const answer = single.compute(unit.task) as Answer<unknown>;
    // A raw newline in JSON text is whitespace outside strings (never inside): dropped, the line stays one line.
    const dataJson = 'dataJson' in answer ? answer.dataJson.replace(/\n/g, '') : JSON.stringify(answer.data);
    const warnings = [...(unit.warnings ?? []), ...(answer.warnings ?? [])];
    return { dataJson: `[${open},"data":${dataJson}${warningsJson(warnings)}}]` };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const placePrefix = `places[${String(unit.head.place_index)}].`;
    return { dataJson: `[${open},"error":${JSON.stringify(unitErrorOf(error, placePrefix))}}]`, failedItems: 1 };
  }
}

/**
 * The bulk form of a single year operation: POST `path`, credits per unit as
 * the single operation's, streamed as NDJSON lines or JSON `items`.
 */
export function yearBatchOperation<const Id extends string, In extends TObject, Out extends TSchema>(
  spec: YearBatchSpec<Id> & { input: In; output: Out },
): OperationSpec<Id, In, TSchema, Out, BulkUnit> {
  const single = spec.single;
  return defineOperation({
    id: spec.id,
    method: 'POST',
    path: spec.path,
    credits: single.credits as Credits,
    keys: single.keys,
    group: spec.group,
    // The single operation's conventions; its place and zone are each unit's own (not in the envelope).
    meta: (single.meta ?? []).filter((m) => !(PLACE_META as readonly string[]).includes(m)),
    bulk: { item: bulkUnitLine(single.output, spec.extra?.activities !== undefined), layout: 'lines' },
    example: spec.example as Static<In>,
    summary: spec.summary,
    description: spec.description,
    input: spec.input,
    output: spec.output,
    creditsOf(body) {
      const shape = bulkShape(body as BulkBody, spec.id);
      return (shape.units - shape.first) * single.credits;
    },
    async prepare(body, ctx): Promise<Prepared<BulkTask<BulkUnit>>> {
      const b = body as BulkBody;
      const shape = bulkShape(b, spec.id);
      const toYear = b.to_year ?? b.from_year;
      const { units, meta } = await unitsOf(spec, b, shape, ctx);
      return withMeta(
        {
          head: { from_year: b.from_year, to_year: toYear, ...(b.activities === undefined ? {} : { activities: b.activities }) },
          layout: 'lines',
          parts: units,
        },
        meta,
      );
    },
    compute: (unit: BulkUnit) => unitLine(single, unit) as Answer<Static<Out>>,
  });
}
