/**
 * A varga chart as a self-contained SVG: lines, sign numbers, the lagna and
 * the nine grahas (abbreviation, degree in the varga sign, retrograde and
 * combust marks), an optional title line; every text drawn as glyph outlines
 * (glyph-text.ts). Pure: the chart, the options and a font in, a string out.
 *
 * Labels in a crowded place stack in one, two or three columns, at the
 * largest size at which they fit one of the place's boxes (layout.ts), never
 * over each other or over the lines.
 *
 * Every label is a `<g>` with a class (`lagna` or `graha`), an `id`
 * (`lagna`, `graha-sun` ...), `data-sign` (the sign id) and, when the lagna
 * is known, `data-house` (1..12 from the lagna), and a `<title>` in the
 * chosen language for screen readers; the root has `role="img"` and an
 * `aria-label`.
 */
import { GRAHAS, SIGNS, label, type Lang } from '../core/glossary.ts';
import { labelOf } from '../i18n/catalogue.ts';
import { houseFrom, isCombust, type Chart } from '../domain/chart/index.ts';
import { vargaDegree, vargaSign, type VargaId } from '../domain/vargas/index.ts';
import type { GlyphText, TextRun } from './glyph-text.ts';
import { layoutOf, type Box, type ChartStyle, type Place } from './layout.ts';
import { PALETTES, type ChartTheme, type Palette } from './themes.ts';

export interface ChartImageOptions {
  style: ChartStyle;
  theme: ChartTheme;
  lang: Lang;
  /** The title line, or null for none. */
  title: string | null;
  /** Width and height of the image, pixels (the drawing itself is 1000 x 1000 units). */
  sizePx: number;
}

/** The words of a chart in `lang` (the catalogues' graha_abbr and chart tables). */
function chartWords(lang: Lang) {
  return {
    lagnaAbbreviation: labelOf('chart.lagna_abbr', lang),
    lagna: labelOf('chart.lagna', lang),
    /** Marks after the abbreviation: retrograde (vakri) and combust (asta). */
    retrograde: labelOf('chart.retrograde_mark', lang),
    combust: labelOf('chart.combust_mark', lang),
    retrogradeWord: labelOf('chart.retrograde', lang),
    combustWord: labelOf('chart.combust', lang),
  };
}

/** Size of the drawing, units. */
const VIEW = 1000;
const MARGIN = 14;
const TITLE_BAND = 58;
const TITLE_SIZE = 34;
/** Largest label size, and the sign numbers' size, as fractions of the chart square's side. */
const MAX_LABEL = 0.04;
const NUMBER_SIZE = 0.028;
/** Line height and the gap between columns, in ems. */
const LINE_EM = 1.22;
const COLUMN_GAP_EM = 0.45;
/** Baseline below a line's top, in ems (the font's ascender with the Devanagari headline in mind). */
const BASELINE_EM = 0.93;

interface Label {
  kind: 'lagna' | 'graha';
  id: string;
  signIndex: number;
  run: TextRun;
  accent: boolean;
  description: string;
}

/** A number as short SVG text (one decimal). */
function num(x: number): string {
  return String(Math.round(x * 10) / 10);
}

function escapeXml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

function degreeText(degreeDeg: number | undefined): string {
  return degreeDeg === undefined ? '' : ` ${Math.floor(degreeDeg)}°`;
}

/** The labels of a chart in a varga: the lagna first (when known), then the nine grahas. */
function labelsOf(chart: Chart, varga: VargaId, lang: Lang, text: GlyphText): Label[] {
  const labels: Label[] = [];
  const marks = chartWords(lang);
  if (chart.lagna !== null) {
    const signIndex = vargaSign(varga, chart.lagna.longitudeDeg);
    const deg = degreeText(vargaDegree(varga, chart.lagna.longitudeDeg));
    labels.push({
      kind: 'lagna',
      id: 'lagna',
      signIndex,
      accent: true,
      run: text.run(`${marks.lagnaAbbreviation}${deg}`),
      description: `${marks.lagna}: ${label(SIGNS[signIndex]!, lang)}${deg}`,
    });
  }
  const sun = chart.grahas[0]!;
  chart.grahas.forEach((g, i) => {
    const signIndex = vargaSign(varga, g.longitudeDeg);
    const deg = degreeText(vargaDegree(varga, g.longitudeDeg));
    // The nodes always move backwards: no mark for them.
    const retrograde = g.retrograde && g.id !== 'rahu' && g.id !== 'ketu';
    const combust = isCombust(g, sun);
    const shortMarks = [retrograde ? marks.retrograde : null, combust ? marks.combust : null].filter((m) => m !== null);
    const words = [retrograde ? marks.retrogradeWord : null, combust ? marks.combustWord : null].filter((m) => m !== null);
    const abbreviation = labelOf(`graha_abbr.${GRAHAS[i]!.id}`, lang);
    labels.push({
      kind: 'graha',
      id: `graha-${g.id}`,
      signIndex,
      accent: false,
      run: text.run(`${abbreviation}${shortMarks.length === 0 ? '' : `(${shortMarks.join(',')})`}${deg}`),
      description: `${label(GRAHAS[i]!, lang)}: ${label(SIGNS[signIndex]!, lang)}${deg}${words.length === 0 ? '' : `, ${words.join(', ')}`}`,
    });
  });
  return labels;
}

interface Fit {
  box: Box;
  columns: number;
  /** Label size, fractions of the chart side. */
  size: number;
}

/** The box and column count that let the labels be largest. */
function fitLabels(widthsEm: readonly number[], boxes: readonly Box[]): Fit {
  const n = widthsEm.length;
  const widest = Math.max(...widthsEm);
  let best: Fit = { box: boxes[0]!, columns: 1, size: 0 };
  for (const box of boxes) {
    for (let columns = 1; columns <= Math.min(3, n); columns += 1) {
      const rows = Math.ceil(n / columns);
      const byHeight = box.h / (rows * LINE_EM);
      const byWidth = box.w / columns / (widest + (columns > 1 ? COLUMN_GAP_EM : 0));
      const size = Math.min(MAX_LABEL, byHeight, byWidth);
      if (size > best.size + 1e-9) best = { box, columns, size };
    }
  }
  return best;
}

/** One run drawn at (x, baseline y); `k` maps font units to drawing units (size / units per em). */
function runElement(run: TextRun, x: number, y: number, k: number, attributes: string, title: string): string {
  return (
    `<g${attributes} transform="translate(${num(x)} ${num(y)}) scale(${k.toPrecision(4)} ${(-k).toPrecision(4)})">` +
    `${title === '' ? '' : `<title>${escapeXml(title)}</title>`}${run.uses}</g>`
  );
}

export function drawChartSvg(chart: Chart, varga: VargaId, options: ChartImageOptions, text: GlyphText): string {
  const palette: Palette = PALETTES[options.theme];
  const em = text.unitsPerEm;
  const band = options.title === null ? 0 : TITLE_BAND;
  const side = VIEW - 2 * MARGIN - band;
  const ox = (VIEW - side) / 2;
  const oy = MARGIN + band;
  const X = (f: number): number => ox + f * side;
  const Y = (f: number): number => oy + f * side;

  const labels = labelsOf(chart, varga, options.lang, text);
  const lagna = labels[0]!.kind === 'lagna' ? labels[0]! : undefined;
  // Without a lagna (time unknown) the north chart puts the Moon's sign in the top house.
  const firstSign = lagna?.signIndex ?? labels.find((l) => l.id === 'graha-moon')!.signIndex;
  const layout = layoutOf(options.style, firstSign);
  const glyphs = new Set<number>();
  const use = (run: TextRun): TextRun => {
    for (const id of run.glyphIds) glyphs.add(id);
    return run;
  };

  let body = '';
  // Lines.
  let d = '';
  for (const line of layout.lines) {
    d += line.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(X(p.x))} ${num(Y(p.y))}`).join('');
  }
  body += `<path d="${d}" fill="none" stroke="${palette.lines}" stroke-width="3" stroke-linejoin="round"/>`;

  const numberUnits = NUMBER_SIZE * side;
  let numbers = '';
  let items = '';
  for (const place of layout.places) {
    const numberRun = use(text.run(String(place.signIndex + 1)));
    const nw = (numberRun.widthUnits / em) * numberUnits;
    numbers += runElement(numberRun, X(place.numberAt.x) - nw / 2, Y(place.numberAt.y) + numberUnits * 0.36, numberUnits / em, '', '');
    const here = labels.filter((l) => l.signIndex === place.signIndex);
    if (lagna !== undefined && lagna.signIndex === place.signIndex && place.lagnaStroke !== undefined) {
      const [a, b] = place.lagnaStroke;
      body += `<path class="lagna-stroke" d="M${num(X(a.x))} ${num(Y(a.y))}L${num(X(b.x))} ${num(Y(b.y))}" stroke="${palette.accent}" stroke-width="3"/>`;
    }
    if (here.length > 0) items += placeLabels(here, place, side, X, Y, em, lagna, palette, use);
  }
  body += `<g fill="${palette.muted}">${numbers}</g>${items}`;

  let title = '';
  if (options.title !== null) {
    const run = use(text.run(options.title));
    const widthEm = run.widthUnits / em;
    const size = Math.min(TITLE_SIZE, (VIEW - 2 * MARGIN) / widthEm);
    title = runElement(run, (VIEW - widthEm * size) / 2, MARGIN + band * 0.62, size / em, ` class="title" fill="${palette.title}"`, '');
  }
  const name = escapeXml(options.title ?? varga);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.sizePx}" height="${options.sizePx}" viewBox="0 0 ${VIEW} ${VIEW}" ` +
    `role="img" aria-label="${name}"><title>${name}</title><defs>${text.defs(glyphs)}</defs>` +
    `<rect width="${VIEW}" height="${VIEW}" fill="${palette.background}"/>${body}${title}</svg>`
  );
}

/** The labels of one place, stacked in columns at the size that fits. */
function placeLabels(
  here: readonly Label[],
  place: Place,
  side: number,
  X: (f: number) => number,
  Y: (f: number) => number,
  em: number,
  lagna: Label | undefined,
  palette: Palette,
  use: (run: TextRun) => TextRun,
): string {
  const widthsEm = here.map((l) => l.run.widthUnits / em);
  const fit = fitLabels(widthsEm, place.boxes);
  const sizeUnits = fit.size * side;
  const rows = Math.ceil(here.length / fit.columns);
  const lineUnits = LINE_EM * sizeUnits;
  const boxX = X(fit.box.x);
  const boxW = fit.box.w * side;
  const top = Y(fit.box.y) + (fit.box.h * side - rows * lineUnits) / 2;
  // Columns as wide as their widest label, centred together in the box.
  const columnWidths: number[] = [];
  for (let c = 0; c < fit.columns; c += 1) {
    const widths = widthsEm.slice(c * rows, (c + 1) * rows).map((w) => w * sizeUnits);
    columnWidths.push(Math.max(...widths));
  }
  const gap = COLUMN_GAP_EM * sizeUnits;
  const total = columnWidths.reduce((a, b) => a + b, 0) + gap * (fit.columns - 1);
  let out = '';
  let columnX = boxX + (boxW - total) / 2;
  for (let c = 0; c < fit.columns; c += 1) {
    for (let r = 0; r < rows; r += 1) {
      const l = here[c * rows + r];
      if (l === undefined) break;
      const w = widthsEm[c * rows + r]! * sizeUnits;
      const x = columnX + (columnWidths[c]! - w) / 2;
      const y = top + r * lineUnits + BASELINE_EM * sizeUnits;
      const house = lagna === undefined ? '' : ` data-house="${houseFrom(lagna.signIndex, l.signIndex)}"`;
      const attributes = ` class="${l.kind}" id="${l.id}" data-sign="${SIGNS[l.signIndex]!.id}"${house} fill="${l.accent ? palette.accent : palette.text}"`;
      out += runElement(use(l.run), x, y, sizeUnits / em, attributes, l.description);
    }
    columnX += columnWidths[c]! + gap;
  }
  return out;
}
