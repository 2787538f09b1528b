/**
 * Paged answers' cursors (muhurat search, transits): opaque text bound to the
 * search it continues, so a cursor from another search is refused (400 on
 * `cursor`), never read as a position in this one.
 */
import { errors } from '../core/errors.ts';

/** FNV-1a of the query the cursor belongs to: a cursor from another search is refused. */
export function fingerprintOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

export function encodeCursor(offset: number, fingerprint: string): string {
  return Buffer.from(`${offset}.${fingerprint}`).toString('base64url');
}

export function decodeCursor(cursor: string, fingerprint: string, dayCount: number): number {
  const text = Buffer.from(cursor, 'base64url').toString();
  const m = /^(\d{1,3})\.([0-9a-z]+)$/.exec(text);
  const offset = m === null ? Number.NaN : Number(m[1]);
  if (m === null || m[2] !== fingerprint || !(offset > 0 && offset < dayCount)) {
    throw errors.invalidParameterMessage(
      'cursor',
      'Expected data.next_cursor of a previous page of the same search but received another string',
    );
  }
  return offset;
}
