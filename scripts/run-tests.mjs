#!/usr/bin/env node
// Runs the type check, then every test/**/*.test.ts with node's test runner
// (TypeScript through tsx). Optional arguments filter test paths by substring;
// `--serving` keeps only the files that start a server (the ones a second
// transport changes: .ci/run runs them again on node:http); `--except=<substring>`
// drops the paths that contain it (repeatable).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function find(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return find(path);
    return path.endsWith('.test.ts') ? [path] : [];
  });
}

const serving = process.argv.includes('--serving');
const EXCEPT = '--except=';
const excepts = process.argv.filter((arg) => arg.startsWith(EXCEPT)).map((arg) => arg.slice(EXCEPT.length));
const filters = process.argv.slice(2).filter((arg) => arg !== '--serving' && !arg.startsWith(EXCEPT));
const startsServer = (file) => /\b(start\w*Server|use\w*Server|startNode|killUnderLoad)\(/.test(readFileSync(file, 'utf8'));
const files = find('test')
  .filter((f) => filters.length === 0 || filters.some((s) => f.includes(s)))
  .filter((f) => !excepts.some((s) => f.includes(s)))
  .filter((f) => !serving || startsServer(f))
  .sort();
if (files.length === 0) {
  console.error('No test files matched');
  process.exit(1);
}
if (filters.length === 0 && excepts.length === 0 && !serving) {
  const tsc = spawnSync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'], { stdio: 'inherit' });
  if (tsc.status !== 0) process.exit(tsc.status ?? 1);
}
// Two files at a time (TEST_CONCURRENCY overrides): node's default on two cores is one, and half of the
// suite's time is each file's start (tsx, the module graph, the ephemeris); two overlap it (9.3 -> 6.3 min
// for the whole suite on the 2-core machine). More would crowd the tests that time sockets and children.
const concurrency = Number(process.env.TEST_CONCURRENCY) || 2;
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
