/**
 * Golden images: one PNG per style and theme at 300 px (test/golden/charts/),
 * compared pixel by pixel (pixelmatch, anti-aliasing ignored) with a small
 * tolerance, so that a change of librsvg's anti-aliasing passes and a moved
 * line or label does not. The goldens were looked at by eye when made;
 * UPDATE_GOLDENS=1 writes them again (look at them before committing).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { untypedEngine } from '../../fixtures.ts';

const DIR = resolve(import.meta.dirname, '../../golden/charts');
const SIZE_PX = 300;
/** At most this share of pixels may differ (after pixelmatch's per-pixel colour threshold). */
const MAX_DIFFERENT_SHARE = 0.005;
const BIRTH = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 }, timezone: 'Asia/Kolkata' };

async function rgba(png: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const engine = untypedEngine();

for (const style of ['north', 'south', 'east']) {
  for (const theme of ['light', 'dark']) {
    test(`golden ${style} ${theme}`, async () => {
      const answer = await engine.run('chartsPng', { varga: 'D9', birth: BIRTH, style, theme, size: SIZE_PX });
      const file = join(DIR, `${style}-${theme}.png`);
      if (process.env.UPDATE_GOLDENS === '1' || !existsSync(file)) {
        if (process.env.UPDATE_GOLDENS !== '1') assert.fail(`missing golden ${file}: run with UPDATE_GOLDENS=1`);
        mkdirSync(DIR, { recursive: true });
        writeFileSync(file, answer.image!.body);
      }
      const [got, want] = await Promise.all([
        rgba(answer.image!.body),
        sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true }),
      ]);
      assert.equal(got.width, want.info.width);
      assert.equal(got.height, want.info.height);
      const different = pixelmatch(got.data, want.data, undefined, got.width, got.height, { threshold: 0.1 });
      assert.ok(different <= MAX_DIFFERENT_SHARE * got.width * got.height, `${different} pixels differ`);
    });
  }
}
