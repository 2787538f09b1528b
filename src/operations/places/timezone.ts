/** POST /v1/timezone: the zone at a point and the UTC offset in force at a moment (docs/places.md). */
import { Type } from '@sinclair/typebox';
import { checkOfferedDate } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import type { Warning } from '../../core/warnings.ts';
import {
  clockChangeWarning,
  formatUtcOffset,
  localDateTimeText,
  localToUtc,
  offsetSecondsAt,
  parseDateTime,
  utcMsOf,
  zoneAt,
} from '../../time/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXPECTED, Latitude, Longitude } from '../schemas.ts';

export const DATETIME_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,9})?)?(Z|z|[+-]([01]\\d|2[0-3]):[0-5]\\d)?$';

export const TimezoneRequest = Type.Object(
  {
    latitude: Latitude,
    longitude: Longitude,
    datetime: Type.String({
      pattern: DATETIME_PATTERN,
      [EXPECTED]: 'a date-time YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS, with an optional offset (Z or +HH:MM)',
      description: 'ISO 8601 date-time. With an offset (or Z) it is that instant; without one it is the wall-clock time at the place.',
      examples: ['1943-06-01T10:00:00', '2026-03-08T12:00:00Z'],
    }),
  },
  { additionalProperties: false, title: 'TimezoneRequest' },
);

export const TimezoneData = Type.Object(
  {
    name: Type.String({ description: 'IANA zone at the point (open sea: Etc/GMT±N)', examples: ['Asia/Kolkata'] }),
    utc_offset: Type.String({
      description: 'Offset in force at that moment: +HH:MM, or +HH:MM:SS for local mean time',
      examples: ['+06:30', '+05:21:10'],
    }),
    offset_minutes: Type.Integer({ description: 'The offset in whole minutes (rounded)', examples: [390] }),
    offset_seconds: Type.Integer({ description: 'The exact offset in seconds', examples: [23400] }),
    utc_datetime: Type.String({ description: 'The moment in UTC', examples: ['1943-06-01T03:30:00Z'] }),
    local_datetime: Type.String({ description: 'The moment as local time with its offset', examples: ['1943-06-01T10:00:00+06:30'] }),
  },
  { title: 'TimezoneData' },
);

export const timezone = defineOperation({
  id: 'timezone',
  method: 'POST',
  path: '/v1/timezone',
  credits: 1,
  keys: SECRET,
  group: 'places',
  example: { latitude: 23.1793, longitude: 75.7849, datetime: '1990-05-15T14:30:00' },
  summary: 'Time zone and UTC offset at a moment and place',
  description:
    'The IANA zone at the point and the UTC offset in force at that moment, from the tz database history ' +
    '(war time, DST, local mean time). A datetime without an offset is the local wall-clock time there.',
  input: TimezoneRequest,
  output: TimezoneData,
  // A zone lookup and an offset: cheaper than a thread hop.
  inline: true,
  compute({ latitude, longitude, datetime }) {
    checkOfferedDate('datetime', datetime);
    const parsed = parseDateTime(datetime);
    if (parsed === undefined) throw errors.invalidParameter('datetime', 'an ISO 8601 date-time of a real date', datetime);
    const zone = zoneAt(latitude, longitude);
    const warnings: Warning[] = [];
    let utcMs: number;
    if (parsed.offsetSeconds !== undefined) {
      utcMs = utcMsOf(parsed.local, parsed.offsetSeconds);
    } else {
      const r = localToUtc(zone, parsed.local);
      utcMs = r.utcMs;
      const warning = clockChangeWarning(r, datetime, zone, 'datetime');
      if (warning !== undefined) warnings.push(warning);
    }
    const offsetSeconds = offsetSecondsAt(zone, utcMs);
    return {
      data: {
        name: zone,
        utc_offset: formatUtcOffset(offsetSeconds),
        offset_minutes: Math.round(offsetSeconds / 60),
        offset_seconds: offsetSeconds,
        utc_datetime: `${new Date(Math.round(utcMs / 1000) * 1000).toISOString().slice(0, 19)}Z`,
        local_datetime: localDateTimeText(utcMs, offsetSeconds),
      },
      warnings,
    };
  },
});
