/**
 * The fonts of chart images: for each language the Noto Sans Regular of its
 * script (each with Latin too; SIL Open Font License 1.1), from the
 * `@expo-google-fonts/noto-sans-*` packages, shaped by HarfBuzz (`harfbuzzjs`,
 * WebAssembly): Devanagari for English, Hindi and Marathi, and the Tamil,
 * Telugu, Kannada, Malayalam, Gujarati and Bengali fonts for those languages.
 * HarfBuzz is loaded on the first chart a thread draws (once per thread: the
 * pool threads and, in the library, the calling one), and each font on the
 * first chart in its script; both are kept with the shaped strings and glyph
 * outlines for the life of the thread. harfbuzzjs is imported dynamically: it compiles its
 * WebAssembly in a top-level await, which would make every module that
 * imports the operations list asynchronous (and fails under the TypeScript
 * loader in worker threads), and threads that draw no chart never pay for it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '../../core/glossary.ts';
import { GlyphText, type FontOutlines, type ShapedGlyph } from '../../render/index.ts';

type HarfBuzz = typeof import('harfbuzzjs');

/** The Noto Sans family of each language's script (its package `@expo-google-fonts/noto-sans-<script>`). */
const SCRIPT_OF: Readonly<Record<Lang, string>> = {
  en: 'devanagari',
  hi: 'devanagari',
  mr: 'devanagari',
  ta: 'tamil',
  te: 'telugu',
  kn: 'kannada',
  ml: 'malayalam',
  gu: 'gujarati',
  bn: 'bengali',
};

/** The Regular font file of a script's package. */
export function fontFileOf(lang: Lang): string {
  const script = SCRIPT_OF[lang];
  const family = `NotoSans${script[0]!.toUpperCase()}${script.slice(1)}`;
  return `@expo-google-fonts/noto-sans-${script}/400Regular/${family}_400Regular.ttf`;
}

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

/** This thread's fonts by file (one GlyphText per script, so each keeps its own glyph ids). */
const texts = new Map<string, Promise<GlyphText>>();

async function load(file: string): Promise<GlyphText> {
  const hb = await import('harfbuzzjs');
  return new GlyphText(harfbuzzOutlines(hb, readFileSync(createRequire(import.meta.url).resolve(file))));
}

/** This thread's chart font for `lang` (loaded on first use). */
export function chartText(lang: Lang = 'en'): Promise<GlyphText> {
  const file = fontFileOf(lang);
  let text = texts.get(file);
  if (text === undefined) {
    text = load(file);
    texts.set(file, text);
  }
  return text;
}
