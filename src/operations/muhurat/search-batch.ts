/**
 * POST /v1/muhurat/search/batch: every day of each year at many places for
 * several activities (docs/bulk.md). A unit is a place, a year and an
 * activity, answered as GET /v1/muhurat/search answers that activity from
 * 1 January to 31 December, every day on one page (next_cursor null).
 */
import { Type } from '@sinclair/typebox';
import { YEAR_FIELD_FIRST, YEAR_FIELD_LAST } from '../../core/defaults.ts';
import { MUHURAT_ACTIVITY_IDS } from '../../domain/muhurat/index.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import { literals } from '../schemas.ts';
import { yearBatchData, yearBatchOperation, yearBatchRequest } from '../shared/year-batch.ts';
import { muhuratSearch, type MuhuratSearchTask } from './search.ts';

/** The activities field: ids of GET /v1/muhurat/activities, each once (an unknown id is a 400 naming its index, before any work). */
const Activities = Type.Array(literals(MUHURAT_ACTIVITY_IDS, undefined, 'An activity id of GET /v1/muhurat/activities'), {
  minItems: 1,
  maxItems: MUHURAT_ACTIVITY_IDS.length,
  uniqueItems: true,
  description: 'Activity ids (GET /v1/muhurat/activities), each once',
  examples: [['marriage', 'griha-pravesh']],
});

const extra = { activities: Activities };
const yearSchema = Type.Integer({ minimum: YEAR_FIELD_FIRST, maximum: YEAR_FIELD_LAST, description: 'First Gregorian year' });

export const muhuratSearchBatch = yearBatchOperation({
  id: 'muhuratSearchBatch',
  path: '/v1/muhurat/search/batch',
  group: 'muhurat',
  single: muhuratSearch,
  extra,
  yearSchema,
  input: yearBatchRequest(muhuratSearch, 'MuhuratSearchBatchRequest', { omit: ['activity'], extra, yearSchema }),
  output: yearBatchData(muhuratSearch, 'MuhuratSearchBatch', true),
  example: {
    places: [{ place_id: EXAMPLE_DAY.place_id }, { lat: 19.076, lon: 72.8777 }],
    from_year: 2026,
    activities: ['marriage', 'vehicle'],
  },
  summary: 'Muhurat search for many places, years and activities',
  description:
    'Every day of each year from_year..to_year at each place, scored for each activity: a unit per place, year and activity, ' +
    'answered as GET /v1/muhurat/search answers that activity from 1 January to 31 December, all its days on one page ' +
    '(`next_cursor` null). 2 credits per unit (error lines are free). With `Accept: application/x-ndjson` one line per unit as ' +
    'it is computed, each with the `cursor` that resumes after it; a unit that fails (a polar day) is its own error line.',
  queryOf: (fields, year, activity) => {
    const y = String(year).padStart(4, '0');
    return { ...fields, activity, from: `${y}-01-01`, to: `${y}-12-31` };
  },
  // One page of every day: the single search's pages joined.
  taskOf: (task) => ({ ...(task as MuhuratSearchTask), limit: (task as MuhuratSearchTask).dayCount }),
});
