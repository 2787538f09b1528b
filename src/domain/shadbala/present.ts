/**
 * POST /v1/kundli/shadbala in the API's shape: labels, rounding (two
 * decimals, the ratio three), the parts left out for an unknown time and the
 * warnings.
 */
import { GRAHAS, SEVEN_GRAHAS, type SevenGraha } from '../../core/glossary.ts';
import type { Chart } from '../chart/index.ts';
import { type DomainResult, type Presentation, type Warning, compactObject, labelOf, timeUnknownWarning } from '../kundli/present.ts';
import { approximateWarnings } from '../kundli/kundli.ts';
import { MINIMUM_RUPAS, type ShadbalaParts, shadbalaParts, shadbalaTotals } from './shadbala.ts';

export interface GrahaShadbala extends ShadbalaParts {
  id: SevenGraha;
  label?: string;
  total_shashtiamsas?: number;
  total_rupas?: number;
  minimum_rupas: number;
  ratio?: number;
  strong?: boolean;
  rank?: number;
}

export interface ShadbalaData {
  unit: 'shashtiamsa';
  grahas: GrahaShadbala[];
}

const r2 = (x: number): number => Math.round(x * 100) / 100;

function roundDeep<T>(o: T): T {
  if (typeof o === 'number') return r2(o) as T;
  if (o !== null && typeof o === 'object' && !Array.isArray(o)) {
    for (const k of Object.keys(o)) (o as Record<string, unknown>)[k] = roundDeep((o as Record<string, unknown>)[k]);
  }
  return o;
}

/** Fields left out when the time is unknown. */
export const SHADBALA_TIME_FIELDS = [
  'grahas[].sthana.kendradi', 'grahas[].sthana.total', 'grahas[].dig', 'grahas[].kala.nathonnata', 'grahas[].kala.tribhaga',
  'grahas[].kala.hora', 'grahas[].kala.total', 'grahas[].total_shashtiamsas', 'grahas[].total_rupas', 'grahas[].ratio',
  'grahas[].strong', 'grahas[].rank',
];

export function shadbala(chart: Chart, p: Presentation): DomainResult<ShadbalaData> {
  const parts = shadbalaParts(chart);
  const known = chart.lagna !== null;
  const totals = known ? shadbalaTotals(parts) : null;
  const rows: GrahaShadbala[] = SEVEN_GRAHAS.map((id) => {
    const x = parts[id];
    const row: GrahaShadbala = {
      id,
      label: labelOf(GRAHAS.find((t) => t.id === id)!, p),
      ...x,
      sthana: compactObject({ ...x.sthana }),
      kala: compactObject({ ...x.kala }),
      minimum_rupas: MINIMUM_RUPAS[id],
    };
    if (totals !== null) {
      const t = totals[id];
      row.total_shashtiamsas = t.shashtiamsas;
      row.total_rupas = t.rupas;
      row.ratio = t.ratio;
      row.strong = t.strong;
    }
    return compactObject(row as unknown as Record<string, unknown>) as unknown as GrahaShadbala;
  });
  if (totals !== null) for (const r of rows) r.rank = totals[r.id].rank;
  for (const r of rows) {
    const ratio = r.ratio;
    roundDeep(r);
    if (ratio !== undefined) r.ratio = Math.round(ratio * 1000) / 1000;
  }
  const warnings: Warning[] = known ? approximateWarnings(chart, [], SHADBALA_TIME_FIELDS) : [timeUnknownWarning(SHADBALA_TIME_FIELDS)];
  return { data: { unit: 'shashtiamsa', grahas: rows }, warnings };
}
