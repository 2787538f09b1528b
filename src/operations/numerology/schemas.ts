/** Request pieces shared by the numerology operations. */
import { Type } from '@sinclair/typebox';
import { checkOfferedDate, DEFAULT_LANG } from '../../core/defaults.ts';
import type { CalendarDate } from '../../domain/numerology/index.ts';
import { LANGS } from '../../i18n/languages.ts';
import { literals } from '../schemas.ts';

export const Name = Type.String({
  minLength: 1,
  maxLength: 120,
  examples: ['Maya'],
  description: 'Read in Latin letters; diacritics are dropped; a name without any Latin letter is refused',
});
export const Digit = Type.Integer({ minimum: 0, maximum: 9 });
/** `options` of a numerology body that answers in words: only `lang` applies (no chart is cast). */
export const LangOptions = Type.Object(
  { lang: Type.Optional(literals(LANGS, DEFAULT_LANG)) },
  { additionalProperties: false, title: 'LangOptions' },
);

/** A schema-valid YYYY-MM-DD as the domain's calendar date; 400 on `param` outside the dates offered. */
export function dateOf(text: string, param: string): CalendarDate {
  checkOfferedDate(param, text);
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
