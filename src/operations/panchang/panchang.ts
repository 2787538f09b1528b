/** GET /v1/panchang: the five limbs, sun and moon times and the kalas of a local day (docs/panchang.md). */
import { Type } from '@sinclair/typebox';
import {
  INAUSPICIOUS_YOGAS, NAKSHATRAS, VARAS, VARA_LORDS, YOGAS, karanaTerm, label, nakshatraLord,
} from '../../core/glossary.ts';
import { panchangOf } from '../../domain/panchang/index.ts';
import { offsetMinutesAtZone, offsetText } from '../../time/index.ts';
import { defineOperation, PUBLISHABLE } from '../define.ts';
import { DateString, DateTimeString, TimeWindow, literals } from '../schemas.ts';
import { civilDate, grahaLabel, localRenderer, PlaceDayQuery, preparePlaceDay, SpanFields, TithiNameFields, tithiNames,
  WindowOrNull, type PlaceDayTask } from './place-day.ts';
import { EXAMPLE_DAY } from '../examples.ts';

export const PanchangData = Type.Object({
  date: DateString,
  place: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  timezone: Type.Object({ name: Type.String(), utc_offset: Type.String({ description: 'Offset in force at local noon' }) }),
  tithi: Type.Object({ ...TithiNameFields, ...SpanFields }, { description: 'Tithi at local noon; start and end of its span' }),
  nakshatra: Type.Object({ name: Type.String(), label: Type.String(), lord: Type.String(), next: Type.String(), next_label: Type.String(),
    ...SpanFields }),
  yoga: Type.Object({ name: Type.String(), label: Type.String(), quality: literals(['auspicious', 'inauspicious'] as const), ...SpanFields }),
  karana: Type.Object({ number: Type.Integer({ minimum: 1, maximum: 60 }), name: Type.String(), label: Type.String(), ...SpanFields }),
  vara: Type.Object({ name: Type.String(), label: Type.String(), lord: Type.String(), lord_label: Type.String() }),
  sunrise: DateTimeString,
  sunset: DateTimeString,
  moonrise: Type.Union([DateTimeString, Type.Null()], { description: 'First moonrise after sunrise, before the next sunrise' }),
  moonset: Type.Union([DateTimeString, Type.Null()], { description: 'First moonset after sunrise, before the next sunrise' }),
  rahu_kaal: WindowOrNull,
  gulika_kaal: WindowOrNull,
  yamaganda: WindowOrNull,
  abhijit: Type.Union([TimeWindow, Type.Null()], { description: 'null on Wednesdays' }),
}, { title: 'Panchang' });

export const panchang = defineOperation({
  id: 'panchang', method: 'GET', path: '/v1/panchang', credits: 1, keys: PUBLISHABLE, group: 'panchang',
  example: EXAMPLE_DAY,
  summary: 'Panchang of a day',
  description: 'Tithi, nakshatra, yoga, karana (read at local noon, each with the start and end of its span) and vara; sunrise, '
    + 'sunset, moonrise, moonset in the place\'s own clock; rahu kaal, gulika kaal, yamaganda and abhijit. 400 on `lat` where '
    + 'the Sun does not both rise and set.',
  input: PlaceDayQuery, output: PanchangData,
  prepare: preparePlaceDay,
  compute(task: PlaceDayTask) {
    const { lang } = task;
    const offset = offsetMinutesAtZone(task.timezone);
    const day = panchangOf(civilDate(task.date), { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg }, offset);
    const r = localRenderer(offset);
    const n = day.nakshatra.index;
    const y = YOGAS[day.yoga.index]!;
    const k = karanaTerm(day.karana.index);
    const vara = VARAS[day.weekdayIndex]!;
    const lord = VARA_LORDS[day.weekdayIndex]!;
    return { data: {
      date: task.date,
      place: { latitude: task.latitudeDeg, longitude: task.longitudeDeg },
      timezone: { name: task.timezone, utc_offset: offsetText(offset(day.noonJdUt)) },
      tithi: { ...tithiNames(day.tithi.index, lang), ...r.span(day.tithi) },
      nakshatra: {
        name: NAKSHATRAS[n]!.id, label: label(NAKSHATRAS[n]!, lang), lord: nakshatraLord(n),
        next: NAKSHATRAS[(n + 1) % 27]!.id, next_label: label(NAKSHATRAS[(n + 1) % 27]!, lang), ...r.span(day.nakshatra),
      },
      yoga: { name: y.id, label: label(y, lang), quality: INAUSPICIOUS_YOGAS.has(y.id) ? 'inauspicious' as const : 'auspicious' as const, ...r.span(day.yoga) },
      karana: { number: day.karana.index + 1, name: k.id, label: label(k, lang), ...r.span(day.karana) },
      vara: { name: vara.id, label: label(vara, lang), lord, lord_label: grahaLabel(lord, lang) },
      sunrise: r.at(day.sunriseJdUt),
      sunset: r.at(day.sunsetJdUt),
      moonrise: r.maybe(day.moonriseJdUt),
      moonset: r.maybe(day.moonsetJdUt),
      rahu_kaal: r.window(day.rahuKaal),
      gulika_kaal: r.window(day.gulikaKaal),
      yamaganda: r.window(day.yamaganda),
      abhijit: r.window(day.abhijit),
    } };
  },
});
