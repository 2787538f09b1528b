/**
 * Panchang benchmarks (fixed inputs, warm caches after one untimed run):
 *   1. a full year (365 days) of daily panchang for one place, in-process,
 *      as 365 single-day calls (what 365 API requests do) and as one batch call;
 *   2. 62-day tithi calendars for 100 places, in-process;
 *   3. the same through HTTP when the panchang routes and server exist
 *      (BENCH_HTTP=0 skips it).
 * Issue 33's rows time the day's added windows (Godhuli, Gowri Panchangam,
 * Chandrabalam, Chandrashtama, Tarabalam) over a 365-day range, before and
 * after in the same run, udaya_lagna=true against false, and the lagna
 * finder's closed form against its search over the same days.
 * Every case runs twice in one process: with rise and set from the
 * graha series (the default) and in `direct` mode (swe_rise_trans for every
 * rise and set, the engine before it; through HTTP a server whose pool is
 * created with riseSetMode 'direct'); BENCH_MODES=series or =direct runs
 * one. Prints ops/s and p50/p99 per operation. Run: npm run bench:panchang
 */
import { availableParallelism, cpus } from 'node:os';
import {
  addDays,
  findLimbSpans,
  gowrisOf,
  isoDate,
  lagnaSpans,
  LIMB_KINDS,
  panchangDays,
  panchangOf,
  spansWithin,
  tithiCalendar,
} from '../src/domain/panchang/index.ts';
import { searchedLagnaSpans } from '../src/domain/panchang/lagna-spans.ts';
import { panchangDayData } from '../src/operations/panchang/panchang.ts';
import { offsetMinutesAtZone } from '../src/time/local.ts';
import { calendarTithis } from '../src/operations/calendar/tithis.ts';
import { panchangChoghadiya } from '../src/operations/panchang/choghadiya.ts';
import { panchangHora } from '../src/operations/panchang/hora.ts';
import { panchang } from '../src/operations/panchang/panchang.ts';
import { initEphemeris, setRiseSetMode } from '../src/native/ephemeris.ts';
import { measureIndexed, nowMs, printIndexed, quantile, type IndexedStats } from './lib/stats.ts';
import { BENCH_PLACES } from './lib/places.ts';

// Five untimed calls warm the series cache and the JIT.
const measure = (name: string, count: number, run: (i: number) => unknown): IndexedStats =>
  measureIndexed(name, count, run, Math.min(count, 5));
const print = (s: IndexedStats): void => printIndexed(s);

const PLACES = BENCH_PLACES;

const delhi = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const ist = offsetMinutesAtZone('Asia/Kolkata');
const first = { year: 2026, month: 1, day: 1 };

async function main(): Promise<void> {
  const info = initEphemeris();
  console.log(
    `# Panchang bench — node ${process.version}, ${cpus()[0]?.model ?? 'cpu'} x${availableParallelism()}, ` +
      `Swiss Ephemeris ${info.sweVersion}, ${new Date().toISOString()}`,
  );

  if (process.env.BENCH_ONLY === 'issue33') {
    addedWindows();
    return;
  }
  if (process.env.BENCH_ONLY === 'lang') {
    languageRounds(Number(process.env.BENCH_ROUNDS ?? 15));
    return;
  }
  const modes = (process.env.BENCH_MODES ?? 'series,direct').split(',');
  for (const mode of modes) {
    setRiseSetMode(mode === 'direct' ? 'direct' : 'series');
    console.log(`## rise and set: ${mode === 'direct' ? 'direct (swe_rise_trans)' : 'from the graha series'}`);
    inProcess(`[${mode}]`);
  }
  setRiseSetMode('series');
  addedWindows();

  if (process.env.BENCH_HTTP !== '0') await httpBench();
}

/**
 * Issue 36's aim, interleaved: each round draws the same 365 days of New Delhi once per case, the
 * cases in a rotated order, so that a load that comes and goes falls on every case alike. Prints each
 * case's median round and the median of its per-round ratios to the plain English day (the day as
 * before the issue: no regional dates, English labels).
 */
function languageRounds(rounds: number): void {
  type Case = { name: string; lang: 'en' | 'hi' | 'ta' | 'bn'; regional: boolean };
  const cases: Case[] = [
    { name: 'plain, en (today)', lang: 'en', regional: false },
    { name: 'plain, ta', lang: 'ta', regional: false },
    { name: 'regional=true, en', lang: 'en', regional: true },
    { name: 'regional=true, hi', lang: 'hi', regional: true },
    { name: 'regional=true, ta', lang: 'ta', regional: true },
    { name: 'regional=true, bn', lang: 'bn', regional: true },
  ];
  const dayRun = (c: Case): number => {
    const t0 = nowMs();
    for (let i = 0; i < 365; i++)
      panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: c.lang, regional: c.regional });
    return nowMs() - t0;
  };
  for (const c of cases) dayRun(c); // warm: the series, the regional month starts, the JIT
  const totals = cases.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < cases.length; k++) {
      const j = (k + r) % cases.length;
      totals[j]!.push(dayRun(cases[j]!));
    }
  }
  const median = (xs: number[]): number => quantile(xs, 0.5);
  console.log(`## panchang day by language, ${rounds} interleaved rounds of 365 days (New Delhi, 2026)`);
  console.log('| case | median round | per day | median ratio to plain en | best round ratio |');
  console.log('|---|---|---|---|---|');
  const base = totals[0]!;
  cases.forEach((c, j) => {
    const ratios = totals[j]!.map((t, r) => t / base[r]!);
    const best = Math.min(...totals[j]!) / Math.min(...base);
    console.log(
      `| ${c.name} | ${median(totals[j]!).toFixed(1)} ms | ${(median(totals[j]!) / 365).toFixed(3)} ms | ` +
        `${median(ratios).toFixed(3)} | ${best.toFixed(3)} |`,
    );
  });
}

/** The in-process cases; `tag` names the rise/set mode in every row. */
function inProcess(tag: string): void {
  print(measure(`panchang domain, 1 day x 365 (New Delhi, 2026) ${tag}`, 365, (i) => panchangOf(addDays(first, i), delhi, ist)));
  print(measure(`panchang domain, 365 days in one batch call ${tag}`, 20, () => panchangDays(first, 365, delhi, ist)));
  // Direct mode takes ~1 s a place-year: its first 10 places give the rate.
  const placeYears = tag.includes('direct') ? 10 : 100;
  print(
    measure(`panchang domain, 365 days x ${placeYears} places, one batch each ${tag}`, placeYears, (i) => {
      const p = PLACES[i]!;
      return panchangDays(first, 365, p, offsetMinutesAtZone(p.timezone));
    }),
  );
  print(
    measure(`panchang task (rendered data), 1 day x 365 ${tag}`, 365, (i) =>
      panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  // Tamil against English on caches as warm (the row above warmed them): the labels from the Tamil
  // catalogue, the aim under 5% more than English (issue 36).
  for (const lang of ['ta', 'en'] as const) {
    print(
      measure(`panchang task (rendered data), 1 day x 365, lang ${lang}, warm ${tag}`, 365, (i) =>
        panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang }),
      ),
    );
  }
  // Issue 36: the same day with the regional solar dates (regional=true) and Hindi, then Tamil labels
  // (catalogued festival and span names too), against English without them measured after, on caches as warm.
  for (const lang of ['hi', 'ta'] as const) {
    print(
      measure(`panchang task (rendered data), regional=true, lang=${lang}, 1 day x 365 ${tag}`, 365, (i) =>
        panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang, regional: true }),
      ),
    );
  }
  print(
    measure(`panchang task (rendered data), 1 day x 365, lang en, warm again ${tag}`, 365, (i) =>
      panchang.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  print(
    measure(`tithi calendar domain, 62 days x 100 places ${tag}`, 100, (i) => {
      const p = PLACES[i]!;
      return tithiCalendar(first, 62, p, offsetMinutesAtZone(p.timezone));
    }),
  );
  print(
    measure(`tithi calendar task (rendered data), 62 days x 100 places ${tag}`, 100, (i) => {
      const p = PLACES[i]!;
      return calendarTithis.compute({ from: '2026-01-01', to: '2026-03-03', ...p, lang: 'en' });
    }),
  );
  print(
    measure(`choghadiya task, 1 day x 365 ${tag}`, 365, (i) =>
      panchangChoghadiya.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
  print(
    measure(`hora task, 1 day x 365 ${tag}`, 365, (i) =>
      panchangHora.compute({ date: isoDate(addDays(first, i)), ...delhi, timezone: 'Asia/Kolkata', lang: 'en' }),
    ),
  );
}

/** The fields issue 33 added to every panchang day (udaya_lagna and panchaka_rahita are asked for: timed apart). */
const ADDED_FIELDS = ['gowri_panchang', 'chandrabalam', 'chandrashtama', 'tarabalam'] as const;

/**
 * Issue 33: what the added windows cost a day of a 365-day range (New
 * Delhi), before and after in one run, each row one 365-day pass:
 * rendering and JSON with and without the added fields; the domain's added
 * parts alone (the Moon-sign search, the Gowris, the Moon's spans clipped to
 * each day); and the range with udaya_lagna=true against false.
 */
function addedWindows(): void {
  const task = { ...delhi, timezone: 'Asia/Kolkata', lang: 'en' as const, date: '' };
  const days = panchangDays(first, 365, delhi, ist);
  // The nakshatra spans were there before (the limb search); only their clipping to each day is new.
  const nak = findLimbSpans(days[0]!.sunriseJdUt, days[364]!.nextSunriseJdUt, ['nakshatra']).nakshatra;
  // Before: the same days with nothing for the added renderers to render (as the code before them), those fields dropped.
  const bare = days.map((d) => ({ ...d, gowris: [], moonSigns: [], moonNakshatras: [], windows: { ...d.windows, godhuliMuhurta: null } }));
  const render = (before: boolean) => {
    let bytes = 0;
    (before ? bare : days).forEach((day, i) => {
      const data = panchangDayData(day, { ...task, date: isoDate(addDays(first, i)) }, ist, null) as Record<string, unknown>;
      if (before) {
        for (const f of ADDED_FIELDS) delete data[f];
        delete (data.windows as Record<string, unknown>).godhuli_muhurta;
      }
      bytes += JSON.stringify(data).length;
    });
    return bytes;
  };
  const rows: IndexedStats[] = [];
  // Paired passes, before then after, so both see the same load; the per-day cost from the median and the best pair.
  for (let k = 0; k < 5; k += 1) render(k % 2 === 0);
  const before: number[] = [];
  const after: number[] = [];
  for (let k = 0; k < 40; k += 1) {
    let t0 = nowMs();
    render(true);
    before.push(nowMs() - t0);
    t0 = nowMs();
    render(false);
    after.push(nowMs() - t0);
  }
  const diffs = after.map((x, k) => x - before[k]!);
  const perDay = (ms: number) => `${(ms / 365).toFixed(3)} ms a day`;
  console.log(
    `# issue 33: 365 days rendered + JSON, 40 pairs: before p50 ${quantile(before, 0.5).toFixed(1)} ms (best ${Math.min(...before).toFixed(1)}), ` +
      `after p50 ${quantile(after, 0.5).toFixed(1)} ms (best ${Math.min(...after).toFixed(1)}); added: median pair ` +
      `${perDay(quantile(diffs, 0.5))}, best-of difference ${perDay(Math.min(...after) - Math.min(...before))}`,
  );
  const [a, b] = [days[0]!.sunriseJdUt, days[364]!.nextSunriseJdUt];
  rows.push(measure('issue 33: the limb search of 365 days, without the Moon signs', 20, () => findLimbSpans(a, b)));
  rows.push(
    measure('issue 33: the limb search of 365 days, with the Moon signs', 20, () => findLimbSpans(a, b, LIMB_KINDS, { moonSign: true })),
  );
  const signs = findLimbSpans(a, b, LIMB_KINDS, { moonSign: true }).moonSign!;
  rows.push(
    measure('issue 33: the Gowris and the Moon spans clipped to each day, 365 days', 20, () => {
      let n = 0;
      for (const day of days) {
        n += gowrisOf(day).length + spansWithin(signs, day.sunriseJdUt, day.nextSunriseJdUt).length;
        n += spansWithin(nak, day.sunriseJdUt, day.nextSunriseJdUt).length;
      }
      return n;
    }),
  );
  const [off, on]: [number[], number[]] = [[], []];
  for (let k = 0; k < 12; k += 1) {
    let t0 = nowMs();
    panchangDays(first, 365, delhi, ist);
    off.push(nowMs() - t0);
    t0 = nowMs();
    panchangDays(first, 365, delhi, ist, 'lat', { udayaLagna: true });
    on.push(nowMs() - t0);
  }
  const lagnaDiffs = on.map((x, k) => x - off[k]!);
  console.log(
    `# issue 33: panchang domain, 365 days, 12 pairs: udaya_lagna=false p50 ${quantile(off, 0.5).toFixed(1)} ms, true ` +
      `${quantile(on, 0.5).toFixed(1)} ms; added: median pair ${perDay(quantile(lagnaDiffs, 0.5))}, best-of difference ` +
      `${perDay(Math.min(...on) - Math.min(...off))}`,
  );
  // The lagna finder alone over the same days' sunrise-to-sunrise spans: the closed form against the search, paired.
  const nights = days.map((d) => ({ startJdUt: d.sunriseJdUt, endJdUt: d.nextSunriseJdUt }));
  const [closedMs, searchedMs]: [number[], number[]] = [[], []];
  for (let k = 0; k < 12; k += 1) {
    let t0 = nowMs();
    searchedLagnaSpans(delhi, nights);
    searchedMs.push(nowMs() - t0);
    t0 = nowMs();
    lagnaSpans(delhi, nights);
    closedMs.push(nowMs() - t0);
  }
  console.log(
    `# issue 33: lagna spans of 365 days, 12 pairs: the search p50 ${perDay(quantile(searchedMs, 0.5))} (best ${perDay(Math.min(...searchedMs))}), ` +
      `the closed form p50 ${perDay(quantile(closedMs, 0.5))} (best ${perDay(Math.min(...closedMs))}); ratio of medians ` +
      `${(quantile(searchedMs, 0.5) / quantile(closedMs, 0.5)).toFixed(1)}`,
  );
  for (const r of rows) print(r);
  console.log(`# issue 33: JSON bytes a day, before ${(render(true) / 365).toFixed(0)}, after ${(render(false) / 365).toFixed(0)}`);
}

/** Through HTTP: only when the server and the panchang routes exist in this tree. */
async function httpBench(): Promise<void> {
  let http: typeof import('./panchang-http.ts');
  try {
    http = await import('./panchang-http.ts');
  } catch (e) {
    console.log(`# HTTP part skipped: ${(e as Error).message.split('\n')[0]}`);
    return;
  }
  // A fresh server per mode: its pool's threads take the mode when they start.
  for (const mode of (process.env.BENCH_MODES ?? 'series,direct').split(',')) {
    await http.run(PLACES, mode === 'direct' ? 'direct' : 'series', (s) => print({ ...s, name: `${s.name} [${mode}]` }));
  }
}

await main();
