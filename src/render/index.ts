/**
 * Chart images: the drawing (pure: chart data, options and a font in, SVG
 * text out) and its rasterising to PNG (sharp, in png.ts only).
 */
export { drawChartSvg, type ChartImageOptions } from './chart-svg.ts';
export { GlyphText, type FontOutlines, type ShapedGlyph, type TextRun } from './glyph-text.ts';
export { CHART_STYLES, layoutOf, type ChartStyle } from './layout.ts';
export { CHART_THEMES, PALETTES, type ChartTheme } from './themes.ts';
export { svgToPng } from './png.ts';
