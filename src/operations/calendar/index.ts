/** The calendar group: the tithi calendar of a date range, the Ekadashis, festivals, sankrantis and vrats of a year (docs/panchang.md, docs/calendar.md). */
import { calendarAnniversaries } from './anniversaries.ts';
import { calendarConvert } from './convert.ts';
import { calendarEkadashi } from './ekadashi.ts';
import { calendarFestivals } from './festivals.ts';
import { calendarFind } from './find.ts';
import { calendarSankrantis } from './sankrantis.ts';
import { calendarTithis } from './tithis.ts';
import { calendarVrats } from './vrats.ts';
import { calendarYogas } from './yogas.ts';
import { calendarBatchOperations } from './batch.ts';
import { calendarMonth, calendarMonthBatch } from './month.ts';

export const calendarOperations = [
  calendarTithis,
  calendarEkadashi,
  calendarFestivals,
  calendarSankrantis,
  calendarVrats,
  calendarYogas,
  calendarFind,
  calendarAnniversaries,
  calendarConvert,
  ...calendarBatchOperations,
  calendarMonth,
  calendarMonthBatch,
];
