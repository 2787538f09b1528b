/**
 * Bench-only baseline: what a user would write instead of our API — a small
 * Fastify 5 server computing a kundli with the `sweph` package, call by call.
 * Same computation as the core of POST /v1/kundli: sidereal (Lahiri)
 * longitudes of the nine grahas (true node, Ketu opposite), sign, nakshatra,
 * pada, speed and retrograde, the sidereal ascendant from houses_ex, the
 * whole-sign house of each graha and the D9 lagna. Moshier ephemeris, as ours.
 * Body: { birth: { date, time, place: { latitude, longitude }, timezone: "+05:30" } },
 * validated by Fastify's JSON schema.
 *
 * Run: node --import tsx bench/baselines/fastify-sweph-kundli.ts
 * Environment: PORT (default 0), CLUSTER (node:cluster workers; 0 or unset:
 * one process). Under an IPC parent (bench/kundli-http.ts) it sends
 * { port, pids } once listening.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import sweph from 'sweph';

const { constants: C } = sweph;
const PLANETS = [
  ['sun', C.SE_SUN], ['moon', C.SE_MOON], ['mars', C.SE_MARS], ['mercury', C.SE_MERCURY], ['jupiter', C.SE_JUPITER],
  ['venus', C.SE_VENUS], ['saturn', C.SE_SATURN], ['rahu', C.SE_TRUE_NODE],
] as const;
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const NAKSHATRAS = ['Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula', 'Purva Ashadha',
  'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati'];
const NAK = 360 / 27;
const FLAGS = C.SEFLG_MOSEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED;

let sidModeSet = false;

export interface BirthBody {
  birth: { date: string; time: string; place: { latitude: number; longitude: number }; timezone: string };
}

function point(lon: number) {
  const sign = Math.floor(lon / 30);
  const nak = Math.floor(lon / NAK);
  return { longitude: lon, sign: SIGNS[sign]!, degree: lon - sign * 30, nakshatra: NAKSHATRAS[nak]!,
    pada: Math.floor((lon - nak * NAK) / (NAK / 4)) + 1 };
}

/** The kundli, call by call through sweph. */
export function computeKundli(body: BirthBody) {
  if (!sidModeSet) {
    sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
    sidModeSet = true;
  }
  const { date, time, place, timezone } = body.birth;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const sign = timezone.startsWith('-') ? -1 : 1;
  const [th, tm] = timezone.slice(1).split(':').map(Number) as [number, number];
  const local = Date.UTC(y, m - 1, d, hh, mm) - sign * (th * 60 + tm) * 60_000;
  const u = new Date(local);
  const jd = sweph.utc_to_jd(u.getUTCFullYear(), u.getUTCMonth() + 1, u.getUTCDate(), u.getUTCHours(), u.getUTCMinutes(), 0, C.SE_GREG_CAL);
  if (jd.flag !== C.OK) throw new Error(jd.error);
  const jdUt = jd.data[1];
  const houses = sweph.houses_ex(jdUt, C.SEFLG_SIDEREAL | C.SEFLG_MOSEPH, place.latitude, place.longitude, 'W');
  const asc = houses.data.points[0];
  const lagna = point(asc);
  const planets = [];
  for (const [id, ipl] of PLANETS) {
    const r = sweph.calc_ut(jdUt, ipl, FLAGS);
    if (r.flag < 0) throw new Error(r.error);
    const [lon, , , speed] = r.data;
    planets.push({ id, ...point(lon), speed, retrograde: speed < 0, house: ((Math.floor(lon / 30) - Math.floor(asc / 30) + 12) % 12) + 1 });
    if (id === 'rahu') {
      const k = (lon + 180) % 360;
      planets.push({ id: 'ketu', ...point(k), speed, retrograde: speed < 0, house: ((Math.floor(k / 30) - Math.floor(asc / 30) + 12) % 12) + 1 });
    }
  }
  // D9: nine navamsas of 3°20' per sign, counted continuously from Aries.
  const d9 = SIGNS[Math.floor(asc / (30 / 9)) % 12]!;
  return { lagna, planets, divisional_lagnas: { D9: d9 }, ayanamsa: sweph.get_ayanamsa_ut(jdUt) };
}

const bodySchema = {
  type: 'object', required: ['birth'], additionalProperties: false,
  properties: {
    birth: {
      type: 'object', required: ['date', 'time', 'place', 'timezone'], additionalProperties: false,
      properties: {
        date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        time: { type: 'string', pattern: '^\\d{2}:\\d{2}$' },
        place: {
          type: 'object', required: ['latitude', 'longitude'], additionalProperties: false,
          properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
        },
        timezone: { type: 'string', pattern: '^[+-]\\d{2}:\\d{2}$' },
      },
    },
  },
} as const;

function baselineApp() {
  const app = Fastify({ logger: false });
  app.post<{ Body: BirthBody }>('/v1/kundli', { schema: { body: bodySchema } }, async (req) => ({ data: computeKundli(req.body) }));
  return app;
}

async function serveOne(): Promise<number> {
  const app = baselineApp();
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) || 0 });
  const a = app.server.address();
  return typeof a === 'object' && a !== null ? a.port : 0;
}

async function main(): Promise<void> {
  const workers = Number(process.env.CLUSTER) || 0;
  if (workers > 0 && cluster.isPrimary) {
    // Workers listening on port 0 share one port chosen by the primary
    // (round-robin from the primary on Linux).
    const failed = () => process.exit(1);
    cluster.on('exit', failed);
    const pids: number[] = [];
    const ports = await Promise.all(Array.from({ length: workers }, () => {
      const w = cluster.fork();
      pids.push(w.process.pid!);
      return new Promise<number>((resolve) => w.once('message', (msg: { port: number }) => resolve(msg.port)));
    }));
    const port = ports[0]!;
    if (ports.some((p) => p !== port)) throw new Error(`Expected the workers to share one port but got ${ports.join(', ')}`);
    if (process.send) process.send({ port, pids: [process.pid, ...pids] });
    else console.log(`listening on 127.0.0.1:${port} (${workers} workers)`);
    return;
  }
  const port = await serveOne();
  if (cluster.isWorker) process.send!({ port });
  else if (process.send) process.send({ port, pids: [process.pid] });
  else console.log(`listening on 127.0.0.1:${port}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
