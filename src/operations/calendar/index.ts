/** The calendar group: the tithi calendar of a date range, the Ekadashis and the festivals of a year (docs/panchang.md). */
import { calendarEkadashi } from './ekadashi.ts';
import { calendarFestivals } from './festivals.ts';
import { calendarSankrantis } from './sankrantis.ts';
import { calendarTithis } from './tithis.ts';

export const calendarOperations = [calendarTithis, calendarEkadashi, calendarFestivals, calendarSankrantis];
