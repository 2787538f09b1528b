/**
 * The people, places and days the operations' request examples share (each
 * operation declares its own `example`; /docs shows it pre-filled and the
 * OpenAPI document answers it). Places are GeoNames ids of the places index:
 * Ujjain gn:1253914 (23.18239, 75.77643), New Delhi gn:1261481 (28.63576, 77.22445).
 */
import type { Birth } from './schemas.ts';

/** A birth in Ujjain, the place found by free text. */
export const EXAMPLE_BIRTH = { date: '1990-05-15', time: '14:30', place: { query: 'Ujjain' } } satisfies Birth;

/** A second person for matching: born in New Delhi, the place given by id. */
export const EXAMPLE_PARTNER = { date: '1992-11-03', time: '06:45', place: { place_id: 'gn:1261481' } } satisfies Birth;

/** A moment for readings at a moment (running dasha, Sade Sati, transits): noon in India. */
export const EXAMPLE_AT = '2026-11-21T12:00:00+05:30';

/** A day and a place for the day operations (panchang, choghadiya, hora): New Delhi by id. */
export const EXAMPLE_DAY = { date: '2026-11-08', place_id: 'gn:1261481' };

/** A year for the annual chart (varshaphal) of EXAMPLE_BIRTH. */
export const EXAMPLE_ANNUAL_YEAR = 2026;
