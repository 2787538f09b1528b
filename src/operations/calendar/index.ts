/** The calendar group: the tithi calendar of a date range, the Ekadashis and the festivals of a year (docs/panchang.md). */
import { calendarEkadashi } from './ekadashi.ts';
import { calendarFestivals } from './festivals.ts';
import { calendarTithis } from './tithis.ts';
import { calendarYogas } from './yogas.ts';

export const calendarOperations = [calendarTithis, calendarEkadashi, calendarFestivals, calendarYogas];
