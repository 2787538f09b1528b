/**
 * Issue 37's fit: which Sun, Moon, ayanamsa and minute rule reproduce Drik
 * Panchang's printed times (test/reference/drik-times.ts)?
 *
 * For every printed end time (tithi and karana: the Moon-Sun elongation;
 * nakshatra, pada and Moon sign: the sidereal Moon; yoga: the sidereal
 * Moon + Sun; the Sun's pada and the sankrantis: the sidereal Sun) it finds
 * the exact boundary crossing nearest the printed minute under each model,
 * computed with the `sweph` package directly (the Swiss Ephemeris 2.10.03,
 * Moshier, as the engine but through another binding and with other flags),
 * and reports, per model and quantity: how many printed minutes equal the
 * exact moment truncated and rounded, the largest miss in minutes, and the
 * mean residual (exact moment minus the middle of the printed minute) in
 * seconds and in arcseconds of the quantity. The engine's own moments
 * (findLunarEvents) are checked against the base model first.
 *
 * Run: node --import tsx scripts/drik-fit.ts   (about 10 s; prints Markdown
 * tables, the ones docs/engine.md "Drik Panchang's times" records).
 */
import { QUANTITY_OF, WIDTH_DEG, type Quantity } from './drik-printed-kinds.ts';
import sweph from 'sweph';
import { DRIK_DAY_PAGES, DRIK_PLACES, DRIK_SANKRANTIS_2026, drikPrintedUtcMs } from '../test/reference/drik-times.ts';
import { EKADASHI_REFERENCE, FESTIVAL_REFERENCE, REFERENCE_PLACES } from '../test/reference/drik-panchang.ts';
import { findLunarEvents, riseSet, type LunarEventKind } from '../src/native/ephemeris.ts';
import { localToUtc } from '../src/time/zones.ts';

const {
  calc_ut,
  get_ayanamsa_ex_ut,
  set_sid_mode,
  constants: C,
} = sweph as unknown as {
  calc_ut: (jd: number, ipl: number, flags: number) => { flag: number; error: string; data: number[] };
  get_ayanamsa_ex_ut: (jd: number, flags: number) => { flag: number; error: string; data: number };
  set_sid_mode: (mode: number, t0: number, a0: number) => void;
  constants: Record<string, number>;
};

const UNIX_EPOCH_JD = 2440587.5;
const MS_PER_DAY = 86_400_000;
const jdOf = (ms: number): number => ms / MS_PER_DAY + UNIX_EPOCH_JD;
const msOf = (jd: number): number => (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
const norm180 = (x: number): number => ((((x + 180) % 360) + 360) % 360) - 180;

interface RefTime {
  kind: string;
  /** UTC ms of the start of the printed minute. */
  printedMs: number;
  year: number;
}

/** Every printed end time once per quantity (a tithi end is also a karana end; a nakshatra end a pada end). */
function referenceTimes(): RefTime[] {
  const seen = new Set<string>();
  const out: RefTime[] = [];
  const add = (kind: string, printedMs: number, year: number): void => {
    const key = `${QUANTITY_OF[kind]}:${printedMs}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, printedMs, year });
  };
  for (const page of DRIK_DAY_PAGES) {
    const year = Number(page.date.slice(0, 4));
    const lists: [string, string[]][] = [
      ['tithi', page.tithiEnds],
      ['karana', page.karanaEnds],
      ['nakshatra', page.nakshatraEnds],
      ['moon_sign', page.moonSignEnds],
      ['pada', page.padaEnds],
      ['yoga', page.yogaEnds],
      ['surya_pada', page.suryaPadaEnds],
    ];
    for (const [kind, list] of lists) for (const t of list) add(kind, drikPrintedUtcMs(page, t), year);
  }
  for (const s of DRIK_SANKRANTIS_2026) add('sankranti', Date.parse(s.utc), 2026);
  return out;
}

/**
 * Drik's tithi boundaries and sankranti moments quoted elsewhere in
 * test/reference (drik-panchang.ts: Ekadashi and festival tithi spans,
 * Dwadashi end moments, Makar Sankranti), 2023-2027, local 'YYYY-MM-DD HH:MM'
 * or 'HH:MM' on the record's date.
 */
function quotedTimes(): RefTime[] {
  const out: RefTime[] = [];
  const seen = new Set<string>();
  for (const rec of [...EKADASHI_REFERENCE, ...FESTIVAL_REFERENCE]) {
    const zone = REFERENCE_PLACES[rec.place].timeZone;
    const utcOf = (t: string): number => {
      const [date, time] = t.includes(' ') ? (t.split(' ') as [string, string]) : [rec.date, t];
      const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
      const [h, mi] = time.split(':').map(Number) as [number, number];
      return localToUtc(zone, { year: y, month: mo, day: d, hour: h, minute: mi, second: 0 }).utcMs;
    };
    const add = (kind: string, t: string): void => {
      const ms = utcOf(t);
      const key = `${QUANTITY_OF[kind]}:${ms}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ kind, printedMs: ms, year: new Date(ms).getUTCFullYear() });
    };
    if (rec.tithi) {
      add('tithi', rec.tithi.start);
      add('tithi', rec.tithi.end);
    }
    for (const m of rec.moments ?? []) {
      if (m.id === 'dwadashi_end') add('tithi', m.at);
      if (m.id === 'sankranti') add('sankranti', m.at);
    }
  }
  return out;
}

/** Per year: the quoted tithi boundaries under the engine and the Sun-offset model, truncated. */
function quotedTable(quoted: RefTime[], models: Model[]): string {
  const lines = [
    '| model | year | tithi n | truncated equal | rounded equal | max miss (min) | mean residual (s) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const model of models) {
    const rows = evaluateBy(model, quoted, (r) => `${r.year}${r.kind === 'sankranti' ? ' sankranti' : ''}`);
    for (const r of rows)
      lines.push(`| ${r.model} | ${r.group} | ${r.n} | ${r.truncEqual} | ${r.roundEqual} | ${r.maxMissMin} | ${r.meanResS.toFixed(1)} |`);
  }
  return lines.join('\n');
}

interface Model {
  name: string;
  flags: number;
  sidMode: number;
  /** Ayanamsa flags (NONUT: the mean ayanamsa). */
  ayanFlags?: number;
  /** Added to the Sun's and Moon's tropical longitude (arcseconds). */
  sunOffsetArcsec?: number;
  moonOffsetArcsec?: number;
  /** Positions taken at t + this (seconds): a different Delta T. */
  timeShiftSeconds?: number;
  /** Replace the Sun by its geometric mean longitude (Meeus 25.2). */
  meanSun?: boolean;
  /** Apply the Sun's aberration and light time twice. */
  doubleSunAberration?: boolean;
}

const MOSEPH = C.SEFLG_MOSEPH!;

function tropical(model: Model, jd: number, body: number): number {
  const t = jd + (model.timeShiftSeconds ?? 0) / 86_400;
  if (body === 0 && model.meanSun) {
    const T = (t + (sweph as unknown as { deltat: (jd: number) => number }).deltat(t) - 2451545.0) / 36525;
    return 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  }
  const r = calc_ut(t, body, model.flags);
  if (r.error) throw new Error(r.error);
  let lon = r.data[0]!;
  if (body === 0 && model.doubleSunAberration) lon += lon - calc_ut(t, 0, model.flags | C.SEFLG_TRUEPOS!).data[0]!;
  return lon + ((body === 0 ? model.sunOffsetArcsec : model.moonOffsetArcsec) ?? 0) / 3600;
}

function ayanamsa(model: Model, jd: number): number {
  const t = jd + (model.timeShiftSeconds ?? 0) / 86_400;
  const r = get_ayanamsa_ex_ut(t, MOSEPH | (model.ayanFlags ?? 0));
  if (r.error) throw new Error(r.error);
  return r.data;
}

function quantity(model: Model, q: Quantity, jd: number): number {
  const sun = q === 'moon' ? 0 : tropical(model, jd, 0);
  const moon = q === 'sun' ? 0 : tropical(model, jd, 1);
  const ay = q === 'elongation' ? 0 : ayanamsa(model, jd);
  switch (q) {
    case 'elongation':
      return moon - sun;
    case 'moon':
      return moon - ay;
    case 'sun':
      return sun - ay;
    case 'yoga':
      return moon + sun - 2 * ay;
  }
}

/** The crossing of the boundary nearest the quantity at `jd0`, by the secant method (to 1e-7 day). */
function crossing(model: Model, q: Quantity, width: number, jd0: number): number {
  const v0 = quantity(model, q, jd0);
  const target = Math.round(v0 / width) * width;
  let a = jd0;
  let fa = norm180(v0 - target);
  let b = jd0 + 0.01;
  let fb = norm180(quantity(model, q, b) - target);
  for (let i = 0; i < 40 && Math.abs(b - a) > 1e-7; i += 1) {
    const c = b - (fb * (b - a)) / (fb - fa);
    a = b;
    fa = fb;
    b = c;
    fb = norm180(quantity(model, q, b) - target);
  }
  return b;
}

interface Row {
  model: string;
  group: string;
  n: number;
  truncEqual: number;
  roundEqual: number;
  maxMissMin: number;
  meanResS: number;
  meanResArcsec: number;
}

const GROUPS: [string, (r: RefTime) => boolean][] = [
  ['tithi+karana', (r) => QUANTITY_OF[r.kind] === 'elongation'],
  ['nakshatra+pada', (r) => QUANTITY_OF[r.kind] === 'moon'],
  ['yoga', (r) => r.kind === 'yoga'],
  ['sun (pada, sankranti)', (r) => QUANTITY_OF[r.kind] === 'sun'],
  ['nakshatra (ends only)', (r) => r.kind === 'nakshatra'],
  ['pada (not nakshatra ends)', (r) => r.kind === 'pada'],
  ['1995', (r) => r.year === 1995],
  ['2045', (r) => r.year === 2045],
  ['all', () => true],
];

/** Degrees per second of each quantity, for the arcsecond residuals. */
function ratePerSecond(model: Model, q: Quantity, jd: number): number {
  return (norm180(quantity(model, q, jd + 0.001) - quantity(model, q, jd - 0.001)) / 0.002 / 86_400) * 3600;
}

function residuals(model: Model, refs: RefTime[]): { r: RefTime; dtS: number; rate: number }[] {
  set_sid_mode(model.sidMode, 0, 0);
  return refs.map((r) => {
    const q = QUANTITY_OF[r.kind]!;
    const jd = crossing(model, q, WIDTH_DEG[r.kind]!, jdOf(r.printedMs + 30_000));
    const dtS = (msOf(jd) - r.printedMs) / 1000; // exact moment minus the printed minute's start
    return { r, dtS, rate: ratePerSecond(model, q, jd) };
  });
}

function rowOf(model: Model, group: string, sel: { r: RefTime; dtS: number; rate: number }[]): Row {
  {
    // One block, as the map callback it was.
    const truncEqual = sel.filter((x) => x.dtS >= 0 && x.dtS < 60).length;
    const roundEqual = sel.filter((x) => x.dtS >= -30 && x.dtS < 30).length;
    const maxMissMin = Math.max(0, ...sel.map((x) => Math.abs(Math.floor(x.dtS / 60))));
    const meanResS = sel.reduce((s, x) => s + (x.dtS - 30), 0) / Math.max(1, sel.length);
    const meanResArcsec = sel.reduce((s, x) => s + (x.dtS - 30) * x.rate, 0) / Math.max(1, sel.length);
    return { model: model.name, group, n: sel.length, truncEqual, roundEqual, maxMissMin, meanResS, meanResArcsec };
  }
}

function evaluate(model: Model, refs: RefTime[]): Row[] {
  const res = residuals(model, refs);
  return GROUPS.map(([group, pick]) =>
    rowOf(
      model,
      group,
      res.filter((x) => pick(x.r)),
    ),
  );
}

function evaluateBy(model: Model, refs: RefTime[], key: (r: RefTime) => string): Row[] {
  const res = residuals(model, refs);
  const keys = [...new Set(res.map((x) => key(x.r)))].sort();
  return keys.map((k) =>
    rowOf(
      model,
      k,
      res.filter((x) => key(x.r) === k),
    ),
  );
}

const BASE: Model = { name: 'engine: apparent, Lahiri (true)', flags: MOSEPH, sidMode: C.SE_SIDM_LAHIRI! };

function hypotheses(): Model[] {
  const m = (name: string, over: Partial<Model>): Model => ({ ...BASE, name, ...over });
  return [
    BASE,
    m('no aberration (SEFLG_NOABERR)', { flags: MOSEPH | C.SEFLG_NOABERR! }),
    m('geometric (SEFLG_TRUEPOS)', { flags: MOSEPH | C.SEFLG_TRUEPOS! }),
    m('no nutation anywhere (SEFLG_NONUT)', { flags: MOSEPH | C.SEFLG_NONUT!, ayanFlags: C.SEFLG_NONUT! }),
    m('nutation in positions, mean ayanamsa', { ayanFlags: C.SEFLG_NONUT! }),
    m('Sun aberration twice', { doubleSunAberration: true }),
    m('mean Sun (Meeus 25.2)', { meanSun: true }),
    m('LAHIRI_1940', { sidMode: C.SE_SIDM_LAHIRI_1940! }),
    m('LAHIRI_VP285', { sidMode: C.SE_SIDM_LAHIRI_VP285! }),
    m('LAHIRI_ICRC', { sidMode: C.SE_SIDM_LAHIRI_ICRC! }),
    m('Delta T +30 s', { timeShiftSeconds: 30 }),
    m('Delta T -30 s', { timeShiftSeconds: -30 }),
  ];
}

function table(rows: Row[]): string {
  const lines = [
    '| model | times | n | truncated equal | rounded equal | max miss (min) | mean residual (s) | mean residual (") |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.model} | ${r.group} | ${r.n} | ${r.truncEqual} (${((100 * r.truncEqual) / r.n).toFixed(1)}%) | ${r.roundEqual} (${((100 * r.roundEqual) / r.n).toFixed(1)}%) | ${r.maxMissMin} | ${r.meanResS.toFixed(1)} | ${r.meanResArcsec.toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

/** Grid search of constant Sun and Moon offsets (arcseconds) for the most truncated-equal minutes over all times. */
function fitOffsets(refs: RefTime[]): { sun: number; moon: number; rows: Row[] } {
  let best = { sun: 0, moon: 0, score: -1, tie: Infinity };
  for (let sun = -40; sun <= 20; sun += 2) {
    for (let moon = -10; moon <= 10; moon += 2) {
      const rows = evaluate({ ...BASE, name: '', sunOffsetArcsec: sun, moonOffsetArcsec: moon }, refs);
      const all = rows.find((r) => r.group === 'all')!;
      const tie = Math.abs(all.meanResS);
      if (all.truncEqual > best.score || (all.truncEqual === best.score && tie < best.tie))
        best = { sun, moon, score: all.truncEqual, tie };
    }
  }
  const name = `Sun ${best.sun}", Moon ${best.moon}" (fitted)`;
  return {
    sun: best.sun,
    moon: best.moon,
    rows: evaluate({ ...BASE, name, sunOffsetArcsec: best.sun, moonOffsetArcsec: best.moon }, refs),
  };
}

/** The best constant Sun offset for each year's pages alone (Moon as the engine's): a secular term shows here. */
function sunOffsetByYear(refs: RefTime[]): string {
  const lines = ['| year | times | best Sun offset (") | truncated equal |', '|---|---|---|---|'];
  for (const year of [1995, 2026, 2045]) {
    const sel = refs.filter((r) => r.year === year && QUANTITY_OF[r.kind] !== 'moon');
    let best = { sun: 0, eq: -1 };
    for (let sun = -40; sun <= 20; sun += 1) {
      const all = evaluate({ ...BASE, name: '', sunOffsetArcsec: sun }, sel).find((r) => r.group === 'all')!;
      if (all.truncEqual > best.eq) best = { sun, eq: all.truncEqual };
    }
    // The range of offsets that reach the best count.
    const reach: number[] = [];
    for (let sun = -40; sun <= 20; sun += 1) {
      const all = evaluate({ ...BASE, name: '', sunOffsetArcsec: sun }, sel).find((r) => r.group === 'all')!;
      if (all.truncEqual === best.eq) reach.push(sun);
    }
    lines.push(`| ${year} | ${sel.length} | ${reach[0]} to ${reach[reach.length - 1]} | ${best.eq} |`);
  }
  return lines.join('\n');
}

/**
 * Linear offsets fitted to intervals. For each printed end time, the offset
 * (arcseconds) that the quantity would need, relative to the engine's, for
 * its boundary to fall inside the printed minute (truncated) is an interval
 * [q(boundary) - q(end of minute), q(boundary) - q(start)]. A model of
 * constant offsets (tropical Sun s, tropical Moon m, ayanamsa a, plus a
 * share k - 1 of the nutation in longitude in the ayanamsa: k = 1 is the
 * engine's true ayanamsa, k = 0 a mean one) predicts each quantity's offset
 * linearly; the grid search counts the intervals each model hits.
 */
interface Interval {
  q: Quantity;
  lo: number;
  hi: number;
  dpsi: number;
  year: number;
}

function intervals(refs: RefTime[], shiftS: number): Interval[] {
  set_sid_mode(C.SE_SIDM_LAHIRI!, 0, 0);
  return refs.map((r) => {
    const q = QUANTITY_OF[r.kind]!;
    const width = WIDTH_DEG[r.kind]!;
    const a = jdOf(r.printedMs + shiftS * 1000);
    const b = jdOf(r.printedMs + shiftS * 1000 + 60_000);
    const va = quantity(BASE, q, a);
    const vb = va + norm180(quantity(BASE, q, b) - va);
    const target = Math.round((va + vb) / 2 / width) * width;
    const mid = (a + b) / 2;
    const dpsi = (get_ayanamsa_ex_ut(mid, MOSEPH).data - get_ayanamsa_ex_ut(mid, MOSEPH | C.SEFLG_NONUT!).data) * 3600;
    return { q, lo: norm180(target - vb) * 3600, hi: norm180(target - va) * 3600, dpsi, year: r.year };
  });
}

/** Offsets depend on the Sun and Moon against the ayanamsa only: u = m - a (sidereal Moon), v = s - a (sidereal Sun). */
function predicted(iv: Interval, u: number, v: number, k: number): number {
  const nut = (1 - k) * iv.dpsi;
  switch (iv.q) {
    case 'elongation':
      return u - v;
    case 'moon':
      return u + nut;
    case 'sun':
      return v + nut;
    case 'yoga':
      return u + v + 2 * nut;
  }
}

interface OffsetFit {
  u: number;
  v: number;
  k: number;
  n: number;
}

function bestOffsets(ivs: Interval[]): OffsetFit {
  let best: OffsetFit = { u: 0, v: 0, k: 1, n: -1 };
  for (let k = -1; k <= 2; k += 0.125)
    for (let u = -15; u <= 15; u += 0.25)
      for (let v = -40; v <= 10; v += 0.25) {
        let n = 0;
        for (const iv of ivs) {
          const p = predicted(iv, u, v, k);
          if (p >= iv.lo && p < iv.hi) n += 1;
        }
        // Prefer k = 1 (the engine's ayanamsa) and small offsets among equals.
        if (
          n > best.n ||
          (n === best.n &&
            Math.abs(k - 1) + 0.01 * (Math.abs(u) + Math.abs(v)) < Math.abs(best.k - 1) + 0.01 * (Math.abs(best.u) + Math.abs(best.v)))
        )
          best = { u, v, k, n };
      }
  return best;
}

function intervalFit(refs: RefTime[]): string {
  const shifts: string[] = [];
  const lines = [
    '| minute rule | fitted on | Moon - ayanamsa u (") | Sun - ayanamsa v (") | nutation share k of the ayanamsa | equal (fitted set) | 2026 | 1995 | 2045 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [rule, shift] of [
    ['truncated', 0],
    ['rounded', -30],
  ] as const) {
    const ivs = intervals(refs, shift);
    for (const [label, pick] of [
      ['all', () => true],
      ['2026', (iv: Interval) => iv.year === 2026],
    ] as const) {
      const fitSet = ivs.filter(pick);
      const best = bestOffsets(fitSet);
      const hit = (year: number): string => {
        const sel = ivs.filter((iv) => iv.year === year);
        const n = sel.filter((iv) => {
          const p = predicted(iv, best.u, best.v, best.k);
          return p >= iv.lo && p < iv.hi;
        }).length;
        return `${n}/${sel.length}`;
      };
      lines.push(
        `| ${rule} | ${label} | ${best.u} | ${best.v} | ${best.k} | ${best.n}/${fitSet.length} | ${hit(2026)} | ${hit(1995)} | ${hit(2045)} |`,
      );
      if (label === '2026')
        shifts.push(
          `${rule}, offsets fitted on 2026: ${[1995, 2026, 2045]
            .map((y) =>
              timeShiftFor(
                ivs.filter((iv) => iv.year === y),
                best,
                y,
              ),
            )
            .join('; ')}`,
        );
    }
  }
  return (
    lines.join('\n') +
    "\n\nA time shift per epoch on top (Drik's moment later by tau, as a different Delta T would make it):\n\n" +
    shifts.join('\n')
  );
}

/** The time shifts tau (s, Drik later than the model) that put the most of an epoch's times in their minute. */
function timeShiftFor(ivs: Interval[], fit: OffsetFit, year: number): string {
  const hits = (tau: number): number =>
    ivs.filter((iv) => {
      // A moment later by tau needs the quantity behind by its rate (interval width / 60 s) times tau.
      const p = predicted(iv, fit.u, fit.v, fit.k) - ((iv.hi - iv.lo) / 60) * tau;
      return p >= iv.lo && p < iv.hi;
    }).length;
  let best = -1;
  const taus: number[] = [];
  for (let tau = -120; tau <= 120; tau += 1) {
    const n = hits(tau);
    if (n > best) {
      best = n;
      taus.length = 0;
    }
    if (n === best) taus.push(tau);
  }
  return `${year}: tau ${taus[0]} to ${taus[taus.length - 1]} s, ${best}/${ivs.length}`;
}

/** The engine's own moments (findLunarEvents, series) against the base model through `sweph`. */
function engineCheck(refs: RefTime[]): string {
  const kindOf: Record<string, LunarEventKind> = {
    tithi: 'tithi',
    karana: 'karana',
    nakshatra: 'nakshatra',
    pada: 'pada',
    moon_sign: 'moon_sign',
    yoga: 'yoga',
    sankranti: 'sun_sign',
  };
  set_sid_mode(C.SE_SIDM_LAHIRI!, 0, 0);
  let worst = 0;
  let n = 0;
  for (const r of refs) {
    const kind = kindOf[r.kind];
    if (kind === undefined) continue;
    const mid = jdOf(r.printedMs + 30_000);
    const ev = findLunarEvents(mid - 0.2, mid + 0.2, [kind]);
    const direct = crossing(BASE, QUANTITY_OF[r.kind]!, WIDTH_DEG[r.kind]!, mid);
    let nearest = Infinity;
    for (const jd of ev.jdUt) nearest = Math.min(nearest, Math.abs(jd - direct) * 86_400);
    worst = Math.max(worst, nearest);
    n += 1;
  }
  return `engine (findLunarEvents) vs sweph directly, ${n} moments: largest difference ${worst.toFixed(3)} s`;
}

/** Sunrise, sunset, moonrise, moonset and dinamana against the engine's rise/set (upper limb, refraction). */
function riseSetCheck(): string {
  const out: string[] = [];
  let trunc = 0;
  let round = 0;
  let n = 0;
  const diS: number[] = [];
  for (const page of DRIK_DAY_PAGES) {
    const dayStart = Date.parse(`${page.date}T00:00:00Z`) - page.utcOffsetMinutes * 60_000;
    const place = DRIK_PLACES[page.place];
    const jd0 = Float64Array.of(jdOf(dayStart));
    const lat = Float64Array.of(place.latitude);
    const lon = Float64Array.of(place.longitude);
    const sun = riseSet(jd0, lat, lon, {});
    // Drik's moonrise and moonset belong to its day, sunrise to sunrise; they fit the Moon's centre without refraction.
    const moon = riseSet(Float64Array.of(jdOf(drikPrintedUtcMs(page, page.sunrise))), lat, lon, {
      body: 'moon',
      discCentre: true,
      refraction: false,
    });
    const pairs: [string | null, number][] = [
      [page.sunrise, sun.riseJdUt[0]!],
      [page.sunset, sun.setJdUt[0]!],
      [page.moonrise, moon.riseJdUt[0]!],
      [page.moonset, moon.setJdUt[0]!],
    ];
    for (const [printed, jd] of pairs) {
      if (printed === null || !Number.isFinite(jd)) continue;
      const dt = (msOf(jd) - drikPrintedUtcMs(page, printed)) / 1000;
      n += 1;
      if (dt >= 0 && dt < 60) trunc += 1;
      if (dt >= -30 && dt < 30) round += 1;
    }
    const [h, mi, s] = page.dinamana.split(':').map(Number) as [number, number, number];
    diS.push((sun.setJdUt[0]! - sun.riseJdUt[0]!) * 86_400 - (h * 3600 + mi * 60 + s));
  }
  out.push(
    `rise/set (engine: Sun upper limb with refraction, Moon centre without): ${n} printed times, truncated equal ${trunc}, rounded equal ${round}`,
  );
  out.push(`dinamana (ours minus Drik's, s): ${diS.map((x) => x.toFixed(1)).join(', ')}`);
  return out.join('\n');
}

/** Drik's printed "Lahiri Ayanamsha" against the Swiss Ephemeris's at the page's sunrise and local midnight. */
function ayanamshaCheck(): string {
  const lines = [
    '| page | Drik (deg) | true at sunrise (") | mean at sunrise (") | true at local 00:00 (") | mean at local 00:00 (") |',
    '|---|---|---|---|---|---|',
  ];
  set_sid_mode(C.SE_SIDM_LAHIRI!, 0, 0);
  for (const page of DRIK_DAY_PAGES) {
    const rise = jdOf(drikPrintedUtcMs(page, page.sunrise));
    const midnight = jdOf(Date.parse(`${page.date}T00:00:00Z`) - page.utcOffsetMinutes * 60_000);
    const d = (jd: number, f: number): string => ((get_ayanamsa_ex_ut(jd, MOSEPH | f).data - page.lahiriAyanamshaDeg) * 3600).toFixed(3);
    lines.push(
      `| ${page.place} ${page.date} | ${page.lahiriAyanamshaDeg} | ${d(rise, 0)} | ${d(rise, C.SEFLG_NONUT!)} | ${d(midnight, 0)} | ${d(midnight, C.SEFLG_NONUT!)} |`,
    );
  }
  return lines.join('\n');
}

function main(): void {
  const refs = referenceTimes();
  console.log(`${refs.length} distinct printed end times\n`);
  console.log(engineCheck(refs));
  console.log(riseSetCheck());
  console.log("\nSwiss Ephemeris minus Drik's printed Lahiri ayanamsha:\n");
  console.log(ayanamshaCheck());
  console.log('\nBest constant Sun offset per year (tithi, karana, yoga, Sun times):\n');
  console.log(sunOffsetByYear(refs));
  console.log('\nConstant offsets fitted to the printed minutes (grid search):\n');
  console.log(intervalFit(refs));
  const rows = hypotheses().flatMap((h) => evaluate(h, refs));
  const fit = fitOffsets(refs);
  console.log('\n' + table([...rows, ...fit.rows]));
  // A quoted tithi time more than 10 minutes from any boundary is a misprint or misreading, not a model question.
  const all = quotedTimes();
  const far = residuals(BASE, all).filter((x) => x.r.kind === 'tithi' && Math.abs(x.dtS) > 600);
  const quoted = all.filter((r) => !far.some((x) => x.r === r));
  console.log(
    `\n${quoted.length} tithi and sankranti times quoted in drik-panchang.ts (left out, over 10 min from any boundary: ${far.map((x) => new Date(x.r.printedMs).toISOString()).join(', ') || 'none'}):\n`,
  );
  console.log(
    quotedTable(quoted, [
      BASE,
      { ...BASE, name: `Sun ${fit.sun}", Moon ${fit.moon}" (fitted)`, sunOffsetArcsec: fit.sun, moonOffsetArcsec: fit.moon },
    ]),
  );
}

main();
