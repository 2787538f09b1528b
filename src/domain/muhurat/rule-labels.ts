/**
 * The names of the rules a muhurat reason can carry (the activity's panchang
 * rules, the doshas and the personal balas), labelled from the catalogues
 * (`muhurat_rule.<rule id>`). The reason's sentence stays prose (sentences.ts);
 * this is the rule's short name, as the almanacs print it.
 */
import { label, termOf, type Lang, type Term } from '../../core/glossary.ts';
import { PERSONAL_RULES } from './personal.ts';
import { MUHURAT_RULES, type MuhuratRuleId } from './rules.ts';

/** A personal check's rule id (tara_bala, chandra_bala, guru_bala, surya_bala). */
export type PersonalRuleId = (typeof PERSONAL_RULES)[keyof typeof PERSONAL_RULES];
/** Every rule id a reason can name. */
export type ReasonRuleId = MuhuratRuleId | PersonalRuleId;

/** The rule ids of every reason: the rules table's, then the personal checks'. */
export const REASON_RULE_IDS: readonly ReasonRuleId[] = [
  ...(Object.keys(MUHURAT_RULES) as MuhuratRuleId[]),
  ...Object.values(PERSONAL_RULES),
];

/** Each rule id's term (termOf throws at load for a rule the catalogues lack). */
export const MUHURAT_RULE_TERMS: Readonly<Record<ReasonRuleId, Term<ReasonRuleId>>> = Object.fromEntries(
  REASON_RULE_IDS.map((id) => [id, termOf('muhurat_rule', id)]),
) as Record<ReasonRuleId, Term<ReasonRuleId>>;

/** The label of a reason's rule in `lang`; throws for an id no rule has (REASON_RULE_IDS lists them all). */
export function muhuratRuleLabel(rule: string, lang: Lang): string {
  const term = (MUHURAT_RULE_TERMS as Readonly<Record<string, Term | undefined>>)[rule];
  if (term === undefined) throw new Error(`No muhurat_rule label for rule ${rule}`);
  return label(term, lang);
}
