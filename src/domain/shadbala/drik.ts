/**
 * Drik bala, aspectual strength (BPHS 27.23-24): a quarter of the benefic
 * minus the malefic sphuta drishti a graha receives from the other six
 * (nature: isBeneficFor in nature.ts).
 */
import { normalizeDeg } from '../../core/angles.ts';
import { SEVEN_GRAHAS, type SevenGraha } from '../../core/glossary.ts';

/**
 * Sphuta drishti (BPHS ch. 26 v. 6-9 as given by Raman) of a graha on a
 * point at arc `a` (degrees, counted forward from the aspecting graha), with
 * the special aspects of Mars (4th, 8th), Jupiter (5th, 9th), Saturn (3rd,
 * 10th) raised to full.
 */
export function sphutaDrishti(id: SevenGraha, arcForwardDeg: number): number {
  const a = normalizeDeg(arcForwardDeg);
  let v: number;
  if (a < 30) v = 0;
  else if (a < 60) v = (a - 30) / 2;
  else if (a < 90) v = a - 60 + 15;
  else if (a < 120) v = (120 - a) / 2 + 30;
  else if (a < 150) v = 150 - a;
  else if (a < 180) v = (a - 150) * 2;
  else if (a < 300) v = (300 - a) / 2;
  else v = 0;
  if (id === 'mars' && ((a >= 90 && a < 120) || (a >= 210 && a < 240))) v += 15;
  if (id === 'jupiter' && ((a >= 120 && a < 150) || (a >= 240 && a < 270))) v += 30;
  if (id === 'saturn' && ((a >= 60 && a < 90) || (a >= 270 && a < 300))) v += 45;
  return v;
}

/** Drik bala of `id` in shashtiamsas, from the sidereal longitudes and natures of the seven grahas. */
export function drikBala(id: SevenGraha, longitudeDegOf: (g: SevenGraha) => number, isBenefic: (g: SevenGraha) => boolean): number {
  let drik = 0;
  for (const other of SEVEN_GRAHAS) {
    if (other === id) continue;
    const v = sphutaDrishti(other, longitudeDegOf(id) - longitudeDegOf(other));
    drik += isBenefic(other) ? v : -v;
  }
  return drik / 4;
}
