/** The dasha systems POST /v1/dasha/systems/{system} serves; GET /v1/meta/conventions lists them too. */
import { KALACHAKRA_ID, NAKSHATRA_DASHA_IDS, RASHI_DASHA_IDS } from '../../domain/dashas/index.ts';

/** Every system served: the nakshatra dashas, Kalachakra, the rashi dashas. */
export const DASHA_SYSTEM_IDS = [...NAKSHATRA_DASHA_IDS, KALACHAKRA_ID, ...RASHI_DASHA_IDS] as const;
