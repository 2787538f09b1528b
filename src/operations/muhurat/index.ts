/** The muhurat group: the activities a muhurat can be searched for (docs/panchang.md). */
import { muhuratActivities } from './activities.ts';

export const muhuratOperations = [muhuratActivities];
