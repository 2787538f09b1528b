/** POST /v1/charts/{varga}.png: the SVG drawing rasterised at `size` pixels (docs/charts.md). */
import { svgToPng } from '../../render/index.ts';
import { defineOperation, SECRET } from '../define.ts';
import { EXAMPLE_BIRTH } from '../examples.ts';
import { chartSvg, prepareChartImage } from './chart-image.ts';
import { ChartImage, ChartParams, ChartPngRequest } from './schemas.ts';

export const chartsPng = defineOperation({
  id: 'chartsPng',
  method: 'POST',
  path: '/v1/charts/{varga}.png',
  credits: 3,
  keys: SECRET,
  group: 'charts',
  example: { varga: 'D9', birth: EXAMPLE_BIRTH, style: 'south', size: 600 },
  summary: 'Chart image (PNG)',
  description: 'The chart image of POST /v1/charts/{varga}.svg rasterised to a PNG of `size` x `size` pixels.',
  input: ChartPngRequest,
  params: ChartParams,
  output: ChartImage,
  produces: 'image/png',
  prepare: prepareChartImage,
  async compute(task) {
    const { svg, warnings } = await chartSvg(task);
    return { image: { contentType: 'image/png' as const, body: await svgToPng(svg) }, warnings };
  },
});
