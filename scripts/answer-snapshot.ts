/**
 * Answer snapshot: the answers of every served operation to a fixed set of
 * requests, recorded before a refactor and compared after it.
 *
 *   node --import tsx scripts/answer-snapshot.ts record OUT.jsonl
 *   node --import tsx scripts/answer-snapshot.ts compare BEFORE.jsonl [--out AFTER.jsonl] [--allow-dst-warnings]
 *   options of both: --root DIR (the code under test; default this worktree), --data DIR (where api.lmdb with the
 *   GeoNames places index is read from; default this worktree's data/), --concurrency N (default 16)
 *
 * Only interfaces that outlive a refactor of the routes are used: startServer
 * as test/http/helpers.ts calls it, openStorage, KeyStore, and HTTP. The server
 * runs in-process on a copy of the places LMDB (so `place_id` and free-text
 * places resolve against the real index) in a fresh temporary DATA_DIR.
 *
 * Every case is deterministic (operations with a default `at` get one) except
 * the few marked shapeOnly (no `at`, usage): those compare only the status and
 * the top-level keys of `data`. Records are written in case order, one JSON
 * object a line: { case, method, path, request, status, contentType, body, shapeOnly? },
 * with meta.request_id and error.request_id removed from body.
 */
import { copyFileSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

type ServerModule = typeof import('../src/http/server.ts');
type StorageModule = typeof import('../src/storage/lmdb.ts');
type KeysModule = typeof import('../src/storage/keys.ts');

type Json = unknown;
type Query = Record<string, string | number>;
type Auth = 'test' | 'publishable' | 'none' | 'malformed' | 'unknown';

interface Case {
  /** Stable id: "<METHOD> <operation path> :: <variant>"; the part before " :: " groups cases by operation. */
  id: string;
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: Json;
  /** A body sent as is (malformed JSON). */
  raw?: string;
  auth?: Auth;
  origin?: string;
  shapeOnly?: boolean;
}

interface Record_ {
  case: string;
  method: string;
  path: string;
  request: Json;
  status: number;
  contentType: string | null;
  body: Json;
  shapeOnly?: true;
}

// ---------------------------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------------------------

const cases: Case[] = [];
const seen = new Set<string>();
function add(c: Omit<Case, 'id'> & { op?: string; variant: string }): void {
  const { op, variant, ...rest } = c;
  const id = `${c.method} ${op ?? c.path} :: ${variant}`;
  if (seen.has(id)) throw new Error(`Expected unique case ids but ${id} is repeated`);
  seen.add(id);
  cases.push({ id, ...rest });
}
const post = (path: string, variant: string, body: Json, extra: Partial<Case> = {}) =>
  add({ method: 'POST', path, variant, body, ...extra });
const get = (path: string, variant: string, query: Query = {}, extra: Partial<Case> & { op?: string } = {}) =>
  add({ method: 'GET', path, variant, query, ...extra });

type Place = { latitude: number; longitude: number } | { place_id: string } | { query: string };
interface Birth {
  date: string;
  time?: string;
  time_accuracy?: string;
  place: Place;
  timezone?: string;
}
type Options = Record<string, string>;

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const DELHI = at(28.6139, 77.209);
const KOLKATA = at(22.5726, 88.3639);
const LONDON = at(51.5074, -0.1278);
const NEW_YORK = at(40.7128, -74.006);

/** The births every birth operation is asked about, place as coordinates, zone auto. */
const BIRTHS: Record<string, Birth> = {
  delhi: { date: '1990-08-15', time: '14:30', place: DELHI },
  chennai: { date: '1996-12-07', time: '10:34', place: at(13.0827, 80.2707) },
  london: { date: '1985-02-20', time: '06:15', place: LONDON },
  newyork: { date: '1972-07-04', time: '21:45', place: NEW_YORK },
  sydney: { date: '2001-01-26', time: '03:10', place: at(-33.8688, 151.2093) },
  buenosaires: { date: '1965-11-30', time: '17:20:45', place: at(-34.6037, -58.3816) },
  johannesburg: { date: '2010-06-11', time: '16:00', place: at(-26.2041, 28.0473) },
  kolkata1890: { date: '1890-03-12', time: '05:40', place: KOLKATA },
  kolkata1943: { date: '1943-06-01', time: '10:00', place: KOLKATA },
  london1943: { date: '1943-07-10', time: '23:30', place: LONDON },
  tromso: { date: '1978-12-21', time: '12:00', place: at(69.6492, 18.9553) },
  tokyo: { date: '2024-02-29', time: '23:59:30', place: at(35.6762, 139.6503) },
};
/** Wall-clock times in a DST gap or overlap (warnings expected after the fix). */
const DST: Record<string, Birth & { zone: string; placeId: string }> = {
  'london-gap': { date: '2026-03-29', time: '01:30', place: LONDON, zone: 'Europe/London', placeId: 'gn:2643743' },
  'london-overlap': { date: '2026-10-25', time: '01:30', place: LONDON, zone: 'Europe/London', placeId: 'gn:2643743' },
  'newyork-gap': { date: '2026-03-08', time: '02:30', place: NEW_YORK, zone: 'America/New_York', placeId: 'gn:5128581' },
  'newyork-overlap': { date: '2026-11-01', time: '01:30', place: NEW_YORK, zone: 'America/New_York', placeId: 'gn:5128581' },
};
const AYANAMSAS = ['lahiri', 'raman', 'krishnamurti', 'yukteshwar', 'fagan_bradley'];
const OPTION_SETS: [string, Options][] = [
  ...AYANAMSAS.map((a): [string, Options] => [`ayanamsa=${a}`, { ayanamsa: a }]),
  ['node=mean', { node: 'mean' }],
  ['node=true', { node: 'true' }],
  ['lang=hi', { lang: 'hi' }],
  ['lang=en', { lang: 'en' }],
  ['view=compact', { view: 'compact' }],
  ['view=full', { view: 'full' }],
  ['house_system=whole_sign', { house_system: 'whole_sign' }],
  ['all=kp-mean-hi-compact', { ayanamsa: 'krishnamurti', node: 'mean', lang: 'hi', view: 'compact' }],
];

interface Variant {
  id: string;
  birth: Birth;
  options?: Options;
}

/** The birth variants every single-birth operation gets: places, accuracies, zones, DST, options. */
function birthVariants(): Variant[] {
  const v: Variant[] = Object.entries(BIRTHS).map(([id, birth]) => ({ id, birth }));
  const d = BIRTHS.delhi!;
  v.push(
    { id: 'place/ujjain-id', birth: { date: '1988-01-10', time: '08:05', place: { place_id: 'gn:1253914' } } },
    { id: 'place/ujjain-query', birth: { date: '1988-01-10', time: '08:05', place: { query: 'Ujjain' } } },
    { id: 'place/springfield-il-query', birth: { date: '1955-09-30', time: '17:45', place: { query: 'Springfield, Illinois' } } },
    { id: 'place/london-id', birth: { date: '1999-05-05', time: '05:05', place: { place_id: 'gn:2643743' } } },
    { id: 'accuracy/delhi-exact', birth: { ...d, time_accuracy: 'exact' } },
    { id: 'accuracy/delhi-approximate', birth: { ...d, time_accuracy: 'approximate' } },
    { id: 'accuracy/london-approximate', birth: { ...BIRTHS.london!, time_accuracy: 'approximate' } },
    { id: 'accuracy/delhi-unknown', birth: { date: d.date, time_accuracy: 'unknown', place: d.place } },
    { id: 'accuracy/sydney-unknown', birth: { date: '2001-01-26', time_accuracy: 'unknown', place: BIRTHS.sydney!.place } },
    { id: 'accuracy/newyork-unknown-with-time', birth: { ...BIRTHS.newyork!, time_accuracy: 'unknown' } },
    { id: 'tz/delhi-auto', birth: { ...d, timezone: 'auto' } },
    { id: 'tz/delhi-iana', birth: { ...d, timezone: 'Asia/Kolkata' } },
    { id: 'tz/london-iana', birth: { ...BIRTHS.london!, timezone: 'Europe/London' } },
    { id: 'tz/newyork-fixed', birth: { ...BIRTHS.newyork!, timezone: '-05:00' } },
    { id: 'tz/chennai-fixed', birth: { ...BIRTHS.chennai!, timezone: '+05:30' } },
    { id: 'tz/kolkata1890-iana', birth: { ...BIRTHS.kolkata1890!, timezone: 'Asia/Kolkata' } },
    { id: 'tz/tokyo-fixed', birth: { ...BIRTHS.tokyo!, timezone: '+09:00' } },
    { id: 'tz/delhi-foreign-iana', birth: { ...d, timezone: 'Europe/Paris' } },
  );
  for (const [name, { zone, placeId, ...b }] of Object.entries(DST)) {
    v.push(
      { id: `dst/${name}`, birth: b },
      { id: `dst/${name}/iana`, birth: { ...b, timezone: zone } },
      { id: `dst/${name}/place-id`, birth: { ...b, place: { place_id: placeId } } },
      { id: `dst/${name}/approximate`, birth: { ...b, time_accuracy: 'approximate' } },
      { id: `dst/${name}/unknown-with-time`, birth: { ...b, time_accuracy: 'unknown' } },
      { id: `dst/${name}/fixed-offset`, birth: { ...b, timezone: '+01:00' } },
    );
  }
  for (const name of ['delhi', 'newyork']) {
    for (const [o, options] of OPTION_SETS) v.push({ id: `options/${name}/${o}`, birth: BIRTHS[name]!, options });
  }
  for (const name of ['sydney', 'tromso', 'kolkata1890']) {
    for (const [o, options] of OPTION_SETS.filter(([o]) => /raman|fagan|mean|hi$|compact/.test(o))) {
      v.push({ id: `options/${name}/${o}`, birth: BIRTHS[name]!, options });
    }
  }
  return v;
}

/** Bad bodies every single-birth operation gets (`base` adds the operation's own required fields). */
function birthErrors(path: string, base: Record<string, Json>): void {
  const d = BIRTHS.delhi!;
  const bad: [string, Json][] = [
    ['missing-birth', { ...base }],
    ['unknown-top-field', { ...base, birth: d, extra: 1 }],
    ['unknown-birth-field', { ...base, birth: { ...d, city: 'Delhi' } }],
    ['latitude-91', { ...base, birth: { ...d, place: at(91, 77) } }],
    ['longitude--181', { ...base, birth: { ...d, place: at(28, -181) } }],
    ['year-1799', { ...base, birth: { ...d, date: '1799-12-31' } }],
    ['year-2400', { ...base, birth: { ...d, date: '2400-01-01' } }],
    ['date-feb-30', { ...base, birth: { ...d, date: '2026-02-30' } }],
    ['time-24:00', { ...base, birth: { ...d, time: '24:00' } }],
    ['time-missing-exact', { ...base, birth: { date: d.date, place: d.place } }],
    ['time_accuracy-bad', { ...base, birth: { ...d, time_accuracy: 'sometimes' } }],
    ['place-ambiguous-new-delhi', { ...base, birth: { ...d, place: { query: 'New Delhi' } } }],
    ['place-not-found', { ...base, birth: { ...d, place: { query: 'Qwxzyvtlk' } } }],
    ['place-id-unknown', { ...base, birth: { ...d, place: { place_id: 'gn:999999999' } } }],
    ['place-id-malformed', { ...base, birth: { ...d, place: { place_id: 'ujjain' } } }],
    ['place-two-forms', { ...base, birth: { ...d, place: { ...DELHI, query: 'Delhi' } } }],
    ['timezone-unknown', { ...base, birth: { ...d, timezone: 'Mars/Phobos' } }],
    ['timezone-offset-out-of-range', { ...base, birth: { ...d, timezone: '+15:00' } }],
    ['ayanamsa-bad', { ...base, birth: d, options: { ayanamsa: 'tropical' } }],
    ['lang-bad', { ...base, birth: d, options: { lang: 'fr' } }],
    ['view-bad', { ...base, birth: d, options: { view: 'tiny' } }],
    ['house_system-bad', { ...base, birth: d, options: { house_system: 'placidus' } }],
  ];
  for (const [id, body] of bad) post(path, `error/${id}`, body);
  post(path, 'error/invalid-json', undefined, { raw: '{"birth":' });
  post(path, 'error/json-array', undefined, { raw: '[]' });
  post(path, 'error/empty-body', undefined, { raw: '' });
}

const AT = '2030-06-15T12:00:00+05:30';
const KUNDLI_PATHS = [
  '/v1/kundli',
  '/v1/kundli/birth-details',
  '/v1/kundli/divisional',
  '/v1/kundli/aspects',
  '/v1/kundli/yogas',
  '/v1/kundli/ashtakavarga',
  '/v1/kundli/shadbala',
  '/v1/planets/positions',
];
const DIVISIONAL = ['D1', 'D2', 'D3', 'D9', 'D10', 'D30', 'D60'];
const ALL_VARGAS = ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60'];
/** Fields an operation needs besides birth and options. */
const EXTRA: Record<string, Record<string, Json>> = {
  '/v1/kundli/divisional': { vargas: DIVISIONAL },
  '/v1/dasha/vimshottari/current': { at: AT },
  '/v1/dosha/sade-sati': { at: AT },
};
const SINGLE_BIRTH_PATHS = [
  ...KUNDLI_PATHS,
  '/v1/dasha/vimshottari',
  '/v1/dasha/vimshottari/current',
  '/v1/dasha/yogini',
  '/v1/dasha/chara',
  '/v1/dosha/manglik',
  '/v1/dosha/kaal-sarp',
  '/v1/dosha/sade-sati',
];

function birthCases(): void {
  const variants = birthVariants();
  for (const path of SINGLE_BIRTH_PATHS) {
    const extra = EXTRA[path] ?? {};
    for (const v of variants) post(path, v.id, { birth: v.birth, ...extra, ...(v.options ? { options: v.options } : {}) });
    birthErrors(path, extra);
  }
  // Kundli operations: the full lang x view cross product on several births, ayanamsa x node on one.
  for (const path of KUNDLI_PATHS) {
    const extra = EXTRA[path] ?? {};
    for (const name of ['delhi', 'london', 'sydney', 'kolkata1890', 'tromso', 'unknown']) {
      const birth = name === 'unknown' ? { date: '1990-08-15', time_accuracy: 'unknown', place: DELHI } : BIRTHS[name]!;
      for (const lang of ['en', 'hi'])
        for (const view of ['full', 'compact'])
          post(path, `lang-view/${name}/${lang}-${view}`, { birth, ...extra, options: { lang, view } });
    }
    for (const ayanamsa of AYANAMSAS)
      for (const node of ['true', 'mean']) {
        post(path, `ayanamsa-node/london/${ayanamsa}-${node}`, { birth: BIRTHS.london, ...extra, options: { ayanamsa, node } });
      }
  }
  // Divisional: each varga alone, all sixteen together, bad lists.
  const div = '/v1/kundli/divisional';
  for (const v of ALL_VARGAS) post(div, `varga/${v}`, { birth: BIRTHS.delhi, vargas: [v] });
  for (const name of ['delhi', 'london', 'tromso', 'kolkata1890'])
    post(div, `varga/all/${name}`, { birth: BIRTHS[name], vargas: ALL_VARGAS });
  post(div, 'varga/all/unknown-time', { birth: { date: '1990-08-15', time_accuracy: 'unknown', place: DELHI }, vargas: ALL_VARGAS });
  post(div, 'error/varga-D11', { birth: BIRTHS.delhi, vargas: ['D9', 'D11'] });
  post(div, 'error/varga-empty', { birth: BIRTHS.delhi, vargas: [] });
  post(div, 'error/varga-duplicate', { birth: BIRTHS.delhi, vargas: ['D9', 'D9'] });
  post(div, 'error/varga-missing', { birth: BIRTHS.delhi });
  // Planet positions at a moment instead of a birth.
  const pos = '/v1/planets/positions';
  const moments = [
    '2026-11-21T06:00:00Z',
    '2000-01-01T12:00:00+05:30',
    '1850-06-01T00:00:00-03:00',
    '2399-12-31T23:59:59Z',
    '1800-01-01T00:00:00Z',
    '2026-03-29T01:30:00+00:00',
    '1990-08-15T09:00:00.5Z',
    '2024-02-29T23:59:30+09:00',
  ];
  for (const m of moments) post(pos, `at/${m}`, { at: m });
  post(pos, 'at/with-place-coordinates', { at: moments[0], place: DELHI });
  post(pos, 'at/with-place-query', { at: moments[0], place: { query: 'Ujjain' } });
  for (const [o, options] of OPTION_SETS) post(pos, `at/options/${o}`, { at: moments[1], options });
  post(pos, 'error/birth-and-at', { birth: BIRTHS.delhi, at: moments[0] });
  post(pos, 'error/birth-and-place', { birth: BIRTHS.delhi, place: DELHI });
  post(pos, 'error/at-1700', { at: '1700-01-01T00:00:00Z' });
  post(pos, 'error/at-2400', { at: '2400-01-01T00:00:00Z' });
  post(pos, 'error/at-without-offset', { at: '2026-01-01T12:00:00' });
}

function dashaCases(): void {
  const vim = '/v1/dasha/vimshottari';
  for (const name of ['delhi', 'london', 'sydney', 'kolkata1890', 'tromso', 'buenosaires']) {
    const birth = BIRTHS[name];
    for (const depth of [1, 2, 3]) post(vim, `depth/${name}/${depth}`, { birth, depth });
    post(vim, `window/${name}/depth4-2020-2021`, { birth, depth: 4, from: '2020-01-01', to: '2021-12-31' });
    post(vim, `window/${name}/depth5-2026-03`, { birth, depth: 5, from: '2026-03-01', to: '2026-03-31' });
    post(vim, `window/${name}/depth3-from-only`, { birth, depth: 3, from: '2040-01-01' });
    post(vim, `window/${name}/depth2-to-only`, { birth, to: '2000-12-31' });
  }
  post(vim, 'depth/delhi/4-full-cycle', { birth: BIRTHS.delhi, depth: 4 });
  post(vim, 'window/delhi/depth1-past-first-cycle', { birth: BIRTHS.delhi, depth: 1, from: '2100-01-01', to: '2150-01-01' });
  post(vim, 'window/london/depth5-across-bst', { birth: BIRTHS.london, depth: 5, from: '2026-03-20', to: '2026-04-05' });
  post(vim, 'window/newyork/depth5-across-est', {
    birth: BIRTHS.newyork,
    depth: 5,
    from: '2026-10-25',
    to: '2026-11-10',
    options: { lang: 'hi' },
  });
  post(vim, 'window/delhi/depth5-unknown-time', {
    birth: { date: '1990-08-15', time_accuracy: 'unknown', place: DELHI },
    depth: 5,
    from: '2026-01-01',
    to: '2026-01-31',
  });
  post(vim, 'window/delhi/depth5-single-day', { birth: BIRTHS.delhi, depth: 5, from: '2026-01-01', to: '2026-01-01' });
  for (const [id, extra] of [
    ['depth-0', { depth: 0 }],
    ['depth-6', { depth: 6 }],
    ['depth-2.5', { depth: 2.5 }],
    ['depth5-no-from', { depth: 5, to: '2026-01-31' }],
    ['depth5-no-to', { depth: 5, from: '2026-01-01' }],
    ['depth5-40-days', { depth: 5, from: '2026-01-01', to: '2026-02-10' }],
    ['to-before-from', { from: '2026-01-01', to: '2025-12-31' }],
    ['from-bad-date', { from: '2026-02-30' }],
  ] as const) {
    post(vim, `error/${id}`, { birth: BIRTHS.delhi, ...extra });
  }
  // Running periods and Sade Sati at chosen moments; one call each without `at` (status and shape only).
  const ats = [
    '1990-08-16T00:00:00Z',
    '2000-01-01T00:00:00+05:30',
    '2026-03-29T01:30:00+00:00',
    '2050-12-31T23:59:59Z',
    '2100-06-01T12:00:00-05:00',
  ];
  for (const path of ['/v1/dasha/vimshottari/current', '/v1/dosha/sade-sati']) {
    for (const name of ['delhi', 'london', 'newyork']) for (const a of ats) post(path, `at/${name}/${a}`, { birth: BIRTHS[name], at: a });
    post(path, 'at/default-now', { birth: BIRTHS.delhi }, { shapeOnly: true });
    post(path, 'at/delhi/before-birth', { birth: BIRTHS.delhi, at: '1980-01-01T00:00:00Z' });
    post(path, 'error/at-1700', { birth: BIRTHS.delhi, at: '1700-01-01T00:00:00Z' });
    post(path, 'error/at-without-offset', { birth: BIRTHS.delhi, at: '2026-01-01T12:00:00' });
  }
  for (let y = 1995; y <= 2045; y += 2.5) {
    const a = `${Math.floor(y)}-${y % 1 ? '07' : '01'}-01T00:00:00Z`;
    if (!ats.includes(a)) post('/v1/dosha/sade-sati', `at/delhi/${a}`, { birth: BIRTHS.delhi, at: a });
  }
}

function matchCases(): void {
  const b = BIRTHS;
  const unknown = (x: Birth): Birth => ({ date: x.date, time_accuracy: 'unknown', place: x.place });
  const { zone: _z1, placeId: _p1, ...lg } = DST['london-gap']!;
  const { zone: _z2, placeId: _p2, ...nyo } = DST['newyork-overlap']!;
  const { zone: _z3, placeId: _p3, ...ng } = DST['newyork-gap']!;
  const { zone: _z4, placeId: _p4, ...lo } = DST['london-overlap']!;
  const pairs: [string, Birth, Birth][] = [
    ['delhi-chennai', b.delhi!, b.chennai!],
    ['chennai-delhi', b.chennai!, b.delhi!],
    ['london-newyork', b.london!, b.newyork!],
    ['sydney-buenosaires', b.sydney!, b.buenosaires!],
    ['kolkata1890-kolkata1943', b.kolkata1890!, b.kolkata1943!],
    ['tromso-tokyo', b.tromso!, b.tokyo!],
    ['johannesburg-london1943', b.johannesburg!, b.london1943!],
    [
      'ujjain-id-ujjain-query',
      { date: '1988-01-10', time: '08:05', place: { place_id: 'gn:1253914' } },
      { date: '1991-03-03', time: '19:20', place: { query: 'Ujjain' } },
    ],
    ['dst-londongap-nyoverlap', lg, nyo],
    ['dst-nygap-londonoverlap', ng, lo],
    ['unknown-a', unknown(b.delhi!), b.chennai!],
    ['unknown-b', b.delhi!, unknown(b.chennai!)],
    ['unknown-both', unknown(b.london!), unknown(b.sydney!)],
    [
      'approximate-iana-fixed',
      { ...b.delhi!, time_accuracy: 'approximate', timezone: 'Asia/Kolkata' },
      { ...b.newyork!, timezone: '-04:00' },
    ],
    ['same-person', b.delhi!, b.delhi!],
  ];
  for (const path of ['/v1/match/ashtakoot', '/v1/match/manglik']) {
    for (const [id, a, c] of pairs) post(path, id, { person_a: a, person_b: c });
    for (const [o, options] of OPTION_SETS) {
      post(path, `options/${o}`, { person_a: b.london, person_b: b.newyork, options });
      post(path, `options/delhi-chennai/${o}`, { person_a: b.delhi, person_b: b.chennai, options });
    }
    const bad: [string, Json][] = [
      ['missing-person_b', { person_a: b.delhi }],
      ['unknown-field', { person_a: b.delhi, person_b: b.chennai, extra: true }],
      ['person_b-ambiguous-place', { person_a: b.delhi, person_b: { ...b.chennai, place: { query: 'New Delhi' } } }],
      ['person_a-place-not-found', { person_a: { ...b.delhi, place: { query: 'Qwxzyvtlk' } }, person_b: b.chennai }],
      ['person_a-time-missing', { person_a: { date: '1990-08-15', place: DELHI }, person_b: b.chennai }],
      ['person_b-year-1700', { person_a: b.delhi, person_b: { ...b.chennai, date: '1700-01-01' } }],
      ['person_b-place-id-unknown', { person_a: b.delhi, person_b: { ...b.chennai, place: { place_id: 'gn:999999999' } } }],
      ['ayanamsa-bad', { person_a: b.delhi, person_b: b.chennai, options: { ayanamsa: 'x' } }],
    ];
    for (const [id, body] of bad) post(path, `error/${id}`, body);
  }
}

function placesCases(): void {
  const search = '/v1/places/search';
  const queries: [string, Query][] = [
    ['ujjain', { q: 'Ujjain' }],
    ['ujj-limit3', { q: 'ujj', limit: 3 }],
    ['devanagari', { q: 'उज्जैन' }],
    ['springfield-illinois', { q: 'Springfield, Illinois' }],
    ['paris-fr', { q: 'Paris, FR', limit: 5 }],
    ['delhi-country-india', { q: 'delhi', country: 'India' }],
    ['delhi-country-in', { q: 'delhi', country: 'in' }],
    ['springfield-us-100', { q: 'springfield', country: 'us', limit: 100 }],
    ['new-york', { q: 'New York' }],
    ['york', { q: 'york' }],
    ['sao-paulo', { q: 'São Paulo' }],
    ['sao-paulo-ascii', { q: 'sao paulo' }],
    ['xian', { q: "Xi'an" }],
    ['tromso', { q: 'Tromsø' }],
    ['munchen', { q: 'München' }],
    ['bombay', { q: 'Bombay' }],
    ['new-delhi', { q: 'New Delhi' }],
    ['hyderabad-100', { q: 'hyderabad', limit: 100 }],
    ['sa', { q: 'sa' }],
    ['ab-100', { q: 'ab', limit: 100 }],
    ['london-uk', { q: 'London, UK' }],
    ['london-ontario', { q: 'London, Ontario' }],
    ['moscow-cyrillic', { q: 'Москва' }],
    ['tokyo-kanji', { q: '東京' }],
    ['mumbai-devanagari', { q: 'मुंबई' }],
    ['st-petersburg', { q: 'St. Petersburg' }],
    ['los-angeles-ca', { q: 'Los Angeles, CA' }],
    ['no-results', { q: 'Qwxzyvtlk' }],
    ['surat', { q: 'Surat' }],
    ['kathmandu-country-name', { q: 'kathmandu', country: 'Nepal' }],
  ];
  for (const [id, q] of queries) get(search, id, q);
  for (const [id, q] of [
    ['q-one-char', { q: 'u' }],
    ['q-missing', {}],
    ['limit-0', { q: 'ujjain', limit: 0 }],
    ['limit-101', { q: 'ujjain', limit: 101 }],
    ['limit-ten', { q: 'ujjain', limit: 'ten' }],
    ['unknown-field', { q: 'ujjain', sort: 'name' }],
    ['country-narnia', { q: 'delhi', country: 'Narnia' }],
    ['q-201-chars', { q: 'a'.repeat(201) }],
  ] as [string, Query][])
    get(search, `error/${id}`, q);
  const one = '/v1/places/{place_id}';
  for (const id of [
    'gn:1253914',
    'gn:1264527',
    'gn:4250542',
    'gn:2643743',
    'gn:5128581',
    'gn:2147714',
    'gn:1261481',
    'gn:3413829',
    'gn:999999999',
    'ujjain',
    'gn:',
  ]) {
    get(`/v1/places/${id}`, id, {}, { op: one });
  }
  const reverse = '/v1/places/reverse';
  const points: [string, Query][] = [
    ['ujjain', { lat: 23.18, lon: 75.78 }],
    ['delhi-limit-10', { lat: 28.6139, lon: 77.209, limit: 10 }],
    ['london', { lat: 51.5074, lon: -0.1278 }],
    ['newyork-limit-1', { lat: 40.7128, lon: -74.006, limit: 1 }],
    ['sydney', { lat: -33.8688, lon: 151.2093 }],
    ['tromso', { lat: 69.6492, lon: 18.9553 }],
    ['svalbard', { lat: 78.22, lon: 15.65 }],
    ['north-pole', { lat: 90, lon: 0 }],
    ['south-pole', { lat: -90, lon: 0 }],
    ['mid-atlantic', { lat: 30, lon: -40 }],
    ['mid-pacific-100', { lat: 0, lon: -170, limit: 100 }],
    ['antimeridian', { lat: -17.7, lon: 180 }],
    ['antimeridian-west', { lat: 65, lon: -180 }],
    ['reykjavik', { lat: 64.1466, lon: -21.9426 }],
  ];
  for (const [id, q] of points) get(reverse, id, q);
  for (const [id, q] of [
    ['lat-91', { lat: 91, lon: 0 }],
    ['lon-missing', { lat: 10 }],
    ['limit-0', { lat: 10, lon: 10, limit: 0 }],
    ['unknown-field', { lat: 10, lon: 10, q: 'x' }],
  ] as [string, Query][])
    get(reverse, `error/${id}`, q);
  const tz = '/v1/timezone';
  const moments: [string, number, number, string][] = [
    ['delhi-1943', 28.6139, 77.209, '1943-06-01T10:00:00'],
    ['kolkata-1850', 22.5726, 88.3639, '1850-01-01T06:00:00'],
    ['kolkata-1890', 22.5726, 88.3639, '1890-03-12T05:40'],
    ['chennai-1900', 13.0827, 80.2707, '1900-01-01T00:00:00'],
    ['london-gap', 51.5074, -0.1278, '2026-03-29T01:30:00'],
    ['london-overlap', 51.5074, -0.1278, '2026-10-25T01:30:00'],
    ['newyork-gap', 40.7128, -74.006, '2026-03-08T02:30:00'],
    ['newyork-overlap', 40.7128, -74.006, '2026-11-01T01:30:00'],
    ['newyork-z', 40.7128, -74.006, '2026-03-08T12:00:00Z'],
    ['sydney-offset', -33.8688, 151.2093, '2026-04-05T02:30:00+11:00'],
    ['sydney-gap', -33.8688, 151.2093, '2026-10-04T02:30'],
    ['sea-atlantic', 30, -40, '2026-01-01T00:00:00'],
    ['sea-pacific', 0, -170, '2026-01-01T00:00:00'],
    ['kathmandu-1985', 27.7172, 85.324, '1985-06-01T12:00'],
    ['kathmandu-1986', 27.7172, 85.324, '1986-06-01T12:00'],
    ['london-1943-double-summer', 51.5074, -0.1278, '1943-07-10T23:30:00'],
    ['fraction', 28.6139, 77.209, '2026-01-01T12:00:00.123456789Z'],
    ['lowercase-z', 28.6139, 77.209, '2026-01-01T12:00:00z'],
    ['negative-offset', 28.6139, 77.209, '2026-01-01T12:00-03:30'],
    ['tromso', 69.6492, 18.9553, '1978-12-21T12:00:00'],
    ['north-pole', 90, 0, '2026-06-21T12:00:00'],
    ['south-pole', -90, 0, '2026-06-21T12:00:00'],
    ['antimeridian', 0, 180, '2026-01-01T00:00:00'],
    ['lon--180', 0, -180, '2026-01-01T00:00:00'],
    ['lord-howe-half-hour-dst', -31.55, 159.08, '2026-10-04T02:15:00'],
    ['year-1800', 28.6139, 77.209, '1800-01-01T00:00:00'],
    ['year-2399', 40.7128, -74.006, '2399-07-01T00:00:00'],
  ];
  for (const [id, latitude, longitude, datetime] of moments) post(tz, id, { latitude, longitude, datetime });
  for (const [id, body] of [
    ['latitude-91', { latitude: 91, longitude: 0, datetime: '2026-01-01T00:00:00' }],
    ['longitude-181', { latitude: 0, longitude: 181, datetime: '2026-01-01T00:00:00' }],
    ['datetime-missing', { latitude: 0, longitude: 0 }],
    ['datetime-feb-30', { latitude: 0, longitude: 0, datetime: '2026-02-30T10:00:00' }],
    ['datetime-date-only', { latitude: 0, longitude: 0, datetime: '2026-01-01' }],
    ['unknown-field', { latitude: 0, longitude: 0, datetime: '2026-01-01T00:00:00', zone: 'UTC' }],
    ['latitude-string', { latitude: '28.6', longitude: 77.2, datetime: '2026-01-01T00:00:00' }],
  ] as [string, Json][])
    post(tz, `error/${id}`, body);
  post(tz, 'error/invalid-json', undefined, { raw: '{latitude:1}' });
}

function panchangaCases(): void {
  const places: Record<string, [number, number]> = {
    delhi: [28.6358, 77.2245],
    chennai: [13.0827, 80.2707],
    mumbai: [19.076, 72.8777],
    kathmandu: [27.7172, 85.324],
    london: [51.5074, -0.1278],
    newyork: [40.7128, -74.006],
    sydney: [-33.8688, 151.2093],
    buenosaires: [-34.6037, -58.3816],
    johannesburg: [-26.2041, 28.0473],
    tokyo: [35.6762, 139.6503],
    reykjavik: [64.1466, -21.9426],
    seattle: [47.6062, -122.3321],
  };
  const dstDays: Record<string, string[]> = {
    london: ['2026-03-29', '2026-10-25'],
    newyork: ['2026-03-08', '2026-11-01'],
    sydney: ['2026-04-05', '2026-10-04'],
    seattle: ['2026-03-08', '2026-11-01'],
  };
  const ids: Record<string, string> = {
    ujjain: 'gn:1253914',
    london: 'gn:2643743',
    newyork: 'gn:5128581',
    sydney: 'gn:2147714',
    chennai: 'gn:1264527',
  };
  for (const path of ['/v1/panchang', '/v1/panchang/choghadiya', '/v1/panchang/hora']) {
    for (const [name, [lat, lon]] of Object.entries(places)) {
      for (const date of ['2022-01-26', '2026-05-15', '2025-12-21', ...(dstDays[name] ?? [])])
        get(path, `${name}/${date}`, { date, lat, lon });
    }
    for (const [name, place_id] of Object.entries(ids))
      for (const date of ['2026-05-15', ...(dstDays[name] ?? [])]) get(path, `place-id/${name}/${date}`, { date, place_id });
    for (const name of ['delhi', 'london', 'sydney', 'tokyo'])
      get(path, `lang-hi/${name}`, { date: '2026-05-15', lat: places[name]![0], lon: places[name]![1], lang: 'hi' });
    get(path, 'lang-en/delhi', { date: '2026-05-15', lat: 28.6358, lon: 77.2245, lang: 'en' });
    get(path, 'lang-hi/place-id/ujjain', { date: '2024-02-29', place_id: 'gn:1253914', lang: 'hi' });
    for (const date of ['1850-01-15', '1943-06-01', '2024-02-29', '2399-06-01'])
      get(path, `delhi/${date}`, { date, lat: 28.6358, lon: 77.2245 });
    // The ends of the ephemeris range (these answered 500 ephemeris_error when recorded).
    for (const date of ['1800-01-01', '1800-01-02', '2399-12-31']) get(path, `edge/delhi/${date}`, { date, lat: 28.6358, lon: 77.2245 });
    for (const [id, q] of [
      ['polar-day-lat-78-june', { date: '2025-06-21', lat: 78, lon: 15 }],
      ['polar-night-lat-78-december', { date: '2025-12-21', lat: 78, lon: 15 }],
      ['polar-tromso-june', { date: '2025-06-21', lat: 69.6492, lon: 18.9553 }],
      ['polar-south-june', { date: '2025-06-21', lat: -78, lon: 0 }],
      ['date-missing', { lat: 28.6, lon: 77.2 }],
      ['lat-only', { date: '2026-05-15', lat: 28.6 }],
      ['lon-only', { date: '2026-05-15', lon: 77.2 }],
      ['place-neither', { date: '2026-05-15' }],
      ['lat-and-place-id', { date: '2026-05-15', lat: 28.6, lon: 77.2, place_id: 'gn:1253914' }],
      ['place-id-unknown', { date: '2026-05-15', place_id: 'gn:999999999' }],
      ['date-feb-30', { date: '2026-02-30', lat: 28.6, lon: 77.2 }],
      ['year-1700', { date: '1700-01-01', lat: 28.6, lon: 77.2 }],
      ['lat-91', { date: '2026-05-15', lat: 91, lon: 77.2 }],
      ['lang-fr', { date: '2026-05-15', lat: 28.6, lon: 77.2, lang: 'fr' }],
      ['unknown-field', { date: '2026-05-15', lat: 28.6, lon: 77.2, tz: 'UTC' }],
    ] as [string, Query][]) {
      get(path, `error/${id}`, q);
    }
  }
  const tithis = '/v1/calendar/tithis';
  const ranges: [string, Query][] = [
    ['delhi/2026-01', { from: '2026-01-01', to: '2026-01-31', lat: 28.6358, lon: 77.2245 }],
    ['delhi/62-days', { from: '2026-01-01', to: '2026-03-03', lat: 28.6358, lon: 77.2245 }],
    ['delhi/one-day', { from: '2026-05-15', to: '2026-05-15', lat: 28.6358, lon: 77.2245 }],
    ['delhi/1850', { from: '1850-01-01', to: '1850-01-31', lat: 28.6358, lon: 77.2245 }],
    ['edge/delhi/2399-end', { from: '2399-11-01', to: '2399-12-31', lat: 28.6358, lon: 77.2245 }],
    ['london/bst-start', { from: '2026-03-20', to: '2026-04-10', lat: 51.5074, lon: -0.1278 }],
    ['london/bst-end', { from: '2026-10-15', to: '2026-11-05', lat: 51.5074, lon: -0.1278 }],
    ['newyork/edt-end', { from: '2026-10-25', to: '2026-11-10', lat: 40.7128, lon: -74.006 }],
    ['newyork/edt-start', { from: '2026-03-01', to: '2026-03-15', lat: 40.7128, lon: -74.006 }],
    ['sydney/aedt-end', { from: '2026-03-25', to: '2026-04-15', lat: -33.8688, lon: 151.2093 }],
    ['seattle/2015-01', { from: '2015-01-01', to: '2015-01-31', lat: 47.6062, lon: -122.3321 }],
    ['seattle/2017-01', { from: '2017-01-01', to: '2017-01-31', lat: 47.6062, lon: -122.3321 }],
    ['buenosaires/2025-12', { from: '2025-12-01', to: '2025-12-31', lat: -34.6037, lon: -58.3816 }],
    ['tokyo/leap', { from: '2024-02-20', to: '2024-03-10', lat: 35.6762, lon: 139.6503 }],
    ['reykjavik/december', { from: '2025-12-01', to: '2025-12-31', lat: 64.1466, lon: -21.9426 }],
    ['kathmandu/2026-06', { from: '2026-06-01', to: '2026-06-30', lat: 27.7172, lon: 85.324 }],
    ['place-id/ujjain', { from: '2026-06-01', to: '2026-07-15', place_id: 'gn:1253914' }],
    ['place-id/london', { from: '2026-03-25', to: '2026-04-05', place_id: 'gn:2643743' }],
    ['place-id/newyork', { from: '2026-10-28', to: '2026-11-04', place_id: 'gn:5128581' }],
    ['johannesburg/2026-q1', { from: '2026-01-15', to: '2026-03-15', lat: -26.2041, lon: 28.0473 }],
  ];
  for (const [id, q] of ranges) get(tithis, id, q);
  for (const [id, q] of [
    ['63-days', { from: '2026-01-01', to: '2026-03-04', lat: 28.6, lon: 77.2 }],
    ['to-before-from', { from: '2026-01-10', to: '2026-01-01', lat: 28.6, lon: 77.2 }],
    ['to-missing', { from: '2026-01-01', lat: 28.6, lon: 77.2 }],
    ['from-missing', { to: '2026-01-01', lat: 28.6, lon: 77.2 }],
    ['polar-night-lat-78', { from: '2025-12-01', to: '2025-12-10', lat: 78, lon: 15 }],
    ['lat-and-place-id', { from: '2026-01-01', to: '2026-01-02', lat: 1, lon: 1, place_id: 'gn:1253914' }],
    ['place-id-unknown', { from: '2026-01-01', to: '2026-01-02', place_id: 'gn:999999999' }],
    ['from-feb-30', { from: '2026-02-30', to: '2026-03-02', lat: 28.6, lon: 77.2 }],
    ['lang-not-accepted', { from: '2026-01-01', to: '2026-01-02', lat: 28.6, lon: 77.2, lang: 'hi' }],
    ['place-neither', { from: '2026-01-01', to: '2026-01-02' }],
  ] as [string, Query][]) {
    get(tithis, `error/${id}`, q);
  }
  const act = '/v1/muhurat/activities';
  get(act, 'default');
  get(act, 'lang-en', { lang: 'en' });
  get(act, 'lang-hi', { lang: 'hi' });
  get(act, 'error/lang-fr', { lang: 'fr' });
  get(act, 'error/unknown-field', { activity: 'marriage' });
}

function numerologyCases(): void {
  const people: [string, string][] = [
    ['Maya', '1990-08-15'],
    ['Mohandas Karamchand Gandhi', '1869-10-02'],
    ['Ada Lovelace', '1815-12-10'],
    ['José Ñúñez', '2000-02-29'],
    ['Y', '1999-12-31'],
    ['Bcdfg Hjkl', '1977-07-07'],
    ["Anna-Marie O'Neil", '1975-05-05'],
    ['Ravi 123 Kumar', '1988-11-22'],
    ['Émile Zola', '1840-04-02'],
    ['Li Wei 李伟', '1995-03-18'],
    ['AEIOU', '2011-11-11'],
    ['Sachin Ramesh Tendulkar', '1973-04-24'],
  ];
  people.forEach(([name, date_of_birth], i) => post('/v1/numerology/core', `person-${i}`, { name, date_of_birth }));
  for (const day of [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 29, 31]) {
    const date_of_birth = `2001-01-${String(day).padStart(2, '0')}`;
    post('/v1/numerology/core', `day-${day}`, { name: 'Test Person', date_of_birth });
    post('/v1/numerology/loshu', `day-${day}`, { date_of_birth });
  }
  people.forEach(([name, date_of_birth], i) => {
    post('/v1/numerology/name', `person-${i}`, { name });
    post('/v1/numerology/loshu', `person-${i}`, { date_of_birth });
  });
  const numbers = [
    '+91 98765 43210',
    '9876543210',
    '123456',
    '+1 212 555 0100',
    '000000',
    '99999999999999999999',
    ...Array.from({ length: 9 }, (_, d) => `10000${d}`),
  ];
  for (const number of numbers) post('/v1/numerology/mobile', number, { number });
  for (let i = 0; i < people.length - 1; i += 1) {
    const [a, b] = [people[i]!, people[(i * 5 + 3) % people.length]!];
    post('/v1/numerology/compatibility', `pair-${i}`, {
      person_a: { name: a[0], date_of_birth: a[1] },
      person_b: { name: b[0], date_of_birth: b[1] },
    });
  }
  const errs: [string, string, Json][] = [
    ['core', 'name-empty', { name: '', date_of_birth: '1990-01-01' }],
    ['core', 'name-devanagari', { name: 'राम', date_of_birth: '1990-01-01' }],
    ['core', 'name-121', { name: 'a'.repeat(121), date_of_birth: '1990-01-01' }],
    ['core', 'date-month-13', { name: 'Maya', date_of_birth: '1990-13-01' }],
    ['core', 'date-missing', { name: 'Maya' }],
    ['core', 'unknown-field', { name: 'Maya', date_of_birth: '1990-01-01', system: 'pythagorean' }],
    ['name', 'name-devanagari', { name: 'राम' }],
    ['name', 'name-digits-only', { name: '12345' }],
    ['name', 'name-missing', {}],
    ['mobile', 'letters', { number: 'abc123456' }],
    ['mobile', 'too-short', { number: '12345' }],
    ['mobile', 'too-long', { number: '1'.repeat(21) }],
    ['mobile', 'number-as-integer', { number: 9876543210 }],
    ['loshu', 'date-bad', { date_of_birth: '1990-02-30' }],
    ['loshu', 'unknown-field', { date_of_birth: '1990-01-01', name: 'x' }],
    ['compatibility', 'person_b-missing', { person_a: { name: 'Maya', date_of_birth: '1990-01-01' } }],
    [
      'compatibility',
      'person_a-name-devanagari',
      { person_a: { name: 'राम', date_of_birth: '1990-01-01' }, person_b: { name: 'Maya', date_of_birth: '1990-01-01' } },
    ],
  ];
  for (const [op, id, body] of errs) post(`/v1/numerology/${op}`, `error/${id}`, body);
  post('/v1/numerology/name', 'error/invalid-json', undefined, { raw: '{"name":"Maya"' });
}

function platformCases(): void {
  const ORIGIN = 'https://snapshot.example';
  get('/v1/meta/conventions', 'no-key', {}, { auth: 'none' });
  get('/v1/meta/conventions', 'test-key', {});
  get('/v1/meta/conventions', 'unknown-query', { x: 1 }, { auth: 'none' });
  post('/v1/meta/conventions', 'error/post', {}, { auth: 'none' });
  get('/v1/openapi.json', 'document', {}, { auth: 'none' });
  get('/v1/usage', 'test-key', {}, { shapeOnly: true });
  get('/v1/usage', 'error/no-key', {}, { auth: 'none' });
  get('/v1/usage', 'error/malformed-key', {}, { auth: 'malformed' });
  get('/v1/usage', 'error/unknown-key', {}, { auth: 'unknown' });
  get('/v1/usage', 'error/publishable-key', {}, { auth: 'publishable', origin: ORIGIN });
  post('/v1/kundli', 'error/no-key', { birth: BIRTHS.delhi }, { auth: 'none' });
  post('/v1/kundli', 'error/publishable-key', { birth: BIRTHS.delhi }, { auth: 'publishable', origin: ORIGIN });
  get('/v1/kundli', 'error/get-on-post', {});
  get('/v1/nope', 'error/unknown-path', {});
  get('/v1/muhurat/search', 'error/not-served', {});
  post('/v1/charts/D1.svg', 'error/not-served', { birth: BIRTHS.delhi });
  const day = { date: '2026-05-15', lat: 28.6358, lon: 77.2245 };
  for (const path of ['/v1/panchang', '/v1/panchang/choghadiya', '/v1/panchang/hora']) {
    get(path, 'publishable/with-origin', day, { auth: 'publishable', origin: ORIGIN });
    get(path, 'publishable/error/no-origin', day, { auth: 'publishable' });
    get(path, 'publishable/error/other-origin', day, { auth: 'publishable', origin: 'https://evil.example' });
  }
  get('/v1/muhurat/activities', 'publishable/with-origin', { lang: 'hi' }, { auth: 'publishable', origin: ORIGIN });
  get(
    '/v1/calendar/tithis',
    'publishable/with-origin',
    { from: '2026-05-01', to: '2026-05-31', lat: 28.6358, lon: 77.2245 },
    { auth: 'publishable', origin: ORIGIN },
  );
}

birthCases();
dashaCases();
matchCases();
placesCases();
panchangaCases();
numerologyCases();
platformCases();

// ---------------------------------------------------------------------------------------------------------------
// Running the cases against an in-process server
// ---------------------------------------------------------------------------------------------------------------

const here = dirname(fileURLToPath(import.meta.url));
function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const root = resolve(option('--root', join(here, '..')));
const dataSource = resolve(option('--data', join(here, '..', 'data')));
const concurrency = Number(option('--concurrency', '16'));

type OperationsModule = typeof import('../src/operations/index.ts');
type CasesModule = typeof import('../test/operation-cases.ts');

/**
 * Every served operation, from the code under test: each valid request of
 * test/operation-cases.ts, and the first one again with each other value of
 * every enumerated field it accepts (at the top level or in `options`: the
 * conventions such as sunrise, moonrise, positions, the Ashtakoot tables,
 * ayanamsa, lang). Case ids use the operation's path template.
 */
async function addOperationCases(load: <T>(rel: string) => Promise<T>): Promise<void> {
  const { OPERATIONS } = await load<OperationsModule>('src/operations/index.ts');
  const { CASES } = await load<CasesModule>('test/operation-cases.ts');
  type S = { properties?: Record<string, S>; anyOf?: S[]; const?: unknown; default?: unknown };
  const literalsOf = (schema: S | undefined): string[] =>
    (schema?.anyOf ?? []).every((v) => typeof v.const === 'string') ? (schema?.anyOf ?? []).map((v) => v.const as string) : [];
  for (const op of OPERATIONS) {
    if (op.produces === 'image/png') continue; // PNG bytes: the SVG cases cover the drawing
    const requests = CASES[op.id] ?? [];
    const props = ((op.input as S | undefined)?.properties ?? {}) as Record<string, S>;
    // A moment (`at`, or an optional `date`) that defaults to now: only the shape can be compared.
    const required = new Set(((op.input as { required?: string[] } | undefined)?.required ?? []) as string[]);
    const defaultsToNow = (input: Record<string, unknown>) =>
      ('at' in props && !('at' in input)) || ('date' in props && !required.has('date') && !('date' in input));
    const send = (variant: string, path: string, input: Record<string, unknown>) => {
      const shapeOnly = defaultsToNow(input) ? { shapeOnly: true } : {};
      if (op.method === 'GET') add({ method: 'GET', path, op: op.path, variant, query: input as Query, ...shapeOnly });
      else add({ method: 'POST', path, op: op.path, variant, body: input, ...shapeOnly });
    };
    requests.forEach(([path, input], i) => send(`operation-cases/${i}`, path, input));
    const first = requests[0];
    if (first === undefined) continue;
    const [path, input] = first;
    const optionProps = props.options?.anyOf === undefined ? (props.options?.properties ?? {}) : {};
    const fields: [string, S, boolean][] = [
      ...Object.entries(props).map(([k, v]): [string, S, boolean] => [k, v, false]),
      ...Object.entries(optionProps).map(([k, v]): [string, S, boolean] => [k, v, true]),
    ];
    for (const [name, schema, inOptions] of fields) {
      for (const value of literalsOf(schema)) {
        const given = inOptions ? (input.options as Record<string, unknown> | undefined)?.[name] : input[name];
        if (value === (given ?? schema.default)) continue;
        const changed = inOptions
          ? { ...input, options: { ...((input.options as object | undefined) ?? {}), [name]: value } }
          : { ...input, [name]: value };
        send(`option/${inOptions ? 'options.' : ''}${name}=${value}`, path, changed);
      }
    }
  }
}

async function runAll(): Promise<Record_[]> {
  const load = <T>(rel: string) => import(pathToFileURL(join(root, rel)).href) as Promise<T>;
  await addOperationCases(load);
  const { startServer } = await load<ServerModule>('src/http/server.ts');
  const { openStorage } = await load<StorageModule>('src/storage/lmdb.ts');
  const { KeyStore } = await load<KeysModule>('src/storage/keys.ts');
  // A fresh DATA_DIR holding a copy of the places index (keys and credits start empty).
  const dataDir = mkdtempSync(join(tmpdir(), 'answer-snapshot-'));
  copyFileSync(join(dataSource, 'api.lmdb'), join(dataDir, 'api.lmdb'), constants.COPYFILE_FICLONE);
  const storage = openStorage(dataDir);
  const unlimited = { testCallsPerDay: 1e9, requestsPerSecond: 1e9, concurrentRequests: 1e6, monthlyCredits: 1e9 };
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    storage,
    threads: 1,
    baseUrl: 'http://api.test',
    logSink: () => {},
    planOverrides: { business: unlimited },
  });
  try {
    const keyStore = new KeyStore(storage);
    const test = (await keyStore.create({ kind: 'test', plan: 'business' })).key;
    const publishable = (await keyStore.create({ kind: 'publishable', plan: 'business', origins: ['https://snapshot.example'] })).key;
    const keys: Record<Auth, string | undefined> = {
      test,
      publishable,
      none: undefined,
      malformed: 'sk_test_short',
      unknown: `sk_test_${'a'.repeat(32)}`,
    };
    const out: Record_[] = new Array(cases.length);
    // Usage counts calls, so it runs alone after everything else.
    const order = cases.map((_, i) => i).sort((a, b) => Number(cases[a]!.path === '/v1/usage') - Number(cases[b]!.path === '/v1/usage'));
    let next = 0;
    const worker = async () => {
      while (next < order.length) {
        const i = order[next++]!;
        out[i] = await runCase(server.url, cases[i]!, keys[cases[i]!.auth ?? 'test']);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return out;
  } finally {
    await server.close();
    await storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runCase(url: string, c: Case, key: string | undefined): Promise<Record_> {
  const headers: Record<string, string> = {};
  if (key !== undefined) headers.authorization = `Bearer ${key}`;
  if (c.origin !== undefined) headers.origin = c.origin;
  const payload = c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const qs =
    c.query && Object.keys(c.query).length > 0 ? `?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)]))}` : '';
  const res = await fetch(url + c.path + qs, { method: c.method, headers, body: payload });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  // The only per-request values in a body.
  if (body?.meta) delete body.meta.request_id;
  if (body?.error) delete body.error.request_id;
  return {
    case: c.id,
    method: c.method,
    path: c.path,
    request: c.method === 'GET' ? (c.query ?? {}) : (c.raw ?? c.body ?? null),
    status: res.status,
    contentType: res.headers.get('content-type'),
    body,
    ...(c.shapeOnly ? { shapeOnly: true as const } : {}),
  };
}

const toJsonl = (records: Record_[]) => records.map((r) => JSON.stringify(r)).join('\n') + '\n';
const opOf = (id: string) => id.split(' :: ')[0]!;

// ---------------------------------------------------------------------------------------------------------------
// Comparing
// ---------------------------------------------------------------------------------------------------------------

interface Diff {
  pointer: string;
  before: Json;
  after: Json;
  note?: string;
}
const ABSENT = '(absent)';

/** The first difference between two JSON values, as a JSON pointer (key order counts: answers must be byte-identical). */
function firstDiff(a: Json, b: Json, p = ''): Diff | undefined {
  if (Object.is(a, b)) return undefined;
  const kind = (x: Json) => (x === null ? 'null' : Array.isArray(x) ? 'array' : typeof x);
  if (kind(a) !== kind(b) || (kind(a) !== 'object' && kind(a) !== 'array')) return { pointer: p || '/', before: a, after: b };
  if (Array.isArray(a)) {
    const bb = b as Json[];
    for (let i = 0; i < Math.min(a.length, bb.length); i += 1) {
      const d = firstDiff(a[i], bb[i], `${p}/${i}`);
      if (d) return d;
    }
    return a.length === bb.length ? undefined : { pointer: `${p}/length`, before: a.length, after: bb.length };
  }
  const ao = a as Record<string, Json>;
  const bo = b as Record<string, Json>;
  const esc = (k: string) => `${p}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  for (const k of Object.keys(ao)) {
    if (!Object.hasOwn(bo, k)) return { pointer: esc(k), before: ao[k], after: ABSENT };
    const d = firstDiff(ao[k], bo[k], esc(k));
    if (d) return d;
  }
  for (const k of Object.keys(bo)) if (!Object.hasOwn(ao, k)) return { pointer: esc(k), before: ABSENT, after: bo[k] };
  const [ak, bk] = [Object.keys(ao).join(','), Object.keys(bo).join(',')];
  return ak === bk ? undefined : { pointer: p || '/', before: `keys ${ak}`, after: `keys ${bk}`, note: 'key order differs' };
}

const DST_CODES = new Set(['local_time_skipped', 'local_time_repeated']);
/** True when `after` equals `before` but for clock-change warnings added to `warnings` (the intended fix). */
function onlyDstWarningsAdded(before: any, after: any): boolean {
  if (!Array.isArray(after?.warnings) || !Array.isArray(before?.warnings)) return false;
  const kept = after.warnings.filter((w: any) => !DST_CODES.has(w?.code));
  if (kept.length === after.warnings.length) return false;
  return JSON.stringify({ ...after, warnings: kept }) === JSON.stringify(before);
}

function topKeys(r: Record_): string {
  const b = r.body as any;
  const top = b?.data && typeof b.data === 'object' ? b.data : b;
  return top && typeof top === 'object' ? Object.keys(top).sort().join(',') : typeof top;
}

const show = (v: Json) => {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > 300 ? `${s.slice(0, 300)}... (${s.length} chars)` : s;
};

function compare(before: Record_[], after: Record_[]): number {
  const now = new Map(after.map((r) => [r.case, r]));
  const was = new Map(before.map((r) => [r.case, r]));
  const lines: string[] = [];
  const perOp = new Map<string, { total: number; differ: number; dst: number }>();
  let differ = 0;
  let dstOnly = 0;
  let detailed = 0;
  const tally = (id: string, differs: boolean, dst = false) => {
    const t = perOp.get(opOf(id)) ?? { total: 0, differ: 0, dst: 0 };
    t.total += 1;
    if (differs) t.differ += 1;
    if (dst) t.dst += 1;
    perOp.set(opOf(id), t);
  };
  const report = (text: string) => {
    if (detailed < 40) lines.push(text);
    detailed += 1;
  };
  for (const b of before) {
    const a = now.get(b.case);
    if (a === undefined) {
      differ += 1;
      tally(b.case, true);
      report(`- ${b.case}\n    not run now (the case list changed)`);
      continue;
    }
    let diff: Diff | undefined;
    if (a.status !== b.status) diff = { pointer: '(status)', before: b.status, after: a.status };
    else if (b.shapeOnly)
      diff = topKeys(a) === topKeys(b) ? undefined : { pointer: '(top-level keys of data)', before: topKeys(b), after: topKeys(a) };
    else if (a.contentType !== b.contentType) diff = { pointer: '(content-type)', before: b.contentType, after: a.contentType };
    else if (JSON.stringify(a.body) !== JSON.stringify(b.body))
      diff = firstDiff(b.body, a.body) ?? { pointer: '/', before: '(text)', after: '(text differs)' };
    if (diff === undefined) {
      tally(b.case, false);
      continue;
    }
    const dst = diff.pointer.startsWith('/warnings') && onlyDstWarningsAdded(b.body, a.body);
    differ += 1;
    if (dst) dstOnly += 1;
    tally(b.case, true, dst);
    report(
      `- ${b.case}${dst ? '  [only a DST clock-change warning added]' : ''}\n    ${a.method} ${a.path} ${show(a.request)}\n` +
        `    at ${diff.pointer}${diff.note ? ` (${diff.note})` : ''}\n      before: ${show(diff.before)}\n      after:  ${show(diff.after)}`,
    );
  }
  for (const a of after) {
    if (was.has(a.case)) continue;
    differ += 1;
    tally(a.case, true);
    report(`- ${a.case}\n    new case, not in the recording (status ${a.status})`);
  }
  if (lines.length > 0) console.log(`Differences (${Math.min(detailed, 40)} of ${detailed} shown):\n${lines.join('\n')}\n`);
  if (differ > 0) {
    console.log('Per operation (differ / cases):');
    for (const [op, t] of [...perOp].sort())
      if (t.differ > 0) console.log(`  ${op}: ${t.differ} / ${t.total}${t.dst ? ` (${t.dst} only by a DST warning)` : ''}`);
  }
  console.log(
    `${Math.max(before.length, now.size)} cases, ${differ} differ${dstOnly ? ` (${dstOnly} only by an added DST clock-change warning)` : ''}`,
  );
  return process.argv.includes('--allow-dst-warnings') ? differ - dstOnly : differ;
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  if ((mode !== 'record' && mode !== 'compare') || file === undefined) {
    console.error(
      'Usage: answer-snapshot.ts record OUT.jsonl | compare BEFORE.jsonl [--out AFTER.jsonl] [--allow-dst-warnings] [--root DIR] [--data DIR]',
    );
    process.exit(2);
  }
  const t0 = performance.now();
  const records = await runAll();
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  const counts = new Map<string, number>();
  for (const r of records) counts.set(opOf(r.case), (counts.get(opOf(r.case)) ?? 0) + 1);
  if (mode === 'record') {
    writeFileSync(file, toJsonl(records));
    for (const [op, n] of [...counts].sort()) console.log(`  ${String(n).padStart(5)}  ${op}`);
    console.log(`recorded ${records.length} cases of ${counts.size} operations to ${file} in ${seconds} s (code: ${root})`);
    return;
  }
  const before = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record_);
  const out = option('--out', '');
  if (out !== '') writeFileSync(out, toJsonl(records));
  console.log(`ran ${records.length} cases in ${seconds} s (code: ${root})`);
  process.exitCode = compare(before, records) > 0 ? 1 : 0;
}

await main();
