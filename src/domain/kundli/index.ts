/**
 * The kundli group's public surface: chart assembly from a BirthMoment and
 * the seven operations over it (chart, Avakhada, divisional, aspects, yogas,
 * Ashtakavarga, Shadbala). Each operation returns `{ data, warnings }` in the
 * API's shape; the HTTP layer adds the envelope.
 */
import type { BirthMoment } from '../../core/birth.ts';
import { aspects } from '../aspects/index.ts';
import { ashtakavarga } from '../ashtakavarga/index.ts';
import { birthDetails } from '../avakhada/index.ts';
import { shadbala } from '../shadbala/index.ts';
import type { VargaId } from '../vargas/index.ts';
import { yogas } from '../yogas/index.ts';
import { type ChartOptions, computeChart } from '../chart/chart.ts';
import { divisional } from './divisional.ts';
import { kundli } from './kundli.ts';
import type { DomainResult, Presentation } from './present.ts';

export { computeChart, chartFromLongitudes, houseFrom, type Chart, type ChartGraha, type ChartOptions, type ChartPoint } from '../chart/index.ts';
export { kundli, KUNDLI_LAGNA_FIELDS, type KundliData } from './kundli.ts';
export { divisional, parseVargas, type DivisionalData } from './divisional.ts';
export { DEFAULT_PRESENTATION, type DomainResult, type Presentation, type View, type Warning } from './present.ts';


export const KUNDLI_OPERATIONS = ['kundli', 'birthDetails', 'divisional', 'aspects', 'yogas', 'ashtakavarga', 'shadbala'] as const;
export type KundliOperation = (typeof KUNDLI_OPERATIONS)[number];

export interface KundliRequest {
  birth: BirthMoment;
  options?: ChartOptions & Partial<Presentation>;
  /** For 'divisional' only: already checked with parseVargas. */
  vargas?: readonly VargaId[];
}

/** Runs one kundli operation in-process (the worker tasks and the benchmark call this). */
export function runKundli(operation: KundliOperation, request: KundliRequest): DomainResult<unknown> {
  const o = request.options ?? {};
  const chart = computeChart(request.birth, { ayanamsa: o.ayanamsa ?? 'lahiri', node: o.node ?? 'true' });
  const p: Presentation = { lang: o.lang ?? 'en', view: o.view ?? 'full' };
  switch (operation) {
    case 'kundli': return kundli(chart, p);
    case 'birthDetails': return birthDetails(chart, p);
    case 'divisional': return divisional(chart, request.vargas ?? ['D1'], p);
    case 'aspects': return aspects(chart, p);
    case 'yogas': return yogas(chart, p);
    case 'ashtakavarga': return ashtakavarga(chart, p);
    case 'shadbala': return shadbala(chart, p);
  }
}
