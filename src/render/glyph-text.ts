/**
 * Text drawn as glyph outlines, so that an image looks the same on every
 * machine whether or not any font is installed. A font (`FontOutlines`, made
 * from a font file by the caller: no I/O here) shapes a string into glyphs
 * (Devanagari conjuncts and vowel signs included) and gives each glyph's
 * outline as SVG path data. Each distinct string is shaped once and kept as a
 * ready SVG fragment of `<use>` references to the glyphs; each glyph's
 * outline is made once and written once per image, in its `<defs>`.
 */

/** One glyph of a shaped string, in font units. */
export interface ShapedGlyph {
  glyphId: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What the drawing needs of a font. */
export interface FontOutlines {
  /** Font units per em. */
  unitsPerEm: number;
  /** Shapes a string (script, language and direction guessed from the text). Glyph 0 is a missing glyph. */
  shape(text: string): ShapedGlyph[];
  /** The glyph's outline: SVG path data in font units, y pointing up. */
  glyphPath(glyphId: number): string;
}

/** A shaped string: `<use>` elements at font-unit offsets from its start, and its advance width. */
export interface TextRun {
  /** `<use href="#gN" x=".."/>` elements, in font units (y up: draw under a `scale(k -k)`). */
  uses: string;
  widthUnits: number;
  glyphIds: readonly number[];
}

/** Strings kept shaped at most; beyond it the cache starts again (titles vary per request, labels do not). */
const MAX_CACHED_RUNS = 20_000;

/** Removes accents the font may lack (Zürich -> Zurich) for strings with missing glyphs. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export class GlyphText {
  private readonly runs = new Map<string, TextRun>();
  private readonly paths = new Map<number, string>();

  constructor(readonly font: FontOutlines) {}

  get unitsPerEm(): number {
    return this.font.unitsPerEm;
  }

  /** The shaped string (cached). */
  run(text: string): TextRun {
    let r = this.runs.get(text);
    if (r === undefined) {
      let glyphs = this.font.shape(text);
      if (glyphs.some((g) => g.glyphId === 0)) {
        const plain = withoutAccents(text);
        if (plain !== text) glyphs = this.font.shape(plain);
      }
      let x = 0;
      let uses = '';
      const ids: number[] = [];
      for (const g of glyphs) {
        const gx = x + g.xOffset;
        // Spaces have no outline: no element.
        if (this.pathOf(g.glyphId) !== '') {
          uses += `<use href="#g${g.glyphId}"${gx === 0 ? '' : ` x="${gx}"`}${g.yOffset === 0 ? '' : ` y="${g.yOffset}"`}/>`;
          ids.push(g.glyphId);
        }
        x += g.xAdvance;
      }
      r = { uses, widthUnits: x, glyphIds: ids };
      if (this.runs.size >= MAX_CACHED_RUNS) this.runs.clear();
      this.runs.set(text, r);
    }
    return r;
  }

  /** A glyph's outline path data (cached); '' for a glyph without one. */
  pathOf(glyphId: number): string {
    let p = this.paths.get(glyphId);
    if (p === undefined) {
      p = this.font.glyphPath(glyphId);
      this.paths.set(glyphId, p);
    }
    return p;
  }

  /** `<path id="gN" d=".."/>` for each glyph of the set, for an image's `<defs>`. */
  defs(glyphIds: Iterable<number>): string {
    let out = '';
    for (const id of glyphIds) out += `<path id="g${id}" d="${this.pathOf(id)}"/>`;
    return out;
  }
}
