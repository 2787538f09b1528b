/**
 * The convention registry: every option or convention a request may choose,
 * declared once. An entry names its request field, the values it accepts, its
 * default (read from src/core/defaults.ts, the one home of defaults, which the
 * domain also reads), the field's description, when the answer's `meta` names
 * the value, and its entry in GET /v1/meta/conventions. Everything else derives
 * from it: the request schema field (`field`), the value a request gets
 * (`chosen`), the meta entry (`metaOf`), the meta schema of each operation
 * (`metaSchemaOf`, from the fields the operation declares in `meta`) and the
 * conventions answer. docs/adding-an-operation.md shows how to add one.
 */
import { Type, type TLiteral, type TOptional, type TSchema, type TUnion } from '@sinclair/typebox';
import {
  DEFAULT_ASTA_RULE,
  DEFAULT_AYANAMSA,
  DEFAULT_HOUSE_SYSTEM,
  DEFAULT_LANG,
  DEFAULT_MANGLIK_RULES,
  DEFAULT_MOONRISE,
  DEFAULT_NODE,
  DEFAULT_POSITIONS,
  DEFAULT_SUNRISE,
  DEFAULT_TARA_COUNT,
  DEFAULT_VARNA_TABLE,
  DEFAULT_VASHYA_TABLE,
  DEFAULT_VIEW,
} from '../core/defaults.ts';
import { ASTA_RULES } from '../domain/asta/index.ts';
import { AYANAMSA_IDS } from '../domain/ayanamsa/index.ts';
import { DIGITS as DIGITS_VALUES } from '../i18n/digits.ts';
import { LANGS } from '../i18n/languages.ts';
import { MANGLIK_RULE_SETS } from '../domain/doshas/index.ts';
import { TARA_COUNTS, VARNA_TABLES, VASHYA_TABLES } from '../domain/matching/index.ts';
import { POSITIONS_KINDS } from '../native/ephemeris.ts';
import { MOONRISE_CONVENTION_IDS, SUNRISE_CONVENTION_IDS } from '../time/index.ts';

export interface Convention<Field extends string = string, V extends string = string> {
  /** The request field (in `options` for the chart options, else in the query or body), and the meta field of the same name. */
  field: Field;
  /** The values accepted, in the order the documents list them. */
  values: readonly V[];
  /** The value a request gets when it names none (from src/core/defaults.ts). */
  default: V;
  /** The request field's description, where it has one. */
  description?: string;
  /**
   * When the answer's `meta` names the value: `always` (the chart options of
   * chart answers), `not_default` (so that a default answer is the same
   * whether or not the request names the field), or `never`.
   */
  meta: 'always' | 'not_default' | 'never';
  /** The meta field's description and example, where `meta` is not `never`. */
  metaDescription?: string;
  metaExample?: V;
  /**
   * GET /v1/meta/conventions lists it (absent: not listed): the default's text
   * (when not the id itself), its description, and that of `<field>_options`.
   */
  listed?: { defaultText?: string; defaultDescription?: string; optionsDescription?: string };
}

function convention<const Field extends string, const V extends string>(entry: Convention<Field, V>): Convention<Field, V> {
  if (!entry.values.includes(entry.default)) throw new Error(`Expected the default of ${entry.field} among its values`);
  return entry;
}

// The chart options (the `options` object of birth requests).

export const AYANAMSA = convention({
  field: 'ayanamsa',
  values: AYANAMSA_IDS,
  default: DEFAULT_AYANAMSA,
  meta: 'always',
  listed: { optionsDescription: 'Comma-separated ids accepted by options.ayanamsa' },
});
export const HOUSE_SYSTEM = convention({
  field: 'house_system',
  values: ['whole_sign'],
  default: DEFAULT_HOUSE_SYSTEM,
  meta: 'always',
  listed: {},
});
export const NODE = convention({ field: 'node', values: ['true', 'mean'], default: DEFAULT_NODE, meta: 'always', listed: {} });
export const LANG = convention({
  field: 'lang',
  values: LANGS,
  default: DEFAULT_LANG,
  description:
    'The language of the labels (machine ids stay English): en, hi, ta, te, kn, ml, mr, gu, bn; absent: the ' +
    "Accept-Language header's first of these, else en. Prose is en and hi only (meta.prose_lang says when it falls back)",
  meta: 'never',
});
export const DIGITS = convention({
  field: 'digits',
  values: DIGITS_VALUES,
  default: 'latn',
  description:
    "The digits of the label texts (label, labels, *_label, reasons): latn, Western (the default), or native, the lang's script's own " +
    '(docs/languages.md); dates, times, numbers and prose keep Western digits',
  meta: 'never',
});
export const VIEW = convention({ field: 'view', values: ['full', 'compact'], default: DEFAULT_VIEW, meta: 'never' });
export const POSITIONS = convention({
  field: 'positions',
  values: POSITIONS_KINDS,
  default: DEFAULT_POSITIONS,
  description:
    'apparent: where the grahas are seen (light-time, ' +
    'aberration and light deflection applied, as almanacs print them); true: geometric positions (none applied), up to about 1 ' +
    'arcminute away (the Sun 20", the Moon under 1", the nodes under 0.1")',
  meta: 'not_default',
  metaDescription:
    'Operations that compute positions from a birth: `true` when ' +
    'options.positions asked for geometric positions (absent for the default, apparent)',
  listed: {
    defaultDescription: 'The default options.positions: apparent',
    optionsDescription: 'Comma-separated ids accepted by options.positions',
  },
});

// The rising conventions of the operations whose days run from sunrise (src/time/day-frame.ts RISING_CONVENTIONS).

export const SUNRISE = convention({
  field: 'sunrise',
  values: SUNRISE_CONVENTION_IDS,
  default: DEFAULT_SUNRISE,
  meta: 'not_default',
  metaDescription: 'Panchang, calendar and muhurat operations: the sunrise convention, when not upper_limb',
  metaExample: 'centre_no_refraction',
  listed: {
    defaultText: 'upper limb, standard refraction, sea level',
    optionsDescription:
      'Comma-separated ids accepted by the `sunrise` parameter of the panchang (day, range, ' +
      'batch), choghadiya, hora, calendar (tithis, ekadashi, festivals) and muhurat (search, personal) operations',
  },
});
export const MOONRISE = convention({
  field: 'moonrise',
  values: MOONRISE_CONVENTION_IDS,
  default: DEFAULT_MOONRISE,
  meta: 'not_default',
  metaDescription: 'Panchang (day, range, batch) and festivals: the moonrise convention, when not centre',
  metaExample: 'upper_limb',
  listed: {
    defaultText: 'centre of the disc on the true horizon, standard refraction (panchang and festivals)',
    optionsDescription: 'Comma-separated ids accepted by the `moonrise` parameter of the panchang (day, range, ' + 'batch) and festivals',
  },
});

/** What the rising fields choose, in the words of every description of an operation that takes them. */
export const RISING_SENTENCES = {
  sunrise: '`sunrise` chooses where sunrise and sunset are taken, as for GET /v1/panchang.',
  sunriseAndMoonrise: '`sunrise` and `moonrise` choose where the rises are taken, as for GET /v1/panchang.',
} as const;

// The matching conventions where sources disagree (docs/matching.md, "Table variants"; docs/doshas.md).

export const VARNA_TABLE = convention({
  field: 'varna_table',
  values: VARNA_TABLES,
  default: DEFAULT_VARNA_TABLE,
  description: 'standard: water Brahmin, fire Kshatriya, earth Vaishya, air Shudra; air_vaishya: air Vaishya, earth Shudra',
  meta: 'not_default',
  metaDescription: 'Ashtakoot: the varna table, when not standard',
  listed: {
    defaultDescription: 'Ashtakoot: the varna table when a request names none',
    optionsDescription: 'Comma-separated ids accepted by `varna_table` (match/ashtakoot)',
  },
});
export const VASHYA_TABLE = convention({
  field: 'vashya_table',
  values: VASHYA_TABLES,
  default: DEFAULT_VASHYA_TABLE,
  description: 'The vashya points: standard, or maitreya (the table of Maitreya, saravali.de)',
  meta: 'not_default',
  metaDescription: 'Ashtakoot: the vashya points, when not standard',
  listed: {
    defaultDescription: 'Ashtakoot: the vashya points when a request names none',
    optionsDescription: 'Comma-separated ids accepted by `vashya_table` (match/ashtakoot)',
  },
});
export const TARA_COUNT = convention({
  field: 'tara_count',
  values: TARA_COUNTS,
  default: DEFAULT_TARA_COUNT,
  description: "both_ways: 1.5 for each auspicious direction; from_bride: 3 when the groom's star from the bride's is auspicious",
  meta: 'not_default',
  metaDescription: 'Ashtakoot: the tara count, when not both_ways',
  listed: {
    defaultDescription: 'Ashtakoot: how the tara is counted when a request names none',
    optionsDescription: 'Comma-separated ids accepted by `tara_count` (match/ashtakoot)',
  },
});
export const MANGLIK_RULES = convention({
  field: 'manglik_rules',
  values: MANGLIK_RULE_SETS,
  default: DEFAULT_MANGLIK_RULES,
  description:
    "standard: houses 1, 2, 4, 7, 8, 12 and the usual cancellations; raman: B.V. Raman's houses 2, 4, 7, 8, 12 and his exceptions",
  meta: 'not_default',
  metaDescription: 'Manglik (dosha and match): the rule set, when not standard',
  listed: {
    defaultDescription: 'Manglik: the rule set when a request names none',
    optionsDescription: 'Comma-separated ids accepted by `manglik_rules` (dosha/manglik, match/manglik)',
  },
});

export const ASTA_RULE = convention({
  field: 'asta_rule',
  values: ASTA_RULES,
  default: DEFAULT_ASTA_RULE,
  description:
    "orbs: fixed orbs of longitude from the Sun (transits: Surya Siddhanta's; muhurat: Jupiter 9, Venus 7 degrees); " +
    'visibility: the heliacal setting and rising at the place (the Sun at least the arcus visionis below the horizon)',
  meta: 'not_default',
  metaDescription: 'Transits and muhurat: how asta (combustion) is found, when not orbs',
  metaExample: 'visibility',
  listed: {
    defaultDescription: 'Asta (combustion): the rule when a request names none',
    optionsDescription: 'Comma-separated ids accepted by `asta_rule` (transits, muhurat search and personal)',
  },
});

/** Every convention of the registry. */
export const CONVENTION_LIST = [
  AYANAMSA,
  HOUSE_SYSTEM,
  NODE,
  LANG,
  DIGITS,
  VIEW,
  POSITIONS,
  SUNRISE,
  MOONRISE,
  VARNA_TABLE,
  VASHYA_TABLE,
  TARA_COUNT,
  MANGLIK_RULES,
  ASTA_RULE,
] as const;

// Derived: the request field, the chosen value, the meta entry.

/** The request schema field: one of the values, its default and description shown (optional in the request). */
export function field<V extends string>(c: Convention<string, V>): TOptional<TUnion<TLiteral<V>[]>> {
  return Type.Optional(literals(c.values, c.default, c.description));
}

/** A union of string literals typed as the union of its values, with its default and description. */
export function literals<const V extends string>(values: readonly V[], def?: V, description?: string): TUnion<TLiteral<V>[]> {
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    {
      ...(def === undefined ? {} : { default: def }),
      ...(description === undefined ? {} : { description }),
    },
  ) as unknown as TUnion<TLiteral<V>[]>;
}

/** The value a request chose, or the default. */
export function chosen<V extends string>(c: Convention<string, V>, asked: V | undefined): V {
  return asked ?? c.default;
}

/** The meta entry of a chosen value: `{ field: value }` or nothing, by the convention's `meta` rule. */
export function metaOf<F extends string, V extends string>(c: Convention<F, V>, value: V): Partial<Record<F, V>> {
  if (c.meta === 'always' || (c.meta === 'not_default' && value !== c.default)) return { [c.field]: value } as Record<F, V>;
  return {};
}

/** The value and meta entry of each convention: `chosen` and `metaOf` of several at once. */
export function choices<const Cs extends Record<string, Convention>>(
  conventions: Cs,
  asked: { readonly [K in keyof Cs]?: Cs[K]['values'][number] | undefined },
): { values: { [K in keyof Cs]: Cs[K]['values'][number] }; meta: Record<string, string> } {
  const values: Record<string, string> = {};
  const meta: Record<string, string> = {};
  const given = asked as Readonly<Record<string, string | undefined>>;
  for (const [key, c] of Object.entries(conventions)) {
    const value = chosen(c, given[key]);
    values[key] = value;
    Object.assign(meta, metaOf(c, value));
  }
  return { values: values as { [K in keyof Cs]: Cs[K]['values'][number] }, meta };
}

/**
 * The meta field schema of a convention the answer may name: the values it
 * names there (those other than the default, for `not_default`), typed as any
 * of its values.
 */
export function metaField<V extends string>(c: Convention<string, V>): TUnion<TLiteral<V>[]> {
  const values = c.meta === 'not_default' ? c.values.filter((v) => v !== c.default) : c.values;
  return Type.Union(
    values.map((v) => Type.Literal(v)),
    {
      ...(c.metaDescription === undefined ? {} : { description: c.metaDescription }),
      ...(c.metaExample === undefined ? {} : { examples: [c.metaExample] }),
    },
  ) as unknown as TUnion<TLiteral<V>[]>;
}

/** GET /v1/meta/conventions: the default's entry of a convention (its text) and its schema. */
export function listedDefault(c: Convention): [string, TSchema] {
  const d = c.listed?.defaultDescription;
  return [c.listed?.defaultText ?? c.default, Type.String(d === undefined ? {} : { description: d })];
}

/** GET /v1/meta/conventions: the `<field>_options` entry of a convention (the values, comma-separated) and its schema. */
export function listedOptions(c: Convention): [string, TSchema] {
  const d = c.listed?.optionsDescription;
  return [c.values.join(', '), Type.String(d === undefined ? {} : { description: d })];
}
