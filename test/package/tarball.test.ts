/**
 * The published package: `npm pack` of this repository (dist/ as `npm ci`'s
 * prepare builds it) unpacked into a temporary project, imported by its name
 * with the `exports` map and typed through `types`, and `createEngine().run(id,
 * input)` from it giving the same `data` as the HTTP API for the same input;
 * so does the whole API mounted from `vedic-astro-api/http` under a prefix in
 * node:http (with its keys), Express and Fastify (with auth 'none').
 * Places: the engine opens its index with openPlacesIndex (a typed 503
 * before there is one) and the hosts build theirs with `buildPlaces`, each
 * from a small GeoNames file cut from cities500 (the full build takes about
 * a minute); a `place` name then answers as the HTTP API does.
 *
 * The tarball is unpacked rather than `npm install`ed: its install script
 * compiles the Swiss Ephemeris and our addon and fits the graha series, some
 * minutes of CI for nothing this test checks. The unpacked package therefore
 * uses this checkout's built addon (native/build, linked in) and its
 * dependencies (node_modules, linked in); the test checks instead that the
 * tarball carries every file that build needs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { defaultPlacesSource } from '../../src/storage/places.ts';
import { openTestPlaces } from '../unit/places/fixture.ts';
import { BIRTH, call, startTestServer } from '../http/helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NAME = 'vedic-astro-api';

/** [operation id, HTTP path, input]: a POST body, or a GET query given as typed values. */
const CASES: [string, string, Record<string, unknown>][] = [
  ['kundli', '/v1/kundli', { birth: BIRTH }],
  ['panchang', '/v1/panchang', { date: '2026-11-21', lat: 23.18, lon: 75.78 }],
  ['timezone', '/v1/timezone', { latitude: 22.5726, longitude: 88.3639, datetime: '1890-01-01T12:00:00Z' }],
  ['metaConventions', '/v1/meta/conventions', {}],
  ['panchangHora', '/v1/panchang/hora', { date: '2026-11-21', place: 'Ujjain' }],
];

/** GeoNames ASCII names whose every place goes into the small places file the package builds its index from. */
const PLACE_NAMES = new Set(['Ujjain', 'Springfield', 'Indore']);

/**
 * Mounts the package's API under /astro in node:http (the API's keys, with
 * a demo key), Express and Fastify (auth 'none', one API for both), asks
 * each host every case (argv: data directory, CASES each with whether it
 * is a GET), and prints each host's
 * answers and what it answers outside the prefix.
 */
const HOSTS_SCRIPT = `
import { createServer } from 'node:http';
import express from 'express';
import Fastify from 'fastify';
import { createApiHandler } from '${NAME}/http';

const [dataDir, casesJson, sourceJson] = process.argv.slice(2);
const cases = JSON.parse(casesJson);
const placesSource = JSON.parse(sourceJson);
const DEMO_KEY = 'demo_embedding_test';
const quiet = { prefix: '/astro', threads: 1, logSink: () => {}, buildPlaces: true, placesSource };
// The demo key has the Free plan's rate window (2 a second): widened for these calls in a row.
const keyed = await createApiHandler({ ...quiet, dataDir: dataDir + '/keyed', demoKey: DEMO_KEY,
  planOverrides: { free: { requestsPerSecond: 100 } } });
const open = await createApiHandler({ ...quiet, dataDir: dataDir + '/open', auth: 'none' });

async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return 'http://127.0.0.1:' + server.address().port;
}
const plain = createServer(keyed.handler);
const app = express();
app.use('/astro', open.handler);
app.get('/own', (req, res) => res.send('express'));
const expressServer = createServer(app);
const fastify = Fastify();
fastify.addHook('onRequest', open.fastifyOnRequest);
fastify.post('/own', async (request) => 'fastify ' + JSON.stringify({ parsed: request.body.parsed }));

const hosts = { 'node:http': [await listen(plain), 'GET', undefined], express: [await listen(expressServer), 'GET', undefined],
  fastify: [await fastify.listen({ port: 0, host: '127.0.0.1' }), 'POST', JSON.stringify({ parsed: true })] };
const out = {};
for (const [host, [url, ownMethod, ownBody]] of Object.entries(hosts)) {
  const headers = host === 'node:http' ? { authorization: 'Bearer ' + DEMO_KEY } : {};
  const answers = [];
  for (const [id, path, input, get] of cases) {
    const query = new URLSearchParams(Object.entries(input).map(([name, v]) => [name, String(v)])).toString();
    const res = get ? await fetch(url + '/astro' + path + (query === '' ? '' : '?' + query), { headers })
      : await fetch(url + '/astro' + path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(input) });
    answers.push({ status: res.status, json: await res.json() });
  }
  const own = await fetch(url + '/own', { method: ownMethod, body: ownBody, headers: { 'content-type': 'application/json' } });
  const text = await own.text();
  out[host] = { own: own.status + ' ' + (own.status === 404 ? JSON.parse(text).error.type : text), answers };
}
await keyed.close();
await open.close();
await fastify.close();
for (const server of [plain, expressServer]) {
  server.closeAllConnections();
  server.close();
}
process.stdout.write(JSON.stringify(out));
`;

/** The cases asked with GET (the others POST their input). */
const GET_IDS = new Set(['panchang', 'metaConventions', 'panchangHora']);

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

test(
  'the packed tarball installs by name, typed, and its engine and its API mounted in node:http, Express and Fastify answer as the HTTP API',
  { timeout: 300_000 },
  async () => {
    assert.ok(existsSync(join(ROOT, 'dist/src/engine/index.js')), 'dist/ is missing: npx tsc -p tsconfig.build.json');
    // The tarball packs dist/ as built: an edit of src/ since the last build would show as a wrong answer, so say so first.
    const newestSourceMs = Math.max(
      ...readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => statSync(join(ROOT, 'src', f)).mtimeMs),
    );
    assert.ok(
      statSync(join(ROOT, 'dist/src/engine/index.js')).mtimeMs >= newestSourceMs - 1000 ||
        readdirSync(join(ROOT, 'dist/src'), { recursive: true, encoding: 'utf8' }).some(
          (f) => statSync(join(ROOT, 'dist/src', f)).mtimeMs >= newestSourceMs,
        ),
      'dist/ is older than src/: rebuild it with npx tsc -p tsconfig.build.json',
    );
    const tmp = mkdtempSync(join(tmpdir(), 'vedic-package-'));
    try {
      const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], ROOT)) as {
        filename: string;
        files: { path: string }[];
      }[];
      const files = new Set(packed[0]!.files.map((f) => f.path));
      // What the install script builds from, and what a user imports.
      for (const f of [
        'package.json',
        'CMakeLists.txt',
        'binding.gyp',
        'vendor/swisseph/CMakeLists.txt',
        'vendor/swisseph/SHA256SUMS',
        'native/addon.cc',
        'native/ephem/bodies.cc',
        'native/tools/build_graha_series.cc',
        'scripts/build-series.mjs',
        'dist/src/engine/index.js',
        'dist/src/engine/index.d.ts',
        'dist/src/http/index.js',
        'dist/src/http/index.d.ts',
        'dist/src/cli/places.js',
        'README.md',
        'LICENSE',
      ]) {
        assert.ok(files.has(f), `${f} is not in the tarball`);
      }
      for (const f of files)
        assert.ok(!/^(native\/build|test|bench|data|node_modules)\//.test(f) && !f.endsWith('.map'), `${f} should not be packed`);

      const project = join(tmp, 'project');
      const modules = join(project, 'node_modules');
      mkdirSync(modules, { recursive: true });
      run('tar', ['-xzf', join(tmp, packed[0]!.filename), '-C', modules], ROOT);
      renameSync(join(modules, 'package'), join(modules, NAME));
      for (const dep of readdirSync(join(ROOT, 'node_modules'))) {
        if (dep !== NAME && dep !== '.bin') symlinkSync(join(ROOT, 'node_modules', dep), join(modules, dep));
      }
      symlinkSync(join(ROOT, 'native/build'), join(modules, NAME, 'native/build'));
      writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }));
      const installed = JSON.parse(readFileSync(join(modules, NAME, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
      assert.equal(installed.bin?.['vedic-astro-places'], './dist/src/cli/places.js', 'the places command');

      // A small GeoNames file for the package's places index (lines of cities500.txt as they are).
      const full = defaultPlacesSource();
      const citiesPath = join(tmp, 'cities-small.txt');
      writeFileSync(
        citiesPath,
        readFileSync(full.citiesPath, 'utf8')
          .split('\n')
          .filter((line) => PLACE_NAMES.has(line.split('\t')[2] ?? ''))
          .join('\n'),
      );
      const placesSource = JSON.stringify({ citiesPath, admin1Path: full.admin1Path });

      // Types through the exports map, as a TypeScript user compiles against them, the handler's against Express's and Fastify's.
      writeFileSync(
        join(project, 'check.ts'),
        [
          `import { createEngine, type EngineAnswer } from '${NAME}';`,
          `import { createApiHandler, startServer, type ApiHandler, type ApiServer } from '${NAME}/http';`,
          "import express from 'express';",
          "import Fastify from 'fastify';",
          "const answer: Promise<EngineAnswer> = createEngine().run('kundli', { birth: { date: '1990-05-17', place: { latitude: 23.18, longitude: 75.78 } } });",
          '// @ts-expect-error: run is typed by the operation id, so a kundli without its birth does not compile.',
          "void createEngine().run('kundli', {});",
          "const api: ApiHandler = await createApiHandler({ prefix: '/astro', auth: 'none', threads: 1 });",
          "express().use('/astro', api.handler);",
          "Fastify().addHook('onRequest', api.fastifyOnRequest);",
          'const server: Promise<ApiServer> = startServer({ port: 0 });',
          'void answer, server;',
        ].join('\n'),
      );
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            target: 'ES2022',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: ['node'],
          },
          files: ['check.ts'],
        }),
      );
      run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);

      // The engine from the installed package, in a plain Node process.
      writeFileSync(
        join(project, 'run.mjs'),
        [
          `import { createEngine } from '${NAME}';`,
          `import { openPlacesIndex } from '${NAME}/http';`,
          'const [casesJson, dataDir, sourceJson] = process.argv.slice(2);',
          'const cases = JSON.parse(casesJson);',
          '// Before any index: a typed 503 naming the command, from the engine and from openPlacesIndex.',
          "const noIndex = await createEngine().run('panchangHora', { date: '2026-11-21', place: 'Ujjain' }).then(() => 'ok', (e) => e.code);",
          'const noOpen = await openPlacesIndex({ dataDir }).then(() => "ok", (e) => e.code + " " + /vedic-astro-places/.test(e.message));',
          'const { places, close } = await openPlacesIndex({ dataDir, build: true, source: JSON.parse(sourceJson) });',
          'const engine = createEngine({ places });',
          'const out = [];',
          'for (const [id, , input] of cases) out.push((await engine.run(id, input)).data);',
          'await close();',
          'process.stdout.write(JSON.stringify({ out, noIndex, noOpen }));',
        ].join('\n'),
      );
      const engineRun = JSON.parse(
        run(process.execPath, ['run.mjs', JSON.stringify(CASES), join(tmp, 'engine-data'), placesSource], project),
      ) as { out: unknown[]; noIndex: string; noOpen: string };
      const fromPackage = engineRun.out;
      assert.equal(fromPackage.length, CASES.length);
      assert.equal(engineRun.noIndex, 'service_unavailable', 'a place name without an index');
      assert.equal(engineRun.noOpen, 'service_unavailable true', 'openPlacesIndex without an index names the command');

      // The whole API from the installed package, mounted under /astro in the three hosts, each asked every case.
      writeFileSync(join(project, 'hosts.mjs'), HOSTS_SCRIPT);
      const withMethods = CASES.map(([id, path, input]) => [id, path, input, GET_IDS.has(id)]);
      const fromHosts = JSON.parse(
        run(process.execPath, ['hosts.mjs', join(tmp, 'data'), JSON.stringify(withMethods), placesSource], project),
      ) as Record<string, { own: string; answers: { status: number; json: any }[] }>;
      assert.deepEqual(Object.keys(fromHosts), ['node:http', 'express', 'fastify']);

      const t = await startTestServer();
      // The reference API's places: the test fixture (the same GeoNames records for Ujjain).
      const places = await openTestPlaces();
      setPlacesIndex(places.index);
      try {
        const { key } = await t.key('live', 'business');
        for (const [k, [id, path, input]] of CASES.entries()) {
          const get = GET_IDS.has(id);
          const query = new URLSearchParams(Object.entries(input).map(([name, v]) => [name, String(v)])).toString();
          const answer = get
            ? await call(t.url, `${path}${query === '' ? '' : `?${query}`}`, { key })
            : await call(t.url, path, { key, body: input });
          assert.equal(answer.status, 200, `${id}: ${answer.text}`);
          // The conventions name what served them: no HTTP layer in the library, the server's own over HTTP.
          const expected = id === 'metaConventions' ? { ...answer.json.data, transport: 'none' } : answer.json.data;
          if (id === 'metaConventions') assert.equal(answer.json.data.transport, t.server.transport);
          assert.deepEqual(fromPackage[k], expected, id);
          for (const [host, { answers }] of Object.entries(fromHosts)) {
            const mounted = answers[k]!;
            assert.equal(mounted.status, 200, `${host} ${id}: ${JSON.stringify(mounted.json)}`);
            // An embedded API runs on its host's node:http.
            assert.deepEqual(
              mounted.json.data,
              id === 'metaConventions' ? { ...answer.json.data, transport: 'node' } : answer.json.data,
              `${host} ${id}`,
            );
            // The API's keys on node:http (the demo key: test mode, for the keyed operations), none on Express and Fastify.
            const keyed = host === 'node:http' && id !== 'metaConventions';
            assert.equal(mounted.json.meta.mode, keyed ? 'test' : 'live', `${host} ${id}`);
            if (host !== 'node:http') assert.equal(mounted.json.meta.credits_charged, 0, `${host} ${id}`);
          }
        }
        // Outside the prefix the host answers: its own route, or for plain node:http the API's 404.
        assert.equal(fromHosts['node:http']!.own, '404 not_found');
        assert.equal(fromHosts.express!.own, '200 express');
        assert.equal(fromHosts.fastify!.own, '200 fastify {"parsed":true}');
      } finally {
        setPlacesIndex(undefined);
        await t.close();
        await places.close();
      }
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  },
);
