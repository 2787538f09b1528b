/**
 * Run in a child process by test/native/gyp-build.test.ts, with VEDIC_ADDON
 * naming the build to load: prints, as JSON of base64 bytes, that build's
 * answers for a fixed set of moments and places (grahas direct and from the
 * graha series, ascendant, Placidus cusps, sunrise and sunset, lunar events).
 */
import { binding, NativeFlag, seriesPath } from '../../src/native/binding.ts';

binding.init(seriesPath);
const n = 240;
// 1800-2400 in uneven steps (a fixed sequence, no randomness), and places from the equator to 66 degrees.
const jd = Float64Array.from({ length: n }, (_, k) => 2_378_496.5 + k * 913.0137 + (k % 7) * 0.1377);
const lat = Float64Array.from({ length: n }, (_, k) => -60 + ((k * 37) % 126));
const lon = Float64Array.from({ length: n }, (_, k) => -180 + ((k * 53) % 360) + 0.25);
const bytes = (a: Float64Array | Int32Array): string => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const out: Record<string, string> = {};
for (const [name, flags] of [
  ['grahas', 0],
  ['grahasDirect', NativeFlag.direct],
  ['grahasTropicalMeanNode', NativeFlag.tropical | NativeFlag.meanNode],
] as const) {
  const values = new Float64Array(n * 36);
  const ayanamsa = new Float64Array(n);
  const status = new Int32Array(n);
  binding.grahas(jd, flags, values, ayanamsa, status);
  out[name] = bytes(values) + bytes(ayanamsa) + bytes(status);
}
{
  const values = new Float64Array(n * 2);
  const status = new Int32Array(n);
  binding.ascendant(jd, lat, lon, 0, values, status);
  out.ascendant = bytes(values) + bytes(status);
}
{
  const values = new Float64Array(n * 12);
  const status = new Int32Array(n);
  binding.houseCusps(jd, lat, lon, NativeFlag.direct, 'P'.charCodeAt(0), values, status);
  out.placidus = bytes(values) + bytes(status);
}
{
  const values = new Float64Array(n * 2);
  const status = new Int32Array(n);
  binding.riseSet(jd, lat, lon, 0, values, status);
  out.sunriseSunset = bytes(values) + bytes(status);
}
{
  // Every lunar event kind over 2026.
  const e = binding.lunarEvents(2_461_041.5, 2_461_406.5, 0xff);
  out.lunarEvents = bytes(e.jdUt) + bytes(e.kind) + bytes(e.index);
}
{
  // Solar and lunar eclipses of 2024-2026 at New Delhi, with their local circumstances.
  const e = binding.eclipses(2_460_310.5, 2_461_406.5, 28.6139, 77.209, 0, 3);
  out.eclipses = bytes(e.values);
}
process.stdout.write(JSON.stringify(out));
