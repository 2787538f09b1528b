/**
 * The nakshatra dasha systems served by the one engine (nakshatra-engine.ts):
 * each is a table of lords and years, the rule that gives every nakshatra
 * its lord (a seed star and direction, or runs of stars), how the balance
 * at birth is read, and the classical condition under which the system is
 * said to apply.
 *
 * Sources: Brihat Parashara Hora Shastra ch. 46 (the conditional dashas,
 * verses on Ashtottari, Shodasottari, Dwadashottari, Panchottari,
 * Shatabdika, Chaturashiti Sama, Dwisaptati Sama, Shashtihayani and
 * Shattrimsa Sama), as tabulated by P.V.R. Narasimha Rao ("Vedic Astrology:
 * An Integrated Approach", ch. 17) and implemented in Jagannatha Hora;
 * PyJHora (jhora/horoscope/dhasa/graha/*.py, written to reproduce
 * Jagannatha Hora) was read for the seed stars and the balance rule, and
 * its published test expectations are the references in
 * test/unit/dashas/nakshatra-systems.test.ts. Yogini: Mansagari (yogini.ts).
 */
import { VIMSHOTTARI_LORDS, type GrahaName } from '../../core/glossary.ts';
import { VIMSHOTTARI_YEARS } from './vimshottari.ts';
import { YOGINI_IDS, YOGINI_LORDS, YOGINI_YEARS } from './yogini.ts';

/** One lord of a cycle: its id (a graha, or a yogini), the graha it stands for, its years. */
export interface CycleLord {
  id: string;
  graha: GrahaName;
  years: number;
}

/** What a system's applicability condition reads from the chart (chart-facts in nakshatra-engine.ts). */
export interface ApplicabilityFacts {
  lagnaSignIndex: number;
  /** Sign index 0..11 of a graha. */
  signOf(graha: GrahaName): number;
  /** Parashari hora of the lagna: 'sun' or 'moon'. */
  lagnaHora: 'sun' | 'moon';
  /** Navamsa (D9) and dwadashamsa (D12) signs of the lagna. */
  lagnaNavamsaSignIndex: number;
  lagnaDwadashamsaSignIndex: number;
  shuklaPaksha: boolean;
  /** The Sun above the horizon (between the descendant and the ascendant through the MC). */
  dayBirth: boolean;
  /** Lord (graha id) of a sign. */
  lordOf(signIndex: number): GrahaName;
}

export interface NakshatraDashaSystem {
  id: string;
  /** Name for people (English). */
  name: string;
  /** The lords in cycle order. */
  lords: readonly CycleLord[];
  /** Lord index (into lords) of each nakshatra 0..26. */
  starLords: readonly number[];
  /**
   * 'star': the fraction of the Moon's nakshatra left gives the balance (as
   * Vimshottari); 'group': the fraction left of the whole run of
   * consecutive nakshatras the lord rules (Ashtottari, BPHS 46.19-21).
   */
  balance: 'star' | 'group';
  /** The classical condition, in words. */
  applicability: string;
  /** Null when the system applies to every chart (Vimshottari, Yogini). */
  applies: ((f: ApplicabilityFacts) => boolean) | null;
}

/** Lords of a cycle from [graha, years] pairs (a graha is its own lord id). */
function grahaLords(pairs: readonly [GrahaName, number][]): CycleLord[] {
  return pairs.map(([graha, years]) => ({ id: graha, graha, years }));
}

/**
 * Nakshatra lords counted one star at a time: the seed star (0-based) goes to
 * the first lord, the next star (forward when direction is 1, backward when
 * -1) to the next lord, cycling through the lords.
 */
function seedStarLords(seedStarIndex: number, direction: 1 | -1, lordCount: number): number[] {
  const out = new Array<number>(27);
  for (let k = 0; k < 27; k += 1) out[(seedStarIndex + direction * k + 27 * 27) % 27] = k % lordCount;
  return out;
}

/** Nakshatra lords in runs: from firstStarIndex, lord i rules counts[i] consecutive stars (wrapping; 27 in all). */
function runStarLords(firstStarIndex: number, counts: readonly number[]): number[] {
  const out = new Array<number>(27);
  let star = firstStarIndex;
  counts.forEach((count, lord) => {
    for (let k = 0; k < count; k += 1) {
      out[star % 27] = lord;
      star += 1;
    }
  });
  return out;
}

const kendraOrTrikonaFrom = (from: number, sign: number): boolean => [0, 3, 4, 6, 8, 9].includes((sign - from + 12) % 12);

// Vimshottari: BPHS 46.12-14, lords from Ashwini (vimshottari.ts).
const VIMSHOTTARI: NakshatraDashaSystem = {
  id: 'vimshottari',
  name: 'Vimshottari',
  lords: grahaLords(VIMSHOTTARI_LORDS.map((g) => [g, VIMSHOTTARI_YEARS[g]] as [GrahaName, number])),
  starLords: seedStarLords(0, 1, 9),
  balance: 'star',
  applicability: 'every chart',
  applies: null,
};

// Ashtottari (108 years), BPHS 46.17-21: Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12,
// Venus 21; Sun rules the four stars from Ardra, then 3, 4, 3, 3, 3, 4, 3 (Abhijit not counted; Jagannatha Hora).
const ASHTOTTARI: NakshatraDashaSystem = {
  id: 'ashtottari',
  name: 'Ashtottari',
  lords: grahaLords([
    ['sun', 6],
    ['moon', 15],
    ['mars', 8],
    ['mercury', 17],
    ['saturn', 10],
    ['jupiter', 19],
    ['rahu', 12],
    ['venus', 21],
  ]),
  starLords: runStarLords(5, [4, 3, 4, 3, 3, 3, 4, 3]),
  balance: 'group',
  applicability: 'Rahu in a kendra or trikona from the lagna lord, not in the lagna',
  applies: (f) => {
    const rahu = f.signOf('rahu');
    return rahu !== f.lagnaSignIndex && kendraOrTrikonaFrom(f.signOf(f.lordOf(f.lagnaSignIndex)), rahu);
  },
};

// Shodasottari (116 years), BPHS 46: Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury 17,
// Venus 18, counted from Pushya.
const SHODASOTTARI: NakshatraDashaSystem = {
  id: 'shodasottari',
  name: 'Shodasottari',
  lords: grahaLords([
    ['sun', 11],
    ['mars', 12],
    ['jupiter', 13],
    ['saturn', 14],
    ['ketu', 15],
    ['moon', 16],
    ['mercury', 17],
    ['venus', 18],
  ]),
  starLords: seedStarLords(7, 1, 8),
  balance: 'star',
  applicability: "lagna in the Sun's hora in shukla paksha, or in the Moon's hora in krishna paksha",
  applies: (f) => (f.shuklaPaksha ? f.lagnaHora === 'sun' : f.lagnaHora === 'moon'),
};

// Dwadashottari (112 years), BPHS 46: Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19,
// Moon 21, counted backwards from Revati.
const DWADASHOTTARI: NakshatraDashaSystem = {
  id: 'dwadashottari',
  name: 'Dwadashottari',
  lords: grahaLords([
    ['sun', 7],
    ['jupiter', 9],
    ['ketu', 11],
    ['mercury', 13],
    ['rahu', 15],
    ['mars', 17],
    ['saturn', 19],
    ['moon', 21],
  ]),
  starLords: seedStarLords(26, -1, 8),
  balance: 'star',
  applicability: 'lagna in a navamsa of Venus (Taurus or Libra)',
  applies: (f) => f.lagnaNavamsaSignIndex === 1 || f.lagnaNavamsaSignIndex === 6,
};

// Panchottari (105 years), BPHS 46: Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18,
// counted from Anuradha.
const PANCHOTTARI: NakshatraDashaSystem = {
  id: 'panchottari',
  name: 'Panchottari',
  lords: grahaLords([
    ['sun', 12],
    ['mercury', 13],
    ['saturn', 14],
    ['mars', 15],
    ['venus', 16],
    ['moon', 17],
    ['jupiter', 18],
  ]),
  starLords: seedStarLords(16, 1, 7),
  balance: 'star',
  applicability: 'lagna in Cancer in the dwadashamsa (D12)',
  applies: (f) => f.lagnaDwadashamsaSignIndex === 3,
};

// Shatabdika (100 years), BPHS 46: Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30,
// counted from Revati.
const SHATABDIKA: NakshatraDashaSystem = {
  id: 'shatabdika',
  name: 'Shatabdika',
  lords: grahaLords([
    ['sun', 5],
    ['moon', 5],
    ['venus', 10],
    ['mercury', 10],
    ['jupiter', 20],
    ['mars', 20],
    ['saturn', 30],
  ]),
  starLords: seedStarLords(26, 1, 7),
  balance: 'star',
  applicability: 'lagna vargottama (the same sign in the rashi and navamsa charts)',
  applies: (f) => f.lagnaSignIndex === f.lagnaNavamsaSignIndex,
};

// Chaturashiti Sama (84 years), BPHS 46: Sun..Saturn 12 years each, counted from Swati.
const CHATURASHITI_SAMA: NakshatraDashaSystem = {
  id: 'chaturashiti_sama',
  name: 'Chaturashiti Sama',
  lords: grahaLords([
    ['sun', 12],
    ['moon', 12],
    ['mars', 12],
    ['mercury', 12],
    ['jupiter', 12],
    ['venus', 12],
    ['saturn', 12],
  ]),
  starLords: seedStarLords(14, 1, 7),
  balance: 'star',
  applicability: 'the 10th lord in the 10th house',
  applies: (f) => {
    const tenth = (f.lagnaSignIndex + 9) % 12;
    return f.signOf(f.lordOf(tenth)) === tenth;
  },
};

// Dwisaptati Sama (72 years), BPHS 46: Sun..Saturn and Rahu 9 years each, counted from Mula.
const DWISAPTATI_SAMA: NakshatraDashaSystem = {
  id: 'dwisaptati_sama',
  name: 'Dwisaptati Sama',
  lords: grahaLords([
    ['sun', 9],
    ['moon', 9],
    ['mars', 9],
    ['mercury', 9],
    ['jupiter', 9],
    ['venus', 9],
    ['saturn', 9],
    ['rahu', 9],
  ]),
  starLords: seedStarLords(18, 1, 8),
  balance: 'star',
  applicability: 'the lagna lord in the 7th house, or the 7th lord in the lagna',
  applies: (f) => {
    const seventh = (f.lagnaSignIndex + 6) % 12;
    return f.signOf(f.lordOf(f.lagnaSignIndex)) === seventh || f.signOf(f.lordOf(seventh)) === f.lagnaSignIndex;
  },
};

// Shashtihayani (60 years), BPHS 46: Jupiter 10, Sun 10, Mars 10, Moon 6, Mercury 6, Venus 6, Saturn 6,
// Rahu 6; from Ashwini the lords rule 3, 4, 3, 4, ... stars (Rahu's last run is 3 without Abhijit). The
// balance is read from the Moon's own star, as Jagannatha Hora and PyJHora do (shastihayani.py).
const SHASHTIHAYANI: NakshatraDashaSystem = {
  id: 'shashtihayani',
  name: 'Shashtihayani',
  lords: grahaLords([
    ['jupiter', 10],
    ['sun', 10],
    ['mars', 10],
    ['moon', 6],
    ['mercury', 6],
    ['venus', 6],
    ['saturn', 6],
    ['rahu', 6],
  ]),
  starLords: runStarLords(0, [3, 4, 3, 4, 3, 4, 3, 3]),
  balance: 'star',
  applicability: 'the Sun in the lagna',
  applies: (f) => f.signOf('sun') === f.lagnaSignIndex,
};

// Shattrimsa Sama (36 years), BPHS 46: Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7,
// Rahu 8, counted from Shravana (the same lords and counting as Yogini).
const SHATTRIMSA_SAMA: NakshatraDashaSystem = {
  id: 'shattrimsa_sama',
  name: 'Shattrimsa Sama',
  lords: grahaLords([
    ['moon', 1],
    ['sun', 2],
    ['jupiter', 3],
    ['mars', 4],
    ['mercury', 5],
    ['saturn', 6],
    ['venus', 7],
    ['rahu', 8],
  ]),
  starLords: seedStarLords(21, 1, 8),
  balance: 'star',
  applicability: "born by day with the lagna in the Sun's hora, or by night with the lagna in the Moon's hora",
  applies: (f) => (f.dayBirth ? f.lagnaHora === 'sun' : f.lagnaHora === 'moon'),
};

// Yogini (36 years), Mansagari (yogini.ts): nakshatra number + 3 mod 8, i.e. Ashwini -> Bhramari.
const YOGINI: NakshatraDashaSystem = {
  id: 'yogini',
  name: 'Yogini',
  lords: YOGINI_IDS.map((id, i) => ({ id, graha: YOGINI_LORDS[i]!, years: YOGINI_YEARS[i]! })),
  starLords: seedStarLords(0, 1, 8).map((k) => (k + 3) % 8),
  balance: 'star',
  applicability: 'every chart',
  applies: null,
};

export const NAKSHATRA_DASHA_SYSTEMS: readonly NakshatraDashaSystem[] = [
  VIMSHOTTARI,
  ASHTOTTARI,
  SHODASOTTARI,
  DWADASHOTTARI,
  PANCHOTTARI,
  SHATABDIKA,
  CHATURASHITI_SAMA,
  DWISAPTATI_SAMA,
  SHASHTIHAYANI,
  SHATTRIMSA_SAMA,
  YOGINI,
];
export const NAKSHATRA_DASHA_IDS = NAKSHATRA_DASHA_SYSTEMS.map((s) => s.id);

export function nakshatraDashaSystem(id: string): NakshatraDashaSystem | undefined {
  return NAKSHATRA_DASHA_SYSTEMS.find((s) => s.id === id);
}
