/** POST /v1/transits/natal: the grahas at a moment read against a birth chart by the gochara rules (docs/transits.md). */
import { Type, type Static } from '@sinclair/typebox';
import type { BirthMoment } from '../../core/birth.ts';
import { GRAHA_IDS, SIGNS, type GrahaName } from '../../core/glossary.ts';
import { timeUnknownWarning } from '../../core/warnings.ts';
import { grahaOf, houseFrom, skyAt } from '../../domain/chart/index.ts';
import { gocharaReadings, gocharaText } from '../../domain/transits/index.ts';
import { atJdUt, offsetMinutesAtZone, renderLocal } from '../../time/index.ts';
import { chartAsGiven, chartMeta, resolveBirthRequest } from '../birth.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_AT, EXAMPLE_BIRTH } from '../examples.ts';
import { BirthAtRequest, DateTimeString, literals, type ResolvedOptions, CHART_META, PLACE_META } from '../schemas.ts';

export const TransitsNatalData = Type.Object(
  {
    at: DateTimeString,
    moon_sign: Type.String({ description: 'The natal Moon sign the houses are counted from', examples: ['leo'] }),
    transits: Type.Array(
      Type.Object({
        planet: literals(GRAHA_IDS),
        sign: Type.String({ description: 'Sign id of the graha at `at`', examples: ['gemini'] }),
        house_from_moon: Type.Integer({ minimum: 1, maximum: 12, description: 'House counted from the natal Moon sign (1 = that sign)' }),
        natal_house: Type.Optional(
          Type.Integer({
            minimum: 1,
            maximum: 12,
            description: 'Whole-sign house from the natal lagna; left out when the birth time is unknown',
          }),
        ),
        retrograde: Type.Boolean(),
        impact: literals(['favourable', 'challenging', 'neutral'] as const),
        description: Type.String({ description: 'The rule that gave the impact, in `lang`' }),
      }),
    ),
  },
  { title: 'TransitsNatal' },
);
type TransitsNatalData = Static<typeof TransitsNatalData>;

export interface TransitsNatalTask {
  birth: BirthMoment;
  atJdUt: number;
  options: ResolvedOptions;
}

const NO_LAGNA = timeUnknownWarning(
  ['transits[].natal_house'],
  'Birth time unknown: the natal Moon sign is taken at local noon and natal_house is left out',
);

export const transitsNatal = defineOperation({
  id: 'transitsNatal',
  method: 'POST',
  path: '/v1/transits/natal',
  credits: 2,
  keys: SECRET,
  group: 'transits',
  example: { birth: EXAMPLE_BIRTH, at: EXAMPLE_AT },
  meta: [...CHART_META, ...PLACE_META],
  summary: 'Transits over the birth chart',
  description:
    'The nine grahas at `at` (default now) against the birth chart: sign, house from the natal Moon, whole-sign ' +
    'house from the natal lagna, retrograde, and the gochara impact with the rule that gave it (good houses from the Moon ' +
    'and vedha, Phaladeepika ch. 26).',
  input: BirthAtRequest,
  output: TransitsNatalData,
  async prepare(input, ctx) {
    const request = await resolveBirthRequest(input, ctx);
    const task: TransitsNatalTask = { birth: request.resolved.moment, atJdUt: atJdUt(input.at, ctx.now()), options: request.options };
    return { task, meta: chartMeta(request) };
  },
  compute(task: TransitsNatalTask) {
    const natal = chartAsGiven(task.birth, task.options);
    const sky = skyAt(task.atJdUt, task.options);
    const moonSignIndex = grahaOf(natal, 'moon').signIndex;
    const signIndexOf = Object.fromEntries(sky.grahas.map((g) => [g.id, g.signIndex])) as Record<GrahaName, number>;
    const readings = gocharaReadings(moonSignIndex, signIndexOf);
    const lagnaSignIndex = natal.lagna?.signIndex;
    const data: TransitsNatalData = {
      at: renderLocal(task.atJdUt, offsetMinutesAtZone(task.birth.timezoneName), 'minute'),
      moon_sign: SIGNS[moonSignIndex]!.id,
      transits: sky.grahas.map((g) => {
        const r = readings.find((x) => x.planet === g.id)!;
        return {
          planet: g.id,
          sign: SIGNS[g.signIndex]!.id,
          house_from_moon: r.houseFromMoon,
          ...(lagnaSignIndex === undefined ? {} : { natal_house: houseFrom(lagnaSignIndex, g.signIndex) }),
          retrograde: g.retrograde,
          impact: r.impact,
          description: gocharaText(r, task.options.lang),
        };
      }),
    };
    return { data, warnings: lagnaSignIndex === undefined ? [NO_LAGNA] : [] };
  },
});
