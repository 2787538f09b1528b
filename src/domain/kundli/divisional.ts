/**
 * POST /v1/kundli/divisional: the requested vargas of the lagna and the nine
 * grahas (decisions.md, "Divisional response"). Houses in a varga are whole
 * signs from that varga's lagna.
 */
import { GRAHAS, SIGNS } from '../../core/glossary.ts';
import { errors } from '../../core/errors.ts';
import { VARGA_IDS, type VargaId, isVargaId, vargaDegree, vargaSign } from '../vargas/index.ts';
import { type Chart, houseFrom } from '../chart/chart.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from './present.ts';
import { approximateWarnings } from './kundli.ts';

export interface VargaChart {
  lagna?: { sign: string; sign_label?: string; degree?: number };
  planets: { id: string; label?: string; sign: string; sign_label?: string; house?: number }[];
}

export interface DivisionalData {
  vargas: Record<string, VargaChart>;
}

/** Checks the requested names; an unknown one is a 400 naming it. */
export function parseVargas(names: readonly unknown[], param = 'vargas'): VargaId[] {
  return names.map((name, i) => {
    if (!isVargaId(name)) throw errors.invalidParameter(`${param}[${i}]`, `one of ${VARGA_IDS.join(', ')}`, name);
    return name;
  });
}

export function divisional(chart: Chart, vargas: readonly VargaId[], p: Presentation): DomainResult<DivisionalData> {
  const out: Record<string, VargaChart> = {};
  for (const v of vargas) {
    const lagnaSign = chart.lagna === null ? undefined : vargaSign(v, chart.lagna.longitudeDeg);
    const chartOut: VargaChart = {
      planets: chart.grahas.map((g, i) => {
        const sign = vargaSign(v, g.longitudeDeg);
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
      const degree = vargaDegree(v, chart.lagna.longitudeDeg);
      chartOut.lagna = compactObject({
        sign: SIGNS[lagnaSign]!.id,
        sign_label: labelOf(SIGNS[lagnaSign]!, p),
        degree: degree === undefined ? undefined : Number(degree.toFixed(6)),
      });
    }
    out[v] = chartOut;
  }
  const warnings: Warning[] = chart.lagna === null
    ? [timeUnknownWarning(vargas.flatMap((v) => [`vargas.${v}.lagna`, `vargas.${v}.planets[].house`]))]
    : approximateWarnings(chart, [], vargas.flatMap((v) => [`vargas.${v}.lagna`, `vargas.${v}.planets[].house`]));
  return { data: { vargas: out }, warnings };
}
