/**
 * Sahams (Tajaka "sensitive points"): each is A - B + C, the arc from B to A
 * laid off from C, with 30 deg added when C does not lie on the way from B
 * forward to A (Tajaka Neelakanthi, Saham Prakarana; P.V.R. Narasimha Rao,
 * "Vedic Astrology: An Integrated Approach", ch. 28.8). For a night return
 * the formulas marked `reverses` take B - A + C instead.
 *
 * The table holds the 36 sahams of Rao's table 28.8 (his selection from
 * Tajaka Neelakanthi's fifty), in his order and with his formulas, as
 * PyJHora's jhora/horoscope/transit/saham.py transcribes them too, then four
 * more of the fifty that repeat one of those formulas under another name
 * (as Rao's own table repeats Pitri's as Rajya): Guru and Jnana take
 * Vidya's, Bala and Deha take Yasas'. Sources: the saham table of
 * shankerstudy.com, "How to evaluate Sahamas" (2020: Guru and Vidya,
 * Yasha, Bala and Deha under one formula each) and the Tajiksara Sangraha
 * (Gujarati, ganitadhyaya 1, as jainqq.org transcribes p. 77: Vidya and
 * Jnana "as Guru saham", Deha "as Yasha saham").
 *
 * The last thirteen (Jala to Ashva) complete Neelakanthi's fifty (Rao's
 * Jalapatana is Neelakanthi's Jalapatha). Source: Tajaka Neelakanthi, Samjna
 * Tantra, the fifty sahams, as three independent public transcriptions of
 * the list agree (a Hindi table of the fifty with day and night formulas,
 * and two English ones; one of them cites the text's pp. 93-101 and K. S.
 * Charak's translation, ch. XI). Jala repeats Matri's formula, Kshama Kali's
 * (the text itself remarks on the repeat), Shaurya Mahatmya's and Upaya
 * Jeeva's.
 */
import { normalizeDeg } from '../../core/angles.ts';
import { SIGN_LORDS, signIndexOf, type SevenGraha } from '../../core/glossary.ts';

/** A saham's terms: a graha, the lagna, a house cusp (lagna + 30 (n - 1)), a house's lord, another saham or a fixed point. */
export type SahamTerm =
  { graha: SevenGraha } | { lagna: true } | { house: number } | { lordOfHouse: number } | { saham: string } | { fixedDeg: number };

export interface SahamRule {
  id: string;
  a: SahamTerm;
  b: SahamTerm;
  c: SahamTerm;
  /** Night returns take B - A + C. */
  reverses: boolean;
}

const G = (graha: SevenGraha): SahamTerm => ({ graha });
const L: SahamTerm = { lagna: true };
const H = (house: number): SahamTerm => ({ house });
const LORD = (house: number): SahamTerm => ({ lordOfHouse: house });
const S = (saham: string): SahamTerm => ({ saham });
const rule = (id: string, a: SahamTerm, b: SahamTerm, c: SahamTerm, reverses = true): SahamRule => ({ id, a, b, c, reverses });

/**
 * Rao, op. cit., table of ch. 28.8 (1-36), then the four repeats above, then
 * the thirteen others of Neelakanthi's fifty; Samartha, Karyasiddhi, Manmatha
 * and Gurutva have exceptions handled in sahamLongitudes.
 */
export const SAHAM_RULES: readonly SahamRule[] = [
  rule('punya', G('moon'), G('sun'), L),
  rule('vidya', G('sun'), G('moon'), L),
  rule('yasas', G('jupiter'), S('punya'), L),
  rule('mitra', G('jupiter'), S('punya'), G('venus')),
  rule('mahatmya', S('punya'), G('mars'), L),
  rule('asha', G('saturn'), G('mars'), L),
  rule('samartha', G('mars'), LORD(1), L),
  rule('bhratri', G('jupiter'), G('saturn'), L, false),
  rule('gaurava', G('jupiter'), G('moon'), G('sun')),
  rule('pitri', G('saturn'), G('sun'), L),
  rule('rajya', G('saturn'), G('sun'), L),
  rule('matri', G('moon'), G('venus'), L),
  rule('putra', G('jupiter'), G('moon'), L),
  rule('jeeva', G('saturn'), G('jupiter'), L),
  rule('karma', G('mars'), G('mercury'), L),
  rule('roga', L, G('moon'), L, false),
  rule('kali', G('jupiter'), G('mars'), L),
  rule('sastra', G('jupiter'), G('saturn'), G('mercury')),
  rule('bandhu', G('mercury'), G('moon'), L),
  rule('mrityu', H(8), G('moon'), L, false),
  rule('paradesa', H(9), LORD(9), L, false),
  rule('artha', H(2), LORD(2), L, false),
  rule('paradara', G('venus'), G('sun'), L),
  rule('vanik', G('moon'), G('mercury'), L),
  // Day: Saturn - Sun + the lord of the Sun's sign; night: Saturn - Moon + the lord of the Moon's sign.
  rule('karyasiddhi', G('saturn'), G('sun'), G('sun'), false),
  rule('vivaha', G('venus'), G('saturn'), L),
  rule('santapa', G('saturn'), G('moon'), H(6)),
  rule('sraddha', G('venus'), G('mars'), L),
  rule('preeti', S('sastra'), S('punya'), L),
  rule('jadya', G('mars'), G('saturn'), G('mercury')),
  rule('vyapara', G('mars'), G('saturn'), L, false),
  rule('satru', G('mars'), G('saturn'), L),
  rule('jalapatana', { fixedDeg: 105 }, G('saturn'), L),
  rule('bandhana', S('punya'), G('saturn'), L),
  rule('apamrityu', H(8), G('mars'), L, false),
  rule('labha', H(11), LORD(11), L, false),
  rule('guru', G('sun'), G('moon'), L),
  rule('jnana', G('sun'), G('moon'), L),
  rule('bala', G('jupiter'), S('punya'), L),
  rule('deha', G('jupiter'), S('punya'), L),
  // The thirteen of Neelakanthi's fifty not above, in his order.
  rule('jala', G('moon'), G('venus'), L),
  // Exception: when the Moon rules the lagna, Sun - Moon + lagna by day and night.
  rule('manmatha', G('moon'), LORD(1), L),
  rule('kshama', G('jupiter'), G('mars'), L),
  rule('bandhaka', G('moon'), G('mercury'), L),
  rule('anyakarma', G('moon'), G('saturn'), L),
  rule('prasava', G('jupiter'), G('mercury'), L),
  rule('paniyapatana', G('saturn'), G('moon'), L),
  rule('shaurya', S('punya'), G('mars'), L),
  rule('upaya', G('saturn'), G('jupiter'), L),
  rule('daridra', S('punya'), G('mercury'), G('mercury')),
  // Day: the Sun's exaltation point (10 deg Aries) - Sun + lagna; night: the Moon's (3 deg Taurus) - Moon + lagna.
  rule('gurutva', { fixedDeg: 10 }, G('sun'), L, false),
  rule('kanya', G('venus'), G('moon'), L, false),
  rule('ashva', S('punya'), G('sun'), H(11)),
];

/** Whether C lies on the way from B forward (zodiacally) to A; C at either end counts as on the way. */
export function isOnTheWay(bDeg: number, aDeg: number, cDeg: number): boolean {
  return normalizeDeg(cDeg - bDeg) <= normalizeDeg(aDeg - bDeg);
}

/** A - B + C, plus 30 deg when C is not on the way from B to A; degrees [0, 360). */
export function sahamOf(aDeg: number, bDeg: number, cDeg: number): number {
  return normalizeDeg(aDeg - bDeg + cDeg + (isOnTheWay(bDeg, aDeg, cDeg) ? 0 : 30));
}

export interface SahamPoint {
  id: string;
  longitudeDeg: number;
  /** The formula as applied (night returns reversed where the rule says so). */
  formula: string;
}

function termText(t: SahamTerm, lagnaSignIndex: number): string {
  if ('graha' in t) return t.graha;
  if ('lagna' in t) return 'lagna';
  if ('house' in t) return `house_${t.house}`;
  if ('lordOfHouse' in t) return `lord_of_house_${t.lordOfHouse}(${SIGN_LORDS[(lagnaSignIndex + t.lordOfHouse - 1) % 12]})`;
  if ('saham' in t) return `${t.saham}_saham`;
  return `fixed_${t.fixedDeg}`;
}

/** The sahams of an annual chart from its seven grahas' and lagna's sidereal longitudes (degrees). */
export function sahamLongitudes(grahaDeg: Readonly<Record<SevenGraha, number>>, lagnaDeg: number, isDay: boolean): SahamPoint[] {
  const lagnaSignIndex = signIndexOf(lagnaDeg);
  const done = new Map<string, number>();
  const lordOf = (house: number): SevenGraha => SIGN_LORDS[(lagnaSignIndex + house - 1) % 12] as SevenGraha;
  const valueOf = (t: SahamTerm): number => {
    if ('graha' in t) return grahaDeg[t.graha];
    if ('lagna' in t) return lagnaDeg;
    if ('house' in t) return normalizeDeg(lagnaDeg + 30 * (t.house - 1));
    if ('lordOfHouse' in t) return grahaDeg[lordOf(t.lordOfHouse)];
    if ('saham' in t) return done.get(t.saham)!;
    return t.fixedDeg;
  };
  const out: SahamPoint[] = [];
  for (const r of SAHAM_RULES) {
    let { a, b, c } = r;
    if (r.id === 'samartha' && lordOf(1) === 'mars') {
      a = G('jupiter');
      b = G('mars');
    }
    if (r.id === 'karyasiddhi') {
      const luminary: SevenGraha = isDay ? 'sun' : 'moon';
      b = G(luminary);
      c = G(SIGN_LORDS[signIndexOf(grahaDeg[luminary])] as SevenGraha);
    }
    let reverses = r.reverses;
    if (r.id === 'manmatha' && lordOf(1) === 'moon') {
      a = G('sun');
      b = G('moon');
      reverses = false;
    }
    if (r.id === 'gurutva' && !isDay) {
      a = { fixedDeg: 33 };
      b = G('moon');
    }
    if (reverses && !isDay) [a, b] = [b, a];
    const longitudeDeg = sahamOf(valueOf(a), valueOf(b), valueOf(c));
    done.set(r.id, longitudeDeg);
    out.push({
      id: r.id,
      longitudeDeg,
      formula: `${termText(a, lagnaSignIndex)} - ${termText(b, lagnaSignIndex)} + ${termText(c, lagnaSignIndex)}`,
    });
  }
  return out;
}
