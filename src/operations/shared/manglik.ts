/** A Manglik result as answered: POST /v1/dosha/manglik, and each person's in POST /v1/match/manglik. */
import { Type, type Static } from '@sinclair/typebox';
import type { ManglikResult } from '../../domain/doshas/index.ts';

/** A whole-sign house 1..12, or null when its reference is unknown. */
export const House = Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]);

/** A Manglik result as answered (also each person's in the Manglik match). */
export const ManglikData = Type.Object({
  manglik: Type.Boolean(),
  severity: Type.Union(['none', 'low', 'medium', 'high', 'cancelled'].map((s) => Type.Literal(s))),
  house_from_lagna: House,
  house_from_moon: House,
  house_from_venus: House,
  afflicted_from: Type.Array(Type.String({ examples: ['lagna'] })),
  cancellations: Type.Array(Type.String({ examples: ['jupiter_conjunct_or_aspecting_mars'] })),
});

/** The API shape of a Manglik result. */
export function manglikData(r: ManglikResult): Static<typeof ManglikData> {
  return {
    manglik: r.manglik,
    severity: r.severity,
    house_from_lagna: r.houseFromLagna,
    house_from_moon: r.houseFromMoon,
    house_from_venus: r.houseFromVenus,
    afflicted_from: r.afflictedFrom,
    cancellations: r.cancellations,
  };
}
