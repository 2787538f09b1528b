/** POST /v1/charts/{varga}.svg: a varga chart as SVG (docs/charts.md). */
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { chartSvg, prepareChartImage } from './chart-image.ts';
import { ChartImage, ChartParams, ChartSvgRequest } from './schemas.ts';

const encoder = new TextEncoder();

export const chartsSvg = defineOperation({
  id: 'chartsSvg',
  method: 'POST',
  path: '/v1/charts/{varga}.svg',
  credits: 2,
  keys: SECRET,
  group: 'charts',
  example: { varga: 'D1', birth: EXAMPLE_BIRTH, style: 'north' },
  summary: 'Chart image (SVG)',
  description: 'A varga chart drawn in the north, south or east Indian style, as SVG whose text is drawn as outlines.',
  input: ChartSvgRequest,
  params: ChartParams,
  output: ChartImage,
  produces: 'image/svg+xml',
  prepare: prepareChartImage,
  async compute(task) {
    const { svg, warnings } = await chartSvg(task);
    // encode() makes bytes with their own ArrayBuffer: the pool thread transfers it.
    return { image: { contentType: 'image/svg+xml' as const, body: encoder.encode(svg) }, warnings };
  },
});
