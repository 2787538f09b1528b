/** Tajaka aspects between grahas (and from a graha to a sign) by whole signs. */
import { houseFrom } from '../chart/index.ts';
import { TAJAKA_ASPECT_BY_HOUSE, type TajakaAspectKind } from './tables.ts';

/** The Tajaka aspect between two signs (symmetric: 3/11, 4/10, 5/9 pair up), or null for 2/6/8/12. */
export function tajakaAspect(fromSignIndex: number, toSignIndex: number): TajakaAspectKind | null {
  return TAJAKA_ASPECT_BY_HOUSE[houseFrom(fromSignIndex, toSignIndex)] ?? null;
}
