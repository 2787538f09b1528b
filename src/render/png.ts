/**
 * The PNG step, the only place that uses sharp: an SVG (whose width and
 * height attributes give the pixel size) rasterised by librsvg inside sharp.
 */
import sharp from 'sharp';

/** PNG of an SVG at the size its width and height attributes state. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  // Fast zlib settings: a chart is a few flat colours, so level 6 gains little over this and costs several ms.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer();
  // Copied into memory V8 owns: sharp's buffer is external, and from Node 24 on an external ArrayBuffer cannot be
  // transferred to the HTTP thread (DataCloneError), while the copy can (src/workers/compute.worker.ts moves it).
  return new Uint8Array(png);
}
