/**
 * The published package: `npm pack` of this repository (dist/ as `npm ci`'s
 * prepare builds it) unpacked into a temporary project, imported by its name
 * with the `exports` map and typed through `types`, and `createEngine().run(id,
 * input)` from it giving the same `data` as the HTTP API for the same input.
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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BIRTH, call, startTestServer } from '../http/helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NAME = 'vedic-astro-api';

/** [operation id, HTTP path, input]: a POST body, or a GET query given as typed values. */
const CASES: [string, string, Record<string, unknown>][] = [
  ['kundli', '/v1/kundli', { birth: BIRTH }],
  ['panchang', '/v1/panchang', { date: '2026-11-21', lat: 23.18, lon: 75.78 }],
  ['timezone', '/v1/timezone', { latitude: 22.5726, longitude: 88.3639, datetime: '1890-01-01T12:00:00Z' }],
  ['metaConventions', '/v1/meta/conventions', {}],
];

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

test('the packed tarball installs by name, typed, and its engine answers as the HTTP API', { timeout: 300_000 }, async () => {
  assert.ok(existsSync(join(ROOT, 'dist/src/engine/index.js')), 'dist/ is missing: npx tsc -p tsconfig.build.json');
  // The tarball packs dist/ as built: an edit of src/ since the last build would show as a wrong answer, so say so first.
  const newestSourceMs = Math.max(...readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts')).map((f) => statSync(join(ROOT, 'src', f)).mtimeMs));
  assert.ok(statSync(join(ROOT, 'dist/src/engine/index.js')).mtimeMs >= newestSourceMs - 1000 ||
    readdirSync(join(ROOT, 'dist/src'), { recursive: true, encoding: 'utf8' }).some((f) => statSync(join(ROOT, 'dist/src', f)).mtimeMs >= newestSourceMs),
    'dist/ is older than src/: rebuild it with npx tsc -p tsconfig.build.json');
  const tmp = mkdtempSync(join(tmpdir(), 'vedic-package-'));
  try {
    const packed = JSON.parse(run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], ROOT)) as
      { filename: string; files: { path: string }[] }[];
    const files = new Set(packed[0]!.files.map((f) => f.path));
    // What the install script builds from, and what a user imports.
    for (const f of ['package.json', 'CMakeLists.txt', 'binding.gyp', 'vendor/swisseph/CMakeLists.txt', 'vendor/swisseph/SHA256SUMS',
      'native/addon.cc', 'native/ephem/bodies.cc', 'native/tools/build_graha_series.cc', 'scripts/build-series.mjs',
      'dist/src/engine/index.js', 'dist/src/engine/index.d.ts', 'README.md', 'LICENSE']) {
      assert.ok(files.has(f), `${f} is not in the tarball`);
    }
    for (const f of files) assert.ok(!/^(native\/build|test|bench|data|node_modules)\//.test(f) && !f.endsWith('.map'), `${f} should not be packed`);

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

    // Types through the exports map, as a TypeScript user compiles against them.
    writeFileSync(join(project, 'check.ts'), [
      `import { createEngine, type EngineAnswer } from '${NAME}';`,
      'const answer: Promise<EngineAnswer> = createEngine().run(\'kundli\', {});',
      'void answer;',
    ].join('\n'));
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', strict: true, noEmit: true, skipLibCheck: true,
        types: ['node'] },
      files: ['check.ts'],
    }));
    run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], project);

    // The engine from the installed package, in a plain Node process.
    writeFileSync(join(project, 'run.mjs'), [
      `import { createEngine } from '${NAME}';`,
      'const cases = JSON.parse(process.argv[2]);',
      'const engine = createEngine();',
      'const out = [];',
      'for (const [id, , input] of cases) out.push((await engine.run(id, input)).data);',
      'process.stdout.write(JSON.stringify(out));',
    ].join('\n'));
    const fromPackage = JSON.parse(run(process.execPath, ['run.mjs', JSON.stringify(CASES)], project)) as unknown[];
    assert.equal(fromPackage.length, CASES.length);

    const t = await startTestServer();
    try {
      const { key } = await t.key('live', 'business');
      for (const [k, [id, path, input]] of CASES.entries()) {
        const get = id === 'panchang' || id === 'metaConventions';
        const query = new URLSearchParams(Object.entries(input).map(([name, v]) => [name, String(v)])).toString();
        const answer = get ? await call(t.url, `${path}${query === '' ? '' : `?${query}`}`, { key })
          : await call(t.url, path, { key, body: input });
        assert.equal(answer.status, 200, `${id}: ${answer.text}`);
        // The conventions name what served them: no HTTP layer in the library, the server's own over HTTP.
        const expected = id === 'metaConventions' ? { ...answer.json.data, transport: 'none' } : answer.json.data;
        if (id === 'metaConventions') assert.equal(answer.json.data.transport, t.server.transport);
        assert.deepEqual(fromPackage[k], expected, id);
      }
    } finally {
      await t.close();
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
