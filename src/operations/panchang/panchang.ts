/** GET /v1/panchang: the five limbs, sun and moon times and the kalas of a local day (docs/panchang.md). */
import { Type } from '@sinclair/typebox';
import {
  ANANDADI_YOGAS,
  TAMIL_YOGAS,
  MUHURTA_NAMES,
  AYANAS,
  DAY_WINDOWS,
  DISHAS,
  INAUSPICIOUS_YOGAS,
  LUNAR_MONTH_IDS,
  NAKSHATRAS,
  RITUS,
  SAMVATSARAS,
  VARAS,
  VARA_LORDS,
  YOGAS,
  karanaTerm,
  label,
  nakshatraLord,
  type Lang,
  type Term,
} from '../../core/glossary.ts';
import type { Static } from '@sinclair/typebox';
import { addDays, panchangOf, type LimbsAt, type PanchangDay } from '../../domain/panchang/index.ts';
import { gujaratiVikramOf, kaliYearOf, regionalDays } from '../../domain/regional-calendars/index.ts';
import { DEFAULT_LIMBS_AT } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import {
  jdUtFromDate,
  localMidnightJdUt,
  offsetMinutesAtZone,
  offsetText,
  parseDateTime,
  renderLocal,
  utcMsOf,
  type OffsetMinutesAt,
} from '../../time/index.ts';
import type { PrepareContext } from '../context.ts';
import { defineOperation, PUBLISHABLE, type Prepared } from '../define.ts';
import { DateString, DateTimeString, TimeWindow, literals, PLACE_META, RISING_META } from '../schemas.ts';
import { grahaLabel, PanchangQuery, preparePlaceDay, WindowOrNull, type PlaceDayTask } from './day.ts';
import { civilDate } from '../shared/days.ts';
import { localRenderer, SpanFields } from '../shared/local-render.ts';
import { DayYogaSpanData, dayYogaSpanData, daySpansOf } from '../shared/day-yogas.ts';
import type { DayYogaSpan } from '../../domain/day-yogas/index.ts';
import { TithiNameFields, tithiNames } from '../shared/tithi-names.ts';
import { lunarMonthFields } from '../shared/lunar-month.ts';
import { RegionalDatesData, regionalDatesData } from '../shared/regional-dates.ts';
import { EXAMPLE_DAY } from '../examples.ts';
import {
  ChandrabalamData,
  chandrabalamData,
  ChandrashtamaData,
  chandrashtamaData,
  GowriData,
  gowriData,
  PanchakaRahitaData,
  panchakaRahitaData,
  TarabalamData,
  tarabalamData,
  UdayaLagnaData,
  udayaLagnaData,
} from './day-tables.ts';

const MonthId = literals(LUNAR_MONTH_IDS);
/** The day's spans of one named table (sunrise to the next sunrise, in order): each its id, its label in lang and its span. */
const NamedDaySpans = <const V extends string>(ids: readonly V[], labelExample: string, description: string) =>
  Type.Array(Type.Object({ name: literals(ids), label: Type.String({ examples: [labelExample] }), ...SpanFields }), { description });
const NamedTerm = (description: string) => Type.Object({ name: Type.String(), label: Type.String() }, { description });

export const PanchangData = Type.Object(
  {
    date: DateString,
    place: Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
    timezone: Type.Object({ name: Type.String(), utc_offset: Type.String({ description: 'Offset in force at local noon' }) }),
    tithi: Type.Object(
      { ...TithiNameFields, ...SpanFields },
      {
        description:
          'Tithi at the reading moment (`limbs_at`, local noon ' +
          'by default); start and end of its span. So are nakshatra, yoga and karana',
      },
    ),
    nakshatra: Type.Object({
      name: Type.String(),
      label: Type.String(),
      lord: Type.String(),
      next: Type.String(),
      next_label: Type.String(),
      ...SpanFields,
    }),
    yoga: Type.Object({
      name: Type.String(),
      label: Type.String(),
      quality: literals(['auspicious', 'inauspicious'] as const),
      ...SpanFields,
    }),
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
    lunar_month: Type.Object(
      {
        amanta: MonthId,
        amanta_label: Type.String({ examples: ['Kartika', 'Adhik Jyeshtha', 'अधिक ज्येष्ठ'] }),
        purnimanta: MonthId,
        purnimanta_label: Type.String(),
        adhik: Type.Boolean({ description: 'An intercalary month (no sankranti); both names carry it' }),
        kshaya: Type.Union([MonthId, Type.Null()], { description: 'In a month with two sankrantis, the month it absorbs; else null' }),
        ...SpanFields,
      },
      {
        description:
          'Lunar month at the reading moment (local noon by default): amanta (new moon to new moon, named by its sankranti) and the purnimanta name of the ' +
          'same paksha; start and end are the new moons',
      },
    ),
    samvat: Type.Object(
      {
        vikram: Type.Integer({ examples: [2083] }),
        shaka: Type.Integer({ examples: [1948] }),
        samvatsara: Type.String({ examples: ['parabhava'] }),
        samvatsara_label: Type.String(),
        gujarati_vikram: Type.Integer({
          description: 'Vikram samvat counted from Kartika shukla pratipada (Kartikadi, Gujarat)',
          examples: [2083],
        }),
        kali: Type.Integer({ description: 'Kali yuga year: the Shaka year + 3179', examples: [5127] }),
      },
      {
        description:
          'Years that begin with Chaitra shukla pratipada (Vikram, Shaka, Kali) or Kartika shukla pratipada (Gujarati Vikram); ' +
          'samvatsara of the Shaka year in the 60-year cycle',
      },
    ),
    ritu: NamedTerm("Season by the Sun's tropical sign (Drik Panchang's Drik Ritu)"),
    vedic_ritu: NamedTerm('Season by the amanta month, two months each (Vedic Ritu)'),
    ayana: NamedTerm('Uttarayana from the winter to the summer solstice (tropical Sun), else Dakshinayana'),
    vedic_ayana: NamedTerm('Uttarayana from Makara to Karka sankranti (sidereal Sun), else Dakshinayana'),
    dur_muhurat: Type.Array(TimeWindow, { description: "The weekday's inauspicious muhurtas (one or two)" }),
    varjyam: Type.Array(TimeWindow, {
      description: 'Windows fixed within each nakshatra, beginning from sunrise to the next sunrise (0 to 2)',
    }),
    amrit_kaal: Type.Array(TimeWindow, { description: 'As varjyam, the auspicious windows' }),
    disha_shool: NamedTerm('Direction not to travel in, by weekday'),
    regional: Type.Optional(RegionalDatesData),
    windows: Type.Object(
      {
        brahma_muhurta: Type.Union([TimeWindow, Type.Null()], { description: 'The second night muhurta before sunrise' }),
        pratah_sandhya: Type.Union([TimeWindow, Type.Null()], { description: 'From the middle of Brahma muhurta to sunrise' }),
        vijaya_muhurta: TimeWindow,
        sayahna_sandhya: Type.Union([TimeWindow, Type.Null()], { description: 'From sunset for 1.5 night muhurtas' }),
        nishita_muhurta: Type.Union([TimeWindow, Type.Null()], { description: 'The 8th muhurta of the night' }),
        godhuli_muhurta: Type.Union([TimeWindow, Type.Null()], {
          description:
            "One ghati of the night (a thirtieth of it) from the season's start: the Sun's whole disc on the horizon (Hemanta, Shishira), half set (Vasanta, Grishma), set (Varsha, Sharad)",
        }),
        madhyahna: DateTimeString,
        dinamana_minutes: Type.Number({ description: 'Length of the day, sunrise to sunset' }),
        ratrimana_minutes: Type.Union([Type.Number(), Type.Null()], { description: 'Length of the night, sunset to the next sunrise' }),
      },
      {
        description: 'Named windows of the day: 15 muhurtas to the day and 15 to the night; night windows null on the eve of a polar night',
      },
    ),
    window_labels: Type.Object(Object.fromEntries(DAY_WINDOWS.map((t) => [t.id, Type.String()])), {
      description:
        'Display text in `lang` of each named window of the day, by its field name: rahu_kaal, gulika_kaal, yamaganda, abhijit, ' +
        'dur_muhurat, varjyam, amrit_kaal, and the fields of `windows` (dinamana and ratrimana: dinamana_minutes and ratrimana_minutes)',
      examples: [{ rahu_kaal: 'Rahu Kaal', abhijit: 'Abhijit Muhurta', brahma_muhurta: 'Brahma Muhurta' }],
    }),
    muhurtas: Type.Array(
      Type.Object({
        number: Type.Integer({ minimum: 1, maximum: 30, description: '1..15 the day from sunrise, 16..30 the night from sunset' }),
        name: literals(MUHURTA_NAMES.map((t) => t.id)),
        label: Type.String({ examples: ['Rudra'] }),
        part: literals(['day', 'night'] as const),
        ...SpanFields,
      }),
      {
        description:
          'The 15 muhurtas of the day (sunrise to sunset) and the 15 of the night (sunset to the next sunrise) by name, in order; ' +
          'the night ones absent on the eve of a polar night',
      },
    ),
    special_yogas: Type.Union([Type.Array(DayYogaSpanData), Type.Null()], {
      description:
        'The special yogas and adverse spans (as GET /v1/calendar/yogas, every id) touching the day from sunrise to the next ' +
        'sunrise, whole, in order of start; null where a sunrise they need does not happen (within a few days of a polar day or night)',
    }),
    anandadi_yoga: NamedDaySpans(
      ANANDADI_YOGAS.map((t) => t.id),
      'Manasa',
      "The Anandadi yogas (28, by the Moon's nakshatra counted from the weekday's first) from sunrise to the next sunrise, " +
        'in order; the first starts at sunrise, the last ends at the next',
    ),
    tamil_yoga: NamedDaySpans(
      TAMIL_YOGAS.map((t) => t.id),
      'Siddha',
      "The Tamil yoga (Amrita, Siddha, Marana by the weekday and the Moon's nakshatra, the table of the Sringeri Tamil almanac of 2024-25) " +
        'from sunrise to the next sunrise, in order; the first starts at sunrise, the last ends at the next. docs/panchang.md',
    ),
    gowri_panchang: GowriData,
    chandrabalam: ChandrabalamData,
    chandrashtama: ChandrashtamaData,
    tarabalam: TarabalamData,
    udaya_lagna: Type.Optional(UdayaLagnaData),
    panchaka_rahita: Type.Optional(PanchakaRahitaData),
  },
  { title: 'Panchang' },
);

/** A length in days as minutes, to 0.01 minute. */
/** The window labels of each language, built once: the same for every day. */
const WINDOW_LABELS = new Map<Lang, Readonly<Record<string, string>>>();
function windowLabelsOf(lang: Lang): Readonly<Record<string, string>> {
  let labels = WINDOW_LABELS.get(lang);
  if (labels === undefined) {
    labels = Object.freeze(Object.fromEntries(DAY_WINDOWS.map((t) => [t.id, label(t, lang)])));
    WINDOW_LABELS.set(lang, labels);
  }
  return labels;
}

function minutesOf(days: number): number {
  return Math.round(days * 144_000) / 100;
}

function named(term: Term, lang: Lang) {
  return { name: term.id, label: label(term, lang) };
}

function byId<T extends Term>(table: readonly T[], id: string): T {
  return table.find((t) => t.id === id)!;
}

/**
 * The answer's data for one computed day at the task's place: the single-day
 * operation renders its one day with it, and a run of days from one
 * panchangDays call renders each of its days the same way.
 */
export function panchangDayData(
  day: PanchangDay,
  task: PlaceDayTask,
  offset: OffsetMinutesAt,
  specialYogas: readonly DayYogaSpan[] | null,
): Static<typeof PanchangData> {
  const { lang } = task;
  const r = localRenderer(offset);
  const minute = localRenderer(offset, 'minute');
  const n = day.nakshatra.index;
  const y = YOGAS[day.yoga.index]!;
  const k = karanaTerm(day.karana.index);
  const vara = VARAS[day.weekdayIndex]!;
  const lord = VARA_LORDS[day.weekdayIndex]!;
  return {
    date: task.date,
    place: { latitude: task.latitudeDeg, longitude: task.longitudeDeg },
    timezone: { name: task.timezone, utc_offset: offsetText(offset(day.noonJdUt)) },
    tithi: { ...tithiNames(day.tithi.index, lang), ...r.span(day.tithi) },
    nakshatra: {
      name: NAKSHATRAS[n]!.id,
      label: label(NAKSHATRAS[n]!, lang),
      lord: nakshatraLord(n),
      next: NAKSHATRAS[(n + 1) % 27]!.id,
      next_label: label(NAKSHATRAS[(n + 1) % 27]!, lang),
      ...r.span(day.nakshatra),
    },
    yoga: {
      name: y.id,
      label: label(y, lang),
      quality: INAUSPICIOUS_YOGAS.has(y.id) ? ('inauspicious' as const) : ('auspicious' as const),
      ...r.span(day.yoga),
    },
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
    lunar_month: { ...lunarMonthFields(day.month, day.tithi.index, lang), ...r.window(day.month)! },
    samvat: {
      vikram: day.vikramSamvat,
      shaka: day.shakaSamvat,
      samvatsara: SAMVATSARAS[day.samvatsaraIndex]!.id,
      samvatsara_label: label(SAMVATSARAS[day.samvatsaraIndex]!, lang),
      gujarati_vikram: gujaratiVikramOf(day.vikramSamvat, day.month.amanta),
      kali: kaliYearOf(day.shakaSamvat),
    },
    ritu: named(byId(RITUS, day.ritu), lang),
    vedic_ritu: named(byId(RITUS, day.vedicRitu), lang),
    ayana: named(byId(AYANAS, day.ayana), lang),
    vedic_ayana: named(byId(AYANAS, day.vedicAyana), lang),
    dur_muhurat: day.durMuhurtas.map((w) => r.window(w)!),
    varjyam: day.varjyams.map((w) => r.window(w)!),
    amrit_kaal: day.amritKaals.map((w) => r.window(w)!),
    disha_shool: named(byId(DISHAS, day.dishaShool), lang),
    windows: {
      brahma_muhurta: r.window(day.windows.brahmaMuhurta),
      pratah_sandhya: r.window(day.windows.pratahSandhya),
      vijaya_muhurta: r.window(day.windows.vijayaMuhurta)!,
      sayahna_sandhya: r.window(day.windows.sayahnaSandhya),
      nishita_muhurta: r.window(day.windows.nishitaMuhurta),
      godhuli_muhurta: r.window(day.windows.godhuliMuhurta),
      madhyahna: r.at(day.windows.madhyahnaJdUt),
      dinamana_minutes: minutesOf(day.windows.dinamanaDays),
      ratrimana_minutes: Number.isNaN(day.windows.ratrimanaDays) ? null : minutesOf(day.windows.ratrimanaDays),
    },
    window_labels: windowLabelsOf(lang),
    muhurtas: day.muhurtas.map((m) => ({
      number: m.index + 1,
      name: MUHURTA_NAMES[m.index]!.id,
      label: label(MUHURTA_NAMES[m.index]!, lang),
      part: m.index < 15 ? ('day' as const) : ('night' as const),
      ...r.span(m),
    })),
    special_yogas: specialYogas === null ? null : specialYogas.map((s) => dayYogaSpanData(s, lang, minute)),
    anandadi_yoga: day.anandadi.map((a) => ({
      name: ANANDADI_YOGAS[a.index]!.id,
      label: label(ANANDADI_YOGAS[a.index]!, lang),
      ...r.span(a),
    })),
    tamil_yoga: day.tamilYoga.map((t) => ({
      name: TAMIL_YOGAS[t.index]!.id,
      label: label(TAMIL_YOGAS[t.index]!, lang),
      ...r.span(t),
    })),
    gowri_panchang: gowriData(day, lang, r),
    chandrabalam: chandrabalamData(day, lang, r),
    chandrashtama: chandrashtamaData(day, lang, r),
    tarabalam: tarabalamData(day, lang, r),
    ...(day.udayaLagna === undefined
      ? {}
      : { udaya_lagna: udayaLagnaData(day, lang, r), panchaka_rahita: panchakaRahitaData(day, lang, r) }),
  };
}

/** The panchang's task: a place-and-day task and when its day is read. */
export interface PanchangTask extends PlaceDayTask {
  /** Absent: DEFAULT_LIMBS_AT. */
  limbsAt?: LimbsAt | undefined;
  /** Add the regional solar dates. */
  regional?: boolean | undefined;
  /** Add the Udaya lagna and Panchaka Rahita spans. */
  udayaLagna?: boolean | undefined;
}

/**
 * `limbs_at` (schema-valid) as the domain's reading choice. A moment must lie
 * in the local day of `date` at the place (400 on limbs_at otherwise), so it
 * is checked once the place and its zone are known.
 */
function limbsAtOf(text: string | undefined, task: PlaceDayTask): LimbsAt {
  if (text === undefined) return DEFAULT_LIMBS_AT;
  if (text === 'noon' || text === 'sunrise') return text;
  const parsed = parseDateTime(text)!;
  const jdUt = jdUtFromDate(new Date(utcMsOf(parsed.local, parsed.offsetSeconds!)));
  const offset = offsetMinutesAtZone(task.timezone);
  const date = civilDate(task.date);
  const startJdUt = localMidnightJdUt(date, offset);
  const endJdUt = localMidnightJdUt(addDays(date, 1), offset);
  if (!(jdUt >= startJdUt && jdUt < endJdUt)) {
    throw errors.invalidParameterMessage(
      'limbs_at',
      `Expected noon, sunrise or a moment in the local day of ${task.date} at the place ` +
        `(${renderLocal(startJdUt, offset)} to before ${renderLocal(endJdUt, offset)}) for limbs_at but received ${text}`,
    );
  }
  return { jdUt };
}

/** preparePlaceDay, then the reading moment; the meta names it when it is not local noon. */
function preparePanchang(query: PanchangQuery, ctx: PrepareContext): Prepared<PanchangTask> {
  const prepared = preparePlaceDay(query, ctx);
  const limbsAt = limbsAtOf(query.limbs_at, prepared.task);
  const task = { ...prepared.task, limbsAt, regional: query.regional === true, udayaLagna: query.udaya_lagna === true };
  if (limbsAt === DEFAULT_LIMBS_AT) return { ...prepared, task };
  const limbs_at = limbsAt === 'sunrise' ? limbsAt : renderLocal(limbsAt.jdUt, offsetMinutesAtZone(task.timezone));
  return { task, meta: { ...prepared.meta, limbs_at } };
}

export const panchang = defineOperation({
  id: 'panchang',
  method: 'GET',
  path: '/v1/panchang',
  credits: 1,
  keys: PUBLISHABLE,
  group: 'panchang',
  example: EXAMPLE_DAY,
  meta: [...RISING_META, 'limbs_at', ...PLACE_META],
  summary: 'Panchang of a day',
  description:
    'Tithi, nakshatra, yoga, karana (read at local noon, or at sunrise or a given moment with `limbs_at`, each with ' +
    'the start and end of its span) and vara; sunrise, ' +
    "sunset, moonrise, moonset in the place's own clock; rahu kaal, gulika kaal, yamaganda and abhijit; the lunar month " +
    '(amanta and purnimanta, adhik), Vikram and Shaka samvat, ritu and ayana; dur muhurat, varjyam, amrit kaal and disha ' +
    'shool; with `regional=true` the Tamil, Malayalam, Bengali and Odia solar dates and the pravishte. ' +
    "400 on `lat` where the Sun does not both rise and set, on `date` for a date the zone's clocks skipped whole. `sunrise` and `moonrise` choose where the rises and sets " +
    'are taken (upper limb, centre, centre without refraction).',
  input: PanchangQuery,
  output: PanchangData,
  prepare: preparePanchang,
  compute(task: PanchangTask) {
    const offset = offsetMinutesAtZone(task.timezone);
    const place = { latitudeDeg: task.latitudeDeg, longitudeDeg: task.longitudeDeg };
    const date = civilDate(task.date);
    const day = panchangOf(date, place, offset, 'lat', {
      sunrise: task.sunrise,
      moonrise: task.moonrise,
      limbsAt: task.limbsAt,
      udayaLagna: task.udayaLagna === true,
    });
    const data = panchangDayData(day, task, offset, daySpansOf(date, [day], place, offset)[0]!);
    if (task.regional === true) data.regional = regionalDatesData(regionalDays(date, 1, place, offset)[0]!, task.lang);
    return { data };
  },
});
