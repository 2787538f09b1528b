/**
 * Left only for src/domain/shadbala, which still returns its answer in the
 * API's shape and is being split in parallel: delete this folder once the
 * shadbala presentation moves to src/operations/kundli/shadbala.ts. The
 * kundli operations present from src/operations/kundli/present.ts.
 */
import { type Lang, type Term, label as termLabel } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';

export type { Warning };

export type View = 'full' | 'compact';

export interface Presentation {
  lang: Lang;
  view: View;
}

export interface DomainResult<T> {
  data: T;
  warnings: Warning[];
}

/** The label of a term, or undefined in compact view (so JSON omits it). */
export function labelOf(term: Term, p: Presentation): string | undefined {
  return p.view === 'compact' ? undefined : termLabel(term, p.lang);
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
