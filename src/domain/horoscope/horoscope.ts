/**
 * A sign's horoscope for a period: the transits at the period's middle
 * counted from the sign, the four scores (scores.ts), the reading and the
 * score notes as sentences keyed by the transits that produced them
 * (sentences.ts), and the lucky fields (lucky.ts). Deterministic: the same
 * sign and period sky give the same sentences.
 *
 * The reading, in order:
 * 1. lead: the graha that sets the period's pace (the Moon for a day, the Sun
 *    for a week or a month, Jupiter for a year) and the house it moves through;
 * 2. the period's events, in time order (a day: every graha; a week or a
 *    month: all but the Moon; a year: Jupiter, Saturn, Rahu and Ketu);
 * 3. support: the other graha adding most to the scores, if any adds;
 * 4. caution: the graha taking most from them, if any takes;
 * 5. balance: how many of the grahas read for the period stand in good houses.
 */
import { GRAHA_IDS, SIGN_LORDS, type GrahaName } from '../../core/glossary.ts';
import { renderLocal, type CivilDate, type OffsetMinutesAt } from '../../time/index.ts';
import { gocharaTone, type Tone } from './gochara.ts';
import { luckyOf, type Lucky } from './lucky.ts';
import { periodSpan, type Period } from './period.ts';
import { AREA_HOUSES, AREA_KARAKAS, AREAS, houseFromSign, PERIOD_WEIGHTS, scoresOf, type Area } from './scores.ts';
import type { HoroscopeSaid } from './sentences.ts';
import { periodSky, type PeriodSky, type TransitEventSource } from './sky.ts';

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** Aries fire, Taurus earth, Gemini air, Cancer water, and so on round the zodiac. */
export function elementOf(signIndex: number): Element {
  return ELEMENTS[signIndex % 4]!;
}

export const LEAD_GRAHA: Readonly<Record<Period, GrahaName>> = { daily: 'moon', weekly: 'sun', monthly: 'sun', yearly: 'jupiter' };
const YEARLY_EVENT_GRAHAS: ReadonlySet<GrahaName> = new Set(['jupiter', 'saturn', 'rahu', 'ketu']);

export interface HoroscopeTransit {
  graha: GrahaName;
  signIndex: number;
  house: number;
  tone: Tone;
  retrograde: boolean;
}

export interface SignHoroscope {
  signIndex: number;
  ruler: GrahaName;
  element: Element;
  scores: Record<Area, number>;
  notes: Record<Area, HoroscopeSaid>;
  reading: HoroscopeSaid[];
  lucky: Lucky;
  /** The nine grahas at the period's middle, counted from the sign. */
  transits: HoroscopeTransit[];
}

/** Whether the period's reading names an event of this graha. */
export function eventCounts(period: Period, graha: GrahaName): boolean {
  if (period === 'daily') return true;
  if (period === 'yearly') return YEARLY_EVENT_GRAHAS.has(graha);
  return graha !== 'moon';
}

/** The grahas whose events a period reads: those it weighs, and those its reading names. */
export function periodPlanets(period: Period): GrahaName[] {
  return GRAHA_IDS.filter((g) => PERIOD_WEIGHTS[period][g] > 0 || eventCounts(period, g));
}

/** The sky every sign's horoscope of the period holding `date` reads (in the zone of `offsetMinutesAt`). */
export function horoscopeSky(period: Period, date: CivilDate, offsetMinutesAt: OffsetMinutesAt, events?: TransitEventSource): PeriodSky {
  return periodSky(periodSpan(period, date, offsetMinutesAt), events, periodPlanets(period));
}

/** The horoscope of sign `signIndex` (0..11) over the period sky; `offsetMinutesAt` writes event moments in the local clock. */
export function signHoroscope(signIndex: number, sky: PeriodSky, offsetMinutesAt: OffsetMinutesAt): SignHoroscope {
  const period = sky.span.period;
  const scores = scoresOf(signIndex, sky);
  const transits: HoroscopeTransit[] = sky.middle.map((g) => {
    const house = houseFromSign(signIndex, g.signIndex);
    return { graha: g.id, signIndex: g.signIndex, house, tone: gocharaTone(g.id, house), retrograde: g.retrograde };
  });
  const at = (graha: GrahaName) => transits.find((t) => t.graha === graha)!;

  const reading: HoroscopeSaid[] = [];
  const lead = at(LEAD_GRAHA[period]);
  reading.push({ id: 'lead', params: { period, graha: lead.graha, house: lead.house, sign: lead.signIndex, tone: lead.tone } });

  const signNow = new Map<GrahaName, number>(sky.middle.map((g) => [g.id, sky.states[g.id][0]!.signIndex]));
  for (const e of sky.events) {
    if (e.type === 'ingress') signNow.set(e.planet, e.signIndex!);
    if (!eventCounts(period, e.planet)) continue;
    const local = renderLocal(e.atJdUt, offsetMinutesAt, 'minute');
    const when = period === 'daily' ? local.slice(11, 16) : local.slice(0, 10);
    const house = houseFromSign(signIndex, signNow.get(e.planet)!);
    if (e.type === 'ingress') reading.push({ id: 'ingress', params: { graha: e.planet, house, sign: e.signIndex!, when } });
    else reading.push({ id: e.type, params: { graha: e.planet, house, when } });
  }

  const totals = new Map<GrahaName, number>();
  for (const area of AREAS) for (const c of scores.contributions[area]) totals.set(c.graha, (totals.get(c.graha) ?? 0) + c.points);
  const others = transits.filter((t) => t.graha !== lead.graha && totals.has(t.graha));
  const best = others.reduce<HoroscopeTransit | undefined>(
    (b, t) => (totals.get(t.graha)! > (b === undefined ? 0 : totals.get(b.graha)!) ? t : b),
    undefined,
  );
  const worst = others.reduce<HoroscopeTransit | undefined>(
    (w, t) => (totals.get(t.graha)! < (w === undefined ? 0 : totals.get(w.graha)!) ? t : w),
    undefined,
  );
  if (best !== undefined) reading.push({ id: 'support', params: { graha: best.graha, house: best.house } });
  if (worst !== undefined) reading.push({ id: 'caution', params: { graha: worst.graha, house: worst.house } });

  const counted = transits.filter((t) => PERIOD_WEIGHTS[period][t.graha] > 0);
  reading.push({ id: 'balance', params: { favourable: counted.filter((t) => t.tone === 'favourable').length, counted: counted.length } });

  const notes = {} as Record<Area, HoroscopeSaid>;
  for (const area of AREAS) {
    const top = scores.contributions[area][0]!;
    const params = { area, graha: top.graha, house: top.house, tone: gocharaTone(top.graha, top.house) };
    const id = AREA_HOUSES[area].includes(top.house) ? 'note_house' : AREA_KARAKAS[area].includes(top.graha) ? 'note_karaka' : 'note_other';
    notes[area] = { id, params };
  }

  return {
    signIndex,
    ruler: SIGN_LORDS[signIndex]!,
    element: elementOf(signIndex),
    scores: scores.scores,
    notes,
    reading,
    lucky: luckyOf(signIndex, scores, sky.span.firstDate),
    transits,
  };
}
