/** The request of the chart image operations (docs/charts.md). */
import { Type, type Static } from '@sinclair/typebox';
import { CHART_IMAGE_DEFAULTS, CHART_PNG_SIZE_PX } from '../../core/defaults.ts';
import { VARGA_IDS } from '../../domain/vargas/index.ts';
import { CHART_STYLES, CHART_THEMES } from '../../render/index.ts';
import { Birth, literals, Options } from '../schemas.ts';

const common = {
  birth: Birth,
  options: Type.Optional(Options),
  style: Type.Optional(literals(CHART_STYLES, CHART_IMAGE_DEFAULTS.style)),
  theme: Type.Optional(literals(CHART_THEMES, CHART_IMAGE_DEFAULTS.theme)),
  title: Type.Optional(
    Type.Boolean({ default: CHART_IMAGE_DEFAULTS.title, description: 'Draw the title line: varga, birth date and time, place' }),
  ),
};

export const ChartSvgRequest = Type.Object(common, { additionalProperties: false, title: 'ChartSvgRequest' });
export type ChartSvgRequest = Static<typeof ChartSvgRequest>;

export const ChartPngRequest = Type.Object(
  {
    ...common,
    size: Type.Optional(
      Type.Integer({
        minimum: CHART_PNG_SIZE_PX.min,
        maximum: CHART_PNG_SIZE_PX.max,
        default: CHART_IMAGE_DEFAULTS.size,
        description: 'Width and height of the PNG, pixels',
      }),
    ),
  },
  { additionalProperties: false, title: 'ChartPngRequest' },
);
export type ChartPngRequest = Static<typeof ChartPngRequest>;

/** The path's varga; checked in `prepare`, so that an unknown one is a 400 listing those offered. */
export const ChartParams = Type.Object(
  {
    varga: Type.String({ description: `One of ${VARGA_IDS.join(', ')}`, examples: ['D9'] }),
  },
  { additionalProperties: false },
);

/** The answer is the image itself, not JSON data. */
export const ChartImage = Type.String({ description: 'The image itself (no JSON envelope)' });
