/**
 * TypeBox validators compiled once, and the translation of the first failure
 * into a 400 invalid_parameter whose `param` is a path (`birth.place.latitude`,
 * `vargas[0]`, `lat`).
 */
import type { TSchema, Static } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { ApiError, errors } from '../core/errors.ts';
import { FORMAT_WORDS } from './formats.ts';
import { EXPECTED } from './schemas.ts';

export interface Validator<S extends TSchema> {
  schema: S;
  /** Returns the value typed, or throws 400 invalid_parameter. */
  parse(value: unknown, root?: string): Static<S>;
}

export function compile<S extends TSchema>(schema: S): Validator<S> {
  const check: TypeCheck<S> = TypeCompiler.Compile(schema);
  return {
    schema,
    parse(value: unknown, root = ''): Static<S> {
      if (check.Check(value)) return value;
      throw toApiError([...check.Errors(value)], value, root);
    },
  };
}

/**
 * Query strings carry text; numbers and booleans are converted by the schema
 * first (TypeBox Value.Convert), then checked like a body. Value.Convert
 * truncates a fractional text ("1.5") to an integer: an integer field's text
 * that is not a whole number is checked as the number it says (or as the
 * text), so it is refused rather than silently truncated.
 */
export function compileQuery<S extends TSchema>(schema: S): Validator<S> {
  const inner = compile(schema);
  const integerFields = Object.entries((schema.properties ?? {}) as Record<string, TSchema>)
    .filter(([, sub]) => sub.type === 'integer')
    .map(([name]) => name);
  return {
    schema,
    parse(value: unknown): Static<S> {
      // Value.Convert may convert in place: read the texts first.
      const texts = isRecord(value) ? integerFields.map((name) => [name, value[name]] as const) : [];
      const converted = Value.Convert(schema, value);
      if (isRecord(converted)) {
        for (const [name, text] of texts) {
          if (typeof text !== 'string' || /^\s*[+-]?\d+\s*$/.test(text)) continue;
          const asNumber = text.trim() === '' ? NaN : Number(text);
          converted[name] = Number.isFinite(asNumber) ? asNumber : text;
        }
      }
      return inner.parse(converted);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** '/birth/place/latitude' -> 'birth.place.latitude'; '/vargas/0' -> 'vargas[0]'. */
export function paramOf(pointer: string, root = ''): string {
  let out = root;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else out += out === '' ? part : `.${part}`;
  }
  return out === '' ? 'body' : out;
}

/**
 * Names an object may be given by mistake, each group one field: a body with
 * `lat` where `latitude` is asked for (or the reverse, in a query) gets a
 * "did you mean" naming the right one.
 */
const NEAR_NAMES: readonly (readonly string[])[] = [
  ['latitude', 'lat'],
  ['longitude', 'lon', 'lng', 'long'],
  ['timezone', 'tz', 'time_zone'],
  ['place_id', 'placeid', 'place-id', 'id'],
  ['query', 'q', 'city', 'place_name'],
];

/** The field of `props` that `key` was probably meant to be, if any. */
function nearName(key: string, props: Record<string, unknown>): string | undefined {
  const lower = key.toLowerCase();
  if (lower !== key && lower in props) return lower;
  const group = NEAR_NAMES.find((g) => g.includes(lower));
  return group?.find((name) => name !== key && name in props);
}

/** The path of the object holding the field at `pointer`. */
function parentOf(pointer: string): string {
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

function toApiError(list: ValueError[], value: unknown, root: string, within?: string): ApiError {
  // Report an unknown field before anything else: it is the most likely mistake.
  const first = list.find((e) => e.type === ValueErrorType.ObjectAdditionalProperties) ?? list[0];
  if (first === undefined) return errors.invalidParameterMessage(root || 'body', 'Invalid value');
  return explain(first, value, root, within);
}

/** `within`: what the enclosing union accepts, added where a field is missing or unexpected in one of its forms. */
function explain(e: ValueError, value: unknown, root: string, within?: string): ApiError {
  const param = paramOf(e.path, root);
  const tail = within === undefined ? '' : `; ${within}`;
  switch (e.type) {
    case ValueErrorType.ObjectAdditionalProperties: {
      const props = (e.schema.properties ?? {}) as Record<string, TSchema>;
      const key = e.path.slice(e.path.lastIndexOf('/') + 1);
      const near = nearName(key, props);
      const names = Object.keys(props);
      const hint =
        near === undefined
          ? names.length === 0
            ? 'no fields are accepted here'
            : `the fields accepted here are ${names.join(', ')}`
          : `did you mean ${paramOf(`${parentOf(e.path)}/${near}`, root)}?`;
      const message = near === undefined ? `Unexpected field ${param}; ${hint}` : `Unexpected field ${param} (${hint})`;
      return errors.invalidParameterMessage(param, `${message}${tail}`);
    }
    case ValueErrorType.ObjectRequiredProperty: {
      // TypeBox gives the missing property's own schema here.
      return errors.invalidParameterMessage(
        param,
        `Expected ${describeSchema(e.schema)} for ${param} (required) but received nothing${tail}`,
      );
    }
    case ValueErrorType.ArrayUniqueItems: {
      const items = Array.isArray(e.value) ? e.value.map((v) => JSON.stringify(v)) : [];
      const twice = items.find((v, i) => items.indexOf(v) !== i);
      return errors.invalidParameterMessage(
        param,
        `Expected each item of ${param} at most once but received ${twice ?? 'an item'} more than once${tail}`,
      );
    }
    case ValueErrorType.Union:
      return explainUnion(e, value, root, param);
    default:
      return errors.invalidParameter(param, describeSchema(e.schema), e.value);
  }
}

/**
 * Picks the form of a union (such as the three place forms) that the value
 * was evidently meant to be, by the fields it shares with it (or nearly
 * shares: `lat` for `latitude`), and reports that form's own first error with
 * the forms the union accepts; otherwise names the union.
 */
function explainUnion(e: ValueError, value: unknown, root: string, param: string): ApiError {
  const variants = (e.schema.anyOf ?? []) as TSchema[];
  const v = e.value;
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && e.errors.length === variants.length) {
    const keys = Object.keys(v);
    let best: ValueError[] | undefined;
    variants.forEach((schema, i) => {
      const props = schema.properties as Record<string, unknown> | undefined;
      if (props === undefined || !keys.some((k) => k in props || nearName(k, props) !== undefined)) return;
      const errs = [...e.errors[i]!];
      if (best === undefined || errs.length < best.length) best = errs;
    });
    if (best !== undefined && best.length > 0) return toApiError(best, value, root, `${param} is ${describeSchema(e.schema)}`);
  }
  return errors.invalidParameter(param, describeSchema(e.schema), e.value);
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "1 to 16", "at least 1", "at most 3" (with the unit), or '' when unbounded. */
function countWords(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? plural(min, unit) : `${min} to ${max} ${unit}s`;
  if (min !== undefined) return `at least ${plural(min, unit)}`;
  if (max !== undefined) return `at most ${plural(max, unit)}`;
  return '';
}

/**
 * Human text for what a schema accepts ("a number between -90 and 90", "a
 * list of 1 to 16 different items, each one of D1, D2, ..."): the object of
 * every "Expected ... for <param>" message. A schema's own `x-expected` words
 * come first; a `pattern` without them is a programming error (a test walks
 * every request schema), so its regular expression is never shown.
 */
export function describeSchema(schema: TSchema): string {
  if (typeof schema[EXPECTED] === 'string') return schema[EXPECTED] as string;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) {
    const variants = schema.anyOf as TSchema[];
    if (variants.every((s) => s.const !== undefined)) return `one of ${variants.map((s) => String(s.const)).join(', ')}`;
    if (typeof schema.description === 'string') return schema.description;
    return `one of: ${variants.map((s) => describeSchema(s)).join('; ')}`;
  }
  if (Array.isArray(schema.enum)) return `one of ${(schema.enum as unknown[]).map(String).join(', ')}`;
  switch (schema.type) {
    case 'number':
    case 'integer': {
      const what = schema.type === 'integer' ? 'an integer' : 'a number';
      const min = schema.minimum ?? schema.exclusiveMinimum;
      const max = schema.maximum ?? schema.exclusiveMaximum;
      const above = schema.minimum !== undefined ? `>= ${min}` : `> ${min}`;
      const below = schema.maximum !== undefined ? `<= ${max}` : `< ${max}`;
      if (schema.minimum !== undefined && schema.maximum !== undefined) return `${what} between ${min} and ${max}`;
      if (min !== undefined && max !== undefined) return `${what} ${above} and ${below}`;
      if (min !== undefined) return `${what} ${above}`;
      if (max !== undefined) return `${what} ${below}`;
      return what;
    }
    case 'string': {
      if (typeof schema.format === 'string') return FORMAT_WORDS[schema.format] ?? `a string in the ${schema.format} format`;
      if (schema.pattern !== undefined) return 'a string in the documented form';
      const count = countWords(schema.minLength, schema.maxLength, 'character');
      return count === '' ? 'a string' : `a string of ${count}`;
    }
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'null';
    case 'array': {
      const count = countWords(schema.minItems, schema.maxItems, 'item');
      const unique = schema.uniqueItems === true ? 'different ' : '';
      const list =
        count === '' ? `a list${unique === '' ? '' : ' of different items'}` : `a list of ${count.replace(/items?$/, (w) => unique + w)}`;
      const items = schema.items as TSchema | undefined;
      return items === undefined ? list : `${list}, each ${describeSchema(items)}`;
    }
    case 'object': {
      const props = schema.properties as Record<string, unknown> | undefined;
      return props === undefined ? 'an object' : `an object with ${Object.keys(props).join(', ')}`;
    }
    default:
      return 'a valid value';
  }
}
