/** The charts group: varga chart images as SVG and PNG (docs/charts.md). */
import { chartsPng } from './png.ts';
import { chartsSvg } from './svg.ts';

export const chartsOperations = [chartsSvg, chartsPng];
