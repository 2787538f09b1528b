/**
 * The message catalogues: one per language (the files beside this one, data
 * only), each a label for every label id of the English one. A label id is
 * `<table>.<machine id>` ("sign.aries", "nakshatra.ashwini", "lunar_month.adhik").
 */
import { bn } from './bn.ts';
import { en } from './en.ts';
import { gu } from './gu.ts';
import { hi } from './hi.ts';
import { kn } from './kn.ts';
import type { Lang } from './languages.ts';
import { ml } from './ml.ts';
import { mr } from './mr.ts';
import { ta } from './ta.ts';
import { te } from './te.ts';

export type LabelKey = keyof typeof en;
export type Catalogue = Readonly<Record<LabelKey, string>>;

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, hi, ta, te, kn, ml, mr, gu, bn };

/** Whether `key` is a label id of the catalogues. */
export function isLabelKey(key: string): key is LabelKey {
  return Object.hasOwn(en, key);
}

/**
 * The labels of `key` in the nine languages, as one object of a fixed shape:
 * a glossary term keeps it, so its label in a language is one property read
 * (reading the catalogue by a varying label id is a megamorphic keyed load,
 * about 2.5% of the panchang day in Tamil; bench/README.md, issue 36).
 */
export function labelsOf(key: LabelKey): Readonly<Record<Lang, string>> {
  const c = CATALOGUES;
  return {
    en: c.en[key],
    hi: c.hi[key],
    ta: c.ta[key],
    te: c.te[key],
    kn: c.kn[key],
    ml: c.ml[key],
    mr: c.mr[key],
    gu: c.gu[key],
    bn: c.bn[key],
  };
}

/** The label of `key` in `lang`. */
export function labelOf(key: LabelKey, lang: Lang): string {
  return CATALOGUES[lang][key];
}

/**
 * The tables keyed by the ids of a domain module's rows: festival rules,
 * vrats (and their weekday names), sankrantis by sign, sankranti
 * observances, muhurat activities, the special yogas and spans of a day. A row has no label of its own; its label
 * id is `<table>.<row id>`, and test/unit/i18n/catalogues.test.ts checks
 * that every row of every one of these tables has one in every language.
 */
export const ROW_TABLES = ['festival', 'vrat', 'sankranti', 'sankranti_observance', 'muhurat_activity', 'day_yoga'] as const;
export type RowTable = (typeof ROW_TABLES)[number];

/** The label of row `id` of `table` in `lang`; throws for a row the catalogues lack (the test above rules that out). */
export function rowLabel(table: RowTable, id: string, lang: Lang): string {
  return idLabel(table, id, lang);
}

/** The label of id `id` of any label table in `lang` (`<table>.<id>`); throws for an id the catalogues lack. */
export function idLabel(table: string, id: string, lang: Lang): string {
  const key = `${table}.${id}`;
  if (!isLabelKey(key)) throw new Error(`No label id ${key} in the catalogues`);
  return CATALOGUES[lang][key];
}
