import type { BirthMoment } from '../../src/core/birth.ts';
import { jdUtFromCalendar } from '../../src/time/instant.ts';

/**
 * Fixed births for the domain benches: one every 29.3 days and 7.3 hours from
 * 1950, at places stepping through latitudes -50..58 and longitudes
 * -180..180, so every run times the same inputs.
 */
export function fixedBirths(count: number, zone: { utcOffsetMinutes: number; timezoneName: string }): BirthMoment[] {
  return Array.from({ length: count }, (_, i) => ({
    jdUt: jdUtFromCalendar(1950, 1, 1) + i * 29.3 + (i % 24) * 0.304,
    latitudeDeg: -50 + ((i * 37) % 108),
    longitudeDeg: -180 + ((i * 53) % 360),
    timeAccuracy: 'exact',
    utcOffsetMinutes: zone.utcOffsetMinutes,
    timezoneName: zone.timezoneName,
  }));
}
