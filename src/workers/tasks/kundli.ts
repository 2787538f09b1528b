/**
 * Pool tasks of the kundli group: one per operation, each a chart assembly
 * plus the domain function (src/domain/kundli). Inputs and outputs are plain
 * objects.
 */
import { computeChart, runKundli, type KundliRequest, type Presentation } from '../../domain/kundli/index.ts';
import { kundli, kundliDataJson } from '../../domain/kundli/kundli.ts';

export const kundliTasks = {
  kundliChart: (input: KundliRequest) => runKundli('kundli', input),
  kundliBirthDetails: (input: KundliRequest) => runKundli('birthDetails', input),
  kundliDivisional: (input: KundliRequest) => runKundli('divisional', input),
  kundliAspects: (input: KundliRequest) => runKundli('aspects', input),
  kundliYogas: (input: KundliRequest) => runKundli('yogas', input),
  kundliAshtakavarga: (input: KundliRequest) => runKundli('ashtakavarga', input),
  kundliShadbala: (input: KundliRequest) => runKundli('shadbala', input),
};

/**
 * kundliChart when the HTTP thread wants its data as JSON (`out: 'dataJson'`,
 * POST /v1/kundli): the same chart and data as runKundli('kundli', input),
 * written by kundliDataJson instead of JSON.stringify (same text, about 7 µs
 * less a request). The option defaults are runKundli's; a test compares the
 * two for every option.
 */
export function kundliChartDataJson(input: KundliRequest): { dataJson: string; warnings: unknown[] } {
  const o = input.options ?? {};
  const chart = computeChart(input.birth, { ayanamsa: o.ayanamsa ?? 'lahiri', node: o.node ?? 'true' });
  const p: Presentation = { lang: o.lang ?? 'en', view: o.view ?? 'full' };
  const r = kundli(chart, p);
  return { dataJson: kundliDataJson(chart, p, r.data), warnings: r.warnings };
}
