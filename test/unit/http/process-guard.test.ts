/**
 * The net under every request path (src/http/process-guard.ts): a promise
 * rejected with no handler is logged without its message and the process
 * goes on (Node's default ends it: issue 28, D1 took a node down that way).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const GUARD = new URL('../../../src/http/process-guard.ts', import.meta.url).href;

function runChild(install: boolean) {
  const script = `import { guardUnhandledRejections } from ${JSON.stringify(GUARD)};
${install ? 'guardUnhandledRejections((l) => process.stdout.write(l));' : ''}
void Promise.reject(Object.assign(new TypeError('secret birth 1990-08-15'), { code: 'E_TEST' }));
setTimeout(() => { process.stdout.write('alive\\n'); }, 50);`;
  return spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', script], { encoding: 'utf8' });
}

test('an unhandled rejection is logged by class and code, without its message, and the process lives on', () => {
  const r = runChild(true);
  assert.equal(r.status, 0, r.stderr);
  const [logged, alive] = r.stdout.trim().split('\n');
  assert.equal(alive, 'alive');
  const line = JSON.parse(logged!) as Record<string, unknown>;
  assert.deepEqual([line.level, line.msg, line.error, line.code], ['error', 'unhandled_rejection', 'TypeError', 'E_TEST']);
  assert.ok(!r.stdout.includes('1990-08-15'), 'the message (which may quote input) is never logged');
});

test('without the guard the same rejection ends the process (what it protects against)', () => {
  const r = runChild(false);
  assert.notEqual(r.status, 0);
  assert.ok(!r.stdout.includes('alive'));
});
