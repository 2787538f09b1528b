/**
 * The bulk forms of the year calendars (docs/bulk.md): POST
 * /v1/calendar/{festivals,vrats,sankrantis,ekadashi,yogas}/batch, many
 * places x a range of years, each place-year answered by the single
 * operation (src/operations/shared/year-batch.ts).
 */
import { EXAMPLE_DAY } from '../examples.ts';
import { yearBatchData, yearBatchOperation, yearBatchRequest } from '../shared/year-batch.ts';
import { calendarEkadashi } from './ekadashi.ts';
import { calendarFestivals } from './festivals.ts';
import { calendarSankrantis } from './sankrantis.ts';
import { calendarVrats } from './vrats.ts';
import { calendarYogas } from './yogas.ts';

const MUMBAI = { lat: 19.076, lon: 72.8777 };
const PLACES = [{ place_id: EXAMPLE_DAY.place_id }, MUMBAI];

/** The sentence every bulk description ends with. */
function bulkSentence(single: string, credits: number): string {
  return (
    `Each place-year is answered exactly as ${single} answers it. ${credits} credit${credits === 1 ? '' : 's'} per place-year ` +
    '(error lines are free). With `Accept: application/x-ndjson` one line per place-year as it is computed, each with the ' +
    '`cursor` that resumes after it; a place-year that fails is its own error line.'
  );
}

export const calendarFestivalsBatch = yearBatchOperation({
  id: 'calendarFestivalsBatch',
  path: '/v1/calendar/festivals/batch',
  group: 'calendar',
  single: calendarFestivals,
  input: yearBatchRequest(calendarFestivals, 'FestivalsBatchRequest'),
  output: yearBatchData(calendarFestivals, 'FestivalsBatch'),
  example: { places: PLACES, from_year: 2026, to_year: 2027, ids: 'diwali,holi' },
  summary: 'Festivals of many places and years',
  description: `The festivals of each year from_year..to_year at each place. ${bulkSentence('GET /v1/calendar/festivals', 2)}`,
});

export const calendarVratsBatch = yearBatchOperation({
  id: 'calendarVratsBatch',
  path: '/v1/calendar/vrats/batch',
  group: 'calendar',
  single: calendarVrats,
  input: yearBatchRequest(calendarVrats, 'VratsBatchRequest'),
  output: yearBatchData(calendarVrats, 'VratsBatch'),
  example: { places: PLACES, from_year: 2026, kinds: 'pradosh' },
  summary: 'Monthly vrats of many places and years',
  description: `The monthly vrats of each year from_year..to_year at each place. ${bulkSentence('GET /v1/calendar/vrats', 1)}`,
});

export const calendarSankrantisBatch = yearBatchOperation({
  id: 'calendarSankrantisBatch',
  path: '/v1/calendar/sankrantis/batch',
  group: 'calendar',
  single: calendarSankrantis,
  input: yearBatchRequest(calendarSankrantis, 'SankrantisBatchRequest'),
  output: yearBatchData(calendarSankrantis, 'SankrantisBatch'),
  example: { places: PLACES, from_year: 2026 },
  summary: 'Sankrantis of many places and years',
  description: `The twelve sankrantis of each year from_year..to_year at each place. ${bulkSentence('GET /v1/calendar/sankrantis', 1)}`,
});

export const calendarEkadashiBatch = yearBatchOperation({
  id: 'calendarEkadashiBatch',
  path: '/v1/calendar/ekadashi/batch',
  group: 'calendar',
  single: calendarEkadashi,
  input: yearBatchRequest(calendarEkadashi, 'EkadashiBatchRequest'),
  output: yearBatchData(calendarEkadashi, 'EkadashiBatch'),
  example: { places: PLACES, from_year: 2026 },
  summary: 'Ekadashis of many places and years',
  description: `The Ekadashis of each year from_year..to_year at each place. ${bulkSentence('GET /v1/calendar/ekadashi', 1)}`,
});

export const calendarYogasBatch = yearBatchOperation({
  id: 'calendarYogasBatch',
  path: '/v1/calendar/yogas/batch',
  group: 'calendar',
  single: calendarYogas,
  input: yearBatchRequest(calendarYogas, 'YogaCalendarBatchRequest'),
  output: yearBatchData(calendarYogas, 'YogaCalendarBatch'),
  example: { places: PLACES, from_year: 2027, ids: 'guru_pushya' },
  summary: 'Special yogas, Panchak and Bhadra of many places and years',
  description: `The special yogas and spans of each year from_year..to_year at each place. ${bulkSentence('GET /v1/calendar/yogas', 1)}`,
});

export const calendarBatchOperations = [
  calendarFestivalsBatch,
  calendarVratsBatch,
  calendarSankrantisBatch,
  calendarEkadashiBatch,
  calendarYogasBatch,
];
