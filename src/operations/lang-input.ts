/**
 * Where a request takes `lang`, and what the answer's meta says about it: an
 * operation's input has it at its top (query or body) or in its chart
 * `options`. A request in a language without prose of its own gets
 * `meta.prose_lang` (en): its labels are in its language, its prose in English.
 */
import type { TSchema } from '@sinclair/typebox';
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
