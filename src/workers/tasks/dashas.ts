/**
 * Pool tasks for the dasha operations: the domain computation plus the
 * rendering of UT Julian days as local date-times (the birth's zone, with the
 * offset in force at each moment, to the minute).
 */
import type { BirthMoment } from '../../core/birth.ts';
import { SIGNS, GRAHAS, label, type Lang } from '../../core/glossary.ts';
import type { AyanamsaId } from '../../domain/ayanamsa/index.ts';
import {
  charaFor, DASHA_YEAR_DAYS, runningVimshottariFor, vimshottariFor, yoginiFor, YOGINI_IDS, YOGINI_LABELS, YOGINI_YEARS, type DashaPeriod, type YoginiPeriod,
} from '../../domain/dashas/index.ts';
import type { NodeKind } from '../../native/ephemeris.ts';
import { offsetMinutesAtZone, renderLocal } from '../../time/local.ts';

export interface DashaTaskInput {
  birth: BirthMoment;
  ayanamsa: AyanamsaId;
  node: NodeKind;
  lang: Lang;
}

/**
 * Local date-time renderer for one birth's zone. Each boundary is both the
 * end of one period and the start of the next, and a zone offset lookup
 * (Intl) costs ~18 us, so renderings are memoised by the minute they show.
 */
function renderer(birth: BirthMoment): (jdUt: number) => string {
  const offset = offsetMinutesAtZone(birth.timezoneName);
  const memo = new Map<number, string>();
  return (jdUt) => {
    const minute = Math.round(jdUt * 1440);
    let text = memo.get(minute);
    if (text === undefined) {
      text = renderLocal(jdUt, offset, 'minute');
      memo.set(minute, text);
    }
    return text;
  };
}

export interface PeriodOut {
  planet: string;
  start: string;
  end: string;
  sub?: PeriodOut[];
}

function vimshottari(input: DashaTaskInput & { depth: number; fromJdUt?: number; toJdUt?: number }) {
  const r = vimshottariFor(input.birth, {
    ayanamsa: input.ayanamsa, node: input.node, depth: input.depth,
    ...(input.fromJdUt === undefined ? {} : { fromJdUt: input.fromJdUt }),
    ...(input.toJdUt === undefined ? {} : { toJdUt: input.toJdUt }),
  });
  const at = renderer(input.birth);
  const out = (ps: DashaPeriod[]): PeriodOut[] => ps.map((p) => ({
    planet: p.lord, start: at(p.startJdUt), end: at(p.endJdUt), ...(p.sub ? { sub: out(p.sub) } : {}),
  }));
  return {
    depth: input.depth,
    year_days: DASHA_YEAR_DAYS,
    window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
    balance: { planet: r.start.lord, years: r.start.balanceYears, end: at(input.birth.jdUt + r.start.balanceYears * DASHA_YEAR_DAYS) },
    periods: out(r.periods),
  };
}

function vimshottariCurrent(input: DashaTaskInput & { atJdUt: number }) {
  const at = renderer(input.birth);
  const running = runningVimshottariFor(input.birth, input.atJdUt, { ayanamsa: input.ayanamsa, node: input.node });
  return {
    at: at(input.atJdUt),
    periods: running.map((p) => ({ level: p.level, planet: p.lord, label: label(GRAHAS.find((g) => g.id === p.lord)!, input.lang), start: at(p.startJdUt), end: at(p.endJdUt) })),
  };
}

function yogini(input: DashaTaskInput) {
  const r = yoginiFor(input.birth, { ayanamsa: input.ayanamsa, node: input.node });
  const at = renderer(input.birth);
  const one = (p: YoginiPeriod) => {
    const i = YOGINI_IDS.indexOf(p.yogini);
    return { yogini: p.yogini, label: YOGINI_LABELS[i]![input.lang], planet: p.lord, years: YOGINI_YEARS[i]!, start: at(p.startJdUt), end: at(p.endJdUt) };
  };
  return {
    year_days: DASHA_YEAR_DAYS,
    balance: { yogini: r.birthYogini, years: r.balanceYears },
    periods: r.periods.map((p) => ({ ...one(p), sub: p.sub!.map((s) => { const { years: _years, ...rest } = one(s); return rest; }) })),
  };
}

function chara(input: DashaTaskInput) {
  const r = charaFor(input.birth, { ayanamsa: input.ayanamsa, node: input.node });
  const at = renderer(input.birth);
  return {
    scheme: 'kn_rao',
    year_days: DASHA_YEAR_DAYS,
    lagna_sign: SIGNS[r.periods[0]!.signIndex]!.id,
    direction: r.direction,
    karakas: r.karakas.map((k) => ({ karaka: k.karaka, planet: k.graha, degree_in_sign: k.degreesInSign })),
    periods: r.periods.map((p) => ({
      sign: SIGNS[p.signIndex]!.id, sign_label: label(SIGNS[p.signIndex]!, input.lang), lord: p.lord, years: p.years, cycle: p.cycle,
      start: at(p.startJdUt), end: at(p.endJdUt),
    })),
    antardashas: 'not_computed' as const,
  };
}

export const dashaTasks = {
  dashaVimshottari: vimshottari,
  dashaVimshottariCurrent: vimshottariCurrent,
  dashaYogini: yogini,
  dashaChara: chara,
};
