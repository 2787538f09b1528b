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

/** Removes keys whose value is undefined (compact view, unknown time). */
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
