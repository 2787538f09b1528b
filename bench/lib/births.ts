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

/** 100 fixed births as request bodies give them (`birth`), 1950..1999, at places from latitude -50..58, local time +05:30. */
export const HTTP_BIRTHS = Array.from({ length: 100 }, (_, i) => ({
  date: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
  time: `1${i % 10}:${10 + (i % 50)}`,
  place: { latitude: -50 + ((i * 37) % 108), longitude: -170 + ((i * 53) % 340) },
  timezone: '+05:30',
}));
