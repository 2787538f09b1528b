/**
 * The two personal checks of a muhurat: tara bala (the strength of the day's
 * nakshatra counted from the birth nakshatra) and chandra bala (the strength
 * of the Moon's transit sign counted from the natal Moon sign). Pure: 0-based
 * nakshatra and sign indices in, a verdict with its rule out. The search
 * applies them to each span of the Moon's nakshatra and sign within a day.
 */
import { taraNumber } from '../matching/index.ts';
import type { MuhuratRule } from './days.ts';

export type PersonalVerdict = 'favourable' | 'neutral' | 'rejected';

/**
 * The nine taras in order, as muhurta texts name them (B.V. Raman,
 * "Muhurtha", ch. III, Tarabala; Muhurta Chintamani 6.25 counts the same
 * nines for the dina kuta).
 */
export const TARAS = ['janma', 'sampat', 'vipat', 'kshema', 'pratyak', 'sadhana', 'naidhana', 'mitra', 'parama_mitra'] as const;
export type Tara = (typeof TARAS)[number];

/**
 * Verdict of each tara. Vipat (3), Pratyak (5) and Naidhana (7) reject the
 * day in every one of the three nines: the texts soften them in the second
 * and third nines, but almanacs' tara tables mark them bad throughout, and a
 * personal search should not offer a day its own sources call dangerous.
 * Janma (1) is neutral: it is not one of the three rejected taras, but Raman
 * reads it as "danger to the body" and the tables do not count it as good,
 * so it gives no strength and the reason says so.
 */
export const TARA_VERDICTS: Readonly<Record<Tara, PersonalVerdict>> = {
  janma: 'neutral',
  sampat: 'favourable',
  vipat: 'rejected',
  kshema: 'favourable',
  pratyak: 'rejected',
  sadhana: 'favourable',
  naidhana: 'rejected',
  mitra: 'favourable',
  parama_mitra: 'favourable',
};

export interface TaraBala {
  /** 1..27: the day's nakshatra counted from the birth nakshatra, both included. */
  count: number;
  /** 1..9: which tara (the count's place in its nine). */
  taraNumber: number;
  tara: Tara;
  /** 1..3: which nine of the 27 the count falls in. */
  nine: number;
  verdict: PersonalVerdict;
}

/** Tara bala of a day's nakshatra for a person born in `birthNakshatraIndex` (both 0-based, 0 = Ashwini). */
export function taraBalaOf(birthNakshatraIndex: number, dayNakshatraIndex: number): TaraBala {
  const count = ((dayNakshatraIndex - birthNakshatraIndex + 27) % 27) + 1;
  const number = taraNumber(birthNakshatraIndex, dayNakshatraIndex);
  const tara = TARAS[number - 1]!;
  return { count, taraNumber: number, tara, nine: Math.ceil(count / 9), verdict: TARA_VERDICTS[tara] };
}

/**
 * Chandra bala houses: the Moon's transit sign counted from the natal Moon
 * sign (1 = the same sign). Favourable in 1, 3, 6, 7, 10 and 11 in both
 * halves of the month (the chandra bala verse of the muhurta texts,
 * "janmānala-ṛtu-sapta-daśa-ekādaśe śubhaḥ"; Raman, "Muhurtha", ch. III,
 * Chandrabala). 4, 8 and 12 reject the day: the 8th is chandrashtama, and
 * the 4th and 12th are the houses almanacs' chandra bala tables leave out.
 * The verse also allows 2, 5, 9 in the bright half and 4, 12 in the dark
 * half; those allowances are not applied: 2, 5 and 9 are neutral (no
 * strength, not rejected) and 4 and 12 stay rejected.
 */
export const CHANDRA_BALA_FAVOURABLE_HOUSES: readonly number[] = [1, 3, 6, 7, 10, 11];
export const CHANDRA_BALA_REJECTED_HOUSES: readonly number[] = [4, 8, 12];

export interface ChandraBala {
  /** 1..12: the transit Moon's sign counted from the natal Moon sign. */
  house: number;
  verdict: PersonalVerdict;
}

/** Chandra bala of the Moon in `transitSignIndex` for a natal Moon in `natalSignIndex` (both 0-based, 0 = Aries). */
export function chandraBalaOf(natalSignIndex: number, transitSignIndex: number): ChandraBala {
  const house = ((transitSignIndex - natalSignIndex + 12) % 12) + 1;
  const verdict: PersonalVerdict = CHANDRA_BALA_FAVOURABLE_HOUSES.includes(house)
    ? 'favourable'
    : CHANDRA_BALA_REJECTED_HOUSES.includes(house)
      ? 'rejected'
      : 'neutral';
  return { house, verdict };
}

/** The natal Moon sign whose chandrashtama (8th house) the Moon in `moonSignIndex` stands in (both 0-based). */
export function chandrashtamaSignOf(moonSignIndex: number): number {
  return (moonSignIndex + 12 - 7) % 12;
}

/**
 * Guru bala of the bride: Jupiter's transit sign counted from her natal
 * Moon sign. Favourable in 2, 5, 7, 9, 11; in 1, 3, 6, 10 it is pujya (good
 * after worship: no strength, not rejected); 4, 8, 12 reject (Muhurta
 * Chintamani, vivaha prakarana, the kanya's guru-shuddhi; B.V. Raman,
 * "Muhurtha", the chapter on marriage).
 */
export const GURU_BALA_FAVOURABLE_HOUSES: readonly number[] = [2, 5, 7, 9, 11];
/**
 * Surya bala of the groom: the Sun's transit sign counted from his natal
 * Moon sign. Favourable in 3, 6, 10, 11; 1, 2, 5, 7, 9 pujya; 4, 8, 12
 * reject (the same chapters: the vara's ravi-shuddhi).
 */
export const SURYA_BALA_FAVOURABLE_HOUSES: readonly number[] = [3, 6, 10, 11];
/** The houses that reject in both: the 4th, 8th and 12th. */
export const TRANSIT_BALA_REJECTED_HOUSES: readonly number[] = [4, 8, 12];

/** The roles a person can have in a personal muhurat; `bride` adds guru bala, `groom` surya bala (marriage only). */
export const PERSON_ROLES = ['bride', 'groom', 'other'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** The transit sign counted from the natal Moon sign, 1..12. */
const houseFrom = (natalSignIndex: number, transitSignIndex: number) => ((transitSignIndex - natalSignIndex + 12) % 12) + 1;

/** Rule ids of the personal checks, as the reasons name them. */
export const PERSONAL_RULES = {
  taraBala: 'tara_bala',
  chandraBala: 'chandra_bala',
  guruBala: 'guru_bala',
  suryaBala: 'surya_bala',
} as const;

const ORDINALS = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];
const TARA_LABELS: Readonly<Record<Tara, string>> = {
  janma: 'Janma',
  sampat: 'Sampat',
  vipat: 'Vipat',
  kshema: 'Kshema',
  pratyak: 'Pratyak',
  sadhana: 'Sadhana',
  naidhana: 'Naidhana',
  mitra: 'Mitra',
  parama_mitra: 'Parama Mitra',
};

/** The reason a tara bala verdict gives, naming its rule: "tara_bala: Vipat (3rd tara from the birth nakshatra) rejects the day". */
export function taraBalaReason(t: TaraBala): string {
  const what = `${TARA_LABELS[t.tara]} (${ORDINALS[t.taraNumber]} tara from the birth nakshatra)`;
  const effect =
    t.verdict === 'rejected'
      ? 'rejects the day'
      : t.verdict === 'neutral'
        ? 'is the birth nakshatra itself: no tara strength'
        : 'is favourable';
  return `${PERSONAL_RULES.taraBala}: ${what} ${effect}`;
}

/** The reason a chandra bala verdict gives: "chandra_bala: Moon in the 8th sign from the natal Moon rejects the day". */
export function chandraBalaReason(c: ChandraBala): string {
  const what = `Moon in the ${ORDINALS[c.house]} sign from the natal Moon`;
  const effect = c.verdict === 'rejected' ? 'rejects the day' : c.verdict === 'neutral' ? 'gives no chandra strength' : 'is favourable';
  return `${PERSONAL_RULES.chandraBala}: ${what} ${effect}`;
}

/**
 * One person of a personal muhurat: the natal Moon's nakshatra and sign
 * (0-based) and the role. With the birth time unknown, every nakshatra and
 * sign the Moon held on the birth date: a span is closed if it fails for any.
 */
export interface PersonalMoon {
  nakshatraIndices: readonly number[];
  moonSignIndices: readonly number[];
  role?: PersonRole | undefined;
}

/** The first failing verdict's index among the candidates, or undefined when none fails. */
function firstFailing(candidates: readonly number[], failing: (candidate: number) => number | undefined): number | undefined {
  for (const c of candidates) {
    const index = failing(c);
    if (index !== undefined) return index;
  }
  return undefined;
}

/** The activities whose sources apply guru bala to the bride and surya bala to the groom. */
export const TRANSIT_BALA_ACTIVITIES: readonly string[] = ['marriage'];

/**
 * The personal checks as search rules, for each person (`person` = the
 * index in `people`): tara bala closes the spans of the Moon's nakshatras
 * whose tara rejects (index: the tara number, 3, 5 or 7), chandra bala the
 * spans of the Moon's signs whose house rejects (index: the house, 4, 8 or
 * 12). For marriage, guru bala closes the bride's spans of Jupiter's signs
 * in the 4th, 8th or 12th from her Moon, surya bala the groom's of the Sun's
 * (index: the house). Neutral and favourable spans close nothing.
 */
export function personalRules(people: readonly PersonalMoon[], activity: string): MuhuratRule[] {
  const many = people.length > 1;
  return people.flatMap((p, i) => {
    const person = many ? { person: i } : {};
    const rules: MuhuratRule[] = [
      {
        id: PERSONAL_RULES.taraBala,
        ...person,
        closed: (ctx) =>
          ctx.nakshatras.flatMap((s) => {
            const index = firstFailing(p.nakshatraIndices, (n) => {
              const t = taraBalaOf(n, s.index);
              return t.verdict === 'rejected' ? t.taraNumber : undefined;
            });
            return index === undefined ? [] : [{ startJdUt: s.startJdUt, endJdUt: s.endJdUt, index }];
          }),
      },
      {
        id: PERSONAL_RULES.chandraBala,
        ...person,
        closed: (ctx) =>
          ctx.moonSigns.flatMap((s) => {
            const index = firstFailing(p.moonSignIndices, (m) => {
              const c = chandraBalaOf(m, s.index);
              return c.verdict === 'rejected' ? c.house : undefined;
            });
            return index === undefined ? [] : [{ startJdUt: s.startJdUt, endJdUt: s.endJdUt, index }];
          }),
      },
    ];
    const transit = (
      id: string,
      signs: (ctx: Parameters<MuhuratRule['closed']>[0]) => readonly { index: number; startJdUt: number; endJdUt: number }[],
    ) => ({
      id,
      ...person,
      closed: (ctx: Parameters<MuhuratRule['closed']>[0]) =>
        signs(ctx).flatMap((s) => {
          const index = firstFailing(p.moonSignIndices, (m) => {
            const house = houseFrom(m, s.index);
            return TRANSIT_BALA_REJECTED_HOUSES.includes(house) ? house : undefined;
          });
          return index === undefined ? [] : [{ startJdUt: s.startJdUt, endJdUt: s.endJdUt, index }];
        }),
    });
    if (TRANSIT_BALA_ACTIVITIES.includes(activity) && p.role === 'bride')
      rules.push(transit(PERSONAL_RULES.guruBala, (ctx) => ctx.jupiterSigns));
    if (TRANSIT_BALA_ACTIVITIES.includes(activity) && p.role === 'groom')
      rules.push(transit(PERSONAL_RULES.suryaBala, (ctx) => ctx.sunSigns));
    return rules;
  });
}

/** A closing tara number (3, 5, 7) or house (4, 8, 12) as words, for a reason's text. */
export function personalIndexWords(rule: string, index: number): string {
  if (rule === PERSONAL_RULES.taraBala) return `${TARA_LABELS[TARAS[index - 1]!]} (${ORDINALS[index]} tara)`;
  if (rule === PERSONAL_RULES.chandraBala) return `${ORDINALS[index]} sign from the natal Moon`;
  if (rule === PERSONAL_RULES.guruBala) return `Jupiter in the ${ORDINALS[index]} sign from the natal Moon`;
  if (rule === PERSONAL_RULES.suryaBala) return `the Sun in the ${ORDINALS[index]} sign from the natal Moon`;
  return '';
}
