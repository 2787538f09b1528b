/** GET /v1/meta/conventions: the calculation conventions (no key, no credits). */
import { Type } from '@sinclair/typebox';
import { DEFAULT_OPTIONS } from '../../core/defaults.ts';
import { ENGINE_VERSION } from '../../core/version.ts';
import { defineOperation, jsonOf, NO_KEY } from '../define.ts';
import { AYANAMSA_OPTIONS } from '../schemas.ts';

/**
 * What the engine does not compute. The panchang's moonrise and yoga/karana
 * end times are computed (docs/panchang.md).
 */
export const NOT_COMPUTED = [
  'ekadashi.vaishnava_paran',
  'match.ghatak_chakra', 'dasha.chara.antardashas',
];

export const ConventionsData = Type.Object({
  engine_version: Type.String(),
  ayanamsa: Type.String(),
  kp_ayanamsa: Type.String(),
  house_system: Type.String(),
  node: Type.String(),
  sunrise: Type.String(),
  moonrise: Type.String(),
  lunar_month: Type.String(),
  ayanamsa_options: Type.String({ description: 'Comma-separated ids accepted by options.ayanamsa' }),
  not_computed: Type.Array(Type.String()),
});

export const CONVENTIONS = {
  engine_version: ENGINE_VERSION,
  ayanamsa: DEFAULT_OPTIONS.ayanamsa,
  kp_ayanamsa: 'kp_new',
  house_system: DEFAULT_OPTIONS.house_system,
  node: DEFAULT_OPTIONS.node,
  sunrise: 'upper limb, standard refraction, sea level',
  moonrise: 'centre of the disc on the true horizon, standard refraction (panchang and festivals)',
  lunar_month: 'amanta, with purnimanta names alongside',
  ayanamsa_options: AYANAMSA_OPTIONS.join(', '),
  not_computed: NOT_COMPUTED,
};
const conventionsJson = jsonOf(CONVENTIONS);

export const metaConventions = defineOperation({
  id: 'metaConventions', method: 'GET', path: '/v1/meta/conventions', credits: 0, keys: NO_KEY, group: 'platform',
  example: {},
  summary: 'Calculation conventions', output: ConventionsData, inline: true,
  compute: () => ({ dataJson: conventionsJson }),
});
