/**
 * Presentation choices shared by the kundli operations: `lang` picks the
 * label language (machine ids stay English), `view: compact` drops labels
 * and prose. Warnings follow decisions.md ("Envelope details").
 */
import { type Lang, type Term, label as termLabel } from '../../core/glossary.ts';

export type View = 'full' | 'compact';

export interface Presentation {
  lang: Lang;
  view: View;
}

export const DEFAULT_PRESENTATION: Presentation = { lang: 'en', view: 'full' };

export interface Warning {
  code: string;
  message: string;
  fields: string[];
}

export interface DomainResult<T> {
  data: T;
  warnings: Warning[];
}

/** The label of a term, or undefined in compact view (so JSON omits it). */
export function labelOf(term: Term, p: Presentation): string | undefined {
  return p.view === 'compact' ? undefined : termLabel(term, p.lang);
}

/** Prose text, or undefined in compact view. */
export function prose(p: Presentation, en: string, hi?: string): string | undefined {
  if (p.view === 'compact') return undefined;
  return p.lang === 'hi' && hi !== undefined ? hi : en;
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];

/**
 * `Number(x.toFixed(digits))`, the same value bit for bit, without building
 * the decimal string (a kundli rounds 20 numbers; toFixed was about a fifth
 * of its presentation time). toFixed rounds the exact x * 10^digits to the
 * nearest integer n and the string n / 10^digits parses to the double nearest
 * it, which is what the division gives. The product x * 10^digits is itself
 * rounded, by at most 2^-22 below 2^31, so Math.round finds the same n unless
 * the fraction lies near a half (where toFixed also rounds half away from
 * zero, Math.round half up); those values, zeros (toFixed's sign of zero),
 * large or non-finite ones go through toFixed.
 */
export function roundFixed(x: number, digits = 6): number {
  const scale = POW10[digits];
  if (scale !== undefined) {
    const scaled = x * scale;
    if (Math.abs(scaled) < 2_147_483_648 && Math.abs(scaled - Math.floor(scaled) - 0.5) > 1e-6) {
      const r = Math.round(scaled) / scale;
      if (r !== 0) return r;
    }
  }
  return Number(x.toFixed(digits));
}

/**
 * Removes keys whose value is undefined (compact view, unknown time). The
 * object leaves V8's fast mode (delete), which makes reading and serialising
 * it slower: on hot paths build the object without those keys instead.
 */
export function compactObject<T extends Record<string, unknown>>(o: T): T {
  for (const k of Object.keys(o)) if (o[k] === undefined) delete o[k];
  return o;
}

export function timeUnknownWarning(fields: string[]): Warning {
  return {
    code: 'time_unknown',
    message: 'The birth time is unknown: values that depend on the lagna or houses are left out, and the grahas are placed at local noon.',
    fields,
  };
}
