/**
 * `chart` instead of `birth`: the operations that only apply rules to
 * positions (divisional, aspects, yogas, Ashtakavarga, Manglik, Kaal Sarp)
 * also take the lagna and the nine grahas directly, each a sidereal
 * longitude or a whole sign, as other software exports them (docs/births.md,
 * "Giving a chart instead of a birth"). Exactly one of the two per request.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ARCMIN_DEG } from '../core/angles.ts';
import { errors } from '../core/errors.ts';
import {
  CHART_POINT_NAMES,
  chartFromGivenPositions,
  ketuOffOppositionDeg,
  signOnlyPoints,
  type Chart,
  type ChartPointName,
  type GivenPosition,
} from '../domain/chart/index.ts';
import { type BirthTask, chartAsGiven, chartOf, prepareBirthTask } from './birth.ts';
import type { PrepareContext } from './context.ts';
import type { Prepared } from './define.ts';
import { Birth, Options, resolveOptions, type ResolvedOptions } from './schemas.ts';

const strict = { additionalProperties: false } as const;

export const ChartLongitude = Type.Object(
  {
    longitude: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees (0 = 0 Aries)' }),
  },
  strict,
);
export const ChartSign = Type.Object(
  {
    sign: Type.Integer({ minimum: 0, maximum: 11, description: 'Whole sign only, 0 = Aries .. 11 = Pisces' }),
  },
  strict,
);
/** What each point takes, in the words of a 400 message. */
const POSITION_WORDS = 'an object with longitude (sidereal degrees, 0 to under 360) or with sign (0 = Aries to 11 = Pisces)';

/** One point: its longitude or its sign. */
const point = (what: string) => Type.Union([ChartLongitude, ChartSign], { description: `${what}: ${POSITION_WORDS}` });

/** The ten points of a chart given directly (title `Chart`: documented in docs/births.md). */
export const ChartInput = Type.Object(
  {
    lagna: point('The lagna'),
    sun: point('The Sun'),
    moon: point('The Moon'),
    mars: point('Mars'),
    mercury: point('Mercury'),
    jupiter: point('Jupiter'),
    venus: point('Venus'),
    saturn: point('Saturn'),
    rahu: point('Rahu'),
    ketu: point("Ketu (opposite Rahu: its longitude within 1 arcminute of Rahu + 180, or its sign the 7th from Rahu's)"),
  },
  {
    ...strict,
    title: 'Chart',
    description: 'The lagna and the nine grahas, each a sidereal longitude or a whole sign (instead of `birth`)',
    // EXAMPLE_BIRTH (Ujjain, 1990-05-15 14:30) as its Lahiri longitudes rounded to 0.01 degree.
    examples: [
      {
        lagna: { longitude: 150.4 },
        sun: { longitude: 30.55 },
        moon: { longitude: 271.89 },
        mars: { longitude: 324.52 },
        mercury: { longitude: 14.3 },
        jupiter: { longitude: 75.79 },
        venus: { longitude: 348.95 },
        saturn: { longitude: 271.53 },
        rahu: { longitude: 286.53 },
        ketu: { longitude: 106.53 },
      },
    ],
  },
);
export type ChartInput = Static<typeof ChartInput>;

/** The request fields of an operation that takes a birth or a chart: `birth` and `chart` both optional, exactly one checked in prepare. */
export const birthOrChartFields = {
  birth: Type.Optional(Birth),
  chart: Type.Optional(ChartInput),
};

/** `birth` or `chart` (exactly one) and `options`: the body of the position-rule operations. */
export const BirthOrChartRequest = Type.Object(
  { ...birthOrChartFields, options: Type.Optional(Options) },
  { ...strict, title: 'BirthOrChartRequest', description: 'Exactly one of `birth` or `chart`' },
);
export type BirthOrChartRequest = Static<typeof BirthOrChartRequest>;

/** Ketu may stand this far from the point opposite Rahu: exports round each longitude by itself (to the arcminute at worst). */
export const KETU_OPPOSITION_TOLERANCE_DEG = ARCMIN_DEG;

/** The options that apply to a given chart: presentation only (the positions are already computed). */
const CHART_OPTIONS: ReadonlySet<string> = new Set(['lang', 'view', 'house_system']);

/** A chart given in a request, checked; `param` is where it was given. */
export function parseChartInput(input: ChartInput, param = 'chart'): Chart {
  const positions = Object.fromEntries(
    CHART_POINT_NAMES.map((name) => {
      const p = input[name];
      const given: GivenPosition = 'longitude' in p ? { longitudeDeg: p.longitude } : { signIndex: p.sign };
      return [name, given];
    }),
  ) as Record<ChartPointName, GivenPosition>;
  if (ketuOffOppositionDeg(positions.rahu, positions.ketu) > KETU_OPPOSITION_TOLERANCE_DEG) {
    const ketu = input.ketu;
    if ('longitude' in ketu && 'longitude' in input.rahu) {
      throw errors.invalidParameter(
        `${param}.ketu`,
        "a longitude within 1 arcminute of Rahu's + 180 (Ketu is opposite Rahu)",
        ketu.longitude,
      );
    }
    throw errors.invalidParameterMessage(
      `${param}.ketu`,
      `Expected the 7th sign from Rahu's (Ketu is opposite Rahu) for ${param}.ketu but received ${
        'sign' in ketu ? `sign ${ketu.sign}` : `longitude ${ketu.longitude}`
      }`,
    );
  }
  return chartFromGivenPositions(positions);
}

/** The task of an operation given a chart. */
export interface GivenChartTask {
  given: Chart;
  options: ResolvedOptions;
}

export type BirthOrChartTask = BirthTask | GivenChartTask;

/**
 * The `prepare` of the position-rule operations: exactly one of `birth` and
 * `chart` (a 400 naming both otherwise). A birth is prepared as every chart
 * operation's; a chart is checked and carried to the pool as it is, with
 * only the presentation options (the meta names no ayanamsa or node: the
 * positions are in whatever their source used).
 */
export async function prepareBirthOrChart(
  input: { birth?: Birth | undefined; chart?: ChartInput | undefined; options?: Options | undefined },
  ctx: PrepareContext,
): Promise<Prepared<BirthOrChartTask>> {
  if ((input.birth === undefined) === (input.chart === undefined)) {
    throw errors.invalidParameterMessage(
      input.birth === undefined ? 'birth' : 'chart',
      `Expected exactly one of birth or chart but received ${input.birth === undefined ? 'neither' : 'both'}`,
    );
  }
  if (input.birth !== undefined) return prepareBirthTask({ birth: input.birth, options: input.options }, ctx);
  for (const [name, value] of Object.entries(input.options ?? {})) {
    if (!CHART_OPTIONS.has(name)) {
      throw errors.invalidParameter(
        `options.${name}`,
        `no options.${name} with chart (a given chart's positions are already computed; only lang, view and house_system apply)`,
        value,
      );
    }
  }
  const options = resolveOptions(input.options);
  return { task: { given: parseChartInput(input.chart!), options }, meta: { house_system: options.house_system } };
}

export function isGivenChartTask(task: BirthOrChartTask): task is GivenChartTask {
  return 'given' in task;
}

/** The chart of a task as the kundli operations read it (a birth's approximate time checked ±15 minutes). */
export function chartOfTask(task: BirthOrChartTask): Chart {
  return isGivenChartTask(task) ? task.given : chartOf(task);
}

/** The chart of a task as the dosha operations read it (an approximate time read as given). */
export function chartOfTaskAsGiven(task: BirthOrChartTask): Chart {
  return isGivenChartTask(task) ? task.given : chartAsGiven(task.birth, task.options);
}

/**
 * Refuses a chart whose `points` were given as signs where the rule needs
 * their degrees (`why`: "D9 needs degrees"); the 400 names the first such
 * point. Charts with every degree, and births, pass.
 */
export function requireDegrees(chart: Chart, points: readonly ChartPointName[], why: string, param = 'chart'): void {
  const signOnly = signOnlyPoints(chart).filter((p) => points.includes(p));
  if (signOnly.length === 0) return;
  const name = signOnly[0]!;
  throw errors.invalidParameterMessage(
    `${param}.${name}`,
    `Expected a longitude (degrees) for ${param}.${name} but received a sign: ${why}`,
  );
}
