/**
 * POST /v1/dasha/systems/{system}: any dasha system by id, the nakshatra
 * dashas (src/domain/dashas/nakshatra-systems.ts), Kalachakra
 * (kalachakra.ts) and the rashi dashas (rashi-engine.ts), with depth and
 * window as Vimshottari's (docs/dashas.md).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { grahaTerm, label, SIGNS, type Lang } from '../../core/glossary.ts';
import {
  DASHA_YEAR_DAYS,
  KALACHAKRA_ID,
  KALACHAKRA_MAX_DEPTH,
  kalachakraOf,
  NAKSHATRA_DASHA_DEFAULT_DEPTH,
  NAKSHATRA_DASHA_MAX_DEPTH,
  nakshatraDashaOf,
  nakshatraDashaSystem,
  rashiDasha,
  rashiDashaSystem,
  STARTING_STAR_IDS,
  YOGINI_IDS,
  YOGINI_LABELS,
  type DashaWindowOptions,
  type NakshatraDashaSystem,
  type NakshatraPeriod,
  type StartingStar,
} from '../../domain/dashas/index.ts';
import { type BirthTask, chartAsGiven, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { Birth, DateTimeString, literals, Options, PLACE_META } from '../schemas.ts';
import { dashaMeta, depthAndWindowFields, moonWarnings, renderer, windowOfDates, WindowData } from './present.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { DASHA_SYSTEM_IDS } from '../shared/dasha-systems.ts';

export const DashaSystemParams = Type.Object(
  {
    system: literals(DASHA_SYSTEM_IDS as unknown as readonly string[]),
  },
  { additionalProperties: false },
);

export const DashaSystemRequest = Type.Object(
  {
    birth: Birth,
    ...depthAndWindowFields(
      NAKSHATRA_DASHA_MAX_DEPTH,
      NAKSHATRA_DASHA_DEFAULT_DEPTH,
      '1 maha, 2 antar, 3 pratyantar (nakshatra dashas; default 2). Kalachakra and the rashi dashas: 1 or 2 (default 2)',
    ),
    tribhagi: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Nakshatra dashas but Kalachakra: every period a third as long, the cycle run three times',
      }),
    ),
    starting_star: Type.Optional(literals(STARTING_STAR_IDS, 'moon')),
    options: Type.Optional(Options),
  },
  { additionalProperties: false, title: 'DashaSystemRequest' },
);

const periodFields = {
  lord: Type.String({
    description: 'A graha id, a yogini id (yogini) or a sign id (Kalachakra, rashi dashas)',
    examples: ['rahu', 'pingala', 'cancer'],
  }),
  label: Type.String({ description: 'The lord in options.lang' }),
  planet: Type.Union([Type.String(), Type.Null()], { description: 'The graha the lord stands for (nakshatra dashas); null for a sign' }),
  years: Type.Number({ description: 'Full length of the period, in years' }),
  start: DateTimeString,
  end: DateTimeString,
};
const withSub = <T extends TSchema>(next: T) =>
  Type.Object({ ...periodFields, sub: Type.Optional(Type.Array(next, { description: 'The next level, when depth goes further' })) });
const Period = withSub(withSub(Type.Object(periodFields)));

export const DashaSystemData = Type.Object({
  system: Type.String(),
  name: Type.String(),
  kind: literals(['nakshatra', 'rashi'] as const),
  depth: Type.Integer({ minimum: 1, maximum: NAKSHATRA_DASHA_MAX_DEPTH }),
  year_days: Type.Number(),
  window: WindowData,
  applicability: Type.Object({
    rule: Type.String({ description: 'The condition under which the system is said to apply' }),
    applicable: Type.Union([Type.Boolean(), Type.Null()], {
      description: 'Whether this chart meets it; null when the system has no condition or the birth time is unknown',
    }),
  }),
  variant: Type.Union([Type.Object({ tribhagi: Type.Boolean(), starting_star: literals(STARTING_STAR_IDS) }), Type.Null()], {
    description: 'Nakshatra dashas: the variant used; null for Kalachakra and the rashi dashas',
  }),
  balance: Type.Union([Type.Object({ lord: Type.String(), years: Type.Number(), end: DateTimeString }), Type.Null()], {
    description:
      'Nakshatra dashas and Kalachakra: the dasha running at birth, its years left, its end; null for rashi dashas (they start at birth)',
  }),
  direction: Type.Union([literals(['zodiacal', 'reverse'] as const), Type.Null()], {
    description: 'Rashi dashas: the order of the signs; null for nakshatra dashas',
  }),
  periods: Type.Array(Period),
});

export interface DashaSystemTask extends BirthTask, Pick<DashaWindowOptions, 'fromJdUt' | 'toJdUt'> {
  system: string;
  depth: number | undefined;
  tribhagi: boolean;
  startingStar: StartingStar;
}

interface PeriodOut {
  lord: string;
  label: string;
  planet: string | null;
  years: number;
  start: string;
  end: string;
  sub?: PeriodOut[];
}

/** A period ruled by a sign (the Kalachakra and the rashi dashas). */
interface SignPeriod {
  signIndex: number;
  years: number;
  startJdUt: number;
  endJdUt: number;
  sub?: readonly SignPeriod[] | undefined;
}

/** Sign-ruled periods as answered, antardashas nested: the sign is the lord, no graha. */
function signPeriodsOut(ps: readonly SignPeriod[], at: (jdUt: number) => string, lang: Lang): PeriodOut[] {
  return ps.map((p) => ({
    lord: SIGNS[p.signIndex]!.id,
    label: label(SIGNS[p.signIndex]!, lang),
    planet: null,
    years: p.years,
    start: at(p.startJdUt),
    end: at(p.endJdUt),
    ...(p.sub ? { sub: signPeriodsOut(p.sub, at, lang) } : {}),
  }));
}

function nakshatraLordLabel(system: NakshatraDashaSystem, lordIndex: number, lang: Lang): string {
  const lord = system.lords[lordIndex]!;
  return system.id === 'yogini'
    ? label(YOGINI_LABELS[YOGINI_IDS.indexOf(lord.id as (typeof YOGINI_IDS)[number])]!, lang)
    : label(grahaTerm(lord.graha), lang);
}

export const dashaSystem = defineOperation({
  id: 'dashaSystem',
  method: 'POST',
  path: '/v1/dasha/systems/{system}',
  credits: 2,
  keys: SECRET,
  group: 'dasha',
  example: { system: 'ashtottari', birth: EXAMPLE_BIRTH, depth: 1 },
  meta: ['ayanamsa', 'node', 'positions', ...PLACE_META],
  summary: 'Any dasha system by id',
  description:
    'Nakshatra dashas (Vimshottari, Ashtottari, Shodasottari, Dwadashottari, Panchottari, Shatabdika, Chaturashiti Sama, ' +
    'Dwisaptati Sama, Shashtihayani, Shattrimsa Sama, Yogini; tribhagi and starting-star variants), Kalachakra and rashi dashas (Narayana, Shoola, ' +
    'Sthira, Chara), with depth and window as Vimshottari; each with its applicability condition (docs/dashas.md).',
  input: DashaSystemRequest,
  params: DashaSystemParams,
  output: DashaSystemData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const rashi = rashiDashaSystem(input.system) !== undefined;
    const kalachakra = input.system === KALACHAKRA_ID;
    const kindName = kalachakra ? 'the Kalachakra dasha' : `the rashi dasha ${input.system}`;
    if ((rashi || kalachakra) && input.tribhagi !== undefined) {
      throw errors.invalidParameterMessage('tribhagi', `Expected no tribhagi for ${kindName} (the other nakshatra dashas only)`);
    }
    if ((rashi || kalachakra) && input.starting_star !== undefined) {
      throw errors.invalidParameterMessage('starting_star', `Expected no starting_star for ${kindName} (the other nakshatra dashas only)`);
    }
    if (kalachakra && input.depth !== undefined && input.depth > KALACHAKRA_MAX_DEPTH) {
      throw errors.invalidParameterMessage('depth', `Expected depth 1 or 2 for the kalachakra dasha but received ${input.depth}`);
    }
    const rashiSystem = rashiDashaSystem(input.system);
    if (rashiSystem !== undefined && input.depth !== undefined && input.depth > rashiSystem.maxDepth) {
      throw errors.invalidParameterMessage(
        'depth',
        rashiSystem.maxDepth === 1
          ? `Expected depth 1 for the ${input.system} dasha (its antardashas are not computed) but received ${input.depth}`
          : `Expected depth 1 or 2 for the ${input.system} dasha but received ${input.depth}`,
      );
    }
    if (rashi && request.resolved.moment.timeAccuracy === 'unknown') {
      throw errors.invalidParameterMessage(
        'birth.time_accuracy',
        `The ${input.system} dasha is read from the lagna and needs a known birth time`,
      );
    }
    const task: DashaSystemTask = {
      birth: request.resolved.moment,
      options: request.options,
      system: input.system,
      depth: input.depth,
      tribhagi: input.tribhagi ?? false,
      startingStar: input.starting_star ?? 'moon',
      ...windowOfDates(input, request.resolved.timezoneUsed.name),
    };
    return { task, meta: dashaMeta(request) };
  },
  compute(task: DashaSystemTask) {
    const chart = chartAsGiven(task.birth, task.options);
    const at = renderer(task.birth);
    const lang = task.options.lang;
    const window = {
      ...(task.depth === undefined ? {} : { depth: task.depth }),
      ...(task.fromJdUt === undefined ? {} : { fromJdUt: task.fromJdUt }),
      ...(task.toJdUt === undefined ? {} : { toJdUt: task.toJdUt }),
    };
    const nakshatra = nakshatraDashaSystem(task.system);
    if (nakshatra !== undefined) {
      const r = nakshatraDashaOf(chart, nakshatra, { ...window, tribhagi: task.tribhagi, startingStar: task.startingStar });
      const out = (ps: NakshatraPeriod[]): PeriodOut[] =>
        ps.map((p) => {
          const lord = nakshatra.lords[p.lordIndex]!;
          return {
            lord: lord.id,
            label: nakshatraLordLabel(nakshatra, p.lordIndex, lang),
            planet: lord.graha,
            years: p.years,
            start: at(p.startJdUt),
            end: at(p.endJdUt),
            ...(p.sub ? { sub: out(p.sub) } : {}),
          };
        });
      return {
        data: {
          system: nakshatra.id,
          name: nakshatra.name,
          kind: 'nakshatra' as const,
          depth: r.depth,
          year_days: DASHA_YEAR_DAYS,
          window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
          applicability: { rule: nakshatra.applicability, applicable: r.applicable },
          variant: { tribhagi: r.tribhagi, starting_star: r.startingStar },
          balance: {
            lord: nakshatra.lords[r.start.lordIndex]!.id,
            years: r.start.balanceYears,
            end: at(task.birth.jdUt + r.start.balanceYears * DASHA_YEAR_DAYS),
          },
          direction: null,
          periods: out(r.periods),
        },
        warnings: moonWarnings(task.birth),
      };
    }
    if (task.system === KALACHAKRA_ID) {
      const r = kalachakraOf(chart, window);
      return {
        data: {
          system: KALACHAKRA_ID,
          name: 'Kalachakra',
          kind: 'nakshatra' as const,
          depth: r.depth,
          year_days: DASHA_YEAR_DAYS,
          window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
          applicability: { rule: 'every chart', applicable: null },
          variant: null,
          balance: {
            lord: SIGNS[r.balance.signIndex]!.id,
            years: r.balance.years,
            end: at(task.birth.jdUt + r.balance.years * DASHA_YEAR_DAYS),
          },
          direction: null,
          periods: signPeriodsOut(r.periods, at, lang),
        },
        warnings: moonWarnings(task.birth),
      };
    }
    const rashi = rashiDashaSystem(task.system)!;
    const r = rashiDasha(
      rashi,
      chart.jdUt,
      { lagnaSignIndex: chart.lagna!.signIndex, longitudesDeg: chart.grahas.map((g) => g.longitudeDeg) },
      window,
    );
    return {
      data: {
        system: rashi.id,
        name: rashi.name,
        kind: 'rashi' as const,
        depth: r.depth,
        year_days: DASHA_YEAR_DAYS,
        window: { from: at(r.fromJdUt), to: at(r.toJdUt) },
        applicability: { rule: 'every chart', applicable: null },
        variant: null,
        balance: null,
        direction: r.direction,
        periods: signPeriodsOut(r.periods, at, lang),
      },
    };
  },
});
