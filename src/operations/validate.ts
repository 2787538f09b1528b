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
import './formats.ts';

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
 * first (TypeBox Value.Convert), then checked like a body.
 */
export function compileQuery<S extends TSchema>(schema: S): Validator<S> {
  const inner = compile(schema);
  return {
    schema,
    parse(value: unknown): Static<S> {
      return inner.parse(Value.Convert(schema, value));
    },
  };
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

function toApiError(list: ValueError[], value: unknown, root: string): ApiError {
  // Report an unknown field before anything else: it is the most likely mistake.
  const first = list.find((e) => e.type === ValueErrorType.ObjectAdditionalProperties) ?? list[0];
  if (first === undefined) return errors.invalidParameterMessage(root || 'body', 'Invalid value');
  return explain(first, value, root);
}

function explain(e: ValueError, value: unknown, root: string): ApiError {
  const param = paramOf(e.path, root);
  switch (e.type) {
    case ValueErrorType.ObjectAdditionalProperties:
      return errors.invalidParameterMessage(param, `Unexpected field ${param}; no other fields are accepted here`);
    case ValueErrorType.ObjectRequiredProperty:
      return errors.invalidParameterMessage(param, `Expected ${param} (required) but received nothing`);
    case ValueErrorType.Union:
      return explainUnion(e, value, root, param);
    default:
      return errors.invalidParameter(param, describeSchema(e.schema), e.value);
  }
}

/**
 * Picks the variant of a union (such as the three place forms) that the value
 * was evidently meant to be, by the fields it shares with it, and reports that
 * variant's own first error; otherwise names the union.
 */
function explainUnion(e: ValueError, value: unknown, root: string, param: string): ApiError {
  const variants = (e.schema.anyOf ?? []) as TSchema[];
  const v = e.value;
  if (v !== null && typeof v === 'object' && !Array.isArray(v) && e.errors.length === variants.length) {
    const keys = Object.keys(v);
    let best: ValueError[] | undefined;
    variants.forEach((schema, i) => {
      const props = schema.properties as Record<string, unknown> | undefined;
      if (props === undefined || !keys.some((k) => k in props)) return;
      const errs = [...e.errors[i]!];
      if (best === undefined || errs.length < best.length) best = errs;
    });
    if (best !== undefined && best.length > 0) return toApiError(best, value, root);
  }
  return errors.invalidParameter(param, describeSchema(e.schema), e.value);
}

/** Human text for what a schema accepts ("a number between -90 and 90"). */
export function describeSchema(schema: TSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) {
    if (typeof schema.description === 'string') return schema.description;
    const variants = schema.anyOf as TSchema[];
    if (variants.every((s) => s.const !== undefined)) return `one of ${variants.map((s) => String(s.const)).join(', ')}`;
    return `one of: ${variants.map((s) => describeSchema(s)).join('; ')}`;
  }
  if (Array.isArray(schema.enum)) return `one of ${(schema.enum as unknown[]).map(String).join(', ')}`;
  switch (schema.type) {
    case 'number':
    case 'integer': {
      const what = schema.type === 'integer' ? 'an integer' : 'a number';
      if (schema.minimum !== undefined && schema.maximum !== undefined) return `${what} between ${schema.minimum} and ${schema.maximum}`;
      if (schema.minimum !== undefined) return `${what} >= ${schema.minimum}`;
      if (schema.maximum !== undefined) return `${what} <= ${schema.maximum}`;
      return what;
    }
    case 'string': {
      if (schema.format === 'date') return 'a date (YYYY-MM-DD)';
      if (schema.format === 'date-time') return 'a date-time with offset (YYYY-MM-DDTHH:MM:SS+HH:MM)';
      if (schema.pattern !== undefined) return `a string matching ${schema.pattern}`;
      if (schema.minLength !== undefined && schema.maxLength !== undefined) {
        return `a string of ${schema.minLength} to ${schema.maxLength} characters`;
      }
      if (schema.minLength !== undefined) return `a string of at least ${schema.minLength} characters`;
      return 'a string';
    }
    case 'boolean':
      return 'a boolean';
    case 'array':
      return 'an array';
    case 'object': {
      const props = schema.properties as Record<string, unknown> | undefined;
      return props === undefined ? 'an object' : `an object with ${Object.keys(props).join(', ')}`;
    }
    default:
      return 'a valid value';
  }
}
