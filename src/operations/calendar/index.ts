/** The calendar group: the tithi calendar of a date range (docs/panchang.md). */
import { calendarTithis } from './tithis.ts';

export const calendarOperations = [calendarTithis];
