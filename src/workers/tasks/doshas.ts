/** Pool tasks for the dosha operations (Manglik, Kaal Sarp, Sade Sati). */
import type { BirthMoment } from '../../core/birth.ts';
import { SIGNS } from '../../core/glossary.ts';
import type { AyanamsaId } from '../../domain/ayanamsa/index.ts';
import { kaalSarpFor, manglikFor, sadeSatiFor, SADE_SATI_MEANINGS, type ManglikResult } from '../../domain/doshas/index.ts';
import type { NodeKind } from '../../native/ephemeris.ts';
import { offsetMinutesAtZone, renderLocal } from '../../time/local.ts';

export interface DoshaTaskInput {
  birth: BirthMoment;
  ayanamsa: AyanamsaId;
  node: NodeKind;
}

/** The API shape of a Manglik result (also used by the Manglik match). */
export function manglikData(r: ManglikResult) {
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

function manglik(input: DoshaTaskInput) {
  return manglikData(manglikFor(input.birth, { ayanamsa: input.ayanamsa, node: input.node }));
}

function kaalSarp(input: DoshaTaskInput) {
  const r = kaalSarpFor(input.birth, { ayanamsa: input.ayanamsa, node: input.node });
  return { present: r.present, partial: r.partial, type: r.type, arc: r.arc, rahu_house: r.rahuHouse };
}

function sadeSati(input: { birth: BirthMoment; atJdUt: number }) {
  const r = sadeSatiFor(input.birth, input.atJdUt);
  const offset = offsetMinutesAtZone(input.birth.timezoneName);
  return {
    at: renderLocal(input.atJdUt, offset, 'minute'),
    active: r.active,
    sade_sati: r.sadeSati,
    dhaiya: r.dhaiya,
    phase: r.phase,
    end_date: r.endJdUt === null ? null : renderLocal(r.endJdUt, offset, 'minute').slice(0, 10),
    end: r.endJdUt === null ? null : renderLocal(r.endJdUt, offset, 'minute'),
    saturn_sign: SIGNS[r.saturnSignIndex]!.id,
    moon_sign: SIGNS[r.moonSignIndex]!.id,
    saturn_house_from_moon: r.houseFromMoon,
    meaning: r.phase === null ? null : SADE_SATI_MEANINGS[r.phase],
  };
}

export const doshaTasks = {
  doshaManglik: manglik,
  doshaKaalSarp: kaalSarp,
  doshaSadeSati: sadeSati,
};
