/**
 * Ashtakavarga, BPHS ch. 66 ("Ashtakavarga"), v. 8-64, as tabulated in B.V.
 * Raman, "Ashtakavarga System of Prediction" ch. 2, and P.V.R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach" ch. 12.3 (which also gives
 * the lagna's own table). For each graha (and the lagna) the table lists, for
 * each of the eight contributors, the houses counted from the contributor
 * where it gives a bindu. Totals per table are fixed by the tables: Sun 48,
 * Moon 49, Mars 39, Mercury 54, Jupiter 56, Venus 52, Saturn 39 (Sarva 337);
 * the lagna's table totals 49 and is not part of the Sarva.
 *
 * The Moon's table follows P.V.R. Narasimha Rao's (and Jagannatha Hora's)
 * reading: from the Moon 1, 3, 6, 7, 9, 10, 11; from Mars 2, 3, 5, 6, 10, 11;
 * from Jupiter 1, 2, 4, 7, 8, 10, 11. Some BPHS translations move one bindu
 * (Moon without 9, Mars with 9, Jupiter 12 for 2); the totals are the same.
 * The book's worked answers (see the unit tests) fix the choice.
 */
import { SEVEN_GRAHAS, type SevenGraha } from '../../core/glossary.ts';
import { type Chart, grahaOf } from '../chart/index.ts';

export const CONTRIBUTORS = [...SEVEN_GRAHAS, 'lagna'] as const;
export type Contributor = (typeof CONTRIBUTORS)[number];

type Table = Readonly<Record<Contributor, readonly number[]>>;

export const BINDU_TABLES: Readonly<Record<Contributor, Table>> = {
  sun: {
    sun: [1, 2, 4, 7, 8, 9, 10, 11],
    moon: [3, 6, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [3, 5, 6, 9, 10, 11, 12],
    jupiter: [5, 6, 9, 11],
    venus: [6, 7, 12],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [3, 4, 6, 10, 11, 12],
  },
  moon: {
    sun: [3, 6, 7, 8, 10, 11],
    moon: [1, 3, 6, 7, 9, 10, 11],
    mars: [2, 3, 5, 6, 10, 11],
    mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    jupiter: [1, 2, 4, 7, 8, 10, 11],
    venus: [3, 4, 5, 7, 9, 10, 11],
    saturn: [3, 5, 6, 11],
    lagna: [3, 6, 10, 11],
  },
  mars: {
    sun: [3, 5, 6, 10, 11],
    moon: [3, 6, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [3, 5, 6, 11],
    jupiter: [6, 10, 11, 12],
    venus: [6, 8, 11, 12],
    saturn: [1, 4, 7, 8, 9, 10, 11],
    lagna: [1, 3, 6, 10, 11],
  },
  mercury: {
    sun: [5, 6, 9, 11, 12],
    moon: [2, 4, 6, 8, 10, 11],
    mars: [1, 2, 4, 7, 8, 9, 10, 11],
    mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    jupiter: [6, 8, 11, 12],
    venus: [1, 2, 3, 4, 5, 8, 9, 11],
    saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  jupiter: {
    sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    moon: [2, 5, 7, 9, 11],
    mars: [1, 2, 4, 7, 8, 10, 11],
    mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    venus: [2, 5, 6, 9, 10, 11],
    saturn: [3, 5, 6, 12],
    lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  venus: {
    sun: [8, 11, 12],
    moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    mars: [3, 4, 6, 9, 11, 12],
    mercury: [3, 5, 6, 9, 11],
    jupiter: [5, 8, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    saturn: [3, 4, 5, 8, 9, 10, 11],
    lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  saturn: {
    sun: [1, 2, 4, 7, 8, 10, 11],
    moon: [3, 6, 11],
    mars: [3, 5, 6, 10, 11, 12],
    mercury: [6, 8, 9, 10, 11, 12],
    jupiter: [5, 6, 11, 12],
    venus: [6, 11, 12],
    saturn: [3, 5, 6, 11],
    lagna: [1, 3, 4, 6, 10, 11],
  },
  lagna: {
    sun: [3, 4, 6, 10, 11, 12],
    moon: [3, 6, 10, 11, 12],
    mars: [1, 3, 6, 10, 11],
    mercury: [1, 2, 4, 6, 8, 10, 11],
    jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    venus: [1, 2, 3, 4, 5, 8, 9],
    saturn: [1, 3, 4, 6, 10, 11],
    lagna: [3, 6, 10, 11],
  },
};

export interface AshtakavargaTables {
  /** Bindus by sign (index 0 = Aries) for each of the seven grahas and the lagna. */
  bhinna: Record<Contributor, number[]>;
  /** Sum of the seven grahas' tables by sign (the lagna's is not included). */
  sarva: number[];
  /** prastara[of][contributor][sign]: 1 where that contributor gives a bindu. */
  prastara: Record<Contributor, Record<Contributor, number[]>>;
}

/** Ashtakavarga from the sign index (0..11) of each contributor. */
export function ashtakavargaFromSigns(signOf: Readonly<Record<Contributor, number>>): AshtakavargaTables {
  const bhinna = {} as Record<Contributor, number[]>;
  const prastara = {} as Record<Contributor, Record<Contributor, number[]>>;
  for (const of of CONTRIBUTORS) {
    const row = new Array<number>(12).fill(0);
    prastara[of] = {} as Record<Contributor, number[]>;
    for (const from of CONTRIBUTORS) {
      const marks = new Array<number>(12).fill(0);
      for (const house of BINDU_TABLES[of][from]) marks[(signOf[from] + house - 1) % 12] = 1;
      prastara[of][from] = marks;
      for (let s = 0; s < 12; s += 1) row[s]! += marks[s]!;
    }
    bhinna[of] = row;
  }
  const sarva = new Array<number>(12).fill(0);
  for (const g of SEVEN_GRAHAS) for (let s = 0; s < 12; s += 1) sarva[s]! += bhinna[g][s]!;
  return { bhinna, sarva, prastara };
}

export interface ChartAshtakavarga extends AshtakavargaTables {
  /** The Sarva bindus by house from the lagna (house 1 first). */
  sarvaByHouse: number[];
}

/**
 * The Ashtakavarga of a chart. Every table needs the lagna (it contributes
 * to each), so with an unknown time there is none (null).
 */
export function chartAshtakavarga(chart: Chart): ChartAshtakavarga | null {
  if (chart.lagna === null) return null;
  const signOf = Object.fromEntries([
    ...SEVEN_GRAHAS.map((g: SevenGraha) => [g, grahaOf(chart, g).signIndex]),
    ['lagna', chart.lagna.signIndex],
  ]) as Record<Contributor, number>;
  const t = ashtakavargaFromSigns(signOf);
  const lagnaSign = chart.lagna.signIndex;
  return { ...t, sarvaByHouse: t.sarva.map((_, h) => t.sarva[(lagnaSign + h) % 12]!) };
}
