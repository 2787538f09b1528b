/**
 * Paged answers (muhurat searches, transits): the `limit` and `cursor`
 * fields, `next_cursor`, and the one cursor codec. A cursor is opaque text
 * bound to the search it continues (a fingerprint of the fields that fix the
 * search's list), so a cursor from another search is refused (400 on
 * `cursor`), never read as a position in this one.
 */
import { Type } from '@sinclair/typebox';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';

/** The `limit` and `cursor` fields of a paged request; `items` names what a page holds ("Days", "Events"). */
export function pageFields(items: string) {
  return {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_PAGE_LIMIT, description: `${items} per page` }),
    ),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'data.next_cursor of the previous page' })),
  };
}

/** `data.next_cursor` of a paged answer. */
export const NextCursor = Type.Union([Type.String(), Type.Null()], {
  description: 'Opaque cursor of the next page, null on the last page',
});

/** FNV-1a of the query the cursor belongs to: a cursor from another search is refused. */
export function fingerprintOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/**
 * The cursor codec of one layout: the position's numbers and the fingerprint,
 * joined by `separator`, in base64url. `fields` are the patterns of the
 * numbers (so a cursor cannot smuggle in anything else). Each search keeps
 * the layout its cursors have always had, so cursors given out stay valid.
 */
export function cursorCodec(separator: string, fields: readonly string[]) {
  const sep = separator.replace(/[.|]/g, '\\$&');
  const pattern = new RegExp(`^${[...fields.map((f) => `(${f})`), '([0-9a-z]+)'].join(sep)}$`);
  return {
    encode(position: readonly number[], fingerprint: string): string {
      return Buffer.from([...position, fingerprint].join(separator)).toString('base64url');
    },
    /** The position of a cursor of this search, or 400 on `cursor` (another search's, malformed, or `valid` refuses it). */
    decode(cursor: string, fingerprint: string, valid: (position: readonly number[]) => boolean): number[] {
      const m = pattern.exec(Buffer.from(cursor, 'base64url').toString());
      const position = m === null ? [] : m.slice(1, -1).map(Number);
      if (m === null || m[m.length - 1] !== fingerprint || !valid(position)) {
        throw errors.invalidParameterMessage(
          'cursor',
          'Expected data.next_cursor of a previous page of the same search but received another string',
        );
      }
      return position;
    },
  };
}

/** Muhurat searches: the number of days already given ("20.<fingerprint>"). */
export const OFFSET_CURSOR = cursorCodec('.', ['\\d{1,3}']);
/** Transits: the UT Julian day of the last event given and how many events at that moment were given ("2460791.25|1|<fingerprint>"). */
export const MOMENT_CURSOR = cursorCodec('|', ['\\d{7}(?:\\.\\d+)?', '\\d{1,3}']);
