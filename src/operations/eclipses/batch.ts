/** POST /v1/eclipses/batch: the eclipses of many places x a range of years, each place-year as GET /v1/eclipses answers it (docs/bulk.md). */
import { EXAMPLE_DAY } from '../examples.ts';
import { yearBatchData, yearBatchOperation, yearBatchRequest } from '../shared/year-batch.ts';
import { eclipses } from './eclipses.ts';

export const eclipsesBatch = yearBatchOperation({
  id: 'eclipsesBatch',
  path: '/v1/eclipses/batch',
  group: 'eclipses',
  single: eclipses,
  input: yearBatchRequest(eclipses, 'EclipsesBatchRequest'),
  output: yearBatchData(eclipses, 'EclipsesBatch'),
  example: { places: [{ place_id: EXAMPLE_DAY.place_id }, { lat: 40.7128, lon: -74.006 }], from_year: 2026, to_year: 2027 },
  summary: 'Eclipses of many places and years',
  description:
    'The eclipses of each year from_year..to_year at each place. Each place-year is answered exactly as GET /v1/eclipses answers ' +
    'it. 1 credit per place-year (error lines are free). With `Accept: application/x-ndjson` one line per place-year as it is ' +
    'computed, each with the `cursor` that resumes after it; a place-year that fails is its own error line.',
});
