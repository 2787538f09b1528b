/** GET /v1/meta/conventions: the calculation conventions (no key, no credits). */
import { Type } from '@sinclair/typebox';
import { DEFAULT_LIMBS_AT, DEFAULT_OPTIONS } from '../../core/defaults.ts';
import { ENGINE_VERSION } from '../../core/version.ts';
import { LIMBS_AT_IDS } from '../../domain/panchang/index.ts';
import { POSITIONS_KINDS } from '../../native/ephemeris.ts';
import { MOONRISE_CONVENTION_IDS, SUNRISE_CONVENTION_IDS, tzDatabaseVersion } from '../../time/index.ts';
import { defineOperation, jsonOf, NO_KEY } from '../define.ts';
import { AYANAMSA_OPTIONS } from '../schemas.ts';
import { DASHA_SYSTEM_IDS } from '../shared/dasha-systems.ts';
import { VARGA_IDS, VARGA_METHODS, VARGAS_WITH_METHODS } from '../../domain/vargas/index.ts';
import { MATCHING_CONVENTIONS } from '../matching-conventions.ts';

/**
 * What the engine does not compute. The panchang's moonrise and yoga/karana
 * end times, the Ekadashi's Vaishnava paran and Vaishnava Janmashtami are
 * computed (docs/panchang.md); so are the Chara and Narayana antardashas
 * (docs/dashas.md) and the Ghatak Chakra's tithis, weekday, nakshatra and
 * Moon (docs/matching.md), but not its month, prahar and lagna, on which
 * the sources differ.
 */
export const NOT_COMPUTED = ['match.ghatak_chakra.month', 'match.ghatak_chakra.prahar', 'match.ghatak_chakra.lagna'];

export const ConventionsData = Type.Object({
  engine_version: Type.String(),
  ayanamsa: Type.String(),
  kp_ayanamsa: Type.String(),
  house_system: Type.String(),
  node: Type.String(),
  positions: Type.String({ description: 'The default options.positions: apparent' }),
  sunrise: Type.String(),
  moonrise: Type.String(),
  limbs_at: Type.String({ description: 'When the panchang reads its limbs by default: noon (local clock noon)' }),
  lunar_month: Type.String(),
  tz_database: Type.String({ description: 'IANA tz database release of the time zones, and the npm package carrying it' }),
  ayanamsa_options: Type.String({ description: 'Comma-separated ids accepted by options.ayanamsa' }),
  dasha_systems: Type.String({ description: 'Comma-separated ids served by POST /v1/dasha/systems/{system}' }),
  sunrise_options: Type.String({
    description:
      'Comma-separated ids accepted by the `sunrise` parameter of the panchang (day, range, ' +
      'batch), choghadiya, hora, calendar (tithis, ekadashi, festivals) and muhurat (search, personal) operations',
  }),
  moonrise_options: Type.String({
    description: 'Comma-separated ids accepted by the `moonrise` parameter of the panchang (day, range, ' + 'batch) and festivals',
  }),
  vargas: Type.String({ description: 'Comma-separated ids accepted in `vargas` of POST /v1/kundli/divisional' }),
  varga_methods: Type.Record(Type.String(), Type.String(), {
    description: 'For each varga with a choice of rule: the comma-separated methods options.varga_methods accepts, the default first',
  }),
  positions_options: Type.String({ description: 'Comma-separated ids accepted by options.positions' }),
  limbs_at_options: Type.String({
    description:
      'Comma-separated forms accepted by the `limbs_at` parameter of the panchang: ' + 'ids, and date-time for a moment in the local day',
  }),
  varna_table: Type.String({ description: 'Ashtakoot: the varna table when a request names none' }),
  varna_table_options: Type.String({ description: 'Comma-separated ids accepted by `varna_table` (match/ashtakoot)' }),
  vashya_table: Type.String({ description: 'Ashtakoot: the vashya points when a request names none' }),
  vashya_table_options: Type.String({ description: 'Comma-separated ids accepted by `vashya_table` (match/ashtakoot)' }),
  tara_count: Type.String({ description: 'Ashtakoot: how the tara is counted when a request names none' }),
  tara_count_options: Type.String({ description: 'Comma-separated ids accepted by `tara_count` (match/ashtakoot)' }),
  manglik_rules: Type.String({ description: 'Manglik: the rule set when a request names none' }),
  manglik_rules_options: Type.String({ description: 'Comma-separated ids accepted by `manglik_rules` (dosha/manglik, match/manglik)' }),
  not_computed: Type.Array(Type.String()),
  transport: Type.Union([Type.Literal('uws'), Type.Literal('node'), Type.Literal('none')], {
    description: 'The HTTP layer that served this answer: uws (uWebSockets.js), node (node:http), or none (the library, createEngine)',
  }),
});

export const CONVENTIONS = {
  engine_version: ENGINE_VERSION,
  ayanamsa: DEFAULT_OPTIONS.ayanamsa,
  kp_ayanamsa: 'kp_new',
  house_system: DEFAULT_OPTIONS.house_system,
  node: DEFAULT_OPTIONS.node,
  positions: DEFAULT_OPTIONS.positions,
  sunrise: 'upper limb, standard refraction, sea level',
  moonrise: 'centre of the disc on the true horizon, standard refraction (panchang and festivals)',
  limbs_at: DEFAULT_LIMBS_AT,
  lunar_month: 'amanta, with purnimanta names alongside',
  tz_database: tzDatabaseVersion(),
  ayanamsa_options: AYANAMSA_OPTIONS.join(', '),
  dasha_systems: DASHA_SYSTEM_IDS.join(', '),
  sunrise_options: SUNRISE_CONVENTION_IDS.join(', '),
  moonrise_options: MOONRISE_CONVENTION_IDS.join(', '),
  vargas: VARGA_IDS.join(', '),
  varga_methods: Object.fromEntries(VARGAS_WITH_METHODS.map((id) => [id, VARGA_METHODS[id].join(', ')])),
  positions_options: POSITIONS_KINDS.join(', '),
  limbs_at_options: [...LIMBS_AT_IDS, 'date-time'].join(', '),
  ...MATCHING_CONVENTIONS,
  not_computed: NOT_COMPUTED,
};
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
