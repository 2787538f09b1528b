/**
 * Where a request takes `lang`, and what the answer's meta says about it: an
 * operation's input has it at its top (query or body) or in its chart
 * `options`. A request in a language without prose of its own gets
 * `meta.prose_lang` (en): its labels are in its language, its prose in English.
 * Beside `lang` (at the same level) every such operation takes `digits`
 * (src/i18n/digits.ts): `native` writes its label texts' digits in the script's own.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import { DIGITS, field } from './conventions.ts';
import { hasNativeDigits } from '../i18n/digits.ts';
import { hasProse, LANGS, type Lang } from '../i18n/languages.ts';

/** Where an operation's input takes `lang`; undefined: it takes none. */
export type LangField = 'top' | 'options' | undefined;

export function langFieldOf(input: TSchema | undefined): LangField {
  const properties = (input as { properties?: Record<string, { properties?: Record<string, unknown> }> } | undefined)?.properties;
  if (properties?.lang !== undefined) return 'top';
  if (properties?.options?.properties?.lang !== undefined) return 'options';
  return undefined;
}

/** The `lang` a (validated) input names, at its top or in its options; undefined where it names none. */
export function langOfInput(input: unknown): Lang | undefined {
  if (input === null || typeof input !== 'object') return undefined;
  const at = input as { lang?: unknown; options?: { lang?: unknown } };
  const lang = at.lang ?? at.options?.lang;
  return (LANGS as readonly unknown[]).includes(lang) ? (lang as Lang) : undefined;
}

/** The meta of an answer to `input`: `prose_lang` where its language has no prose of its own. */
export function proseMetaOf(input: unknown): { prose_lang: 'en' } | undefined {
  const lang = langOfInput(input);
  return lang === undefined || hasProse(lang) ? undefined : { prose_lang: 'en' };
}

/** The language whose digits an answer to `input` writes its label texts in: its `lang` where `digits` is native and the language has digits of its own, else undefined (Western digits). */
export function nativeDigitsLangOf(input: unknown): Lang | undefined {
  if (input === null || typeof input !== 'object') return undefined;
  const at = input as { digits?: unknown; options?: { digits?: unknown } };
  if ((at.digits ?? at.options?.digits) !== 'native') return undefined;
  const lang = langOfInput(input);
  return lang !== undefined && hasNativeDigits(lang) ? lang : undefined;
}

/**
 * The input schema with `digits` beside its `lang` (at its top or in its
 * options): every operation that takes `lang` takes `digits` too, declared
 * here once. An input without `lang` is returned as it is.
 */
export function withDigitsField<S extends TSchema | undefined>(input: S): S {
  const where = langFieldOf(input);
  if (where === undefined) return input;
  const withDigits = (o: TObject): TObject => ({ ...o, properties: { ...o.properties, digits: field(DIGITS) } });
  const top = input as unknown as TObject;
  if (where === 'top') return withDigits(top) as unknown as S;
  return { ...top, properties: { ...top.properties, options: withDigits(top.properties.options as TObject) } } as unknown as S;
}
