/**
 * String formats used by the schemas, registered once with TypeBox so the
 * compiled validators check them (TypeBox checks no format by default).
 */
import { FormatRegistry } from '@sinclair/typebox';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** RFC 3339 date-time with a mandatory offset (Z or +HH:MM). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** What each registered format accepts, in the words a 400 message uses. */
export const FORMAT_WORDS: Readonly<Record<string, string>> = {
  date: 'a real calendar date YYYY-MM-DD',
  'date-time': 'a real date-time with its offset, YYYY-MM-DDTHH:MM:SS+HH:MM (or Z; seconds optional)',
};

if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isDate);
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isDateTime);
