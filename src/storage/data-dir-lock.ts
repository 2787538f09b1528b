/**
 * One process per DATA_DIR: `charges.lock` there holds the pid of the
 * process that owns the directory's charge journal (charge-journal.ts). A
 * second server started on the same DATA_DIR while the first lives stops
 * with an error. A lock whose process is gone (or a zombie: dead, not yet
 * reaped) is taken over; a start first waits up to LOCK_RELEASE_WAIT_MS for
 * a holder to go (waitForJournalRelease), so that a restart right after a
 * kill -9 finds the old process gone rather than stopping. The journal
 * removes the lock file when it closes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'charges.lock';

/**
 * How long a start waits for the process holding the lock to go: a process
 * killed with SIGKILL lives on for a while (its memory freed, its parent yet
 * to reap it), and a supervisor restarts at once.
 */
export const LOCK_RELEASE_WAIT_MS = 10_000;
/** How often the holder is looked at while waiting. */
const LOCK_POLL_MS = 50;

/** Linux: a zombie (exited, not yet reaped) or dead process answers kill(0) like a live one; its state in /proc says otherwise. */
function hasExited(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name in parentheses, which may itself hold ')'.
    const state = stat.charAt(stat.lastIndexOf(')') + 2);
    return state === 'Z' || state === 'X';
  } catch {
    // No /proc (not Linux), or the process is gone between the two looks: kill(0) decides.
    return false;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it lives, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasExited(pid);
}

/** The live process, other than this one, holding `dir`'s journal, if any. */
function lockHolder(path: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const holder = Number(text);
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && processIsAlive(holder) ? holder : undefined;
}

function heldError(dir: string, holder: number, waitedMs: number): Error {
  const waited = waitedMs > 0 ? ` (still alive after ${waitedMs / 1000} s)` : '';
  return new Error(
    `Expected one server per DATA_DIR but process ${holder} holds the charge journal of ${dir} ` +
      `(${join(dir, LOCK_FILE)})${waited}; stop it, or give this server a DATA_DIR of its own`,
  );
}

/**
 * Resolves once no live process holds `dir`'s journal, checking every
 * LOCK_POLL_MS; rejects with the one-line error when the holder still
 * lives after `waitMs`. A start calls it before opening the journal.
 */
export async function waitForJournalRelease(dir: string, waitMs = LOCK_RELEASE_WAIT_MS): Promise<void> {
  const path = join(dir, LOCK_FILE);
  const deadline = Date.now() + waitMs;
  for (let holder = lockHolder(path); holder !== undefined; holder = lockHolder(path)) {
    if (Date.now() >= deadline) throw heldError(dir, holder, waitMs);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

/** Takes the directory's journal for this process (returns the lock file's path), or throws when a live process holds it. */
export function takeDataDirLock(dir: string): string {
  const path = join(dir, LOCK_FILE);
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
    return path;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = lockHolder(path);
  if (holder !== undefined) throw heldError(dir, holder, 0);
  writeFileSync(path, String(process.pid));
  return path;
}
