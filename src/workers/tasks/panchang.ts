/**
 * Worker tasks of the panchang group: resolve the zone's offset function,
 * call the pure domain, and render the API `data` objects (labels by `lang`,
 * date-times in the place's own clock) so that the HTTP thread only
 * serialises. Inputs are already validated by the route schemas.
 */
import { GRAHAS, INAUSPICIOUS_YOGAS, NAKSHATRAS, VARAS, VARA_LORDS, YOGAS, karanaTerm, label, nakshatraLord,
  pakshaOf, tithiTerm, type Lang } from '../../core/glossary.ts';
import {
  choghadiyasOf, daysBetween, horasOf, isoDate, panchangOf, sunFrame, tithiCalendar, MUHURAT_ACTIVITIES,
  type CivilDate, type OffsetMinutesAt, type Span, type Window,
} from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone, offsetText, renderLocal, type Precision } from '../../time/local.ts';

export interface PlaceDayInput {
  /** YYYY-MM-DD, the local date at the place. */
  date: string;
  latitudeDeg: number;
  longitudeDeg: number;
  /** IANA zone of the place (or a fixed +HH:MM offset). */
  timezone: string;
  lang?: Lang;
}

export interface TithiCalendarInput {
  from: string;
  to: string;
  latitudeDeg: number;
  longitudeDeg: number;
  timezone: string;
}

function civilDate(iso: string): CivilDate {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

function renderer(offset: OffsetMinutesAt, precision: Precision = 'second') {
  const at = (jdUt: number) => renderLocal(jdUt, offset, precision);
  const maybe = (jdUt: number) => (Number.isNaN(jdUt) ? null : at(jdUt));
  const window = (w: Window | null) => (w === null ? null : { start: at(w.startJdUt), end: at(w.endJdUt) });
  const span = (s: Span) => ({ start: at(s.startJdUt), end: at(s.endJdUt) });
  return { at, maybe, window, span };
}

function graha(id: string, lang: Lang): string {
  const term = GRAHAS.find((g) => g.id === id);
  return term === undefined ? id : label(term, lang);
}

/** The sunrise-to-sunrise frame of a local day and a renderer in the place's clock. */
function sunDay(input: PlaceDayInput) {
  const offset = offsetMinutesAtZone(input.timezone);
  const frame = sunFrame(civilDate(input.date), { latitudeDeg: input.latitudeDeg, longitudeDeg: input.longitudeDeg }, offset);
  return { lang: input.lang ?? 'en', frame, r: renderer(offset) };
}

/** The computations; they throw ApiError for bad input (pool.ts carries it across threads). */
export const panchangData = {
  /** GET /v1/panchang. */
  panchang(input: PlaceDayInput) {
    const lang = input.lang ?? 'en';
    const date = civilDate(input.date);
    const offset = offsetMinutesAtZone(input.timezone);
    const place = { latitudeDeg: input.latitudeDeg, longitudeDeg: input.longitudeDeg };
    const day = panchangOf(date, place, offset);
    const r = renderer(offset);
    const t = day.tithi.index;
    const n = day.nakshatra.index;
    const y = YOGAS[day.yoga.index]!;
    const k = karanaTerm(day.karana.index);
    const vara = VARAS[day.weekdayIndex]!;
    const lord = VARA_LORDS[day.weekdayIndex]!;
    return {
      date: input.date,
      place: { latitude: input.latitudeDeg, longitude: input.longitudeDeg },
      timezone: { name: input.timezone, utc_offset: offsetText(offset(day.noonJdUt)) },
      tithi: {
        number: t + 1, name: tithiTerm(t).id, label: label(tithiTerm(t), lang),
        paksha: pakshaOf(t).id, paksha_label: label(pakshaOf(t), lang), ...r.span(day.tithi),
      },
      nakshatra: {
        name: NAKSHATRAS[n]!.id, label: label(NAKSHATRAS[n]!, lang), lord: nakshatraLord(n),
        next: NAKSHATRAS[(n + 1) % 27]!.id, next_label: label(NAKSHATRAS[(n + 1) % 27]!, lang), ...r.span(day.nakshatra),
      },
      yoga: { name: y.id, label: label(y, lang), quality: INAUSPICIOUS_YOGAS.has(y.id) ? 'inauspicious' : 'auspicious', ...r.span(day.yoga) },
      karana: { number: day.karana.index + 1, name: k.id, label: label(k, lang), ...r.span(day.karana) },
      vara: { name: vara.id, label: label(vara, lang), lord, lord_label: graha(lord, lang) },
      sunrise: r.at(day.sunriseJdUt),
      sunset: r.at(day.sunsetJdUt),
      moonrise: r.maybe(day.moonriseJdUt),
      moonset: r.maybe(day.moonsetJdUt),
      rahu_kaal: r.window(day.rahuKaal),
      gulika_kaal: r.window(day.gulikaKaal),
      yamaganda: r.window(day.yamaganda),
      abhijit: r.window(day.abhijit),
    };
  },

  /** GET /v1/panchang/choghadiya. */
  choghadiya(input: PlaceDayInput) {
    const { lang, frame, r } = sunDay(input);
    return {
      date: input.date,
      periods: choghadiyasOf(frame).map((p) => ({
        name: p.term.id, label: label(p.term, lang), quality: p.term.quality, part: p.part, start: r.at(p.startJdUt), end: r.at(p.endJdUt),
      })),
    };
  },

  /** GET /v1/panchang/hora. */
  hora(input: PlaceDayInput) {
    const { lang, frame, r } = sunDay(input);
    return {
      date: input.date,
      sunrise: r.at(frame.sunriseJdUt),
      sunset: r.at(frame.sunsetJdUt),
      next_sunrise: r.at(frame.nextSunriseJdUt),
      horas: horasOf(frame).map((h) => ({
        number: h.number, lord: h.lord, label: graha(h.lord, lang), part: h.part, start: r.at(h.startJdUt), end: r.at(h.endJdUt),
      })),
    };
  },

  /** GET /v1/calendar/tithis. `to - from` is already checked to span 1..62 days. */
  tithiCalendar(input: TithiCalendarInput) {
    const from = civilDate(input.from);
    const offset = offsetMinutesAtZone(input.timezone);
    const calendar = tithiCalendar(from, daysBetween(from, civilDate(input.to)) + 1,
      { latitudeDeg: input.latitudeDeg, longitudeDeg: input.longitudeDeg }, offset);
    const minute = renderer(offset, 'minute');
    const second = renderer(offset);
    const tithiOf = (s: Span) => ({ number: s.index + 1, id: tithiTerm(s.index).id, paksha: pakshaOf(s.index).id });
    return {
      from: input.from,
      to: input.to,
      tithis: calendar.tithis.map((s) => ({ ...tithiOf(s), start: minute.at(s.startJdUt), end: minute.at(s.endJdUt) })),
      sunrise_tithis: calendar.sunriseTithis.map((d) => ({ date: isoDate(d.date), sunrise: second.at(d.sunriseJdUt), tithi: tithiOf(d.tithi) })),
    };
  },

  /** GET /v1/muhurat/activities (static; cheap enough to run anywhere). */
  muhuratActivities(input: { lang?: Lang }) {
    const lang = input.lang ?? 'en';
    return { activities: MUHURAT_ACTIVITIES.map((a) => ({ id: a.id, label: label(a, lang) })) };
  },
} satisfies Record<string, (input: never) => unknown>;

/** The same computations as pool tasks (src/workers/handlers.ts). */
export const panchangTasks = {
  panchang: panchangData.panchang,
  choghadiya: panchangData.choghadiya,
  hora: panchangData.hora,
  tithiCalendar: panchangData.tithiCalendar,
};
