/**
 * The font of chart images: Noto Sans Devanagari Regular (Latin and
 * Devanagari; SIL Open Font License 1.1), from the
 * `@expo-google-fonts/noto-sans-devanagari` package, shaped by HarfBuzz
 * (`harfbuzzjs`, WebAssembly). Both are loaded on the first chart a thread
 * draws (once per thread: the pool threads and, in the library, the calling
 * one) and kept with the shaped strings and glyph outlines for the life of
 * the thread. harfbuzzjs is imported dynamically: it compiles its
 * WebAssembly in a top-level await, which would make every module that
 * imports the operations list asynchronous (and fails under the TypeScript
 * loader in worker threads), and threads that draw no chart never pay for it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GlyphText, type FontOutlines, type ShapedGlyph } from '../../render/index.ts';

type HarfBuzz = typeof import('harfbuzzjs');

const FONT_FILE = '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf';

/** A HarfBuzz font over the bytes of a font file. */
export function harfbuzzOutlines(hb: HarfBuzz, fontBytes: Uint8Array): FontOutlines {
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
        glyphId: g.codepoint,
        xAdvance: g.xAdvance ?? 0,
        xOffset: g.xOffset ?? 0,
        yOffset: g.yOffset ?? 0,
      }));
    },
    glyphPath: (glyphId) => font.glyphToPath(glyphId),
  };
}

let text: Promise<GlyphText> | undefined;

async function load(): Promise<GlyphText> {
  const hb = await import('harfbuzzjs');
  return new GlyphText(harfbuzzOutlines(hb, readFileSync(createRequire(import.meta.url).resolve(FONT_FILE))));
}

/** This thread's chart font (loaded on first use). */
export function chartText(): Promise<GlyphText> {
  text ??= load();
  return text;
}
