/** Request pieces shared by the numerology operations. */
import { Type } from '@sinclair/typebox';
import type { CalendarDate } from '../../domain/numerology/index.ts';

export const Name = Type.String({ minLength: 1, maxLength: 120, examples: ['Maya'],
  description: 'Read in Latin letters; diacritics are dropped; a name without any Latin letter is refused' });
export const Digit = Type.Integer({ minimum: 0, maximum: 9 });

/** A schema-valid YYYY-MM-DD as the domain's calendar date. */
export function dateOf(text: string): CalendarDate {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
