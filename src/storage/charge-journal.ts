/**
 * The charge journal: settled charges appended to files under DATA_DIR
 * before their answers leave, so that a process killed at any moment has
 * every answered charge on record, while the LMDB counters are committed
 * only now and then (LEDGER_COMMIT_MS in ledger.ts).
 *
 * Why: waiting for an LMDB commit before each answer cost about 17% of the
 * throughput (each commit's flush to disk, bench/README.md "What durable
 * charges cost"). One write() of the turn's records costs a few
 * microseconds, and the kernel keeps what was written when the process dies.
 * A machine crash can lose the records written since the last flush to disk,
 * as it could lose an lmdb-js commit not yet flushed (overlappingSync).
 *
 * Layout: `charges-<n>.journal` in the data directory, one JSON array per
 * line: [seq, kind, projectId, period, used, overage, group]. `seq` rises
 * across files and restarts; the LMDB commit that adds a record's delta
 * also stores the highest seq it holds (['journal', 'applied'] in `usage`),
 * so a record is applied once however often it is read back. Each commit
 * seals the current file (later records go to the next) and deletes the
 * files its seq covers.
 *
 * One process owns a directory's journal (data-dir-lock.ts): a second
 * server started on the same DATA_DIR while the first lives stops with an
 * error (it would read back, and count again, the first one's records).
 *
 * Writes happen on the next turn of the event loop, one write for the
 * records of a turn; a failed write is retried with backoff and its answers
 * wait. A line torn by a crash or a failed write is skipped on reading; a
 * retried record repeats its seq and is applied once.
 */
import { closeSync, openSync, readdirSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { commitGroup, type CommitGroup } from './commit-group.ts';
import { takeDataDirLock } from './data-dir-lock.ts';

/** One settled charge: the counter's key, the units (credits or test calls), the overage credits and the group. */
export interface JournalRecord {
  seq: number;
  key: [string, string, string];
  used: number;
  overage: number;
  group: string;
}

/** The LMDB key (in `usage`) of the highest journal seq the committed counters hold. */
export const JOURNAL_APPLIED_KEY: string[] = ['journal', 'applied'];

const FILE_PATTERN = /^charges-(\d+)\.journal$/;
function fileName(n: number): string {
  return `charges-${String(n).padStart(6, '0')}.journal`;
}

function parseLine(line: string): JournalRecord | undefined {
  try {
    const v: unknown = JSON.parse(line);
    if (!Array.isArray(v) || v.length !== 7) return undefined;
    const [seq, kind, projectId, period, used, overage, group] = v as unknown[];
    if (
      typeof seq !== 'number' ||
      typeof kind !== 'string' ||
      typeof projectId !== 'string' ||
      typeof period !== 'string' ||
      typeof used !== 'number' ||
      typeof overage !== 'number' ||
      typeof group !== 'string'
    )
      return undefined;
    return { seq, key: [kind, projectId, period], used, overage, group };
  } catch {
    return undefined;
  }
}

/** Deletes a covered file; one already gone is fine (a later open deletes any left behind). */
function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Left for the next open, which reads it and skips its applied records.
  }
}

export class ChargeJournal {
  /** Sealed files not yet covered by a commit, with the highest seq each holds. */
  private readonly sealed: { path: string; maxSeq: number }[] = [];
  private fileNumber: number;
  private fd: number;
  private fileMaxSeq = 0;
  /** The highest seq in a file. */
  private writtenSeq: number;
  private buffered: string[] = [];
  private bufferedMaxSeq = 0;
  private waiting: CommitGroup | undefined;
  private timer: NodeJS.Immediate | NodeJS.Timeout | undefined;
  /** Consecutive failed writes (for the retry backoff). */
  private failures = 0;
  /** A failed write may have left half a line: the next write starts a new one. */
  private startNewLine = false;
  private closed = false;
  /** Told the seconds of every successful write (the metrics' charge-journal write latency). */
  onWrite: ((seconds: number) => void) | undefined;

  /**
   * Opens the journal in `dir`, handing the records of earlier processes
   * with a seq above `appliedSeq` to `apply` (in order, each once), then
   * deleting the old files. `apply` must make them durable (commit) before
   * it returns. Returns the journal and the highest seq seen.
   */
  static open(dir: string, appliedSeq: number, apply: (records: JournalRecord[], maxSeq: number) => void): ChargeJournal {
    const lockPath = takeDataDirLock(dir);
    const files = readdirSync(dir)
      .map((name) => ({ name, m: FILE_PATTERN.exec(name) }))
      .filter((f): f is { name: string; m: RegExpExecArray } => f.m !== null)
      .map((f) => ({ path: join(dir, f.name), n: Number(f.m[1]) }))
      .sort((a, b) => a.n - b.n);
    let maxSeq = appliedSeq;
    const records: JournalRecord[] = [];
    for (const f of files) {
      for (const line of readFileSync(f.path, 'utf8').split('\n')) {
        const r = line === '' ? undefined : parseLine(line);
        // Seqs rise through the files; a repeat (a retried write) or an applied one is skipped.
        if (r === undefined || r.seq <= maxSeq) continue;
        records.push(r);
        maxSeq = r.seq;
      }
    }
    if (records.length > 0) apply(records, maxSeq);
    for (const f of files) unlinkSync(f.path);
    const last = files.length === 0 ? 0 : files[files.length - 1]!.n;
    return new ChargeJournal(dir, lockPath, last + 1, maxSeq);
  }

  private constructor(
    private readonly dir: string,
    private readonly lockPath: string,
    fileNumber: number,
    private lastSeq: number,
  ) {
    this.fileNumber = fileNumber;
    this.writtenSeq = lastSeq;
    this.fd = openSync(join(dir, fileName(fileNumber)), 'a');
  }

  /** The next seq to give a record. */
  nextSeq(): number {
    this.lastSeq += 1;
    return this.lastSeq;
  }

  /** Queues a record; the promise resolves once it is written (in the file, in the kernel's hands). */
  append(r: JournalRecord): Promise<void> {
    // A request that outlived the drain: its answer fails rather than go out unrecorded.
    if (this.closed) return Promise.reject(new Error('Expected an open charge journal but it is closed'));
    this.buffered.push(`${JSON.stringify([r.seq, r.key[0], r.key[1], r.key[2], r.used, r.overage, r.group])}\n`);
    this.bufferedMaxSeq = r.seq;
    this.waiting ??= commitGroup();
    if (this.timer === undefined) this.schedule();
    return this.waiting.promise;
  }

  private schedule(): void {
    const run = () => {
      this.timer = undefined;
      if (this.writeBuffered()) return;
      if (this.buffered.length > 0) this.schedule();
    };
    // Back off while writes fail (disk full), up to a second.
    this.timer = this.failures === 0 ? setImmediate(run) : setTimeout(run, Math.min(1000, 2 ** this.failures));
  }

  /** Writes the queued records in one write; true when they are written (or there were none). */
  private writeBuffered(): boolean {
    if (this.buffered.length === 0) return true;
    const text = (this.startNewLine ? '\n' : '') + this.buffered.join('');
    const bytes = Buffer.from(text, 'utf8');
    const startMs = this.onWrite === undefined ? 0 : performance.now();
    try {
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(this.fd, bytes, offset);
    } catch (error) {
      this.startNewLine = true;
      this.failures += 1;
      if (this.failures === 1) process.emitWarning(`Charge journal write failed, will retry: ${String(error)}`);
      return false;
    }
    this.onWrite?.((performance.now() - startMs) / 1000);
    this.startNewLine = false;
    this.failures = 0;
    this.fileMaxSeq = this.bufferedMaxSeq;
    this.writtenSeq = this.bufferedMaxSeq;
    this.buffered = [];
    const w = this.waiting;
    this.waiting = undefined;
    w?.resolve();
    return true;
  }

  /**
   * Writes what is queued now and starts a new file for later records;
   * returns the highest seq written so far (what a commit started now
   * holds), or undefined when the queued records could not be written.
   */
  seal(): number | undefined {
    if (this.timer !== undefined) {
      const t = this.timer;
      if ('refresh' in t) clearTimeout(t);
      else clearImmediate(t);
      this.timer = undefined;
    }
    if (!this.writeBuffered()) {
      this.schedule();
      return undefined;
    }
    if (this.fileMaxSeq > 0) {
      closeSync(this.fd);
      this.sealed.push({ path: join(this.dir, fileName(this.fileNumber)), maxSeq: this.fileMaxSeq });
      this.fileNumber += 1;
      this.fd = openSync(join(this.dir, fileName(this.fileNumber)), 'a');
      this.fileMaxSeq = 0;
    }
    return this.writtenSeq;
  }

  /** Deletes the sealed files whose records a landed commit holds (seq at most `appliedSeq`). */
  discardThrough(appliedSeq: number): void {
    while (this.sealed.length > 0 && this.sealed[0]!.maxSeq <= appliedSeq) removeFile(this.sealed.shift()!.path);
  }

  /** Closes the file; the caller has committed everything (seal, commit, discardThrough) first. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
    const current = join(this.dir, fileName(this.fileNumber));
    // An empty current file (nothing since the last seal) is removed; one with records stays for the next start.
    if (this.fileMaxSeq === 0 && this.buffered.length === 0) removeFile(current);
    removeFile(this.lockPath);
  }
}
