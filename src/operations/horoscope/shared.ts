/**
 * What the three horoscope operations share (docs/horoscope.md): the period,
 * language, date and zone fields; the day a request means (its `date`, or
 * today in its zone); the sky of the period; and the Horoscope object as the
 * answers show it, in English or Hindi.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_LANG } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import { label, SIGNS, VARAS, type Lang } from '../../core/glossary.ts';
import { render } from '../../core/sentences.ts';
import {
  AREAS,
  ELEMENTS,
  GRAHA_COLOURS,
  GRAHA_GEMS,
  HOROSCOPE_SENTENCES,
  horoscopeSky,
  isoDate,
  PERIODS,
  signHoroscope,
  TONES,
  type Period,
  type PeriodSky,
  type SignHoroscope,
} from '../../domain/horoscope/index.ts';
import { isIanaZone, jdUtFromDate, offsetMinutesAtZone, parseFixedOffset, renderLocal } from '../../time/index.ts';
import type { PrepareContext } from '../context.ts';
import { checkDay, civilDate } from '../shared/days.ts';
import { LangQuery } from '../shared/place-day.ts';
import { DateString, literals } from '../schemas.ts';

/** The zone a horoscope's days are counted in when the request names none. */
export const DEFAULT_HOROSCOPE_TIMEZONE = 'Asia/Kolkata';
export const DEFAULT_PERIOD: Period = 'daily';

export const SIGN_IDS = SIGNS.map((s) => s.id);

/** The fields every horoscope request takes (query fields, or body fields of the personal one). */
export const HoroscopeFields = {
  period: Type.Optional(literals(PERIODS, DEFAULT_PERIOD)),
  lang: Type.Optional(LangQuery),
  date: Type.Optional(DateString),
  timezone: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      default: DEFAULT_HOROSCOPE_TIMEZONE,
      examples: ['Asia/Kolkata'],
      description: 'The zone whose local days the period counts: an IANA zone name, or a fixed offset such as +05:30 (%2B05:30 in a URL)',
    }),
  ),
};

export const HoroscopeQuery = Type.Object(HoroscopeFields, { additionalProperties: false, title: 'HoroscopeQuery' });
export type HoroscopeQuery = Static<typeof HoroscopeQuery>;

const Score = Type.Integer({ minimum: 0, maximum: 100 });
const Areas = <T extends ReturnType<typeof Type.String> | typeof Score>(t: T) => Type.Object({ love: t, career: t, health: t, money: t });

export const Horoscope = Type.Object(
  {
    sign: literals(SIGN_IDS, undefined),
    sign_label: Type.String({ description: 'The sign in the request language' }),
    period: literals(PERIODS),
    date: DateString,
    period_start: DateString,
    period_end: DateString,
    reading: Type.String({ description: "Sentences keyed by the period's transits, in the request language" }),
    scores: Areas(Score),
    score_notes: Areas(Type.String()),
    ruler: Type.String({ description: "Graha id of the sign's lord" }),
    element: literals(ELEMENTS),
    lucky: Type.Object({
      color: Type.String(),
      number: Type.String(),
      day: Type.String(),
      gem: Type.String(),
      time: Type.String({ description: 'HH:MM-HH:MM local' }),
      mood: Type.String(),
    }),
    transits: Type.Array(
      Type.Object({
        planet: Type.String({ description: 'Graha id' }),
        sign: literals(SIGN_IDS),
        house: Type.Integer({ minimum: 1, maximum: 12 }),
        tone: literals(TONES),
        retrograde: Type.Boolean(),
      }),
      { minItems: 9, maxItems: 9 },
    ),
  },
  { title: 'Horoscope' },
);
export type Horoscope = Static<typeof Horoscope>;

/** The task of a horoscope: the period holding `date` in the zone `timezone`, in `lang`. */
export interface HoroscopeTask {
  period: Period;
  lang: Lang;
  /** YYYY-MM-DD local date in `timezone`. */
  date: string;
  timezone: string;
}

/** Period, language, zone (400 on `timezone` unless an IANA name or +HH:MM) and date (400 outside the dates offered; default today in the zone). */
export function prepareHoroscope(
  input: { period?: Period | undefined; lang?: Lang | undefined; date?: string | undefined; timezone?: string | undefined },
  ctx: PrepareContext,
): HoroscopeTask {
  const timezone = input.timezone ?? DEFAULT_HOROSCOPE_TIMEZONE;
  if (parseFixedOffset(timezone) === undefined && !isIanaZone(timezone)) {
    throw errors.invalidParameter('timezone', 'an IANA zone name (Asia/Kolkata) or a fixed offset such as +05:30', timezone);
  }
  const date = input.date ?? renderLocal(jdUtFromDate(new Date(ctx.now())), offsetMinutesAtZone(timezone), 'minute').slice(0, 10);
  checkDay('date', date);
  return { period: input.period ?? DEFAULT_PERIOD, lang: input.lang ?? DEFAULT_LANG, date, timezone };
}

/** The sky of the task's period (one per request: the twelve signs share it). */
export function skyOf(task: HoroscopeTask): PeriodSky {
  return horoscopeSky(task.period, civilDate(task.date), offsetMinutesAtZone(task.timezone));
}

function pick(pair: readonly [string, string], lang: Lang): string {
  return lang === 'hi' ? pair[1] : pair[0];
}

/** The Horoscope object of one sign. */
export function presentHoroscope(h: SignHoroscope, sky: PeriodSky, task: HoroscopeTask): Horoscope {
  const { lang } = task;
  const say = (s: Parameters<typeof render<typeof HOROSCOPE_SENTENCES>>[1]) => render(HOROSCOPE_SENTENCES, s, lang);
  const hour = (n: number) => `${String(n).padStart(2, '0')}:00`;
  const notes = {} as Horoscope['score_notes'];
  for (const area of AREAS) notes[area] = say(h.notes[area]);
  return {
    sign: SIGN_IDS[h.signIndex]!,
    sign_label: label(SIGNS[h.signIndex]!, lang),
    period: task.period,
    date: task.date,
    period_start: isoDate(sky.span.firstDate),
    period_end: isoDate(sky.span.lastDate),
    reading: h.reading.map(say).join(' '),
    scores: h.scores,
    score_notes: notes,
    ruler: h.ruler,
    element: h.element,
    lucky: {
      color: pick(GRAHA_COLOURS[h.lucky.graha], lang),
      number: String(h.lucky.number),
      day: label(VARAS[h.lucky.weekdayIndex]!, lang),
      gem: pick(GRAHA_GEMS[h.lucky.gemOf], lang),
      time: `${hour(h.lucky.horaStartHour)}-${hour(h.lucky.horaStartHour + 1)}`,
      mood: lang === 'hi' ? h.lucky.mood.hi : h.lucky.mood.en,
    },
    transits: h.transits.map((t) => ({
      planet: t.graha,
      sign: SIGN_IDS[t.signIndex]!,
      house: t.house,
      tone: t.tone,
      retrograde: t.retrograde,
    })),
  };
}

/** The Horoscope of sign `signIndex` for the task. */
export function horoscopeOf(signIndex: number, task: HoroscopeTask, sky: PeriodSky = skyOf(task)): Horoscope {
  return presentHoroscope(signHoroscope(signIndex, sky, offsetMinutesAtZone(task.timezone)), sky, task);
}
