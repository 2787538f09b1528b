/**
 * The benches' fixed places: 100 points, ten cities in zones with and without
 * daylight saving, each with ten points spread over about +-2 degrees around
 * it; and New Delhi.
 */
const CITIES = [
  { latitudeDeg: 28.61, longitudeDeg: 77.21, timezone: 'Asia/Kolkata' },
  { latitudeDeg: 51.5, longitudeDeg: -0.13, timezone: 'Europe/London' },
  { latitudeDeg: 40.71, longitudeDeg: -74.01, timezone: 'America/New_York' },
  { latitudeDeg: -33.87, longitudeDeg: 151.21, timezone: 'Australia/Sydney' },
  { latitudeDeg: -23.55, longitudeDeg: -46.63, timezone: 'America/Sao_Paulo' },
  { latitudeDeg: -26.2, longitudeDeg: 28.05, timezone: 'Africa/Johannesburg' },
  { latitudeDeg: 35.68, longitudeDeg: 139.69, timezone: 'Asia/Tokyo' },
  { latitudeDeg: 52.52, longitudeDeg: 13.4, timezone: 'Europe/Berlin' },
  { latitudeDeg: 34.05, longitudeDeg: -118.24, timezone: 'America/Los_Angeles' },
  { latitudeDeg: 1.35, longitudeDeg: 103.82, timezone: 'Asia/Singapore' },
];

export interface BenchPlace {
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
}

export const BENCH_PLACES: BenchPlace[] = Array.from({ length: 100 }, (_, i) => {
  const c = CITIES[i % 10]!;
  const k = Math.floor(i / 10);
  return { latitudeDeg: c.latitudeDeg + (k % 5) - 2, longitudeDeg: c.longitudeDeg + (k >> 1) - 2, timezone: c.timezone };
});

export const NEW_DELHI: BenchPlace = { latitudeDeg: 28.6139, longitudeDeg: 77.209, timezone: 'Asia/Kolkata' };
