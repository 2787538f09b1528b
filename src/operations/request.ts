/**
 * A request's body to an operation's input, the same on the HTTP thread
 * (src/http) and on a pool thread that answers a whole request
 * (src/workers/request-task.ts): the body parsed as a JSON object, and the
 * Accept-Language header's language as its `lang` where it names none.
 */
import { errors } from '../core/errors.ts';
import { langFromAcceptLanguage } from '../i18n/accept-language.ts';
import type { LangField } from './lang-input.ts';

/** The body as a JSON object; invalid_json for anything else (empty, not JSON, an array, null, a scalar). */
export function parseJsonObject(text: string): unknown {
  if (text.length === 0) throw errors.invalidJson('an empty body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw errors.invalidJson('text that is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidJson(Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`);
  }
  return value;
}

/**
 * The input with the Accept-Language header's language as its `lang` where
 * the request names none (validated input: the header only ever gives one of
 * the languages offered, so it needs no check of its own).
 */
export function withAcceptedLang(field: LangField, input: unknown, header: string | undefined): unknown {
  if (field === undefined || header === undefined || header === '' || input === null || typeof input !== 'object') return input;
  const at = input as { lang?: unknown; options?: { lang?: unknown } };
  if (field === 'top' ? at.lang !== undefined : at.options?.lang !== undefined) return input;
  const lang = langFromAcceptLanguage(header);
  if (lang === undefined) return input;
  return field === 'top' ? { ...at, lang } : { ...at, options: { ...at.options, lang } };
}
