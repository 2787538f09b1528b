/** The calendar group: the tithi calendar of a date range and the Ekadashis of a year (docs/panchang.md). */
import { calendarEkadashi } from './ekadashi.ts';
import { calendarTithis } from './tithis.ts';

export const calendarOperations = [calendarTithis, calendarEkadashi];
