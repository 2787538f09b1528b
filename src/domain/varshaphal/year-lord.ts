/**
 * The year lord (varshesha) by the Panchadhikari rule of Tajaka Neelakanthi
 * (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 28.6):
 * five office-bearers (the muntha's lord, the birth lagna's lord, the annual
 * lagna's lord, the tri-rashi lord and the din-ratri lord: the lord of the
 * Sun's sign by day, of the Moon's by night); the strongest of them by
 * panchavargeeya bala that aspects the annual lagna (a Tajaka aspect, the
 * lagna's own sign included) becomes the year lord. When none aspects it, the
 * strongest of the five is taken; equal strengths go to the earlier office in
 * OFFICE_KINDS order.
 */
import { SIGN_LORDS, type SevenGraha } from '../../core/glossary.ts';
import { tajakaAspect } from './aspects.ts';
import { OFFICE_KINDS, TRI_RASHI_DAY, TRI_RASHI_NIGHT, type OfficeKind, type TajakaAspectKind } from './tables.ts';

export interface OfficeBearer {
  office: OfficeKind;
  graha: SevenGraha;
  /** Its Tajaka aspect on the annual lagna, or null. */
  aspectOnLagna: TajakaAspectKind | null;
  panchavargeeya: number;
}

export interface YearLordInput {
  munthaSignIndex: number;
  birthLagnaSignIndex: number;
  annualLagnaSignIndex: number;
  sunSignIndex: number;
  moonSignIndex: number;
  isDay: boolean;
  signOf: (g: SevenGraha) => number;
  panchavargeeyaOf: (g: SevenGraha) => number;
}

export function officeBearers(input: YearLordInput): OfficeBearer[] {
  const lord = (signIndex: number) => SIGN_LORDS[signIndex] as SevenGraha;
  const grahaOf: Record<OfficeKind, SevenGraha> = {
    muntha_lord: lord(input.munthaSignIndex),
    birth_lagna_lord: lord(input.birthLagnaSignIndex),
    annual_lagna_lord: lord(input.annualLagnaSignIndex),
    tri_rashi_lord: (input.isDay ? TRI_RASHI_DAY : TRI_RASHI_NIGHT)[input.annualLagnaSignIndex]!,
    din_ratri_lord: lord(input.isDay ? input.sunSignIndex : input.moonSignIndex),
  };
  return OFFICE_KINDS.map((office) => {
    const graha = grahaOf[office];
    return {
      office,
      graha,
      aspectOnLagna: tajakaAspect(input.signOf(graha), input.annualLagnaSignIndex),
      panchavargeeya: input.panchavargeeyaOf(graha),
    };
  });
}

/** The year lord among the office-bearers, and whether it was chosen among those aspecting the lagna. */
export function yearLordOf(bearers: readonly OfficeBearer[]): { graha: SevenGraha; aspectsLagna: boolean } {
  const aspecting = bearers.filter((b) => b.aspectOnLagna !== null);
  const pool = aspecting.length > 0 ? aspecting : bearers;
  let best = pool[0]!;
  for (const b of pool) if (b.panchavargeeya > best.panchavargeeya) best = b;
  return { graha: best.graha, aspectsLagna: aspecting.length > 0 };
}
