/** The muhurat group: the activities a muhurat can be searched for, and the search (docs/panchang.md). */
import { muhuratActivities } from './activities.ts';
import { muhuratSearch } from './search.ts';
import { muhuratPersonal } from './personal.ts';
import { muhuratSearchBatch } from './search-batch.ts';

export const muhuratOperations = [muhuratActivities, muhuratSearch, muhuratPersonal, muhuratSearchBatch];
