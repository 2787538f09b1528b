/** The calendar group: the tithi calendar of a date range and the festivals of a year (docs/panchang.md, docs/festivals.md). */
import { calendarFestivals } from './festivals.ts';
import { calendarTithis } from './tithis.ts';

export const calendarOperations = [calendarTithis, calendarFestivals];
