/**
 * Presentation shared by the chart operations (kundli, dasha, KP, annual,
 * chart images): `lang` picks the label language (machine ids stay English),
 * `view: compact` drops labels and prose; the chart's unknown or approximate
 * time becomes a warning naming the fields it concerns (docs/platform.md,
 * "Envelope details"); numbers are rounded by roundFixed.
 */
import { type Lang, type Term, label as termLabel } from '../../core/glossary.ts';
import { timeUnknownWarning as timeUnknown, type Warning } from '../../core/warnings.ts';
import type { Chart } from '../../domain/chart/index.ts';
import type { ResolvedOptions } from '../schemas.ts';

export type View = 'full' | 'compact';

export interface Presentation {
  lang: Lang;
  view: View;
}

/** The presentation choices of resolved options. */
export function presentationOf(options: ResolvedOptions): Presentation {
  return { lang: options.lang, view: options.view };
}

/** The label of a term, or undefined in compact view (so JSON omits it). */
export function labelOf(term: Term, p: Presentation): string | undefined {
  return p.view === 'compact' ? undefined : termLabel(term, p.lang);
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
export function compactObject<T extends object>(o: T): T {
  const r = o as Record<string, unknown>;
  for (const k of Object.keys(r)) if (r[k] === undefined) delete r[k];
  return o;
}

/** The warning of a chart without a lagna (time unknown), listing the fields left out. */
export function timeUnknownWarning(fields: string[]): Warning {
  return timeUnknown(
    fields,
    'The birth time is unknown: values that depend on the lagna or houses are left out, and the grahas are placed at local noon.',
  );
}

/**
 * The warning of an approximate time whose lagna sign or Moon nakshatra would
 * change within the window either side of it, listing the fields that change
 * with each; none otherwise.
 */
export function approximateWarnings(chart: Chart, moonFields: string[], lagnaFields: string[]): Warning[] {
  const a = chart.approximate;
  if (a === null || (!a.lagnaSignMayChange && !a.moonNakshatraMayChange)) return [];
  const fields = [...(a.lagnaSignMayChange ? lagnaFields : []), ...(a.moonNakshatraMayChange ? moonFields : [])];
  if (fields.length === 0) return [];
  const what = [a.lagnaSignMayChange ? 'the lagna sign' : null, a.moonNakshatraMayChange ? "the Moon's nakshatra" : null]
    .filter((x) => x !== null)
    .join(' and ');
  return [
    {
      code: 'time_approximate',
      message: `The birth time is approximate and ${what} would change within 15 minutes either side of it.`,
      fields,
    },
  ];
}

/** The chart's time warnings: unknown (fields left out) or approximate (fields that may change). */
export function timeWarnings(chart: Chart, unknownFields: string[], moonFields: string[], lagnaFields: string[]): Warning[] {
  return chart.lagna === null ? [timeUnknownWarning(unknownFields)] : approximateWarnings(chart, moonFields, lagnaFields);
}
