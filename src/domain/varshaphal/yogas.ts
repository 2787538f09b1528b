/**
 * The Tajika yogas of the annual chart (Tajaka Neelakanthi, Samjna Tantra,
 * the sixteen yogas; P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated
 * Approach", ch. 29). Between two of the seven grahas in a Tajaka aspect the
 * faster one (by mean daily motion, SPEED_ORDER) applies to the slower while
 * its degrees within its sign are fewer, and separates once they are more;
 * either counts only within the mean of their two deeptamsas. Rahu and Ketu
 * form no Tajaka yoga.
 */
import { SEVEN_GRAHAS, SIGN_LORDS, signIndexOf, type SevenGraha } from '../../core/glossary.ts';
import { DEBILITATION_SIGN, DUSTHANA_HOUSES, EXALTATION_SIGN, houseFrom, naturalRelation, OWN_SIGNS } from '../chart/index.ts';
import { tajakaAspect } from './aspects.ts';
import { DEEPTAMSA_DEG, FRIENDLY_ASPECTS, SPEED_ORDER, type TajakaAspectKind } from './tables.ts';

export const TAJIKA_YOGA_KINDS = [
  'ikkavala',
  'induvara',
  'ithasala',
  'ishrafa',
  'nakta',
  'yamaya',
  'manau',
  'kamboola',
  'gairi_kamboola',
  'khallasara',
  'radda',
  'duphali_kuttha',
  'poorna_ithasala',
  'bhavishyat_ithasala',
  'dutthottha_davira',
  'tambira',
  'kuttha',
  'durupha',
] as const;
export type TajikaYogaKind = (typeof TAJIKA_YOGA_KINDS)[number];

export interface TajikaGraha {
  id: SevenGraha;
  longitudeDeg: number;
  retrograde: boolean;
  combust: boolean;
}

export interface TajikaYoga {
  kind: TajikaYogaKind;
  /** The grahas that form it; for a pair the faster first. */
  planets: SevenGraha[];
  /** The Tajaka aspect of the pair (or of the intermediary with the pair), or null for yogas of the whole chart. */
  aspect: TajakaAspectKind | null;
  /** Degrees within their signs between the pair, or null. */
  separationDeg: number | null;
  /** The orb the separation is held to (mean of the two deeptamsas), or null. */
  orbDeg: number | null;
}

/** The faster of two grahas by mean daily motion. */
export function isFaster(a: SevenGraha, b: SevenGraha): boolean {
  return SPEED_ORDER.indexOf(a) < SPEED_ORDER.indexOf(b);
}

/** Mean of two deeptamsas: how far apart (in degrees within signs) two grahas may be and still form an ithasala or ishrafa. */
export function pairOrbDeg(a: SevenGraha, b: SevenGraha): number {
  return (DEEPTAMSA_DEG[a] + DEEPTAMSA_DEG[b]) / 2;
}

interface PairState {
  faster: TajikaGraha;
  slower: TajikaGraha;
  aspect: TajakaAspectKind | null;
  /** Slower's degrees in sign minus the faster's: positive while applying. */
  gapDeg: number;
  orbDeg: number;
}

const signOf = (g: TajikaGraha) => signIndexOf(g.longitudeDeg);
const degInSign = (g: TajikaGraha) => g.longitudeDeg - signOf(g) * 30;

function pairState(a: TajikaGraha, b: TajikaGraha): PairState {
  const [faster, slower] = isFaster(a.id, b.id) ? [a, b] : [b, a];
  return {
    faster,
    slower,
    aspect: tajakaAspect(signOf(faster), signOf(slower)),
    gapDeg: degInSign(slower) - degInSign(faster),
    orbDeg: pairOrbDeg(a.id, b.id),
  };
}

function isIthasala(p: PairState): boolean {
  return p.aspect !== null && p.gapDeg >= 0 && p.gapDeg <= p.orbDeg;
}

/** Poorna (complete) ithasala: the pair within 1 deg (PyJHora `both_planets_within_their_deeptamsa`, type 2). */
export const POORNA_ITHASALA_DEG = 1;
/** Bhavishyat (future) ithasala: applying, the gap beyond the orb by at most this much (PyJHora, ibid., type 3). */
export const BHAVISHYAT_MARGIN_DEG = 1;

function isBhavishyat(p: PairState): boolean {
  return p.aspect !== null && p.gapDeg > p.orbDeg && p.gapDeg <= p.orbDeg + BHAVISHYAT_MARGIN_DEG;
}

function isIshrafa(p: PairState): boolean {
  return p.aspect !== null && p.gapDeg < 0 && -p.gapDeg <= p.orbDeg;
}

function pairYoga(kind: TajikaYogaKind, p: PairState): TajikaYoga {
  return { kind, planets: [p.faster.id, p.slower.id], aspect: p.aspect, separationDeg: Math.abs(p.gapDeg), orbDeg: p.orbDeg };
}

function isStrong(g: TajikaGraha): boolean {
  const s = signOf(g);
  return EXALTATION_SIGN[g.id] === s || OWN_SIGNS[g.id].includes(s);
}

function isWeak(g: TajikaGraha): boolean {
  const s = signOf(g);
  const lord = SIGN_LORDS[s] as SevenGraha;
  return DEBILITATION_SIGN[g.id] === s || (lord !== g.id && naturalRelation(g.id, lord) < 0);
}

/** The graha moved to 0 deg of the next sign (Tambira and Gairi-kamboola look one sign ahead). */
function atNextSign(g: TajikaGraha): TajikaGraha {
  return { ...g, longitudeDeg: ((signOf(g) + 1) % 12) * 30 };
}

/**
 * Every Tajika yoga of the chart (grahas in SEVEN_GRAHAS order; the annual
 * lagna's sign index). The rules:
 * - ikkavala: all seven grahas in kendras and panapharas (houses 1, 2, 4, 5, 7, 8, 10, 11);
 * - induvara: all seven in apoklimas (3, 6, 9, 12);
 * - ithasala: a pair applying within orb; ishrafa: separating within orb;
 * - nakta: two grahas in no aspect, both in ithasala with a third faster than either;
 * - yamaya: the same with a third slower than either;
 * - manau: Mars or Saturn, outside an ithasala pair, in an inimical aspect with its faster graha within their orb;
 * - kamboola: an ithasala pair and the Moon (outside it) in ithasala with either;
 * - gairi_kamboola: an ithasala pair, the Moon in ithasala with neither and in the last of its sign (within its
 *   deeptamsa of 30 deg) where it will apply to one of them from the next sign;
 * - khallasara: an ithasala pair and the Moon (outside it) in no Tajaka aspect with either;
 * - radda: an ithasala pair one of which is retrograde or combust;
 * - duphali_kuttha: an ithasala pair whose slower graha is in its own or exaltation sign and the faster in its
 *   debilitation or an enemy's sign;
 * - poorna_ithasala: an ithasala within 1 deg; bhavishyat_ithasala: applying, in aspect, the gap past the orb by
 *   at most 1 deg (PyJHora `both_planets_within_their_deeptamsa`; S. Adawal, "Encyclopedia of Vedic Astrology:
 *   Tajik Shastra", ch. IV part 3, the same sub-kinds in words);
 * - dutthottha_davira: an ithasala pair both weak (debilitated or in an enemy's sign), one of them in ithasala
 *   with a third graha in its own or exaltation sign (Tajaka Neelakanthi's sixteen yogas as summarised in
 *   varahamihira.blogspot.com/2008/02/tajika-yogas.html);
 * - tambira: a graha in its own or exaltation sign, in the last degrees of its sign (within its deeptamsa of 30),
 *   in ithasala with no slower graha now but applying to one from 0 deg of the next sign (ibid.; "the end of a sign"
 *   is read as for gairi_kamboola, within the graha's deeptamsa of 30);
 * - kuttha: two grahas in a Tajaka aspect, both in their own or exaltation signs and neither in the 6th, 8th or
 *   12th; durupha: two grahas in a Tajaka aspect, both weak and both in the 6th, 8th or 12th (astrobix.com, "Use
 *   of Tajik Yoga in Prashna Kundali", which states them for the lagna lord and the karyesha: the annual chart
 *   names no karyesha, so every pair stands for one, as for the other pair yogas; the benefic or malefic aspects
 *   that source adds are not judged).
 */
export function tajikaYogas(grahas: readonly TajikaGraha[], lagnaSignIndex: number): TajikaYoga[] {
  const out: TajikaYoga[] = [];
  const houses = grahas.map((g) => houseFrom(lagnaSignIndex, signOf(g)));
  if (houses.every((h) => h % 3 !== 0))
    out.push({ kind: 'ikkavala', planets: [...SEVEN_GRAHAS], aspect: null, separationDeg: null, orbDeg: null });
  if (houses.every((h) => h % 3 === 0))
    out.push({ kind: 'induvara', planets: [...SEVEN_GRAHAS], aspect: null, separationDeg: null, orbDeg: null });

  const pairs: PairState[] = [];
  for (let i = 0; i < grahas.length; i += 1) for (let j = i + 1; j < grahas.length; j += 1) pairs.push(pairState(grahas[i]!, grahas[j]!));
  const pairOf = (a: SevenGraha, b: SevenGraha) =>
    pairs.find((p) => (p.faster.id === a && p.slower.id === b) || (p.faster.id === b && p.slower.id === a))!;
  const ithasalas = pairs.filter(isIthasala);
  for (const p of ithasalas) out.push(pairYoga('ithasala', p));
  for (const p of ithasalas.filter((q) => q.gapDeg <= POORNA_ITHASALA_DEG)) out.push(pairYoga('poorna_ithasala', p));
  for (const p of pairs.filter(isBhavishyat)) out.push(pairYoga('bhavishyat_ithasala', p));
  for (const p of pairs.filter(isIshrafa)) out.push(pairYoga('ishrafa', p));

  const houseOf = (g: TajikaGraha) => houseFrom(lagnaSignIndex, signOf(g));
  // Durupha puts its weak grahas in the dusthanas from the annual lagna; Kuttha's strong ones may not stand there.
  for (const p of pairs.filter((q) => q.aspect !== null)) {
    if (
      isStrong(p.faster) &&
      isStrong(p.slower) &&
      !DUSTHANA_HOUSES.includes(houseOf(p.faster)) &&
      !DUSTHANA_HOUSES.includes(houseOf(p.slower))
    ) {
      out.push(pairYoga('kuttha', p));
    }
    if (
      isWeak(p.faster) &&
      isWeak(p.slower) &&
      DUSTHANA_HOUSES.includes(houseOf(p.faster)) &&
      DUSTHANA_HOUSES.includes(houseOf(p.slower))
    ) {
      out.push(pairYoga('durupha', p));
    }
  }

  // Tambira: a strong graha at the end of its sign that will apply to a slower one from the next sign.
  for (const g of grahas.filter((x) => isStrong(x) && degInSign(x) >= 30 - DEEPTAMSA_DEG[x.id])) {
    for (const slower of grahas.filter((x) => isFaster(g.id, x.id))) {
      if (isIthasala(pairState(g, slower))) continue;
      const ahead = pairState(atNextSign(g), slower);
      if (isIthasala(ahead))
        out.push({ kind: 'tambira', planets: [g.id, slower.id], aspect: ahead.aspect, separationDeg: null, orbDeg: ahead.orbDeg });
    }
  }

  // Nakta and yamaya: a third graha joins two that do not see each other.
  for (const p of pairs.filter((q) => q.aspect === null)) {
    for (const third of grahas) {
      if (third.id === p.faster.id || third.id === p.slower.id) continue;
      const withA = pairOf(third.id, p.faster.id);
      const withB = pairOf(third.id, p.slower.id);
      if (!isIthasala(withA) || !isIthasala(withB)) continue;
      const fasterThanBoth = isFaster(third.id, p.faster.id) && isFaster(third.id, p.slower.id);
      const slowerThanBoth = !isFaster(third.id, p.faster.id) && !isFaster(third.id, p.slower.id);
      if (!fasterThanBoth && !slowerThanBoth) continue;
      out.push({
        kind: fasterThanBoth ? 'nakta' : 'yamaya',
        planets: [p.faster.id, p.slower.id, third.id],
        aspect: withA.aspect,
        separationDeg: null,
        orbDeg: null,
      });
    }
  }

  const moon = grahas.find((g) => g.id === 'moon')!;
  for (const p of ithasalas) {
    const pair = [p.faster.id, p.slower.id];
    for (const malefic of grahas.filter((g) => (g.id === 'mars' || g.id === 'saturn') && !pair.includes(g.id))) {
      const m = pairOf(malefic.id, p.faster.id);
      if (m.aspect !== null && !FRIENDLY_ASPECTS.has(m.aspect) && Math.abs(m.gapDeg) <= m.orbDeg) {
        out.push({ kind: 'manau', planets: [...pair, malefic.id], aspect: m.aspect, separationDeg: Math.abs(m.gapDeg), orbDeg: m.orbDeg });
      }
    }
    if (!pair.includes('moon')) {
      const toFaster = pairOf('moon', p.faster.id);
      const toSlower = pairOf('moon', p.slower.id);
      if (isIthasala(toFaster) || isIthasala(toSlower)) {
        out.push({
          kind: 'kamboola',
          planets: [...pair, 'moon'],
          aspect: (isIthasala(toFaster) ? toFaster : toSlower).aspect,
          separationDeg: null,
          orbDeg: null,
        });
      } else if (toFaster.aspect === null && toSlower.aspect === null) {
        out.push({ kind: 'khallasara', planets: [...pair, 'moon'], aspect: null, separationDeg: null, orbDeg: null });
      }
      const moonDeg = degInSign(moon);
      if (!isIthasala(toFaster) && !isIthasala(toSlower) && moonDeg >= 30 - DEEPTAMSA_DEG.moon) {
        // The Moon a sign on, at 0 deg: would it apply to either of the pair?
        const next = atNextSign(moon);
        const ahead = [p.faster, p.slower].find((g) => isIthasala(pairState(next, g)));
        if (ahead !== undefined) {
          out.push({
            kind: 'gairi_kamboola',
            planets: [...pair, 'moon'],
            aspect: pairState(next, ahead).aspect,
            separationDeg: null,
            orbDeg: null,
          });
        }
      }
    }
    if (p.faster.retrograde || p.slower.retrograde || p.faster.combust || p.slower.combust) out.push(pairYoga('radda', p));
    if (isStrong(p.slower) && isWeak(p.faster)) out.push(pairYoga('duphali_kuttha', p));
    if (isWeak(p.faster) && isWeak(p.slower)) {
      for (const third of grahas.filter((g) => !pair.includes(g.id) && isStrong(g))) {
        const link = [p.faster, p.slower].map((g) => pairOf(g.id, third.id)).find(isIthasala);
        if (link !== undefined) {
          out.push({
            kind: 'dutthottha_davira',
            planets: [...pair, third.id],
            aspect: link.aspect,
            separationDeg: Math.abs(link.gapDeg),
            orbDeg: link.orbDeg,
          });
        }
      }
    }
  }
  return out;
}
