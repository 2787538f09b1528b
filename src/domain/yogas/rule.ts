/** The shape of a yoga rule: a small declarative record with its text. */
import type { GrahaName, Term } from '../../core/glossary.ts';
import type { YogaContext } from './context.ts';

export interface YogaHit {
  /** Grahas that form this instance. */
  grahas: GrahaName[];
  /** How this chart meets the rule, in words. */
  formedBy: string;
}

export interface YogaRule {
  id: string;
  family: string;
  name: Term;
  /** Whether the rule reads houses or lords from the lagna. */
  needsLagna: boolean;
  /** The classical rule in words, with its source. */
  rule: string;
  detect(ctx: YogaContext): YogaHit[];
}

export function yoga(id: string, family: string, en: string, hi: string, needsLagna: boolean, rule: string,
  detect: (ctx: YogaContext) => YogaHit[]): YogaRule {
  return { id, family, name: { id, en, hi }, needsLagna, rule, detect };
}

export const hit = (grahas: GrahaName[], formedBy: string): YogaHit[] => [{ grahas, formedBy }];
export const none: YogaHit[] = [];
