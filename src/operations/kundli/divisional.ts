/**
 * POST /v1/kundli/divisional: the requested vargas of the lagna and the nine
 * grahas (docs/platform.md, "Divisional response"; docs/kundli.md). Houses in a
 * varga are whole signs from that varga's lagna.
 */
import { Type, type Static } from '@sinclair/typebox';
import { errors } from '../../core/errors.ts';
import { GRAHAS, SIGNS } from '../../core/glossary.ts';
import type { Warning } from '../../core/warnings.ts';
import { CHART_POINT_NAMES, houseFrom, type Chart } from '../../domain/chart/index.ts';
import {
  DEFAULT_VARGA_METHODS,
  isVargaId,
  VARGA_IDS,
  VARGA_METHODS,
  vargaDegree,
  VARGAS_WITH_METHODS,
  vargaSign,
  type VargaId,
  type VargaMethods,
} from '../../domain/vargas/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { literals, Options, CHART_META, PLACE_META } from '../schemas.ts';
import {
  birthOrChartFields,
  type BirthOrChartTask,
  chartOfTask,
  isGivenChartTask,
  prepareBirthOrChart,
  requireDegrees,
} from '../chart-input.ts';
import { compactObject, labelOf, presentationOf, timeWarnings, type Presentation } from '../shared/present.ts';
import { labelField } from './schemas.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';

/** `options.varga_methods`: a method name per varga, each defaulting to the varga's default rule. */
export const VargaMethodsOption = Type.Object(
  Object.fromEntries(VARGAS_WITH_METHODS.map((id) => [id, Type.Optional(literals(VARGA_METHODS[id], DEFAULT_VARGA_METHODS[id]))])),
  {
    additionalProperties: false,
    title: 'VargaMethods',
    description: 'The rule of a varga where sources differ: a method name per varga (D2 to D144); a varga left out takes its default',
    examples: [{ D2: 'parivritti_even_reverse', D9: 'nadi' }],
  },
);

/** The options of the divisional operation: the common ones and `varga_methods`. */
export const DivisionalOptions = Type.Object(
  { ...Options.properties, varga_methods: Type.Optional(VargaMethodsOption) },
  { additionalProperties: false, title: 'DivisionalOptions' },
);

export const DivisionalRequest = Type.Object(
  {
    ...birthOrChartFields,
    vargas: Type.Array(literals(VARGA_IDS), {
      minItems: 1,
      maxItems: VARGA_IDS.length,
      uniqueItems: true,
      description:
        'Vargas to compute, each by its default rule (D2 Parashara hora, D30 Parashara trimshamsa) unless ' +
        '`options.varga_methods` names another',
      examples: [['D1', 'D9', 'D10']],
    }),
    options: Type.Optional(DivisionalOptions),
  },
  { additionalProperties: false, title: 'DivisionalRequest', description: 'Exactly one of `birth` or `chart`' },
);
export type DivisionalRequest = Static<typeof DivisionalRequest>;

const VargaChart = Type.Object({
  lagna: Type.Optional(
    Type.Object({
      sign: Type.String(),
      sign_label: labelField(),
      degree: Type.Optional(Type.Number({ description: 'Degree in the varga sign (equal-part vargas only; not D2, D30)' })),
    }),
  ),
  planets: Type.Array(
    Type.Object({
      id: Type.String(),
      label: labelField(),
      sign: Type.String(),
      sign_label: labelField(),
      house: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    }),
  ),
});
type VargaChart = Static<typeof VargaChart>;
export const DivisionalData = Type.Object({ vargas: Type.Record(Type.String(), VargaChart) });
export type DivisionalData = Static<typeof DivisionalData>;

export type DivisionalTask = BirthOrChartTask & {
  /** Checked with parseVargas. */
  vargas: VargaId[];
  /** The methods that are not the default, of the vargas asked (validated by the schema). */
  methods: VargaMethods;
};

/** Checks the requested names; an unknown one is a 400 naming it. */
export function parseVargas(names: readonly unknown[], param = 'vargas'): VargaId[] {
  return names.map((name, i) => {
    if (!isVargaId(name)) throw errors.invalidParameter(`${param}[${i}]`, `one of ${VARGA_IDS.join(', ')}`, name);
    return name;
  });
}

/** The methods asked that differ from the default, of the vargas asked (what `meta.varga_methods` names). */
export function nonDefaultMethods(vargas: readonly VargaId[], asked: VargaMethods | undefined): VargaMethods {
  const out: Partial<Record<VargaId, VargaMethods[VargaId]>> = {};
  for (const v of vargas) {
    const method = asked?.[v];
    if (method !== undefined && method !== DEFAULT_VARGA_METHODS[v]) out[v] = method;
  }
  return out;
}

/** The answer of POST /v1/kundli/divisional for a chart; `methods` names a varga's method where not the default. */
export function presentDivisional(
  chart: Chart,
  vargas: readonly VargaId[],
  p: Presentation,
  methods: VargaMethods = {},
): { data: DivisionalData; warnings: Warning[] } {
  const out: Record<string, VargaChart> = {};
  for (const v of vargas) {
    const method = methods[v];
    const lagnaSign = chart.lagna === null ? undefined : vargaSign(v, chart.lagna.longitudeDeg, method);
    const chartOut: VargaChart = {
      planets: chart.grahas.map((g, i) => {
        const sign = vargaSign(v, g.longitudeDeg, method);
        return compactObject({
          id: g.id,
          label: labelOf(GRAHAS[i]!, p),
          sign: SIGNS[sign]!.id,
          sign_label: labelOf(SIGNS[sign]!, p),
          house: lagnaSign === undefined ? undefined : houseFrom(lagnaSign, sign),
        });
      }),
    };
    if (chart.lagna !== null && lagnaSign !== undefined) {
      const degree = vargaDegree(v, chart.lagna.longitudeDeg, method);
      chartOut.lagna = compactObject({
        sign: SIGNS[lagnaSign]!.id,
        sign_label: labelOf(SIGNS[lagnaSign]!, p),
        degree: degree === undefined || chart.lagna.signOnly === true ? undefined : Number(degree.toFixed(6)),
      });
    }
    out[v] = chartOut;
  }
  const fields = vargas.flatMap((v) => [`vargas.${v}.lagna`, `vargas.${v}.planets[].house`]);
  return { data: { vargas: out }, warnings: timeWarnings(chart, fields, [], fields) };
}

export const kundliDivisional = defineOperation({
  id: 'kundliDivisional',
  method: 'POST',
  path: '/v1/kundli/divisional',
  credits: 2,
  keys: SECRET,
  group: 'kundli',
  example: { birth: EXAMPLE_BIRTH, vargas: ['D9', 'D10'] },
  meta: [...CHART_META, 'varga_methods', ...PLACE_META],
  summary: 'Divisional charts',
  description:
    'Any of 23 vargas (the sixteen of Parashara and D5, D6, D8, D11, D81, D108, D144), each by its default rule or a ' +
    'method named in options.varga_methods, of a birth or of a given chart.',
  input: DivisionalRequest,
  output: DivisionalData,
  async prepare(input, ctx) {
    const vargas = parseVargas(input.vargas);
    const { varga_methods: asked, ...options } = input.options ?? {};
    const methods = nonDefaultMethods(vargas, asked as VargaMethods | undefined);
    const prepared = await prepareBirthOrChart({ ...input, options: input.options === undefined ? undefined : options }, ctx);
    const { task } = prepared;
    const meta = Object.keys(methods).length === 0 ? prepared.meta : { ...prepared.meta, varga_methods: methods };
    if (isGivenChartTask(task)) {
      const beyondD1 = vargas.find((v) => v !== 'D1');
      if (beyondD1 !== undefined)
        requireDegrees(task.given, CHART_POINT_NAMES, `${beyondD1} needs degrees; a chart of signs gives D1 only`);
    }
    return { task: { ...task, vargas, methods } satisfies DivisionalTask, meta };
  },
  compute: (task) => presentDivisional(chartOfTask(task), task.vargas, presentationOf(task.options), task.methods),
});
