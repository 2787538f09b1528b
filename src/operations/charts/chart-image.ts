/**
 * What the two chart image operations share: the request to a task (the
 * varga checked, the birth resolved, the title line written) and the task to
 * the SVG text with its warnings.
 */
import { CHART_IMAGE_DEFAULTS } from '../../core/defaults.ts';
import { errors } from '../../core/errors.ts';
import type { Lang } from '../../core/glossary.ts';
import { labelOf } from '../../i18n/catalogue.ts';
import type { Warning } from '../../core/warnings.ts';
import { isVargaId, VARGA_IDS, type VargaId } from '../../domain/vargas/index.ts';
import { drawChartSvg, type ChartStyle, type ChartTheme } from '../../render/index.ts';
import { type BirthTask, chartMeta, chartOf, resolveBirthRequest } from '../birth.ts';
import type { PrepareContext } from '../context.ts';
import type { Prepared } from '../define.ts';
import { timeWarnings } from '../shared/present.ts';
import { chartText } from './font.ts';
import type { ChartPngRequest } from './schemas.ts';
import type { PlaceUsed } from '../schemas.ts';

export interface ChartImageTask extends BirthTask {
  varga: VargaId;
  style: ChartStyle;
  theme: ChartTheme;
  /** The title line, or null. */
  title: string | null;
  sizePx: number;
}

/** The path's varga, or a 400 listing those offered. */
export function parseVarga(value: unknown): VargaId {
  if (!isVargaId(value)) throw errors.invalidParameter('varga', `one of ${VARGA_IDS.join(', ')}`, value);
  return value;
}

function placeText(place: PlaceUsed): string {
  if (place.name !== null) return place.name;
  const lat = `${Math.abs(place.latitude).toFixed(2)}°${place.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(place.longitude).toFixed(2)}°${place.longitude < 0 ? 'W' : 'E'}`;
  return `${lat} ${lon}`;
}

/** "D9 Navamsa · 1990-05-15 14:30 · Ujjain": the birth's local date and time as given. */
export function titleLine(
  varga: VargaId,
  lang: Lang,
  birth: { date: string; time?: string | undefined },
  timeKnown: boolean,
  place: PlaceUsed,
): string {
  // The varga names of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 6, in each language.
  const name = labelOf(`varga.${varga}`, lang);
  const when =
    timeKnown && birth.time !== undefined
      ? `${birth.date} ${birth.time.slice(0, 5)}`
      : `${birth.date} (${labelOf('chart.time_unknown', lang)})`;
  return `${varga} ${name} · ${when} · ${placeText(place)}`;
}

/** `prepare` of both operations (the SVG has no `size`: its drawing scales; its width and height say 600). */
export async function prepareChartImage(
  input: ChartPngRequest & { varga: string },
  ctx: PrepareContext,
): Promise<Prepared<ChartImageTask>> {
  const varga = parseVarga(input.varga);
  const request = await resolveBirthRequest(input, ctx);
  const moment = request.resolved.moment;
  const title =
    (input.title ?? CHART_IMAGE_DEFAULTS.title)
      ? titleLine(varga, request.options.lang, input.birth, moment.timeAccuracy !== 'unknown', request.resolved.placeUsed)
      : null;
  return {
    task: {
      birth: moment,
      options: request.options,
      varga,
      title,
      style: input.style ?? CHART_IMAGE_DEFAULTS.style,
      theme: input.theme ?? CHART_IMAGE_DEFAULTS.theme,
      sizePx: input.size ?? CHART_IMAGE_DEFAULTS.size,
    },
    meta: chartMeta(request),
  };
}

/** The fields of the drawing an unknown or approximate birth time leaves out or may change. */
const TIME_FIELDS = ['lagna', 'houses'];

/** The SVG of a task and the chart's time warnings. */
export async function chartSvg(task: ChartImageTask): Promise<{ svg: string; warnings: Warning[] }> {
  const text = await chartText(task.options.lang);
  const chart = chartOf(task);
  const svg = drawChartSvg(
    chart,
    task.varga,
    {
      style: task.style,
      theme: task.theme,
      lang: task.options.lang,
      title: task.title,
      sizePx: task.sizePx,
    },
    text,
  );
  return { svg, warnings: timeWarnings(chart, TIME_FIELDS, [], TIME_FIELDS) };
}
