/**
 * The matching conventions a request may choose where sources disagree: the
 * varna, vashya and tara tables of Ashtakoot and the Manglik rule set of
 * the match and dosha operations (docs/matching.md, "Table variants";
 * docs/doshas.md). Each is declared once in the convention registry
 * (src/operations/conventions.ts): its request field, default, meta rule and
 * /v1/meta/conventions entry.
 */
import type { ManglikRuleSet } from '../domain/doshas/index.ts';
import type { AshtakootTables, TaraCount, VarnaTable, VashyaTable } from '../domain/matching/index.ts';
import { choices, field, MANGLIK_RULES, TARA_COUNT, VARNA_TABLE, VASHYA_TABLE } from './conventions.ts';
import type { MetaExtras } from './schemas.ts';

export const AshtakootTableFields = { varna_table: field(VARNA_TABLE), vashya_table: field(VASHYA_TABLE), tara_count: field(TARA_COUNT) };

export const ManglikRulesField = { manglik_rules: field(MANGLIK_RULES) };

/** The tables a request chose, and the meta naming those that are not the default. */
export function ashtakootTablesOf(input: { varna_table?: VarnaTable; vashya_table?: VashyaTable; tara_count?: TaraCount }): {
  tables: AshtakootTables;
  meta: MetaExtras;
} {
  const { values, meta } = choices(
    { varna: VARNA_TABLE, vashya: VASHYA_TABLE, tara: TARA_COUNT },
    {
      varna: input.varna_table,
      vashya: input.vashya_table,
      tara: input.tara_count,
    },
  );
  return { tables: values, meta };
}

/** The Manglik rule set a request chose, and the meta naming it when not the default. */
export function manglikRulesOf(input: { manglik_rules?: ManglikRuleSet }): { rules: ManglikRuleSet; meta: MetaExtras } {
  const { values, meta } = choices({ manglik_rules: MANGLIK_RULES }, input);
  return { rules: values.manglik_rules, meta };
}
