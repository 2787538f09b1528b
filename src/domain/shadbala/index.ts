/**
 * Shadbala, the six-fold strength of the seven grahas, BPHS ch. 27
 * ("Shadbala"), following the worked method of B.V. Raman, "Graha and Bhava
 * Balas" (chapters on each bala). Every part is in shashtiamsas (virupas,
 * 60 to a rupa). Where we simplify a classical rule the comment says so.
 *
 * - Sthana bala (BPHS 27.6-12): uchcha, saptavargaja, ojhayugmarasyamsa,
 *   kendradi, drekkana.
 * - Dig bala (27.13-14): 60 at the strongest point (Jupiter, Mercury at the
 *   ascendant; Sun, Mars at the MC; Saturn at the descendant; Moon, Venus at
 *   the IC), falling linearly to 0 at the opposite point.
 * - Kala bala (27.15-34): nathonnata, paksha, tribhaga, abda, masa, vara,
 *   hora, ayana, yuddha.
 * - Cheshta bala (27.19-21): Sun its ayana bala, Moon its paksha bala; the
 *   others from the cheshta kendra of the mean and true graha.
 * - Naisargika bala (27.22): 60 x k / 7 in the order Saturn 1 .. Sun 7.
 * - Drik bala (27.23-24): a quarter of the benefic minus malefic sphuta
 *   drishti received from the other six grahas (nature: isBeneficFor).
 * Minimum totals (27.38 and Raman): Sun 6.5, Moon 6, Mars 5, Mercury 7,
 * Jupiter 6.5, Venus 5.5, Saturn 5 rupas.
 */
import { normalizeDeg, wrap180Deg } from '../../core/angles.ts';
import { CHALDEAN_ORDER, GRAHAS, SEVEN_GRAHAS, SIGN_LORDS, VARA_LORDS, type GrahaName, type SevenGraha } from '../../core/glossary.ts';
import { riseSet } from '../../native/ephemeris.ts';
import { type VargaId, vargaSign } from '../vargas/index.ts';
import { type Chart, grahaOf, houseFrom } from '../chart/chart.ts';
import {
  EXALTATION_DEG, OWN_SIGNS, compoundRelation, inMoolatrikona, isSevenGraha,
} from '../chart/dignity.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from '../kundli/present.ts';
import { approximateWarnings } from '../kundli/kundli.ts';

export const NAISARGIKA_BALA: Readonly<Record<SevenGraha, number>> = {
  sun: 60, moon: (60 * 6) / 7, venus: (60 * 5) / 7, jupiter: (60 * 4) / 7, mercury: (60 * 3) / 7, mars: (60 * 2) / 7, saturn: 60 / 7,
};
export const MINIMUM_RUPAS: Readonly<Record<SevenGraha, number>> = {
  sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5,
};

/** Arc between two longitudes, [0, 180]. */
const arcDeg = (a: number, b: number): number => Math.abs(wrap180Deg(a - b));

/** Uchcha bala: a third of the arc from the deep debilitation point (BPHS 27.6). */
export function uchchaBala(id: SevenGraha, longitudeDeg: number): number {
  return arcDeg(longitudeDeg, normalizeDeg(EXALTATION_DEG[id] + 180)) / 3;
}

export const SAPTAVARGAS: readonly VargaId[] = ['D1', 'D2', 'D3', 'D7', 'D9', 'D12', 'D30'];
/** Saptavargaja points by compound relation with the varga sign's lord, -2 .. 2 (BPHS 27.7-8). */
const RELATION_POINTS = [1.875, 3.75, 7.5, 15, 22.5];

/**
 * Saptavargaja bala: in each of D1, D2, D3, D7, D9, D12, D30, 45 in the
 * moolatrikona (the rashi chart only, by degree), 30 in an own sign, else by
 * compound relation with the sign's lord, the temporary part read from the
 * rashi chart (Raman). Checked against Raman's worked example below.
 */
export function saptavargajaBala(id: SevenGraha, longitudeDeg: number, rashiSignOf: (g: SevenGraha) => number): number {
  let total = 0;
  for (const v of SAPTAVARGAS) {
    const s = vargaSign(v, longitudeDeg);
    if (v === 'D1' && inMoolatrikona(id, longitudeDeg)) total += 45;
    else if (OWN_SIGNS[id].includes(s)) total += 30;
    else {
      const lord = SIGN_LORDS[s]!;
      if (!isSevenGraha(lord)) total += 7.5;
      else total += RELATION_POINTS[compoundRelation(id, lord, rashiSignOf(id), rashiSignOf(lord)) + 2]!;
    }
  }
  return total;
}

/** Ojhayugmarasyamsa: Moon and Venus gain 15 in an even sign, the others in an odd sign, in rashi and navamsa (BPHS 27.9). */
export function ojhayugmaBala(id: SevenGraha, longitudeDeg: number): number {
  const wantsEven = id === 'moon' || id === 'venus';
  let total = 0;
  for (const s of [vargaSign('D1', longitudeDeg), vargaSign('D9', longitudeDeg)]) {
    const even = s % 2 === 1;
    if (even === wantsEven) total += 15;
  }
  return total;
}

/** Kendradi: 60 in a kendra, 30 in a panaphara, 15 in an apoklima (BPHS 27.10). */
export function kendradiBala(house: number): number {
  return [1, 4, 7, 10].includes(house) ? 60 : [2, 5, 8, 11].includes(house) ? 30 : 15;
}

/** Drekkana bala: male grahas in the first decanate, neuter in the second, female in the third gain 15 (BPHS 27.11). */
export function drekkanaBala(id: SevenGraha, longitudeDeg: number): number {
  const decanate = Math.floor((longitudeDeg % 30) / 10);
  const want = id === 'sun' || id === 'mars' || id === 'jupiter' ? 0 : id === 'mercury' || id === 'saturn' ? 1 : 2;
  return decanate === want ? 15 : 0;
}

/** Dig bala from the arc to the strongest point (BPHS 27.13-14). */
export function digBala(id: SevenGraha, longitudeDeg: number, ascendantDeg: number, mcDeg: number): number {
  const strongest = id === 'jupiter' || id === 'mercury' ? ascendantDeg
    : id === 'sun' || id === 'mars' ? mcDeg
      : id === 'saturn' ? normalizeDeg(ascendantDeg + 180) : normalizeDeg(mcDeg + 180);
  return (180 - arcDeg(longitudeDeg, strongest)) / 3;
}

/**
 * Functional nature for paksha and drik bala (BPHS ch. 3 v. 11): Jupiter and
 * Venus are benefic; Sun, Mars and Saturn malefic; Mercury is benefic unless
 * it shares a sign with the Sun, Mars or Saturn; the Moon is benefic while
 * waxing (elongation below 180 deg). The paksha bala of the Moon itself is
 * always counted as a benefic's (Raman).
 */
export function isBeneficFor(id: SevenGraha, elongationDeg: number, sameSignAsMalefic: boolean): boolean {
  if (id === 'jupiter' || id === 'venus') return true;
  if (id === 'mercury') return !sameSignAsMalefic;
  if (id === 'moon') return normalizeDeg(elongationDeg) < 180;
  return false;
}

/**
 * Paksha bala from the Moon's elongation (folded to [0, 180]): benefics
 * elongation/3, malefics 60 minus that; the Moon's is doubled (BPHS 27.17-18).
 */
export function pakshaBala(id: SevenGraha, elongationDeg: number, benefic: boolean): number {
  const e = arcDeg(elongationDeg, 0);
  const base = id === 'moon' || benefic ? e / 3 : 60 - e / 3;
  return id === 'moon' ? 2 * base : base;
}

/**
 * Greatest declination used for the kranti of ayana bala: 24 deg, the
 * Surya Siddhanta value BPHS 27.16 and Raman work with.
 */
export const KRANTI_MAX_DEG = 24;

/**
 * Kranti (declination) of a point of the ecliptic, degrees: the graha's
 * ecliptic latitude is not counted (Raman), so this is the declination of its
 * tropical longitude.
 */
export function krantiDeg(tropicalLongitudeDeg: number): number {
  const r = Math.PI / 180;
  return Math.asin(Math.sin(KRANTI_MAX_DEG * r) * Math.sin(tropicalLongitudeDeg * r)) / r;
}

/**
 * Ayana bala (BPHS 27.16): (24 + d)/48 x 60 for Sun, Mars, Jupiter, Venus
 * (north declination strengthens), (24 - d)/48 x 60 for Moon and Saturn,
 * (24 + |d|)/48 x 60 for Mercury; the Sun's is doubled. Returns the value
 * before doubling and the final one.
 */
export function ayanaBala(id: SevenGraha, declination: number): { base: number; value: number } {
  const d = id === 'mercury' ? Math.abs(declination) : id === 'moon' || id === 'saturn' ? -declination : declination;
  const base = ((24 + d) / 48) * 60;
  return { base, value: id === 'sun' ? 2 * base : base };
}

/**
 * Mean tropical longitudes at a moment, degrees (J2000 mean elements of
 * J.L. Simon et al. 1994 as printed in Meeus, "Astronomical Algorithms"
 * ch. 31): the mean Sun and the heliocentric mean longitude of each graha.
 */
export function meanLongitudesDeg(jdUt: number): Record<'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn', number> {
  const t = (jdUt - 2_451_545.0) / 36_525;
  return {
    sun: normalizeDeg(280.46646 + 36_000.76983 * t),
    mercury: normalizeDeg(252.250906 + 149_472.6746358 * t),
    venus: normalizeDeg(181.979801 + 58_517.815676 * t),
    mars: normalizeDeg(355.433275 + 19_140.2993313 * t),
    jupiter: normalizeDeg(34.351484 + 3_034.9056746 * t),
    saturn: normalizeDeg(50.077471 + 1_222.1137943 * t),
  };
}

/** Midpoint of two longitudes along the shorter arc, [0, 360). */
function midpointDeg(a: number, b: number): number {
  return normalizeDeg(a + wrap180Deg(b - a) / 2);
}

/**
 * Cheshta bala of Mars, Mercury, Jupiter, Venus, Saturn (BPHS 27.19-21, as
 * Raman computes it): cheshta kendra = seeghrocha - (madhya + sphuta) / 2,
 * folded to [0, 180], divided by 3. For Mars, Jupiter, Saturn the madhya is
 * the graha's mean longitude and the seeghrocha the mean Sun; for Mercury and
 * Venus the madhya is the mean Sun and the seeghrocha the graha's
 * heliocentric mean longitude. `trueTropicalDeg` is the graha's tropical
 * longitude.
 */
export function cheshtaKendraBala(id: 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', trueTropicalDeg: number, jdUt: number): number {
  const m = meanLongitudesDeg(jdUt);
  const inferior = id === 'mercury' || id === 'venus';
  const madhya = inferior ? m.sun : m[id];
  const seeghrocha = inferior ? m[id] : m.sun;
  return arcDeg(seeghrocha, midpointDeg(madhya, trueTropicalDeg)) / 3;
}

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

/**
 * Day number (JD at noon) from which the ahargana is counted: 17 Feb 3102
 * BCE, so that the first day of the Kali Yuga (Friday 18 Feb, JD 588466)
 * counts as day 1. This inclusive count reproduces Raman's worked example
 * (abda lord Saturn, masa lord Mercury for 16 Oct 1918).
 */
const KALI_EPOCH_DAY = 588_465;

function weekdayOfDay(dayNumber: number): number {
  return (dayNumber + 1) % 7; // 0 = Sunday
}

export interface DayFrame {
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
  /** Civil day number (integer JD at local noon) of the sunrise-based day. */
  dayNumber: number;
  isDay: boolean;
}

/**
 * Sunrise before the moment, the following sunset and sunrise (one riseSet
 * call over three local days). Where the Sun does not rise or set (polar
 * days), 06:00 and 18:00 local mean time stand in.
 */
export function dayFrameAt(jdUt: number, latitudeDeg: number, longitudeDeg: number, utcOffsetMinutes: number): DayFrame {
  const off = utcOffsetMinutes / 1440;
  const localDayStart = Math.floor(jdUt + 0.5 + off) - 0.5 - off;
  const starts = Float64Array.of(localDayStart - 1, localDayStart, localDayStart + 1);
  const rs = riseSet(starts, new Float64Array(3).fill(latitudeDeg), new Float64Array(3).fill(longitudeDeg));
  const lmt = longitudeDeg / 360;
  const rises = [0, 1, 2].map((i) => Number.isNaN(rs.riseJdUt[i]!) ? Math.floor(starts[i]! + 0.5 + lmt) - 0.25 - lmt : rs.riseJdUt[i]!);
  const sets = [0, 1, 2].map((i) => Number.isNaN(rs.setJdUt[i]!) ? Math.floor(starts[i]! + 0.5 + lmt) + 0.25 - lmt : rs.setJdUt[i]!);
  const k = jdUt >= rises[1]! ? 1 : 0;
  const sunrise = rises[k]!;
  const sunset = sets[k]! > sunrise ? sets[k]! : sets[k + 1]!;
  const nextSunrise = rises[k + 1]!;
  const dayNumber = Math.floor(sunrise + 0.5 + off);
  return { sunriseJdUt: sunrise, sunsetJdUt: sunset, nextSunriseJdUt: nextSunrise, dayNumber, isDay: jdUt < sunset };
}

/** Lords of the year, month, weekday and hour at a moment (Raman's Ahargana method, 360-day years from the Kali epoch). */
export function kalaLords(jdUt: number, frame: DayFrame): { abda: SevenGraha; masa: SevenGraha; vara: SevenGraha; hora: SevenGraha } {
  const elapsed = frame.dayNumber - KALI_EPOCH_DAY;
  const yearStart = frame.dayNumber - (((elapsed % 360) + 360) % 360);
  const monthStart = frame.dayNumber - (((elapsed % 30) + 30) % 30);
  const vara = VARA_LORDS[weekdayOfDay(frame.dayNumber)]!;
  // Equal hours from sunrise (Raman), the first the vara lord's; never
  // negative, since the frame's sunrise is at or before the moment.
  const hourIndex = Math.floor((jdUt - frame.sunriseJdUt) * 24);
  const hora = CHALDEAN_ORDER[(CHALDEAN_ORDER.indexOf(vara) + hourIndex) % 7]!;
  return { abda: VARA_LORDS[weekdayOfDay(yearStart)]!, masa: VARA_LORDS[weekdayOfDay(monthStart)]!, vara, hora };
}

/** Hour angle of the Sun, degrees in [-180, 180) (0 at local apparent noon). */
export function sunHourAngleDeg(jdUt: number, longitudeDeg: number, sunTropicalDeg: number, obliquityDeg: number): number {
  const d = jdUt - 2_451_545.0;
  const gmst = 280.46061837 + 360.98564736629 * d;
  const r = Math.PI / 180;
  const ra = Math.atan2(Math.cos(obliquityDeg * r) * Math.sin(sunTropicalDeg * r), Math.cos(sunTropicalDeg * r)) / r;
  return wrap180Deg(gmst + longitudeDeg - ra);
}

export function meanObliquityDeg(jdUt: number): number {
  const t = (jdUt - 2_451_545.0) / 36_525;
  return 23.439291 - 0.0130042 * t;
}

export interface ShadbalaParts {
  sthana: { uchcha: number; saptavargaja: number; ojhayugma: number; kendradi?: number; drekkana: number; total?: number };
  dig?: number;
  kala: {
    nathonnata?: number; paksha: number; tribhaga?: number; abda: number; masa: number; vara: number; hora?: number;
    ayana: number; yuddha: number; total?: number;
  };
  cheshta: number;
  naisargika: number;
  drik: number;
}

export interface GrahaShadbala extends ShadbalaParts {
  id: SevenGraha;
  label?: string;
  total_shashtiamsas?: number;
  total_rupas?: number;
  minimum_rupas: number;
  ratio?: number;
  strong?: boolean;
  rank?: number;
}

export interface ShadbalaData {
  unit: 'shashtiamsa';
  grahas: GrahaShadbala[];
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

function roundDeep<T>(o: T): T {
  if (typeof o === 'number') return r2(o) as T;
  if (o !== null && typeof o === 'object' && !Array.isArray(o)) {
    for (const k of Object.keys(o)) (o as Record<string, unknown>)[k] = roundDeep((o as Record<string, unknown>)[k]);
  }
  return o;
}

/** The raw parts (unrounded) of all seven grahas. */
export function shadbalaParts(chart: Chart): Record<SevenGraha, ShadbalaParts> {
  const known = chart.lagna !== null && chart.mcDeg !== null;
  const g = (id: GrahaName) => grahaOf(chart, id);
  const signOf = (id: SevenGraha): number => g(id).signIndex;
  const obliquity = meanObliquityDeg(chart.jdUt);
  const sun = g('sun');
  const moon = g('moon');
  const toTropical = (sidereal: number): number => normalizeDeg(sidereal + chart.ayanamsaDeg);
  const elongation = normalizeDeg(moon.longitudeDeg - sun.longitudeDeg);
  const frame = dayFrameAt(chart.jdUt, chart.latitudeDeg, chart.longitudeDeg, chart.utcOffsetMinutes);
  const lords = kalaLords(chart.jdUt, frame);
  const hourAngle = sunHourAngleDeg(chart.jdUt, chart.longitudeDeg, toTropical(sun.longitudeDeg), obliquity);
  const fromNoon = Math.abs(hourAngle); // 0 at noon, 180 at midnight
  let tribhagaLord: SevenGraha;
  if (frame.isDay) {
    const third = Math.min(2, Math.floor(((chart.jdUt - frame.sunriseJdUt) / (frame.sunsetJdUt - frame.sunriseJdUt)) * 3));
    tribhagaLord = (['mercury', 'sun', 'saturn'] as const)[third]!;
  } else {
    const third = Math.min(2, Math.floor(((chart.jdUt - frame.sunsetJdUt) / (frame.nextSunriseJdUt - frame.sunsetJdUt)) * 3));
    tribhagaLord = (['moon', 'venus', 'mars'] as const)[third]!;
  }
  const mercuryAfflicted = (['sun', 'mars', 'saturn'] as const).some((m) => signOf(m) === signOf('mercury'));
  const benefic = (id: SevenGraha): boolean => isBeneficFor(id, elongation, mercuryAfflicted);
  const parts = {} as Record<SevenGraha, ShadbalaParts>;
  for (const id of SEVEN_GRAHAS) {
    const p = g(id);
    const longitudeDeg = p.longitudeDeg;
    const ayana = ayanaBala(id, krantiDeg(toTropical(longitudeDeg)));
    const paksha = pakshaBala(id, elongation, benefic(id));
    const nathonnata = id === 'mercury' ? 60 : ['sun', 'jupiter', 'venus'].includes(id) ? (60 * (180 - fromNoon)) / 180 : (60 * fromNoon) / 180;
    let cheshta: number;
    if (id === 'sun') cheshta = ayana.base;
    else if (id === 'moon') cheshta = paksha / 2;
    else cheshta = cheshtaKendraBala(id, toTropical(longitudeDeg), chart.jdUt);
    let drik = 0;
    for (const other of SEVEN_GRAHAS) {
      if (other === id) continue;
      const v = sphutaDrishti(other, longitudeDeg - g(other).longitudeDeg);
      drik += benefic(other) ? v : -v;
    }
    parts[id] = {
      sthana: {
        uchcha: uchchaBala(id, longitudeDeg),
        saptavargaja: saptavargajaBala(id, longitudeDeg, signOf),
        ojhayugma: ojhayugmaBala(id, longitudeDeg),
        kendradi: known ? kendradiBala(houseFrom(chart.lagna!.signIndex, p.signIndex)) : undefined,
        drekkana: drekkanaBala(id, longitudeDeg),
      },
      dig: known ? digBala(id, longitudeDeg, chart.lagna!.longitudeDeg, chart.mcDeg!) : undefined,
      kala: {
        nathonnata: known ? nathonnata : undefined,
        paksha,
        tribhaga: known ? (id === 'jupiter' || id === tribhagaLord ? 60 : 0) : undefined,
        abda: lords.abda === id ? 15 : 0,
        masa: lords.masa === id ? 30 : 0,
        vara: lords.vara === id ? 45 : 0,
        hora: known ? (lords.hora === id ? 60 : 0) : undefined,
        ayana: ayana.value,
        yuddha: 0,
      },
      cheshta,
      naisargika: NAISARGIKA_BALA[id],
      drik: drik / 4,
    };
  }
  if (known) applyYuddha(chart, parts);
  for (const id of SEVEN_GRAHAS) {
    const s = parts[id].sthana;
    if (known) s.total = s.uchcha + s.saptavargaja + s.ojhayugma + s.kendradi! + s.drekkana;
    const k = parts[id].kala;
    if (known) k.total = k.nathonnata! + k.paksha + k.tribhaga! + k.abda + k.masa + k.vara + k.hora! + k.ayana + k.yuddha;
  }
  return parts;
}

/**
 * Disc diameters (bimba parimana) of the five tara grahas used by the yuddha
 * bala rule, as PyJHora's shadbala (`_yuddha_bala`) tabulates them; the
 * Encyclopedia of Hinduism (vol. IV, "Graha yuddha") gives the same values
 * (Jupiter 190.5 there).
 */
const DISC_DIAMETER_ARCSEC: Readonly<Record<TaraGraha, number>> = { mars: 9.4, mercury: 6.6, jupiter: 190.4, venus: 16.6, saturn: 158 };
type TaraGraha = 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn';
const TARA_GRAHAS: readonly TaraGraha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/**
 * Yuddha bala (BPHS ch. 27): when two of Mars, Mercury, Jupiter, Venus and
 * Saturn are within 1 deg of longitude, the one with the larger sthana + dig
 * + kala bala wins; the difference of those sums divided by the difference
 * of their disc diameters is added to the winner's kala bala and taken from
 * the loser's.
 */
export function yuddhaBala(first: TaraGraha, second: TaraGraha, firstPartial: number, secondPartial: number): number {
  return (firstPartial - secondPartial) / Math.abs(DISC_DIAMETER_ARCSEC[first] - DISC_DIAMETER_ARCSEC[second]);
}

function applyYuddha(chart: Chart, parts: Record<SevenGraha, ShadbalaParts>): void {
  const partial = (id: SevenGraha): number => {
    const s = parts[id].sthana;
    const k = parts[id].kala;
    return s.uchcha + s.saptavargaja + s.ojhayugma + (s.kendradi ?? 0) + s.drekkana + (parts[id].dig ?? 0) +
      (k.nathonnata ?? 0) + k.paksha + (k.tribhaga ?? 0) + k.abda + k.masa + k.vara + (k.hora ?? 0) + k.ayana;
  };
  for (let i = 0; i < TARA_GRAHAS.length; i += 1) {
    for (let j = i + 1; j < TARA_GRAHAS.length; j += 1) {
      const a = TARA_GRAHAS[i]!;
      const b = TARA_GRAHAS[j]!;
      if (arcDeg(grahaOf(chart, a).longitudeDeg, grahaOf(chart, b).longitudeDeg) >= 1) continue;
      const bala = yuddhaBala(a, b, partial(a), partial(b));
      parts[a].kala.yuddha += bala;
      parts[b].kala.yuddha -= bala;
    }
  }
}

/** Fields left out when the time is unknown. */
export const SHADBALA_TIME_FIELDS = [
  'grahas[].sthana.kendradi', 'grahas[].sthana.total', 'grahas[].dig', 'grahas[].kala.nathonnata', 'grahas[].kala.tribhaga',
  'grahas[].kala.hora', 'grahas[].kala.total', 'grahas[].total_shashtiamsas', 'grahas[].total_rupas', 'grahas[].ratio',
  'grahas[].strong', 'grahas[].rank',
];

export function shadbala(chart: Chart, p: Presentation): DomainResult<ShadbalaData> {
  const parts = shadbalaParts(chart);
  const known = chart.lagna !== null;
  const rows: GrahaShadbala[] = SEVEN_GRAHAS.map((id) => {
    const x = parts[id];
    const row: GrahaShadbala = {
      id,
      label: labelOf(GRAHAS.find((t) => t.id === id)!, p),
      ...x,
      sthana: compactObject({ ...x.sthana }),
      kala: compactObject({ ...x.kala }),
      minimum_rupas: MINIMUM_RUPAS[id],
    };
    if (known) {
      const total = x.sthana.total! + x.dig! + x.kala.total! + x.cheshta + x.naisargika + x.drik;
      row.total_shashtiamsas = total;
      row.total_rupas = total / 60;
      row.ratio = total / 60 / MINIMUM_RUPAS[id];
      row.strong = row.ratio >= 1;
    }
    return compactObject(row as unknown as Record<string, unknown>) as unknown as GrahaShadbala;
  });
  if (known) {
    const order = [...rows].sort((a, b) => b.ratio! - a.ratio!);
    for (const r of rows) r.rank = order.indexOf(r) + 1;
  }
  for (const r of rows) {
    const ratio = r.ratio;
    roundDeep(r);
    if (ratio !== undefined) r.ratio = Math.round(ratio * 1000) / 1000;
  }
  const warnings: Warning[] = known ? approximateWarnings(chart, [], SHADBALA_TIME_FIELDS) : [timeUnknownWarning(SHADBALA_TIME_FIELDS)];
  return { data: { unit: 'shashtiamsa', grahas: rows }, warnings };
}
