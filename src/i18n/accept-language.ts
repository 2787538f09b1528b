/**
 * The label language an Accept-Language header asks for (RFC 9110 §12.5.4):
 * the supported language of the highest weight, the first listed among equal
 * weights; a language's regional forms count as it ("ta-IN" is ta). Used only
 * where a request names no `lang`.
 */
import { LANGS, type Lang } from './languages.ts';

/** Entries read at most: a longer header is read no further (no client lists more). */
const MAX_ENTRIES = 32;

/** The language `header` prefers among LANGS, or undefined where it names none of them. */
export function langFromAcceptLanguage(header: string | undefined): Lang | undefined {
  if (header === undefined || header === '') return undefined;
  let best: Lang | undefined;
  let bestWeight = 0;
  const entries = header.split(',', MAX_ENTRIES);
  for (const entry of entries) {
    const [range = '', ...params] = entry.split(';');
    const primary = range.trim().toLowerCase().split('-')[0]!;
    if (!(LANGS as readonly string[]).includes(primary)) continue;
    let weight = 1;
    for (const p of params) {
      const [name, value] = p.split('=');
      if (name?.trim().toLowerCase() === 'q') weight = Number(value?.trim());
    }
    // A malformed weight counts as none; q=0 means "not this one".
    if (!(weight > 0 && weight <= 1)) continue;
    if (weight > bestWeight) {
      best = primary as Lang;
      bestWeight = weight;
    }
  }
  return best;
}
