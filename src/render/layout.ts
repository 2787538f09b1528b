/**
 * The geometry of the three chart styles, in fractions of the chart square
 * (x to the right, y down, the square from 0 to 1):
 *
 * - north: the square, its two diagonals and the diamond joining the middles
 *   of its sides make twelve houses. House 1 (the lagna) is the top diamond,
 *   houses follow counter-clockwise (house 2 the top-left triangle, house 4
 *   the left diamond, house 7 the bottom diamond, house 10 the right one); the
 *   signs move with the lagna and each house shows its sign's number.
 * - south: a 4 x 4 grid whose twelve outer cells hold the signs in fixed
 *   places, Pisces top left, Aries next to it, then clockwise (Gemini top
 *   right, Virgo bottom right, Sagittarius bottom left); the centre is empty.
 * - east (Bengal and Odisha): a 3 x 3 grid, Aries in the top middle cell, the
 *   signs counter-clockwise; each corner cell is cut by the diagonal from the
 *   chart's corner into two triangles, one for each neighbouring side (Taurus
 *   and Gemini top left, Leo and Virgo bottom left, Scorpio and Sagittarius
 *   bottom right, Aquarius and Pisces top right); the centre is empty.
 *
 * Each place offers a few candidate text boxes (rectangles inside it: wide
 * and flat for a few labels, taller for many) and the centre of its sign
 * number.
 */

export const CHART_STYLES = ['north', 'south', 'east'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

/** A rectangle, in fractions of the chart square. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One sign's place in a chart. */
export interface Place {
  signIndex: number;
  /** Candidate boxes for its labels. */
  boxes: readonly Box[];
  /** Centre of its sign number. */
  numberAt: Point;
  /** The corner a lagna stroke cuts off (south and the east's middle cells), as a line. */
  lagnaStroke?: readonly [Point, Point];
}

export interface StyleLayout {
  /** The chart's lines as SVG path data in fractions (scaled by the caller). */
  lines: readonly (readonly Point[])[];
  /** The twelve places, in any order. */
  places: readonly Place[];
}

/** Inner margin of a text box from the lines around it. */
const PAD = 0.012;

function inset(b: Box, pad = PAD): Box {
  return { x: b.x + pad, y: b.y + pad, w: b.w - 2 * pad, h: b.h - 2 * pad };
}

// ---------------------------------------------------------------------------
// North
// ---------------------------------------------------------------------------

/** Boxes inside a diamond of half-diagonal 1/4 centred at (cx, cy): w + h <= 1/2. */
function diamondBoxes(cx: number, cy: number): Box[] {
  return [
    [0.33, 0.13],
    [0.27, 0.19],
    [0.22, 0.24],
    [0.17, 0.29],
  ].map(([w, h]) => inset({ x: cx - w! / 2, y: cy - h! / 2, w: w!, h: h! }, 0.006));
}

/** Boxes against the base of a triangle whose base (length 1/2) lies on a side of the square, apex 1/4 inside. */
function triangleBoxes(side: 'top' | 'bottom' | 'left' | 'right', centre: number): Box[] {
  return [0.07, 0.1, 0.13].map((t) => {
    const along = 0.5 * (1 - t / 0.25);
    const b =
      side === 'top'
        ? { x: centre - along / 2, y: 0, w: along, h: t }
        : side === 'bottom'
          ? { x: centre - along / 2, y: 1 - t, w: along, h: t }
          : side === 'left'
            ? { x: 0, y: centre - along / 2, w: t, h: along }
            : { x: 1 - t, y: centre - along / 2, w: t, h: along };
    return inset(b);
  });
}

/** How far a sign number sits from the inner vertex of its house. */
const NUMBER_OFFSET = 0.045;

/** The north chart's houses 1..12: boxes and the number's place near the inner vertex. */
const NORTH_HOUSES: readonly { boxes: Box[]; numberAt: Point }[] = [
  { boxes: diamondBoxes(0.5, 0.25), numberAt: { x: 0.5, y: 0.5 - NUMBER_OFFSET } },
  { boxes: triangleBoxes('top', 0.25), numberAt: { x: 0.25, y: 0.25 - NUMBER_OFFSET } },
  { boxes: triangleBoxes('left', 0.25), numberAt: { x: 0.25 - NUMBER_OFFSET, y: 0.25 } },
  { boxes: diamondBoxes(0.25, 0.5), numberAt: { x: 0.5 - NUMBER_OFFSET, y: 0.5 } },
  { boxes: triangleBoxes('left', 0.75), numberAt: { x: 0.25 - NUMBER_OFFSET, y: 0.75 } },
  { boxes: triangleBoxes('bottom', 0.25), numberAt: { x: 0.25, y: 0.75 + NUMBER_OFFSET } },
  { boxes: diamondBoxes(0.5, 0.75), numberAt: { x: 0.5, y: 0.5 + NUMBER_OFFSET } },
  { boxes: triangleBoxes('bottom', 0.75), numberAt: { x: 0.75, y: 0.75 + NUMBER_OFFSET } },
  { boxes: triangleBoxes('right', 0.75), numberAt: { x: 0.75 + NUMBER_OFFSET, y: 0.75 } },
  { boxes: diamondBoxes(0.75, 0.5), numberAt: { x: 0.5 + NUMBER_OFFSET, y: 0.5 } },
  { boxes: triangleBoxes('right', 0.25), numberAt: { x: 0.75 + NUMBER_OFFSET, y: 0.25 } },
  { boxes: triangleBoxes('top', 0.75), numberAt: { x: 0.75, y: 0.25 - NUMBER_OFFSET } },
];

const SQUARE: readonly Point[] = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
  { x: 0, y: 0 },
];

const NORTH_LINES: readonly (readonly Point[])[] = [
  SQUARE,
  [
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  ],
  [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
  ],
  [
    { x: 0.5, y: 0 },
    { x: 1, y: 0.5 },
    { x: 0.5, y: 1 },
    { x: 0, y: 0.5 },
    { x: 0.5, y: 0 },
  ],
];

/** North layout with `firstSignIndex` (the lagna's sign) in house 1. */
function north(firstSignIndex: number): StyleLayout {
  return {
    lines: NORTH_LINES,
    places: NORTH_HOUSES.map((h, i) => ({ signIndex: (firstSignIndex + i) % 12, boxes: h.boxes, numberAt: h.numberAt })),
  };
}

// ---------------------------------------------------------------------------
// Grid cells (south, and the east's middle cells)
// ---------------------------------------------------------------------------

/** Height of the strip at the top of a grid cell kept for its sign number. */
const NUMBER_STRIP = 0.05;

function gridPlace(signIndex: number, x: number, y: number, size: number): Place {
  return {
    signIndex,
    boxes: [inset({ x, y: y + NUMBER_STRIP, w: size, h: size - NUMBER_STRIP })],
    numberAt: { x: x + size - 0.03, y: y + 0.028 },
    lagnaStroke: [
      { x, y: y + 0.07 },
      { x: x + 0.07, y },
    ],
  };
}

function gridLines(n: number, skipCentre: boolean): Point[][] {
  const lines: Point[][] = [[...SQUARE]];
  for (let i = 1; i < n; i += 1) {
    const f = i / n;
    if (!skipCentre || n < 3) {
      lines.push(
        [
          { x: f, y: 0 },
          { x: f, y: 1 },
        ],
        [
          { x: 0, y: f },
          { x: 1, y: f },
        ],
      );
    } else {
      // Inner lines stop at the empty centre: they run along the outer ring only.
      const a = 1 / n;
      const b = 1 - 1 / n;
      const inner = i === 1 || i === n - 1;
      if (inner) {
        lines.push(
          [
            { x: f, y: 0 },
            { x: f, y: 1 },
          ],
          [
            { x: 0, y: f },
            { x: 1, y: f },
          ],
        );
      } else {
        lines.push(
          [
            { x: f, y: 0 },
            { x: f, y: a },
          ],
          [
            { x: f, y: b },
            { x: f, y: 1 },
          ],
          [
            { x: 0, y: f },
            { x: a, y: f },
          ],
          [
            { x: b, y: f },
            { x: 1, y: f },
          ],
        );
      }
    }
  }
  return lines;
}

/** South: (column, row) of each sign, Aries first. */
const SOUTH_CELLS: readonly (readonly [number, number])[] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

const SOUTH: StyleLayout = {
  lines: [...gridLines(4, true)],
  places: SOUTH_CELLS.map(([c, r], signIndex) => gridPlace(signIndex, c / 4, r / 4, 0.25)),
};

// ---------------------------------------------------------------------------
// East
// ---------------------------------------------------------------------------

const A = 1 / 3;

/** Taurus: the top-left corner's triangle next to the top side, (0,0) (A,0) (A,A). */
const TAURUS_BOXES: readonly Box[] = [
  [0.6, 0.36],
  [0.5, 0.48],
  [0.4, 0.58],
].map(([w, h]) => inset({ x: A - w! * A, y: 0, w: w! * A, h: h! * A }));
const TAURUS_NUMBER: Point = { x: 0.21 * A, y: 0.07 * A };

type Mirror = (p: Point) => Point;
const swap: Mirror = (p) => ({ x: p.y, y: p.x });
const flipX: Mirror = (p) => ({ x: 1 - p.x, y: p.y });
const flipY: Mirror = (p) => ({ x: p.x, y: 1 - p.y });

function mirrorBox(b: Box, m: Mirror): Box {
  const p = m({ x: b.x, y: b.y });
  const q = m({ x: b.x + b.w, y: b.y + b.h });
  return { x: Math.min(p.x, q.x), y: Math.min(p.y, q.y), w: Math.abs(q.x - p.x), h: Math.abs(q.y - p.y) };
}

function cornerPlace(signIndex: number, mirrors: readonly Mirror[]): Place {
  const apply = (p: Point): Point => mirrors.reduce((acc, m) => m(acc), p);
  return {
    signIndex,
    boxes: TAURUS_BOXES.map((b) => mirrors.reduce((acc, m) => mirrorBox(acc, m), b)),
    numberAt: apply(TAURUS_NUMBER),
  };
}

const EAST: StyleLayout = {
  lines: [
    ...gridLines(3, false),
    [
      { x: 0, y: 0 },
      { x: A, y: A },
    ],
    [
      { x: 1, y: 0 },
      { x: 1 - A, y: A },
    ],
    [
      { x: 0, y: 1 },
      { x: A, y: 1 - A },
    ],
    [
      { x: 1, y: 1 },
      { x: 1 - A, y: 1 - A },
    ],
  ],
  places: [
    gridPlace(0, A, 0, A), // Aries, top middle
    cornerPlace(1, []), // Taurus
    cornerPlace(2, [swap]), // Gemini
    gridPlace(3, 0, A, A), // Cancer, middle left
    cornerPlace(4, [swap, flipY]), // Leo
    cornerPlace(5, [flipY]), // Virgo
    gridPlace(6, A, 2 * A, A), // Libra, bottom middle
    cornerPlace(7, [flipY, flipX]), // Scorpio
    cornerPlace(8, [swap, flipY, flipX]), // Sagittarius
    gridPlace(9, 2 * A, A, A), // Capricorn, middle right
    cornerPlace(10, [swap, flipX]), // Aquarius
    cornerPlace(11, [flipX]), // Pisces
  ],
};

/** The layout of a style; `firstSignIndex` is the sign in house 1 (north only: the others fix the signs). */
export function layoutOf(style: ChartStyle, firstSignIndex: number): StyleLayout {
  return style === 'north' ? north(firstSignIndex) : style === 'south' ? SOUTH : EAST;
}
