/**
 * The font of chart images: Noto Sans Devanagari Regular (Latin and
 * Devanagari; SIL Open Font License 1.1), from the
 * `@expo-google-fonts/noto-sans-devanagari` package, shaped by HarfBuzz
 * (`harfbuzzjs`, WebAssembly). HarfBuzz is compiled when this module is
 * imported; the font file is read on the first chart a thread draws (once per
 * thread: the pool threads and, in the library, the calling one) and kept
 * with its shaped strings and glyph outlines for the life of the thread.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { GlyphText, type FontOutlines, type ShapedGlyph } from '../../render/index.ts';

const FONT_FILE = '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf';

/** A HarfBuzz font over the bytes of a font file. */
export function harfbuzzOutlines(fontBytes: Uint8Array): FontOutlines {
  const face = new hb.Face(new hb.Blob(fontBytes));
  const font = new hb.Font(face);
  const buffer = new hb.Buffer();
  return {
    unitsPerEm: face.upem,
    shape(text: string): ShapedGlyph[] {
      buffer.reset();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map((g) => ({
        glyphId: g.codepoint, xAdvance: g.xAdvance ?? 0, xOffset: g.xOffset ?? 0, yOffset: g.yOffset ?? 0,
      }));
    },
    glyphPath: (glyphId) => font.glyphToPath(glyphId),
  };
}

let text: GlyphText | undefined;

/** This thread's chart font (read and set up on first use). */
export function chartText(): GlyphText {
  text ??= new GlyphText(harfbuzzOutlines(readFileSync(createRequire(import.meta.url).resolve(FONT_FILE))));
  return text;
}
