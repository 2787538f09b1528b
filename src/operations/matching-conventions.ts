/**
 * The matching conventions a request may choose where sources disagree: the
 * varna, vashya and tara tables of Ashtakoot and the Manglik rule set of
 * the match and dosha operations (docs/matching.md, "Table variants";
 * docs/doshas.md). Each is a request field with the current convention as
 * its default, named in the answer's `meta` only when not the default, and
 * listed in /v1/meta/conventions.
 */
import { Type } from '@sinclair/typebox';
import { DEFAULT_MANGLIK_RULES, MANGLIK_RULE_SETS, type ManglikRuleSet } from '../domain/doshas/index.ts';
import {
  DEFAULT_ASHTAKOOT_TABLES,
  TARA_COUNTS,
  VARNA_TABLES,
  VASHYA_TABLES,
  type AshtakootTables,
  type TaraCount,
  type VarnaTable,
  type VashyaTable,
} from '../domain/matching/index.ts';
import type { MetaExtras } from './define.ts';
import { literals } from './schemas.ts';

export const AshtakootTableFields = {
  varna_table: Type.Optional(
    literals(
      VARNA_TABLES,
      DEFAULT_ASHTAKOOT_TABLES.varna,
      'standard: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra; air_vaishya: air Vaishya, earth Shudra',
    ),
  ),
  vashya_table: Type.Optional(
    literals(
      VASHYA_TABLES,
      DEFAULT_ASHTAKOOT_TABLES.vashya,
      'The vashya points: standard, or maitreya (the table of Maitreya, saravali.de)',
    ),
  ),
  tara_count: Type.Optional(
    literals(
      TARA_COUNTS,
      DEFAULT_ASHTAKOOT_TABLES.tara,
      "both_ways: 1.5 for each auspicious direction; from_bride: 3 when the groom's star from the bride's is auspicious",
    ),
  ),
};

export const ManglikRulesField = {
  manglik_rules: Type.Optional(
    literals(
      MANGLIK_RULE_SETS,
      DEFAULT_MANGLIK_RULES,
      "standard: houses 1, 2, 4, 7, 8, 12 and the usual cancellations; raman: B.V. Raman's houses 2, 4, 7, 8, 12 and his exceptions",
    ),
  ),
};

/** The tables a request chose, and the meta naming those that are not the default. */
export function ashtakootTablesOf(input: { varna_table?: VarnaTable; vashya_table?: VashyaTable; tara_count?: TaraCount }): {
  tables: AshtakootTables;
  meta: MetaExtras;
} {
  const tables: AshtakootTables = {
    varna: input.varna_table ?? DEFAULT_ASHTAKOOT_TABLES.varna,
    vashya: input.vashya_table ?? DEFAULT_ASHTAKOOT_TABLES.vashya,
    tara: input.tara_count ?? DEFAULT_ASHTAKOOT_TABLES.tara,
  };
  return {
    tables,
    meta: {
      ...(tables.varna === DEFAULT_ASHTAKOOT_TABLES.varna ? {} : { varna_table: tables.varna }),
      ...(tables.vashya === DEFAULT_ASHTAKOOT_TABLES.vashya ? {} : { vashya_table: tables.vashya }),
      ...(tables.tara === DEFAULT_ASHTAKOOT_TABLES.tara ? {} : { tara_count: tables.tara }),
    },
  };
}

/** The Manglik rule set a request chose, and the meta naming it when not the default. */
export function manglikRulesOf(input: { manglik_rules?: ManglikRuleSet }): { rules: ManglikRuleSet; meta: MetaExtras } {
  const rules = input.manglik_rules ?? DEFAULT_MANGLIK_RULES;
  return { rules, meta: rules === DEFAULT_MANGLIK_RULES ? {} : { manglik_rules: rules } };
}

/** /v1/meta/conventions: each choice's default and the values accepted. */
export const MATCHING_CONVENTIONS = {
  varna_table: DEFAULT_ASHTAKOOT_TABLES.varna,
  varna_table_options: VARNA_TABLES.join(', '),
  vashya_table: DEFAULT_ASHTAKOOT_TABLES.vashya,
  vashya_table_options: VASHYA_TABLES.join(', '),
  tara_count: DEFAULT_ASHTAKOOT_TABLES.tara,
  tara_count_options: TARA_COUNTS.join(', '),
  manglik_rules: DEFAULT_MANGLIK_RULES,
  manglik_rules_options: MANGLIK_RULE_SETS.join(', '),
};
