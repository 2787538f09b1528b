/**
 * The special yogas and adverse spans over a run of local days at a place:
 * one search per kind (Moon nakshatra, Moon sign, karana), the Sun's
 * nakshatra from daily positions, and the vara (sunrise to sunrise) frames for
 * the weekday yogas. Spans are not cut at days: a span in progress at either
 * end of the range is whole.
 */
import { errors } from '../../core/errors.ts';
import { findLunarEvents, GRAHA_IDS, grahaPositions, grahaPositionsFew, positionOf, type LunarEventKind } from '../../native/ephemeris.ts';
import { BHADRA_BHULOKA_MOON_SIGNS, isVishtiKarana } from '../muhurat/index.ts';
import {
  addDays,
  isoDate,
  moonAbhijitArcs,
  moonNakshatra28Spans,
  nakshatra28Of,
  spansOf,
  sunDays,
  weekdayIndexOf,
  type CivilDate,
  type OffsetMinutesAt,
  type Place,
  type Span,
} from '../panchang/index.ts';
import { bhadraPartsOf } from './bhadra-parts.ts';
import {
  AADAL_COUNTS,
  AMRITA_SIDDHI_NAKSHATRA,
  DAGDHA_TITHI_BY_WEEKDAY,
  SIDDHA_YOGA_TITHI_GROUP,
  SURYA_DAGDHA_TITHI_BY_SUN_SIGN,
  BHADRA_TITHIS,
  DWIPADA_NAKSHATRAS,
  GANDA_MOOLA_NAKSHATRAS,
  PUSHKARA_WEEKDAYS,
  TRIPADA_NAKSHATRAS,
  VIDAAL_COUNTS,
  BHADRA_SVARGA_MOON_SIGNS,
  PANCHAK_KINDS,
  PUSHYA,
  RAVI_YOGA_COUNTS,
  SARVARTHA_SIDDHI_NAKSHATRAS,
  SUNDAY,
  THURSDAY,
  VINCHUDO_MOON_SIGN,
  type BhadraAbode,
  type DayYogaId,
  type PanchakKind,
} from './rules.ts';

export interface DayYogaSpan {
  id: DayYogaId;
  startJdUt: number;
  endJdUt: number;
  /** Panchak: its kind by the weekday it begins on, null on a Wednesday or Thursday. */
  panchakKind?: PanchakKind | null;
  /** Bhadra: where it dwells (the Moon's sign); a Bhadra is split where the Moon enters a sign of another abode. */
  bhadraAbode?: BhadraAbode;
}

/**
 * Days searched either side of the range, so that every span touching it is
 * whole, with its starting vara: the longest, a Panchak (the Moon through 60
 * deg, up to 5.1 days at its slowest), begun before the range or ending after
 * it. (Four and three days cut the end of a Panchak begun late on the last
 * day: New Delhi, 2024-01-13 from 23:35, to 03:34 on the 18th.)
 */
const PAD_BEFORE_DAYS = 6;
const PAD_AFTER_DAYS = 6;
const NAKSHATRA_DEG = 360 / 27;
/** More than the longest stay of the Sun in one nakshatra (13 deg 20 min at 0.95 deg/day). */
const SUN_NAKSHATRA_DAYS = 15;

interface Vara {
  weekdayIndex: number;
  startJdUt: number;
  endJdUt: number;
}

function signSpans(e: ReturnType<typeof findLunarEvents>): Span[] {
  const at: number[] = [];
  for (let i = 0; i < e.jdUt.length; i += 1) if (e.kind[i] === 'moon_sign') at.push(i);
  const out: Span[] = [];
  for (let k = 0; k + 1 < at.length; k += 1) {
    const i = at[k]!;
    out.push({ index: ((e.index[i]! % 12) + 12) % 12, startJdUt: e.jdUt[i]!, endJdUt: e.jdUt[at[k + 1]!]! });
  }
  return out;
}

const SUN_ROW = GRAHA_IDS.indexOf('sun');

/**
 * The Sun's sign spans covering [from, to], from the sankrantis the lunar-event
 * search found there: the sign before the first is the one it ends (or, with
 * none in the window, the Sun's sign at `from`).
 */
function sunSignSpans(e: ReturnType<typeof findLunarEvents>, from: number, to: number): Span[] {
  const out: Span[] = [];
  let start = from;
  let sign: number | undefined;
  for (let i = 0; i < e.jdUt.length; i += 1) {
    if (e.kind[i] !== 'sun_sign') continue;
    out.push({ index: e.before[i]!, startJdUt: start, endJdUt: e.jdUt[i]! });
    start = e.jdUt[i]!;
    sign = e.index[i]!;
  }
  sign ??= Math.floor(positionOf(grahaPositionsFew([from]), 0, SUN_ROW).longitudeDeg / 30) % 12;
  out.push({ index: sign, startJdUt: start, endJdUt: to });
  return out;
}
/**
 * The Sun's (Lahiri) nakshatra spans over [from, to]: noon-to-noon daily
 * positions in one batch, each boundary by linear interpolation and one
 * Newton step from a second batch (the Sun's speed changes by under 0.001
 * deg/day in a day: the step leaves well under a second).
 */
function sunNakshatraSpans(from: number, to: number): Span[] {
  const n = Math.ceil(to - from) + 1;
  const t = Float64Array.from({ length: n }, (_, i) => from + i);
  const batch = grahaPositions(t);
  const guesses: { jd: number; index: number }[] = [];
  for (let i = 0; i + 1 < n; i += 1) {
    const a = positionOf(batch, i, SUN_ROW).longitudeDeg;
    let b = positionOf(batch, i + 1, SUN_ROW).longitudeDeg;
    if (b < a) b += 360;
    const k = Math.floor(b / NAKSHATRA_DEG);
    if (k * NAKSHATRA_DEG > a) guesses.push({ jd: t[i]! + (k * NAKSHATRA_DEG - a) / (b - a), index: k % 27 });
  }
  if (guesses.length === 0) return [];
  const refine = grahaPositions(Float64Array.from(guesses, (g) => g.jd));
  const bounds = guesses.map((g, i) => {
    const p = positionOf(refine, i, SUN_ROW);
    let d = p.longitudeDeg - g.index * NAKSHATRA_DEG;
    d -= 360 * Math.round(d / 360);
    return { jd: g.jd - d / p.speedDegPerDay, index: g.index };
  });
  const out: Span[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1)
    out.push({ index: bounds[i]!.index, startJdUt: bounds[i]!.jd, endJdUt: bounds[i + 1]!.jd });
  return out;
}

/** The weekday (0 = Sunday) of the local civil date at a moment. */
function civilWeekdayAt(jdUt: number, offsetMinutesAt: OffsetMinutesAt): number {
  return (((Math.floor(jdUt + 0.5 + offsetMinutesAt(jdUt) / 1440) + 1) % 7) + 7) % 7;
}

/** Joins touching spans (the end of one is the start of the next). */
function merged(spans: { startJdUt: number; endJdUt: number }[]): { startJdUt: number; endJdUt: number }[] {
  const out: { startJdUt: number; endJdUt: number }[] = [];
  for (const s of [...spans].sort((a, b) => a.startJdUt - b.startJdUt)) {
    const last = out[out.length - 1];
    if (last !== undefined && s.startJdUt <= last.endJdUt + 1e-9) last.endJdUt = Math.max(last.endJdUt, s.endJdUt);
    else out.push({ ...s });
  }
  return out;
}

/** Parts of `a` and `b` that overlap, as [start, end] pairs. */
function overlaps(a: readonly Span[], b: readonly Span[], keep: (x: Span, y: Span) => boolean): { startJdUt: number; endJdUt: number }[] {
  const out: { startJdUt: number; endJdUt: number }[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]!.endJdUt <= x.startJdUt) j += 1;
    for (let k = j; k < b.length && b[k]!.startJdUt < x.endJdUt; k += 1) {
      const y = b[k]!;
      if (!keep(x, y)) continue;
      const s = Math.max(x.startJdUt, y.startJdUt);
      const e = Math.min(x.endJdUt, y.endJdUt);
      if (e > s) out.push({ startJdUt: s, endJdUt: e });
    }
  }
  return out;
}

/**
 * The spans of the chosen yogas that touch the local days first ..
 * first + dayCount - 1 (from the first sunrise to the sunrise after the last
 * day), in time order. Throws invalid_parameter on `latitudeParam` when the
 * Sun does not rise on a day the weekday yogas need.
 * `knownSunriseJdUt`: the default sunrise (DEFAULT_SUNRISE) of a local date
 * already computed by the caller (the month grid's year context), for the
 * dates PAD_BEFORE_DAYS before `first` to PAD_AFTER_DAYS + 1 after the last;
 * absent, they are computed here.
 */
export function dayYogaSpans(
  first: CivilDate,
  dayCount: number,
  place: Place,
  offsetMinutesAt: OffsetMinutesAt,
  ids: readonly DayYogaId[],
  latitudeParam = 'lat',
  knownSunriseJdUt?: (date: CivilDate) => number,
): DayYogaSpan[] {
  const lead = addDays(first, -PAD_BEFORE_DAYS);
  const total = dayCount + PAD_BEFORE_DAYS + PAD_AFTER_DAYS;
  const sunrises =
    knownSunriseJdUt === undefined
      ? sunDays(lead, total + 1, place, offsetMinutesAt).sunriseJdUt
      : Float64Array.from({ length: total + 1 }, (_, i) => knownSunriseJdUt(addDays(lead, i)));
  const varas: Vara[] = [];
  for (let i = 0; i < total; i += 1) {
    const rise = sunrises[i]!;
    const next = sunrises[i + 1]!;
    if (Number.isNaN(rise) || Number.isNaN(next))
      throw errors.polarDay(latitudeParam, isoDate(addDays(lead, Number.isNaN(rise) ? i : i + 1)));
    varas.push({ weekdayIndex: weekdayIndexOf(addDays(lead, i)), startJdUt: rise, endJdUt: next });
  }
  const rangeStart = varas[PAD_BEFORE_DAYS]!.startJdUt;
  const rangeEnd = varas[PAD_BEFORE_DAYS + dayCount - 1]!.endJdUt;
  const from = varas[0]!.startJdUt;
  const to = varas[varas.length - 1]!.endJdUt;
  const want = new Set(ids);
  const out: DayYogaSpan[] = [];
  const varaSpans: Span[] = varas.map((v) => ({ index: v.weekdayIndex, startJdUt: v.startJdUt, endJdUt: v.endJdUt }));
  const need = (...of: DayYogaId[]) => of.some((id) => want.has(id));
  const needNakshatras = need(
    'ravi_yoga',
    'guru_pushya',
    'ravi_pushya',
    'amrita_siddhi',
    'sarvartha_siddhi',
    'dwipushkar',
    'tripushkar',
    'aadal',
    'vidaal',
    'ganda_moola',
  );
  const needSigns = need('panchak', 'bhadra', 'vinchudo');
  const needTithis = need('dwipushkar', 'tripushkar', 'siddha_yoga', 'dagdha_tithi', 'surya_dagdha_tithi');
  const needKaranas = need('bhadra', 'bhadra_mukha', 'bhadra_puchha');
  const kinds: LunarEventKind[] = [];
  if (needNakshatras) kinds.push('nakshatra');
  // Aadal and Vidaal count the Moon among the 28, in Abhijit over its arc (its ends from the pada boundaries).
  if (need('aadal', 'vidaal')) kinds.push('pada');
  if (needSigns) kinds.push('moon_sign');
  if (needTithis) kinds.push('tithi');
  if (needKaranas) kinds.push('karana');
  if (want.has('surya_dagdha_tithi')) kinds.push('sun_sign');
  // One lunar-event search for every kind asked for.
  const events = kinds.length > 0 ? findLunarEvents(from, to, kinds) : undefined;
  const nakshatras = events !== undefined && needNakshatras ? spansOf(events, 'nakshatra') : [];
  const moonSigns = events !== undefined && needSigns ? signSpans(events) : [];

  const weekdayYoga = (id: DayYogaId, good: (weekday: number, nakshatra: number) => boolean) => {
    if (!want.has(id)) return;
    for (const s of merged(overlaps(varaSpans, nakshatras, (v, n) => good(v.index, n.index)))) out.push({ id, ...s });
  };
  weekdayYoga('guru_pushya', (w, n) => w === THURSDAY && n === PUSHYA);
  weekdayYoga('ravi_pushya', (w, n) => w === SUNDAY && n === PUSHYA);
  weekdayYoga('amrita_siddhi', (w, n) => AMRITA_SIDDHI_NAKSHATRA[w] === n);
  weekdayYoga('sarvartha_siddhi', (w, n) => SARVARTHA_SIDDHI_NAKSHATRAS[w]!.includes(n));

  // The Sun stays up to 14 days in a nakshatra: search wide enough to bound the spans at both ends (once, when asked).
  let sunCache: Span[] | undefined;
  const sunNakshatras = () => (sunCache ??= sunNakshatraSpans(from - SUN_NAKSHATRA_DAYS, to + SUN_NAKSHATRA_DAYS));
  if (want.has('ravi_yoga')) {
    const good = (sun: Span, moon: Span) => RAVI_YOGA_COUNTS.includes(((moon.index - sun.index + 27) % 27) + 1);
    for (const s of merged(overlaps(sunNakshatras(), nakshatras, good))) out.push({ id: 'ravi_yoga', ...s });
  }
  if (need('aadal', 'vidaal')) {
    const moon28 = moonNakshatra28Spans(nakshatras, moonAbhijitArcs(events!));
    const count = (sun: Span, moon: Span) => ((moon.index - nakshatra28Of(sun.index) + 28) % 28) + 1;
    for (const [id, counts] of [
      ['aadal', AADAL_COUNTS],
      ['vidaal', VIDAAL_COUNTS],
    ] as const) {
      if (!want.has(id)) continue;
      for (const s of merged(overlaps(sunNakshatras(), moon28, (x, y) => counts.includes(count(x, y))))) out.push({ id, ...s });
    }
  }
  if (want.has('ganda_moola')) {
    for (const s of merged(nakshatras.filter((n) => GANDA_MOOLA_NAKSHATRAS.includes(n.index)))) out.push({ id: 'ganda_moola', ...s });
  }
  const tithis = needTithis ? spansOf(events!, 'tithi') : [];
  /** A tithi's number within its paksha, 1..15 (Purnima and Amavasya 15). */
  const tithiNumber = (t: Span) => (t.index % 15) + 1;
  if (want.has('siddha_yoga')) {
    // Tithi groups repeat every 5 tithis: Nanda 1, 6, 11; Bhadra 2, 7, 12; ...
    const siddha = (v: Span, t: Span) => SIDDHA_YOGA_TITHI_GROUP[v.index] === ((tithiNumber(t) - 1) % 5) + 1;
    for (const s of merged(overlaps(varaSpans, tithis, siddha))) out.push({ id: 'siddha_yoga', ...s });
  }
  if (want.has('dagdha_tithi')) {
    const dagdha = (v: Span, t: Span) => DAGDHA_TITHI_BY_WEEKDAY[v.index] === tithiNumber(t);
    for (const s of merged(overlaps(varaSpans, tithis, dagdha))) out.push({ id: 'dagdha_tithi', ...s });
  }
  if (want.has('surya_dagdha_tithi')) {
    const sunSigns = sunSignSpans(events!, from, to);
    const dagdha = (sun: Span, t: Span) => SURYA_DAGDHA_TITHI_BY_SUN_SIGN[sun.index] === tithiNumber(t);
    for (const s of merged(overlaps(sunSigns, tithis, dagdha))) out.push({ id: 'surya_dagdha_tithi', ...s });
  }
  if (need('dwipushkar', 'tripushkar')) {
    // The parts of Sunday, Tuesday and Saturday varas in a Bhadra tithi first (index unused), then the nakshatra.
    const bhadraDays = overlaps(
      varaSpans,
      tithis,
      (v, t) => PUSHKARA_WEEKDAYS.includes(v.index) && BHADRA_TITHIS.includes((t.index % 15) + 1),
    ).map((w) => ({ index: 0, ...w }));
    for (const [id, pada] of [
      ['dwipushkar', DWIPADA_NAKSHATRAS],
      ['tripushkar', TRIPADA_NAKSHATRAS],
    ] as const) {
      if (!want.has(id)) continue;
      for (const s of merged(overlaps(bhadraDays, nakshatras, (_, n) => pada.includes(n.index)))) out.push({ id, ...s });
    }
  }
  if (want.has('panchak')) {
    for (const s of merged(moonSigns.filter((m) => m.index === 10 || m.index === 11))) {
      out.push({ id: 'panchak', ...s, panchakKind: PANCHAK_KINDS[civilWeekdayAt(s.startJdUt, offsetMinutesAt)]! });
    }
  }
  if (want.has('vinchudo')) {
    for (const m of moonSigns) if (m.index === VINCHUDO_MOON_SIGN) out.push({ id: 'vinchudo', startJdUt: m.startJdUt, endJdUt: m.endJdUt });
  }
  const vishti = needKaranas ? spansOf(events!, 'karana').filter((k) => isVishtiKarana(k.index)) : [];
  if (need('bhadra_mukha', 'bhadra_puchha')) {
    for (const v of vishti) {
      const { mukha, puchha } = bhadraPartsOf(v.index, v.startJdUt, v.endJdUt);
      if (want.has('bhadra_mukha')) out.push({ id: 'bhadra_mukha', ...mukha });
      if (want.has('bhadra_puchha')) out.push({ id: 'bhadra_puchha', ...puchha });
    }
  }
  if (want.has('bhadra')) {
    for (const v of vishti) {
      // One span for each abode: the Moon moving into a sign of the same abode (Vrishabha to Mithuna) does not split it.
      let last: DayYogaSpan | undefined;
      for (const m of moonSigns) {
        const s = Math.max(v.startJdUt, m.startJdUt);
        const e = Math.min(v.endJdUt, m.endJdUt);
        if (!(e > s)) continue;
        const abode: BhadraAbode = BHADRA_BHULOKA_MOON_SIGNS.includes(m.index)
          ? 'bhuloka'
          : BHADRA_SVARGA_MOON_SIGNS.includes(m.index)
            ? 'svarga'
            : 'patala';
        if (last !== undefined && last.bhadraAbode === abode && last.endJdUt === s) last.endJdUt = e;
        else out.push((last = { id: 'bhadra', startJdUt: s, endJdUt: e, bhadraAbode: abode }));
      }
    }
  }
  return out
    .filter((s) => s.endJdUt > rangeStart && s.startJdUt < rangeEnd)
    .sort((a, b) => a.startJdUt - b.startJdUt || DAY_ORDER.indexOf(a.id) - DAY_ORDER.indexOf(b.id));
}

const DAY_ORDER: readonly DayYogaId[] = [
  'panchak',
  'bhadra',
  'bhadra_puchha',
  'bhadra_mukha',
  'ravi_yoga',
  'guru_pushya',
  'ravi_pushya',
  'amrita_siddhi',
  'sarvartha_siddhi',
  'dwipushkar',
  'tripushkar',
  'aadal',
  'vidaal',
  'ganda_moola',
  'vinchudo',
  'siddha_yoga',
  'dagdha_tithi',
  'surya_dagdha_tithi',
];
