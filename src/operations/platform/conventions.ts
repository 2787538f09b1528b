/** GET /v1/meta/conventions: the calculation conventions (no key, no credits). */
import { Type, type TSchema } from '@sinclair/typebox';
import { DEFAULT_LIMBS_AT } from '../../core/defaults.ts';
import { ENGINE_VERSION } from '../../core/version.ts';
import { LIMBS_AT_IDS } from '../../domain/panchang/index.ts';
import { tzDatabaseVersion } from '../../time/index.ts';
import { defineOperation, jsonOf, NO_KEY } from '../define.ts';
import { DASHA_SYSTEM_IDS } from '../shared/dasha-systems.ts';
import { VARGA_IDS, VARGA_METHODS, VARGAS_WITH_METHODS } from '../../domain/vargas/index.ts';
import {
  AYANAMSA,
  CONVENTION_LIST,
  HOUSE_SYSTEM,
  listedDefault,
  listedOptions,
  MOONRISE,
  NODE,
  POSITIONS,
  SUNRISE,
  type Convention,
} from '../conventions.ts';

/**
 * What the engine does not compute. The panchang's moonrise and yoga/karana
 * end times, the Ekadashi's Vaishnava paran and Vaishnava Janmashtami are
 * computed (docs/panchang.md); so are the Chara and Narayana antardashas
 * (docs/dashas.md) and the Ghatak Chakra's tithis, weekday, nakshatra and
 * Moon (docs/matching.md), but not its month, prahar and lagna, on which
 * the sources differ.
 */
export const NOT_COMPUTED = ['match.ghatak_chakra.month', 'match.ghatak_chakra.prahar', 'match.ghatak_chakra.lagna'];

/** The conventions listed with their default and, where they have it, their `<field>_options`, in the answer's order. */
const LISTED_DEFAULTS_FIRST = [AYANAMSA, HOUSE_SYSTEM, NODE, POSITIONS, SUNRISE, MOONRISE] as const;
/**
 * Listed as a pair (`<field>`, `<field>_options`) after the others: every
 * other convention the registry lists (the matching tables and Manglik rules,
 * and any added since), in the registry's order.
 */
const LISTED_AS_PAIRS = CONVENTION_LIST.filter(
  (c) => c.listed !== undefined && !(LISTED_DEFAULTS_FIRST as readonly Convention[]).includes(c),
);

const defaults = (list: readonly Convention[]) => list.map((c) => [c.field, listedDefault(c)] as const);
const optionsOf = (list: readonly Convention[]) => list.map((c) => [`${c.field}_options`, listedOptions(c)] as const);
const pairs = (list: readonly Convention[]) => list.flatMap((c) => [...defaults([c]), ...optionsOf([c])]);

/** Each entry of the answer: its value and schema (the conventions' from the registry). */
const ENTRIES: readonly (readonly [string, readonly [unknown, TSchema]])[] = [
  ['engine_version', [ENGINE_VERSION, Type.String()]],
  ...defaults([AYANAMSA]),
  ['kp_ayanamsa', ['kp_new', Type.String()]],
  ...defaults(LISTED_DEFAULTS_FIRST.slice(1)),
  ['limbs_at', [DEFAULT_LIMBS_AT, Type.String({ description: 'When the panchang reads its limbs by default: noon (local clock noon)' })]],
  ['lunar_month', ['amanta, with purnimanta names alongside', Type.String()]],
  [
    'tz_database',
    [tzDatabaseVersion(), Type.String({ description: 'IANA tz database release of the time zones, and the npm package carrying it' })],
  ],
  ...optionsOf([AYANAMSA]),
  [
    'dasha_systems',
    [DASHA_SYSTEM_IDS.join(', '), Type.String({ description: 'Comma-separated ids served by POST /v1/dasha/systems/{system}' })],
  ],
  ...optionsOf([SUNRISE, MOONRISE]),
  [
    'vargas',
    [VARGA_IDS.join(', '), Type.String({ description: 'Comma-separated ids accepted in `vargas` of POST /v1/kundli/divisional' })],
  ],
  [
    'varga_methods',
    [
      Object.fromEntries(VARGAS_WITH_METHODS.map((id) => [id, VARGA_METHODS[id].join(', ')])),
      Type.Record(Type.String(), Type.String(), {
        description: 'For each varga with a choice of rule: the comma-separated methods options.varga_methods accepts, the default first',
      }),
    ],
  ],
  ...optionsOf([POSITIONS]),
  [
    'limbs_at_options',
    [
      [...LIMBS_AT_IDS, 'date-time'].join(', '),
      Type.String({
        description:
          'Comma-separated forms accepted by the `limbs_at` parameter of the panchang: ' +
          'ids, and date-time for a moment in the local day',
      }),
    ],
  ],
  ...pairs(LISTED_AS_PAIRS),
  ['not_computed', [NOT_COMPUTED, Type.Array(Type.String())]],
];

export const ConventionsData = Type.Object({
  ...Object.fromEntries(ENTRIES.map(([name, [, schema]]) => [name, schema])),
  transport: Type.Union([Type.Literal('uws'), Type.Literal('node'), Type.Literal('none')], {
    description: 'The HTTP layer that served this answer: uws (uWebSockets.js), node (node:http), or none (the library, createEngine)',
  }),
});

export const CONVENTIONS = Object.fromEntries(ENTRIES.map(([name, [value]]) => [name, value]));
/** The answer's JSON for each transport, made once. */
const conventionsJson = new Map((['uws', 'node', 'none'] as const).map((transport) => [transport, jsonOf({ ...CONVENTIONS, transport })]));

export const metaConventions = defineOperation({
  id: 'metaConventions',
  method: 'GET',
  path: '/v1/meta/conventions',
  credits: 0,
  keys: NO_KEY,
  group: 'platform',
  example: {},
  summary: 'Calculation conventions',
  output: ConventionsData,
  inline: true,
  prepare: (_input, ctx) => ({ task: ctx.transport }),
  compute: (transport) => ({ dataJson: conventionsJson.get(transport)! }),
});
