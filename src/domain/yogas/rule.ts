/** The shape of a yoga rule: a small declarative record with its text. */
import { termOf, type GrahaName, type Term } from '../../core/glossary.ts';
import type { YogaContext } from './context.ts';
import type { YogaFormedText, YogaRuleText } from './sentences.ts';

export interface YogaHit {
  /** Grahas that form this instance. */
  grahas: GrahaName[];
  /** How this chart meets the rule: a sentence of sentences.ts. */
  formedBy: YogaFormedText;
}

export interface YogaRule {
  id: string;
  family: string;
  name: Term;
  /** Whether the rule reads houses or lords from the lagna. */
  needsLagna: boolean;
  /** The classical rule with its source: a sentence of sentences.ts. */
  rule: YogaRuleText;
  detect(ctx: YogaContext): YogaHit[];
}

/** A yoga rule; its name is the catalogues' `kundli_yoga.<id>` (src/i18n), in every language. */
export function yoga(
  id: string,
  family: string,
  needsLagna: boolean,
  rule: YogaRuleText,
  detect: (ctx: YogaContext) => YogaHit[],
): YogaRule {
  return { id, family, name: termOf('kundli_yoga', id), needsLagna, rule, detect };
}

export const hit = (grahas: GrahaName[], formedBy: YogaFormedText): YogaHit[] => [{ grahas, formedBy }];
export const none: YogaHit[] = [];
