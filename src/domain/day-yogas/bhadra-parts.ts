/** Bhadra's mukha and puchha inside one Vishti karana (rules.ts, BHADRA_MUKHA_PUCHHA_PRAHARS). */
import { BHADRA_MUKHA_GHATIS, BHADRA_MUKHA_PUCHHA_PRAHARS, BHADRA_PUCHHA_GHATIS, PRAHAR_GHATIS, VISHTI_GHATIS } from './rules.ts';

export interface BhadraParts {
  mukha: { startJdUt: number; endJdUt: number };
  puchha: { startJdUt: number; endJdUt: number };
}

/**
 * The mukha and puchha of the Vishti karana `karanaIndex` (0..59; Vishti is
 * 7, 14, .., 56) running from `startJdUt` to `endJdUt`: each part a fixed
 * number of ghatis, a ghati 1/30 of the karana's own length. Throws on a
 * karana that is not Vishti (a caller's bug, not a user's input).
 */
export function bhadraPartsOf(karanaIndex: number, startJdUt: number, endJdUt: number): BhadraParts {
  const prahars = BHADRA_MUKHA_PUCHHA_PRAHARS.get(Math.floor(karanaIndex / 2));
  if (prahars === undefined || karanaIndex % 7 !== 0) throw new Error(`Expected a Vishti karana index but received ${karanaIndex}`);
  const [mukhaPrahar, puchhaPrahar] = prahars;
  // A Vishti in the second half of its tithi (odd karana index) holds the tithi's prahars 5..8.
  const firstPrahar = karanaIndex % 2 === 1 ? 5 : 1;
  const ghatiDays = (endJdUt - startJdUt) / VISHTI_GHATIS;
  const at = (ghatis: number) => startJdUt + ghatis * ghatiDays;
  const mukhaFrom = (mukhaPrahar - firstPrahar) * PRAHAR_GHATIS;
  const puchhaTo = (puchhaPrahar - firstPrahar + 1) * PRAHAR_GHATIS;
  return {
    mukha: { startJdUt: at(mukhaFrom), endJdUt: at(mukhaFrom + BHADRA_MUKHA_GHATIS) },
    puchha: { startJdUt: at(puchhaTo - BHADRA_PUCHHA_GHATIS), endJdUt: at(puchhaTo) },
  };
}
