/**
 * Warnings of an answer (`warnings` in the envelope): a code, a message and
 * the fields it concerns, as paths into the request or the answer
 * (`birth.time`, `planets[].house`). Computations return them with their
 * data; the birth resolution adds its own; nothing merges them by hand.
 */
export interface Warning {
  code: string;
  message: string;
  fields: string[];
}

/** The warning for `time_accuracy: unknown`, listing the fields left out. */
export function timeUnknownWarning(fields: string[], message: string): Warning {
  return { code: 'time_unknown', message, fields };
}
