/** Schema pieces shared by the kundli operations' answers. */
import { Type } from '@sinclair/typebox';

/** An optional display text, omitted with view=compact. */
export const labelField = (what = 'Display text in `lang`; omitted with view=compact') => Type.Optional(Type.String({ description: what }));

export const OMITTED_UNKNOWN = 'omitted when the birth time is unknown';

/**
 * A local date-time as answers render it: ISO 8601 with the offset in force,
 * which carries seconds for local mean time (1850-06-11T12:42:07-04:56:02), so
 * it is not always an RFC 3339 `date-time`.
 */
export const LocalDateTime = (description: string) =>
  Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2}(:\\d{2})?)$',
    description,
    examples: ['2026-11-21T06:00:00+05:30'],
  });
