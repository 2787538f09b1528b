/**
 * The PNG step, the only place that uses sharp: an SVG (whose width and
 * height attributes give the pixel size) rasterised by librsvg inside sharp.
 */
import sharp from 'sharp';

/** PNG of an SVG at the size its width and height attributes state. */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  // Fast zlib settings: a chart is a few flat colours, so level 6 gains little over this and costs several ms.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 4, adaptiveFiltering: false }).toBuffer();
}
