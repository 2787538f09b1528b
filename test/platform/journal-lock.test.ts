/**
 * The lock of a DATA_DIR's charge journal across a restart
 * (docs/platform.md, Credits): a start waits, bounded, for a previous owner
 * that is still exiting (as a process killed with SIGKILL does for a while),
 * takes over from one that has exited but is not yet reaped (a zombie), and
 * stops with its one-line error when the owner lives on.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { startServer } from '../../src/http/server.ts';
import { waitForJournalRelease } from '../../src/storage/data-dir-lock.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { CreditLedger } from '../../src/storage/lmdb-ledger.ts';
import { openStorage } from '../../src/storage/lmdb.ts';
import { tempDirMaker } from '../fixtures.ts';

const tempDir = tempDirMaker('vedic-lock-');

/** A node process that exits after `lifeMs`, once it runs. */
async function child(lifeMs: number): Promise<ChildProcess & { pid: number }> {
  const proc = spawn(process.execPath, ['-e', `console.log('up'); setTimeout(() => {}, ${lifeMs})`], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise((resolve) => proc.stdout!.once('data', resolve));
  return proc as ChildProcess & { pid: number };
}

const exited = (proc: ChildProcess) => new Promise((resolve) => proc.once('exit', resolve));

test('a start on a DATA_DIR whose owner is still exiting waits for it to go, then takes the journal', async () => {
  const dataDir = tempDir();
  const owner = await child(1000);
  writeFileSync(join(dataDir, 'charges.lock'), String(owner.pid));
  const startedAt = Date.now();
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, threads: 1, logSink: () => undefined });
  try {
    // The server takes over an owner that has exited but is not reaped yet, so this process may hear of the exit just
    // after the start returns: it must come at once (it had exited), with code 0.
    const code = owner.exitCode ?? (await Promise.race([exited(owner).then(() => owner.exitCode), delay(300).then(() => 'still running')]));
    assert.equal(code, 0, 'the server started only once the owner had exited');
    assert.ok(Date.now() - startedAt >= 500, 'it waited');
    assert.equal(readFileSync(join(dataDir, 'charges.lock'), 'utf8'), String(process.pid));
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  } finally {
    await server.close();
  }
});

test('an owner that stays alive stops the start after the wait, with the one-line error', async () => {
  const dataDir = tempDir();
  const owner = await child(30_000);
  try {
    writeFileSync(join(dataDir, 'charges.lock'), String(owner.pid));
    const startedAt = Date.now();
    await assert.rejects(
      waitForJournalRelease(dataDir, 300),
      new RegExp(
        `^Error: Expected one server per DATA_DIR but process ${owner.pid} holds the charge journal of .*\\(still alive after 0\\.3 s\\); stop it`,
      ),
    );
    assert.ok(Date.now() - startedAt >= 300);
    await assert.rejects(
      startServer({ port: 0, host: '127.0.0.1', dataDir, threads: 1, logSink: () => undefined, lockWaitMs: 200 }),
      (error: Error) => /one server per DATA_DIR but process \d+ holds/.test(error.message) && !error.message.includes('\n'),
    );
    assert.equal(readFileSync(join(dataDir, 'charges.lock'), 'utf8'), String(owner.pid), "the lock stays its owner's");
  } finally {
    owner.kill('SIGKILL');
    await exited(owner);
  }
});

test(
  'an owner that has exited but is not reaped yet (a zombie) is taken over at once',
  { skip: !existsSync('/proc/self/stat') && 'no /proc here' },
  async () => {
    const dataDir = tempDir();
    // `sleep 0.2` is a child of the shell, which becomes `sleep 10` and never reaps it. (A child that ended before the
    // exec could be reaped by the shell itself on a loaded machine, and then there was no zombie to take over.)
    const parent = spawn('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 10'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout!.once('data', (d: Buffer) => resolve(d.toString()))));
      const state = () => {
        const s = readFileSync(`/proc/${zombie}/stat`, 'utf8');
        return s.charAt(s.lastIndexOf(')') + 2);
      };
      const deadline = Date.now() + 5000;
      while (state() !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      assert.equal(state(), 'Z');
      assert.doesNotThrow(() => process.kill(zombie, 0), 'a zombie answers kill(0) as a live process does');
      writeFileSync(join(dataDir, 'charges.lock'), String(zombie));
      const storage = openStorage(dataDir);
      const ledger = new CreditLedger(storage.usage, { clock: systemClock, journalDir: dataDir });
      assert.equal(readFileSync(join(dataDir, 'charges.lock'), 'utf8'), String(process.pid));
      await ledger.close();
      await storage.close();
    } finally {
      parent.kill('SIGKILL');
      await exited(parent);
    }
  },
);
