/**
 * The digits of label texts: Western (`latn`, the default) or the script's
 * own (`native`: Devanagari ०-९ for hi and mr, Tamil ௦-௯, Telugu ౦-౯, Kannada
 * ೦-೯, Malayalam ൦-൯, Gujarati ૦-૯, Bengali ০-৯; English has none of its own).
 * Where the option applies is decided here and nowhere else: the label
 * fields of an answer (`label`, `labels`, `*_label`) and the texts built from
 * numbers for display (`reasons`). Machine fields (dates, times, numbers,
 * ids) and prose keep Western digits whatever the option.
 */
import type { Lang } from './languages.ts';

/** The values of `digits`, the default first. */
export const DIGITS = ['latn', 'native'] as const;
export type Digits = (typeof DIGITS)[number];

/** The code point of each language's digit zero (its nine others follow it); undefined: the language writes Western digits. */
const ZERO: Readonly<Record<Lang, number | undefined>> = {
  en: undefined,
  hi: 0x0966,
  mr: 0x0966,
  ta: 0x0be6,
  te: 0x0c66,
  kn: 0x0ce6,
  ml: 0x0d66,
  gu: 0x0ae6,
  bn: 0x09e6,
};

/** Whether `lang` has digits of its own (else `native` keeps Western digits). */
export function hasNativeDigits(lang: Lang): boolean {
  return ZERO[lang] !== undefined;
}

/** `text` with its Western digits written in `lang`'s own. */
export function nativeDigits(text: string, lang: Lang): string {
  const zero = ZERO[lang];
  if (zero === undefined) return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + d.charCodeAt(0) - 48));
}

/** Whether an answer field is one whose text `digits` applies to (the one rule; see the head of this file). */
export function isDigitsField(key: string): boolean {
  return key === 'label' || key === 'labels' || key.endsWith('_label') || key === 'reasons';
}

/** `data` (an answer's data) with the digits of its label texts in `lang`'s own; the other fields untouched. */
export function withNativeDigits(data: unknown, lang: Lang): unknown {
  return walk(data, lang, false);
}

function walk(value: unknown, lang: Lang, inLabel: boolean): unknown {
  if (typeof value === 'string') return inLabel ? nativeDigits(value, lang) : value;
  if (Array.isArray(value)) return value.map((v) => walk(v, lang, inLabel));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = walk(v, lang, inLabel || isDigitsField(k));
  return out;
}
