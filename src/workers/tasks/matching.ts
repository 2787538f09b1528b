/** Pool tasks for matchmaking (Ashtakoot, Manglik match). */
import type { BirthMoment } from '../../core/birth.ts';
import type { Lang } from '../../core/glossary.ts';
import type { AyanamsaId } from '../../domain/ayanamsa/index.ts';
import { ashtakootFor, KOOTA_LABELS, manglikMatchFor, type MoonProfile } from '../../domain/matching/index.ts';
import type { NodeKind } from '../../native/ephemeris.ts';
import { manglikData } from './doshas.ts';

export interface MatchTaskInput {
  personA: BirthMoment;
  personB: BirthMoment;
  ayanamsa: AyanamsaId;
  node: NodeKind;
  lang: Lang;
}

function person(p: MoonProfile) {
  return { rashi: p.rashi, nakshatra: p.nakshatra, pada: p.padaNumber, gana: p.gana, nadi: p.nadi, yoni: p.yoni, varna: p.varna, vashya: p.vashya };
}

function ashtakoot(input: MatchTaskInput) {
  const r = ashtakootFor(input.personA, input.personB, { ayanamsa: input.ayanamsa, node: input.node });
  return {
    total: r.total,
    max: r.max,
    verdict: r.verdict,
    conclusion: r.conclusion,
    kootas: r.kootas.map((k) => ({ name: k.name, label: KOOTA_LABELS[k.name][input.lang], note: k.note, score: k.score, max: k.max })),
    doshas: { nadi: r.doshas.nadi, bhakoot: r.doshas.bhakoot, nadi_exception: r.doshas.nadiException, bhakoot_exception: r.doshas.bhakootException },
    person_a: person(r.personA),
    person_b: person(r.personB),
  };
}

function manglikMatch(input: MatchTaskInput) {
  const r = manglikMatchFor(input.personA, input.personB, { ayanamsa: input.ayanamsa, node: input.node });
  return { person_a: manglikData(r.personA), person_b: manglikData(r.personB), both_manglik: r.bothManglik, compatible: r.compatible };
}

export const matchingTasks = {
  matchAshtakoot: ashtakoot,
  matchManglik: manglikMatch,
};
