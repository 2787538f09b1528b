/** A tithi as the panchang, the calendar and the muhurat searches name it: machine ids and labels in `lang`. */
import { Type } from '@sinclair/typebox';
import { label, pakshaOf, tithiTerm, type Lang } from '../../core/glossary.ts';
import { DateTimeString, literals } from '../schemas.ts';

export const Paksha = literals(['shukla', 'krishna'] as const);

/** A tithi's fields in an answer. */
export const TithiNameFields = {
  number: Type.Integer({ minimum: 1, maximum: 30 }),
  name: Type.String({ description: 'Machine id (English, whatever lang)', examples: ['ekadashi'] }),
  label: Type.String({ description: 'Display name in lang', examples: ['Ekadashi', 'एकादशी'] }),
  paksha: Paksha,
  paksha_label: Type.String({ examples: ['Shukla', 'शुक्ल'] }),
};

/** An observance's tithi and its span (festivals, vrats): number 1..30 (amanta), id, paksha, start and end. */
export const TithiSpan = Type.Object({
  number: Type.Integer({ minimum: 1, maximum: 30 }),
  id: Type.String(),
  paksha: Paksha,
  start: DateTimeString,
  end: DateTimeString,
});
/** An observance's windows and moments (festivals, vrats). */
export const NamedWindow = Type.Object({ id: Type.String(), start: DateTimeString, end: DateTimeString });
export const NamedMoment = Type.Object({ id: Type.String(), at: DateTimeString });

/** The TithiNameFields of tithi index 0..29 in `lang` (names from the glossary's tithi and paksha tables). */
export function tithiNames(tithiIndex: number, lang: Lang) {
  const tithi = tithiTerm(tithiIndex);
  const paksha = pakshaOf(tithiIndex);
  return { number: tithiIndex + 1, name: tithi.id, label: label(tithi, lang), paksha: paksha.id, paksha_label: label(paksha, lang) };
}
