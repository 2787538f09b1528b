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

/**
 * The warning for coordinates far from every settlement or in a nautical
 * zone (`Etc/GMT±N`, open sea): often latitude and longitude swapped. It
 * names the nearest settlement and its distance when the places index is
 * there. A warning, not an error: ships and remote stations are real places.
 */
export function remotePlaceWarning(
  fields: string[],
  zone: string | undefined,
  nearest: { name: string; country: string; distanceKm: number } | undefined,
): Warning {
  const where =
    nearest === undefined
      ? ''
      : `; the nearest settlement is ${nearest.name}, ${nearest.country}, ${nearest.distanceKm.toFixed(0)} km away`;
  const zoneText = zone?.startsWith('Etc/') ? ` in the nautical zone ${zone}` : '';
  return {
    code: 'place_remote',
    message: `The coordinates lie${zoneText} far from any settlement${where}; check that latitude and longitude are not swapped`,
    fields,
  };
}
