/**
 * Issue 37, across epochs: which Sun, Moon, ayanamsa, Delta T and minute
 * rule reproduce Drik Panchang's printed times? scripts/drik-fit.ts fits the
 * 1995/2026/2045 day pages alone; this script adds the 2020-2027 pages and
 * quotes (test/reference/drik-times-more.ts, the tithi and sankranti times
 * quoted in drik-panchang.ts), tests Delta T models and another ephemeris,
 * and solves for the Sun's and Moon's offsets as functions of time.
 *
 * Positions come from the `sweph` package directly (Swiss Ephemeris 2.10.03,
 * Moshier, as the engine), computed at TT = UT + Delta T with Delta T chosen
 * per model, and from `astronomy-engine` (VSOP87 and its own lunar theory)
 * for the other-ephemeris hypothesis. Nothing here is the engine's output.
 *
 * Run: node --import tsx scripts/fit-drik-times.ts   (about 30 s; prints the
 * Markdown tables docs/engine.md "Drik Panchang's printed times" records).
 */
import { QUANTITY_OF, WIDTH_DEG, type Quantity } from './drik-printed-kinds.ts';
import sweph from 'sweph';
import * as Astronomy from 'astronomy-engine';
import { DRIK_DAY_PAGES, DRIK_PLACES, DRIK_SANKRANTIS_2026, drikPrintedUtcMs, type DrikDayPage } from '../test/reference/drik-times.ts';
import { DRIK_DWADASHI_ENDS_2027, DRIK_MORE_DAY_PAGES, DRIK_MORE_PLACES, istUtcMs } from '../test/reference/drik-times-more.ts';
import { EKADASHI_REFERENCE, FESTIVAL_REFERENCE, REFERENCE_PLACES } from '../test/reference/drik-panchang.ts';
import { riseSet } from '../src/native/ephemeris.ts';
import { localToUtc } from '../src/time/zones.ts';

const S = sweph as unknown as {
  calc: (jdTt: number, ipl: number, flags: number) => { error: string; data: number[] };
  deltat: (jdUt: number) => number;
  get_ayanamsa_ex: (jdTt: number, flags: number) => { error: string; data: number };
  set_sid_mode: (mode: number, t0: number, a0: number) => void;
  constants: Record<string, number>;
};
const C = S.constants;
const MOSEPH = C.SEFLG_MOSEPH!;

const UNIX_EPOCH_JD = 2440587.5;
const jdOf = (ms: number): number => ms / 86_400_000 + UNIX_EPOCH_JD;
const msOf = (jd: number): number => (jd - UNIX_EPOCH_JD) * 86_400_000;
const norm180 = (x: number): number => ((((x + 180) % 360) + 360) % 360) - 180;
const yearOf = (jdUt: number): number => 2000 + (jdUt - 2451544.5) / 365.25;

// ---------------------------------------------------------------- references

interface RefTime {
  kind: string;
  /** UTC ms of the start of the printed minute. */
  printedMs: number;
  year: number;
  set: 'day pages 1995/2026/2045' | 'day pages 2020-2026 (more)' | 'Dwadashi ends 2027' | 'quoted 2023-2026';
}

function referenceTimes(): RefTime[] {
  const seen = new Set<string>();
  const out: RefTime[] = [];
  const add = (kind: string, printedMs: number, set: RefTime['set']): void => {
    const key = `${QUANTITY_OF[kind]}:${printedMs}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ kind, printedMs, year: new Date(printedMs).getUTCFullYear(), set });
  };
  type PageLike = Pick<
    (typeof DRIK_DAY_PAGES)[number],
    'date' | 'utcOffsetMinutes' | 'tithiEnds' | 'karanaEnds' | 'nakshatraEnds' | 'moonSignEnds' | 'padaEnds' | 'yogaEnds' | 'suryaPadaEnds'
  >;
  const addPage = (page: PageLike, set: RefTime['set']): void => {
    const lists: [string, string[]][] = [
      ['tithi', page.tithiEnds],
      ['karana', page.karanaEnds],
      ['nakshatra', page.nakshatraEnds],
      ['moon_sign', page.moonSignEnds],
      ['pada', page.padaEnds],
      ['yoga', page.yogaEnds],
      ['surya_pada', page.suryaPadaEnds],
    ];
    for (const [kind, list] of lists) for (const t of list) add(kind, drikPrintedUtcMs(page, t), set);
  };
  for (const page of DRIK_DAY_PAGES) addPage(page, 'day pages 1995/2026/2045');
  for (const s of DRIK_SANKRANTIS_2026) add('sankranti', Date.parse(s.utc), 'day pages 1995/2026/2045');
  for (const page of DRIK_MORE_DAY_PAGES) addPage(page, 'day pages 2020-2026 (more)');
  for (const d of DRIK_DWADASHI_ENDS_2027) add('tithi', istUtcMs(d.local), 'Dwadashi ends 2027');
  for (const rec of [...EKADASHI_REFERENCE, ...FESTIVAL_REFERENCE]) {
    const zone = REFERENCE_PLACES[rec.place].timeZone;
    const utcOf = (t: string): number => {
      const [date, time] = t.includes(' ') ? (t.split(' ') as [string, string]) : [rec.date, t];
      const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
      const [h, mi] = time.split(':').map(Number) as [number, number];
      return localToUtc(zone, { year: y, month: mo, day: d, hour: h, minute: mi, second: 0 }).utcMs;
    };
    if (rec.tithi) {
      add('tithi', utcOf(rec.tithi.start), 'quoted 2023-2026');
      add('tithi', utcOf(rec.tithi.end), 'quoted 2023-2026');
    }
    for (const m of rec.moments ?? []) {
      if (m.id === 'dwadashi_end') add('tithi', utcOf(m.at), 'quoted 2023-2026');
      if (m.id === 'sankranti') add('sankranti', utcOf(m.at), 'quoted 2023-2026');
    }
  }
  return out;
}

// ---------------------------------------------------------------- models

/** Delta T (s) at a UT Julian day. */
type DeltaT = (jdUt: number) => number;
const DT_SWEPH: DeltaT = (jd) => S.deltat(jd) * 86_400;
/** Espenak and Meeus (2006), the polynomials NASA's eclipse pages use, 1986-2050. */
const DT_ESPENAK_MEEUS: DeltaT = (jd) => {
  const y = yearOf(jd);
  const t = y - 2000;
  if (y < 2005) return 63.86 + 0.3345 * t - 0.060374 * t ** 2 + 0.0017275 * t ** 3 + 0.000651814 * t ** 4 + 0.00002373599 * t ** 5;
  if (y < 2050) return 62.92 + 0.32217 * t + 0.005589 * t ** 2;
  const u = (y - 1820) / 100;
  return -20 + 32 * u * u - 0.5628 * (2150 - y);
};
/** Meeus, Astronomical Algorithms (2nd ed., 1998) ch. 10, for 2000-2100: 102 + 102 T + 25.2 T^2 + 0.37 (y - 2100); the Swiss Ephemeris's table before 2000. */
const DT_MEEUS_1998: DeltaT = (jd) => {
  const y = yearOf(jd);
  if (y < 2000) return DT_SWEPH(jd);
  const T = (y - 2000) / 100;
  return 102 + 102 * T + 25.2 * T * T + 0.37 * (y - 2100);
};
/** Stephenson and Morrison (1984) as Meeus (1st ed., 1991) gives it: 102.3 + 123.5 T + 32.5 T^2; the table before 2000. */
const DT_STEPHENSON_1984: DeltaT = (jd) => {
  const y = yearOf(jd);
  if (y < 2000) return DT_SWEPH(jd);
  const T = (y - 2000) / 100;
  return 102.3 + 123.5 * T + 32.5 * T * T;
};
/** A Delta T table frozen at `year`: its last value for every later date. */
const dtFrozenAt =
  (year: number): DeltaT =>
  (jd) =>
    yearOf(jd) > year ? DT_SWEPH(2451544.5 + (year - 2000) * 365.25) : DT_SWEPH(jd);

interface Model {
  name: string;
  deltaT: DeltaT;
  /** Tropical apparent longitudes (deg) at TT. */
  sun: (jdTt: number) => number;
  moon: (jdTt: number) => number;
  ayanamsa: (jdTt: number) => number;
  sidMode: number;
}

const lon = (jdTt: number, ipl: number, flags: number): number => {
  const r = S.calc(jdTt, ipl, flags);
  if (r.error) throw new Error(r.error);
  return r.data[0]!;
};
const ayan = (flags: number) => (jdTt: number) => S.get_ayanamsa_ex(jdTt, MOSEPH | flags).data;
const nutationLon = (jdTt: number): number => ayan(0)(jdTt) - ayan(C.SEFLG_NONUT!)(jdTt);

/**
 * The "Lahiri Ayanamsha" Drik prints: the Swiss Ephemeris's mean Lahiri
 * (no nutation) plus 24.2" on every page 1995-2045 (scripts/drik-fit.ts).
 */
const DRIK_PRINTED_AYANAMSA = (jdTt: number): number => ayan(C.SEFLG_NONUT!)(jdTt) + 24.2 / 3600;

const BASE: Model = {
  name: 'engine: Moshier apparent, true Lahiri, Swiss Ephemeris Delta T',
  deltaT: DT_SWEPH,
  sun: (jd) => lon(jd, 0, MOSEPH),
  moon: (jd) => lon(jd, 1, MOSEPH),
  ayanamsa: ayan(0),
  sidMode: C.SE_SIDM_LAHIRI!,
};

/** Meeus, Astronomical Algorithms ch. 25, the low-accuracy apparent Sun (0.01 deg). */
function meeusLowSun(jdTt: number): number {
  const T = (jdTt - 2451545) / 36525;
  const L0 = 280.46646 + 36000.76983 * T + 0.0003032 * T * T;
  const M = ((357.52911 + 35999.05029 * T - 0.0001537 * T * T) * Math.PI) / 180;
  const Cc =
    (1.914602 - 0.004817 * T - 0.000014 * T * T) * Math.sin(M) + (0.019993 - 0.000101 * T) * Math.sin(2 * M) + 0.000289 * Math.sin(3 * M);
  const omega = ((125.04 - 1934.136 * T) * Math.PI) / 180;
  return L0 + Cc - 0.00569 - 0.00478 * Math.sin(omega);
}

// astronomy-engine, on the Swiss Ephemeris's Delta T so that only the ephemeris differs.
Astronomy.SetDeltaTFunction((ut: number) => DT_SWEPH(ut + 2451545.0)); // seconds, as astronomy-engine expects
const aeTime = (jdTt: number): Astronomy.AstroTime => {
  // AstroTime takes UT days since J2000; invert TT = UT + Delta T by one fixed-point step (Delta T changes slowly).
  const ut = jdTt - DT_SWEPH(jdTt) / 86_400;
  return Astronomy.MakeTime(ut - 2451545.0);
};
const aeSun = (jdTt: number): number => Astronomy.SunPosition(aeTime(jdTt)).elon;
const aeMoon = (jdTt: number): number => Astronomy.EclipticGeoMoon(aeTime(jdTt)).lon;

function hypotheses(): Model[] {
  const m = (name: string, over: Partial<Model>): Model => ({ ...BASE, name, ...over });
  const NONUT = C.SEFLG_NONUT!;
  return [
    BASE,
    m('Delta T: Espenak-Meeus 2006 polynomials', { deltaT: DT_ESPENAK_MEEUS }),
    m('Delta T: frozen at 2010', { deltaT: dtFrozenAt(2010) }),
    m('Delta T: frozen at 2016', { deltaT: dtFrozenAt(2016) }),
    m('Delta T: 0 (TT = UT)', { deltaT: () => 0 }),
    m('Delta T: constant 69.2 s', { deltaT: () => 69.2 }),
    m('ephemeris: astronomy-engine (VSOP87, its Moon)', { sun: aeSun, moon: aeMoon }),
    m('ephemeris: astronomy-engine Sun only', { sun: aeSun }),
    m('Sun: Meeus low-accuracy apparent', { sun: meeusLowSun }),
    m('Sun: no aberration', { sun: (jd) => lon(jd, 0, MOSEPH | C.SEFLG_NOABERR!) }),
    m('Sun: aberration twice', { sun: (jd) => 2 * lon(jd, 0, MOSEPH) - lon(jd, 0, MOSEPH | C.SEFLG_NOABERR!) }),
    m('Sun: no nutation (mean equinox)', { sun: (jd) => lon(jd, 0, MOSEPH | NONUT) }),
    m('Sun: nutation twice', { sun: (jd) => lon(jd, 0, MOSEPH) + nutationLon(jd) }),
    m('Moon: no nutation', { moon: (jd) => lon(jd, 1, MOSEPH | NONUT) }),
    m('ayanamsa: mean (no nutation)', { ayanamsa: ayan(NONUT) }),
    m('ayanamsa: Drik\'s printed (mean Lahiri + 24.2")', { ayanamsa: DRIK_PRINTED_AYANAMSA }),
    m("Drik's printed ayanamsa + Espenak-Meeus Delta T", { ayanamsa: DRIK_PRINTED_AYANAMSA, deltaT: DT_ESPENAK_MEEUS }),
    m("Drik's printed ayanamsa + Meeus 1998 Delta T", { ayanamsa: DRIK_PRINTED_AYANAMSA, deltaT: DT_MEEUS_1998 }),
    m("Drik's printed ayanamsa + Stephenson-Morrison 1984 Delta T", { ayanamsa: DRIK_PRINTED_AYANAMSA, deltaT: DT_STEPHENSON_1984 }),
    m("Drik's printed ayanamsa + Delta T + 35 s", { ayanamsa: DRIK_PRINTED_AYANAMSA, deltaT: (jd) => DT_SWEPH(jd) + 35 }),
    m("Drik's printed ayanamsa + Delta T + 65 s", { ayanamsa: DRIK_PRINTED_AYANAMSA, deltaT: (jd) => DT_SWEPH(jd) + 65 }),
    m("Drik's printed ayanamsa + Meeus 1998 Delta T, astronomy-engine positions", {
      ayanamsa: DRIK_PRINTED_AYANAMSA,
      deltaT: DT_MEEUS_1998,
      sun: aeSun,
      moon: aeMoon,
    }),
    m("Drik's printed ayanamsa + Meeus 1998 Delta T, Sun no nutation", {
      ayanamsa: DRIK_PRINTED_AYANAMSA,
      deltaT: DT_MEEUS_1998,
      sun: (jd) => lon(jd, 0, MOSEPH | NONUT),
    }),
    m('ayanamsa: LAHIRI_1940', { sidMode: C.SE_SIDM_LAHIRI_1940! }),
    m('ayanamsa: LAHIRI_VP285', { sidMode: C.SE_SIDM_LAHIRI_VP285! }),
    m('ayanamsa: LAHIRI_ICRC', { sidMode: C.SE_SIDM_LAHIRI_ICRC! }),
  ];
}

function quantity(model: Model, q: Quantity, jdUt: number, shift?: Shift): number {
  const jd = jdUt + model.deltaT(jdUt) / 86_400;
  const T = (jdUt - 2461041.5) / 36525; // centuries from 2026.0
  const sOff = shift ? shift.sun(jdUt, T) / 3600 : 0;
  const mOff = shift ? shift.moon(jdUt, T) / 3600 : 0;
  const sun = q === 'moon' ? 0 : model.sun(jd) + sOff;
  const moon = q === 'sun' ? 0 : model.moon(jd) + mOff;
  const ay = q === 'elongation' ? 0 : model.ayanamsa(jd);
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

/** The boundary crossing nearest the quantity at jd0 (secant, to 1e-7 day). */
function crossing(model: Model, q: Quantity, width: number, jd0: number, shift?: Shift): number {
  const v0 = quantity(model, q, jd0, shift);
  const target = Math.round(v0 / width) * width;
  let a = jd0;
  let fa = norm180(v0 - target);
  let b = jd0 + 0.01;
  let fb = norm180(quantity(model, q, b, shift) - target);
  for (let i = 0; i < 40 && Math.abs(b - a) > 1e-7; i += 1) {
    const c = b - (fb * (b - a)) / (fb - fa);
    a = b;
    fa = fb;
    b = c;
    fb = norm180(quantity(model, q, b, shift) - target);
  }
  return b;
}

interface Residual {
  r: RefTime;
  /** Exact moment minus the start of the printed minute (s). */
  dtS: number;
  /** The quantity's rate ("/s). */
  rate: number;
}

function residuals(model: Model, refs: RefTime[], shift?: Shift): Residual[] {
  S.set_sid_mode(model.sidMode, 0, 0);
  return refs.map((r) => {
    const q = QUANTITY_OF[r.kind]!;
    const jd = crossing(model, q, WIDTH_DEG[r.kind]!, jdOf(r.printedMs + 30_000), shift);
    const rate = (norm180(quantity(model, q, jd + 0.001, shift) - quantity(model, q, jd - 0.001, shift)) / 0.002 / 86_400) * 3600;
    return { r, dtS: (msOf(jd) - r.printedMs) / 1000, rate };
  });
}

// ---------------------------------------------------------------- tables

/** Equal minutes: truncated (the moment in [printed, printed + 60 s)); off by one; off by more. */
function score(res: Residual[], roundedRule = false): { eq: number; one: number; more: number; n: number } {
  let eq = 0;
  let one = 0;
  let more = 0;
  for (const x of res) {
    const miss = Math.abs(Math.floor((x.dtS + (roundedRule ? 30 : 0)) / 60));
    if (miss === 0) eq += 1;
    else if (miss === 1) one += 1;
    else more += 1;
  }
  return { eq, one, more, n: res.length };
}

const pct = (a: number, n: number): string => `${a} (${((100 * a) / Math.max(1, n)).toFixed(1)} %)`;
const meanArcsec = (res: Residual[]): number => res.reduce((s, x) => s + (x.dtS - 30) * x.rate, 0) / Math.max(1, res.length);

const GROUPS: [string, (r: RefTime) => boolean][] = [
  ['tithi+karana', (r) => QUANTITY_OF[r.kind] === 'elongation'],
  ['Moon only', (r) => QUANTITY_OF[r.kind] === 'moon'],
  ['yoga', (r) => r.kind === 'yoga'],
  ['Sun only', (r) => QUANTITY_OF[r.kind] === 'sun'],
];

function hypothesisTable(models: Model[], refs: RefTime[]): string {
  const lines = [
    '| model | all: equal (truncated) | off by 1 | off by more | equal rounded | tithi+karana | Moon only | yoga | Sun only | mean Sun-only residual (") | mean tithi residual (") |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const model of models) {
    const res = residuals(model, refs);
    const all = score(res);
    const g = GROUPS.map(([, pick]) => {
      const s = score(res.filter((x) => pick(x.r)));
      return `${s.eq}/${s.n}`;
    });
    const sunRes = meanArcsec(res.filter((x) => QUANTITY_OF[x.r.kind] === 'sun'));
    const tithiRes = meanArcsec(res.filter((x) => QUANTITY_OF[x.r.kind] === 'elongation'));
    lines.push(
      `| ${model.name} | ${pct(all.eq, all.n)} | ${all.one} | ${all.more} | ${score(res, true).eq} | ${g.join(' | ')} | ${sunRes.toFixed(1)} | ${tithiRes.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/** Per epoch and quantity: the mean offset (") the quantity needs for Drik's minute (truncated rule). */
function epochTable(refs: RefTime[], model: Model = BASE): string {
  const res = residuals(model, refs);
  const years = [...new Set(refs.map((r) => r.year))].sort();
  const lines = ['| year | tithi+karana: n, mean ", equal | Moon only | yoga | Sun only |', '|---|---|---|---|---|'];
  for (const y of years) {
    const cells = GROUPS.map(([, pick]) => {
      const sel = res.filter((x) => x.r.year === y && pick(x.r));
      if (sel.length === 0) return '-';
      return `${sel.length}, ${meanArcsec(sel).toFixed(1)}, ${score(sel).eq}`;
    });
    lines.push(`| ${y} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * Per year: the Delta T offsets delta (s; Drik's Delta T = the Swiss
 * Ephemeris's + delta) that put the most printed minutes equal, for a model,
 * under each minute rule. A residual shared by every quantity in proportion
 * to its rate is a time shift; this finds it.
 */
function deltaTByYear(model: Model, refs: RefTime[]): string {
  const lines = [
    '| year | n | truncated: delta (s), equal | rounded: delta (s), equal | implied Delta T, truncated / rounded (s) | Swiss Ephemeris | Espenak-Meeus 2006 | Meeus 1998 | Stephenson-Morrison 1984 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const years = [...new Set(refs.map((r) => r.year))].sort();
  for (const y of years) {
    const sel = refs.filter((r) => r.year === y);
    // A Delta T larger by delta moves every moment earlier by delta (to first order).
    const res = residuals(model, sel);
    const best = (rounded: boolean): number[] => {
      let most = -1;
      const at: number[] = [];
      for (let d = -120; d <= 120; d += 1) {
        const n = res.filter((x) => {
          const dt = x.dtS - d + (rounded ? 30 : 0);
          return dt >= 0 && dt < 60;
        }).length;
        if (n > most) {
          most = n;
          at.length = 0;
        }
        if (n === most) at.push(d);
      }
      return [at[0]!, at[at.length - 1]!, most];
    };
    const t = best(false);
    const r = best(true);
    // The year's mean moment, for the models' Delta T.
    const jd = jdOf(sel.reduce((a, x) => a + x.printedMs, 0) / sel.length);
    const se = DT_SWEPH(jd);
    const mid = (b: number[]): string => (se + (b[0]! + b[1]!) / 2).toFixed(0);
    lines.push(
      `| ${y} | ${sel.length} | ${t[0]} to ${t[1]}, ${t[2]} | ${r[0]} to ${r[1]}, ${r[2]} | ${mid(t)} / ${mid(r)} | ${se.toFixed(1)} | ${DT_ESPENAK_MEEUS(jd).toFixed(1)} | ${DT_MEEUS_1998(jd).toFixed(1)} | ${DT_STEPHENSON_1984(jd).toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- least squares

/** Offsets (") of Drik's tropical Sun and Moon against the model's, as functions of time. */
interface Shift {
  name: string;
  sun: (jdUt: number, T: number) => number;
  moon: (jdUt: number, T: number) => number;
}

/** Solve A x = b in the least-squares sense (normal equations, Gauss-Jordan). */
function solve(rows: number[][], b: number[], w: number[]): number[] {
  const n = rows[0]!.length;
  const N = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  rows.forEach((row, i) => {
    for (let j = 0; j < n; j += 1) {
      for (let k = 0; k < n; k += 1) N[j]![k]! += w[i]! * row[j]! * row[k]!;
      N[j]![n]! += w[i]! * row[j]! * b[i]!;
    }
  });
  for (let c = 0; c < n; c += 1) {
    let p = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(N[r]![c]!) > Math.abs(N[p]![c]!)) p = r;
    [N[c], N[p]] = [N[p]!, N[c]!];
    const piv = N[c]![c]!;
    if (Math.abs(piv) < 1e-12) continue;
    for (let k = c; k <= n; k += 1) N[c]![k]! /= piv;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = N[r]![c]!;
      for (let k = c; k <= n; k += 1) N[r]![k]! -= f * N[c]![k]!;
    }
  }
  return N.map((row) => row[n]!);
}

/** The Sun's mean anomaly and the Moon's node (radians) at a UT day. */
function angles(jdUt: number): { g: number; om: number } {
  const T = (jdUt - 2451545) / 36525;
  return { g: ((357.52911 + 35999.05029 * T) * Math.PI) / 180, om: ((125.04452 - 1934.136261 * T) * Math.PI) / 180 };
}

interface TermSet {
  name: string;
  /** Sun terms and Moon terms as basis functions of (jdUt, T). */
  sun: ((jd: number, T: number) => number)[];
  moon: ((jd: number, T: number) => number)[];
  labels: string[];
}

const one = (): number => 1;
const sec = (_: number, T: number): number => T * 100; // per year
const cosG = (jd: number): number => Math.cos(angles(jd).g);
const sinG = (jd: number): number => Math.sin(angles(jd).g);
const cosOm = (jd: number): number => Math.cos(angles(jd).om);
const sinOm = (jd: number): number => Math.sin(angles(jd).om);

const TERM_SETS: TermSet[] = [
  { name: 'constant Sun and Moon', sun: [one], moon: [one], labels: ['Sun const', 'Moon const'] },
  {
    name: '+ annual Sun',
    sun: [one, cosG, sinG],
    moon: [one],
    labels: ['Sun const', 'Sun cos g', 'Sun sin g', 'Moon const'],
  },
  {
    name: '+ secular (per year)',
    sun: [one, cosG, sinG, sec],
    moon: [one, sec],
    labels: ['Sun const', 'Sun cos g', 'Sun sin g', 'Sun /yr', 'Moon const', 'Moon /yr'],
  },
  {
    name: '+ 18.6-year (node) terms',
    sun: [one, cosG, sinG, sec, cosOm, sinOm],
    moon: [one, sec, cosOm, sinOm],
    labels: [
      'Sun const',
      'Sun cos g',
      'Sun sin g',
      'Sun /yr',
      'Sun cos node',
      'Sun sin node',
      'Moon const',
      'Moon /yr',
      'Moon cos node',
      'Moon sin node',
    ],
  },
];

/**
 * Weighted least squares on the offset each printed minute needs: the
 * quantity must move by rate x (exact - middle of the minute) for the
 * boundary to fall mid-minute (truncated rule); weight 1 / (rate x 60 s)^2,
 * the minute's own spread. Offsets are of the sidereal longitudes (the
 * ayanamsa's constant part cannot be told from the Sun's and Moon's).
 */
function fitShift(base: Model, refs: RefTime[], terms: TermSet, rounded: boolean): { shift: Shift; coef: number[] } {
  const res = residuals(base, refs);
  const rows: number[][] = [];
  const b: number[] = [];
  const w: number[] = [];
  for (const x of res) {
    const jd = jdOf(x.r.printedMs);
    const T = (jd - 2461041.5) / 36525;
    const su = terms.sun.map((f) => f(jd, T));
    const mo = terms.moon.map((f) => f(jd, T));
    const q = QUANTITY_OF[x.r.kind]!;
    const cs = q === 'moon' ? 0 : q === 'elongation' ? -1 : 1;
    const cm = q === 'sun' ? 0 : 1;
    rows.push([...su.map((v) => cs * v), ...mo.map((v) => cm * v)]);
    b.push(x.rate * (x.dtS - (rounded ? 0 : 30)));
    w.push(1 / (x.rate * 60) ** 2);
  }
  const coef = solve(rows, b, w);
  const ns = terms.sun.length;
  const shift: Shift = {
    name: `fitted: ${terms.name}`,
    sun: (jd, T) => terms.sun.reduce((s, f, i) => s + coef[i]! * f(jd, T), 0),
    moon: (jd, T) => terms.moon.reduce((s, f, i) => s + coef[ns + i]! * f(jd, T), 0),
  };
  return { shift, coef };
}

function fitTable(base: Model, refs: RefTime[], rounded: boolean): string {
  const lines = [
    '| terms | coefficients (") | equal (rule as titled) | off by 1 | off by more | 1995 | 2020-2022 | 2025-2027 | 2045 |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const terms of TERM_SETS) {
    const { shift, coef } = fitShift(base, refs, terms, rounded);
    const res = residuals(base, refs, shift);
    const s = score(res, rounded);
    const by = (lo: number, hi: number): string => {
      const sel = score(
        res.filter((x) => x.r.year >= lo && x.r.year <= hi),
        rounded,
      );
      return `${sel.eq}/${sel.n}`;
    };
    const c = terms.labels.map((l, i) => `${l} ${coef[i]!.toFixed(2)}`).join(', ');
    lines.push(
      `| ${terms.name} | ${c} | ${pct(s.eq, s.n)} | ${s.one} | ${s.more} | ${by(1995, 1995)} | ${by(2020, 2022)} | ${by(2023, 2027)} | ${by(2045, 2045)} |`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- minute rule

/** Rise and set (Sun upper limb with refraction; Moon centre without) on every page: truncated against rounded. */
function riseSetRule(): string {
  type P = Pick<DrikDayPage<string>, 'date' | 'utcOffsetMinutes' | 'sunrise' | 'sunset' | 'moonrise' | 'moonset'> & {
    lat: number;
    lon: number;
  };
  const pages: P[] = [
    ...DRIK_DAY_PAGES.map((p) => ({ ...p, lat: DRIK_PLACES[p.place].latitude, lon: DRIK_PLACES[p.place].longitude })),
    ...DRIK_MORE_DAY_PAGES.map((p) => ({ ...p, lat: DRIK_MORE_PLACES[p.place].latitude, lon: DRIK_MORE_PLACES[p.place].longitude })),
  ];
  const tally = { sun: { n: 0, t: 0, r: 0 }, moon: { n: 0, t: 0, r: 0 } };
  for (const page of pages) {
    const dayStart = Date.parse(`${page.date}T00:00:00Z`) - page.utcOffsetMinutes * 60_000;
    const lat = Float64Array.of(page.lat);
    const lon = Float64Array.of(page.lon);
    const sun = riseSet(Float64Array.of(jdOf(dayStart)), lat, lon, {});
    const moon = riseSet(Float64Array.of(jdOf(drikPrintedUtcMs(page, page.sunrise))), lat, lon, {
      body: 'moon',
      discCentre: true,
      refraction: false,
    });
    const pairs: ['sun' | 'moon', string | null, number][] = [
      ['sun', page.sunrise, sun.riseJdUt[0]!],
      ['sun', page.sunset, sun.setJdUt[0]!],
      ['moon', page.moonrise, moon.riseJdUt[0]!],
      ['moon', page.moonset, moon.setJdUt[0]!],
    ];
    for (const [body, printed, jd] of pairs) {
      if (printed === null || !Number.isFinite(jd)) continue;
      const dt = (msOf(jd) - drikPrintedUtcMs(page, printed)) / 1000;
      tally[body].n += 1;
      if (dt >= 0 && dt < 60) tally[body].t += 1;
      if (dt >= -30 && dt < 30) tally[body].r += 1;
    }
  }
  return (['sun', 'moon'] as const)
    .map((b) => `${b}rise/${b}set: ${tally[b].n} printed, truncated equal ${tally[b].t}, rounded equal ${tally[b].r}`)
    .join('\n');
}

/** Per year: equal minutes of a model under a minute rule, and the misses. */
function yearScores(model: Model, refs: RefTime[], rounded: boolean): string {
  const res = residuals(model, refs);
  const years = [...new Set(refs.map((r) => r.year))].sort();
  const cells = years.map((y) => {
    const s = score(
      res.filter((x) => x.r.year === y),
      rounded,
    );
    return `${y} ${s.eq}/${s.n}`;
  });
  const misses = res
    .filter((x) => Math.floor((x.dtS + (rounded ? 30 : 0)) / 60) !== 0)
    .map((x) => `${x.r.kind} ${new Date(x.r.printedMs).toISOString().slice(0, 16)} ${(x.dtS + (rounded ? 30 : 0)).toFixed(0)}s`);
  return `${model.name}, ${rounded ? 'rounded' : 'truncated'}: ${cells.join(', ')}\n  misses (exact - printed${rounded ? ' + 30 s' : ''}): ${misses.join('; ')}`;
}

/**
 * Grid: Drik's ayanamsa as the mean Lahiri + c ("), Delta T models, both
 * minute rules; the best few by equal minutes.
 */
function grid(refs: RefTime[]): string {
  const dts: [string, DeltaT][] = [
    ['Meeus 1998', DT_MEEUS_1998],
    ['Stephenson-Morrison 1984', DT_STEPHENSON_1984],
    ...[20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70].map((d): [string, DeltaT] => [`Swiss Ephemeris + ${d} s`, (jd) => DT_SWEPH(jd) + d]),
  ];
  const rows: { name: string; rule: string; eq: number; one: number; more: number; n: number }[] = [];
  for (let c = 22.5; c <= 25.51; c += 0.5)
    for (const [dn, dt] of dts) {
      const model: Model = { ...BASE, name: '', deltaT: dt, ayanamsa: (jd) => ayan(C.SEFLG_NONUT!)(jd) + c / 3600 };
      const res = residuals(model, refs);
      for (const rounded of [false, true]) {
        const s = score(res, rounded);
        rows.push({ name: `mean Lahiri + ${c.toFixed(1)}", ${dn}`, rule: rounded ? 'rounded' : 'truncated', ...s });
      }
    }
  rows.sort((a, b) => b.eq - a.eq);
  return ['| ayanamsa, Delta T | minute rule | equal | off by 1 | off by more |', '|---|---|---|---|---|']
    .concat(rows.slice(0, 12).map((r) => `| ${r.name} | ${r.rule} | ${pct(r.eq, r.n)} | ${r.one} | ${r.more} |`))
    .join('\n');
}

function main(): void {
  const refs = referenceTimes();
  const bySet = new Map<string, number>();
  for (const r of refs) bySet.set(r.set, (bySet.get(r.set) ?? 0) + 1);
  console.log(`${refs.length} distinct printed end times: ${[...bySet].map(([k, v]) => `${k} ${v}`).join('; ')}`);
  // A quoted time more than 10 minutes from any boundary is a misprint or misreading, not a model question.
  const far = residuals(BASE, refs).filter((x) => Math.abs(x.dtS) > 900);
  const kept = refs.filter((r) => !far.some((x) => x.r === r));
  console.log(
    `left out (over 15 min from the base model's boundary): ${far.map((x) => `${x.r.kind} ${new Date(x.r.printedMs).toISOString()} (${x.r.set})`).join(', ') || 'none'}\n`,
  );
  console.log("Minute rule, Moon-only end times (no Sun, no question of Drik's Sun):");
  const moonOnly = residuals(BASE, kept).filter((x) => QUANTITY_OF[x.r.kind] === 'moon');
  console.log(`truncated equal ${score(moonOnly).eq}/${moonOnly.length}, rounded equal ${score(moonOnly, true).eq}/${moonOnly.length}`);
  console.log(riseSetRule());
  console.log('\nPer year, base model: n, mean offset the quantity needs ("), truncated-equal count:\n');
  console.log(epochTable(kept));
  const printed = hypotheses().find((h) => h.ayanamsa === DRIK_PRINTED_AYANAMSA && h.deltaT === DT_SWEPH)!;
  console.log(`\nPer year, ${printed.name}:\n`);
  console.log(epochTable(kept, printed));
  console.log(`\nThe Delta T offset per year that puts the most minutes equal, ${printed.name}:\n`);
  console.log(deltaTByYear(printed, kept));
  console.log('\nHypotheses (all kept times; truncated rule unless said):\n');
  console.log(hypothesisTable(hypotheses(), kept));
  console.log('\nPer year, the two best Delta T models:\n');
  for (const m of hypotheses()) {
    if (/Meeus 1998/.test(m.name)) console.log(yearScores(m, kept, false));
    if (/Stephenson/.test(m.name)) console.log(yearScores(m, kept, true));
  }
  console.log('\nGrid over the ayanamsa constant, Delta T and the minute rule (best 12):\n');
  console.log(grid(kept));
  console.log('\nOffsets fitted by weighted least squares on top of the engine (truncated):\n');
  console.log(fitTable(BASE, kept, false));
  const best: Model = {
    ...BASE,
    name: 'mean Lahiri + 23.5", Stephenson-Morrison 1984 Delta T',
    ayanamsa: (jd) => ayan(C.SEFLG_NONUT!)(jd) + 23.5 / 3600,
    deltaT: DT_STEPHENSON_1984,
  };
  console.log(`\nOffsets fitted on top of ${best.name} (rounded):\n`);
  console.log(fitTable(best, kept, true));
}

main();
