/**
 * Left only for src/domain/shadbala (see ./present.ts): the warning of an
 * approximate time, as src/operations/kundli/present.ts builds it for the
 * kundli operations.
 */
import type { Chart } from '../chart/index.ts';
import type { Warning } from './present.ts';

export function approximateWarnings(chart: Chart, moonFields: string[], lagnaFields: string[]): Warning[] {
  const a = chart.approximate;
  if (a === null || (!a.lagnaSignMayChange && !a.moonNakshatraMayChange)) return [];
  const fields = [...(a.lagnaSignMayChange ? lagnaFields : []), ...(a.moonNakshatraMayChange ? moonFields : [])];
  if (fields.length === 0) return [];
  const what = [a.lagnaSignMayChange ? 'the lagna sign' : null, a.moonNakshatraMayChange ? "the Moon's nakshatra" : null]
    .filter((x) => x !== null).join(' and ');
  return [{
    code: 'time_approximate',
    message: `The birth time is approximate and ${what} would change within 15 minutes either side of it.`,
    fields,
  }];
}
