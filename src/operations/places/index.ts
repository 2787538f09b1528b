/** Places and timezone: search, one place, reverse lookup, zone and offset at a moment (docs/places.md). */
import { placeGet } from './get.ts';
import { placesReverse } from './reverse.ts';
import { placesSearch } from './search.ts';
import { timezone } from './timezone.ts';

export const placesOperations = [placesSearch, placeGet, placesReverse, timezone];
