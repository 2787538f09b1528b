/** Comma-separated lists of ids in a query (`ids` of the festivals, `planets` and `types` of the transits). */
import { errors } from '../../core/errors.ts';

/**
 * The known ids a comma-separated list names, trimmed, each once, in the
 * order given (empty items are skipped); undefined when the field is absent.
 * 400 on `param` naming the unknown ids, or when the list names none;
 * `what` says what the ids are ("festival ids").
 */
export function parseList<T extends string>(param: string, text: string | undefined, known: readonly T[], what: string): T[] | undefined {
  if (text === undefined) return undefined;
  const asked = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const unknown = asked.filter((s) => !(known as readonly string[]).includes(s));
  if (unknown.length > 0 || asked.length === 0) {
    throw errors.invalidParameterMessage(
      param,
      `Expected comma-separated ${what} (${known.join(', ')}) but received ` +
        (unknown.length > 0 ? `unknown ${param}: ${unknown.join(', ')}` : 'none'),
    );
  }
  return [...new Set(asked as T[])];
}

/** A row of a year calendar that the `regions` and `traditions` filters read. */
export interface TaggedRow<Id extends string> {
  id: Id;
  regions: readonly string[];
  traditions: readonly string[];
}

/**
 * The ids of the rows kept by the asked ids and the region and tradition tags (a row carrying any asked
 * tag is kept; the filters combine), in row order; undefined when nothing narrows the list (all rows).
 */
export function keptIds<Id extends string>(
  rows: readonly TaggedRow<Id>[],
  asked: readonly string[] | undefined,
  regions: readonly string[] | undefined,
  traditions: readonly string[] | undefined,
): Id[] | undefined {
  if (asked === undefined && regions === undefined && traditions === undefined) return undefined;
  return rows
    .filter(
      (r) =>
        (asked === undefined || asked.includes(r.id)) &&
        (regions === undefined || r.regions.some((g) => regions.includes(g))) &&
        (traditions === undefined || r.traditions.some((t) => traditions.includes(t))),
    )
    .map((r) => r.id);
}
