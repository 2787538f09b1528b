/**
 * Access log: one JSON line per answered request with method, path (no query
 * string), status, duration, key id and credits. Never a request body, query
 * string or birth data. Lines are buffered and written in batches so logging
 * does not cap throughput.
 *
 * Refusals (every 4xx answer: nothing computed for the client, nothing
 * charged) are counted instead, so that an abusive client cannot flood the
 * log: per key, or per client address for a request without a known key,
 * and per error type. The first refusal of each such group in an interval
 * is a full line (with its `error` and, keyless, its `client`), so an
 * operator sees it at once; the interval ends with one `requests_refused`
 * line of the counts of the groups refused more than once
 * (docs/platform.md, Logs).
 */

const FEEDS_PREFIX = '/v1/feeds/';

/**
 * A feed token in a path is a credential (docs/feeds.md, Subscribing): whatever follows `/v1/feeds/` (after an
 * embedded API's prefix too) is logged as `{token}.ics`.
 */
export function redactFeedToken(path: string): string {
  const at = path.indexOf(FEEDS_PREFIX);
  return at < 0 ? path : `${path.slice(0, at)}${FEEDS_PREFIX}{token}.ics`;
}

export interface AccessEntry {
  request_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  key_id: string | null;
  credits: number;
  /** The error type of a 4xx answer. */
  error?: string | undefined;
  /** The client's address, for a refusal without a known key (the one thing that tells such clients apart). */
  client?: string | undefined;
}

/** How long refusals are counted before their counts are written in one line. */
export const REFUSAL_SUMMARY_INTERVAL_MS = 10_000;

/**
 * Groups (key or address, and error type) counted in one interval; refusals
 * of further groups are only counted as `other_count`, so that a flood from
 * many addresses holds bounded memory and writes bounded lines.
 */
export const REFUSAL_GROUPS_LIMIT = 1_000;

/** A refusal: any 4xx answer (499, the log's status of a client gone before its answer, is not one). */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 499;
}

interface RefusalGroup {
  key_id: string | null;
  client: string | null;
  error: string;
  status: number;
  count: number;
}

/** How an error is logged: its class, code and first stack frames, never its message (it may quote input). */
export function errorFields(error: unknown): { error: string; code: unknown; stack: string[] } {
  const e = error instanceof Error ? error : undefined;
  const frames = (e?.stack ?? '')
    .split('\n')
    .filter((l) => l.trimStart().startsWith('at '))
    .map((l) => l.trim());
  return { error: e?.name ?? typeof error, code: (e as { code?: unknown } | undefined)?.code ?? null, stack: frames.slice(0, 12) };
}

export type LogSink = (chunk: string) => void;

export const stdoutSink: LogSink = (chunk) => {
  process.stdout.write(chunk);
};

export class AccessLog {
  private buffer: string[] = [];
  private bytes = 0;
  private timer: NodeJS.Timeout | undefined;
  private lastMs = 0;
  private lastIso = '';
  private refusals = new Map<string, RefusalGroup>();
  private otherRefusals = 0;
  private refusalTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: LogSink = stdoutSink,
    private readonly flushMs = 20,
    private readonly refusalIntervalMs = REFUSAL_SUMMARY_INTERVAL_MS,
  ) {}

  /** Written by hand rather than JSON.stringify: this runs on every request. */
  request(e: AccessEntry): void {
    const refused = isRefusal(e.status);
    if (refused && !this.firstRefusal(e)) return;
    const now = Date.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastIso = new Date(now).toISOString();
    }
    const refusal = !refused
      ? ''
      : `,"error":${JSON.stringify(e.error ?? null)}` +
        (e.key_id === null ? `,"client":${e.client === undefined ? 'null' : JSON.stringify(e.client)}` : '');
    this.push(
      `{"time":"${this.lastIso}","level":"info","msg":"request","request_id":${JSON.stringify(e.request_id)},` +
        `"method":${JSON.stringify(e.method)},"path":${JSON.stringify(redactFeedToken(e.path))},"status":${e.status},` +
        `"duration_ms":${e.duration_ms},"key_id":${e.key_id === null ? 'null' : JSON.stringify(e.key_id)},"credits":${e.credits}${refusal}}\n`,
    );
  }

  /** Counts a refusal; true when it is the first of its group in this interval (then written in full). */
  private firstRefusal(e: AccessEntry): boolean {
    const client = e.key_id === null ? (e.client ?? null) : null;
    const error = e.error ?? String(e.status);
    const id = `${e.key_id ?? ''}\u0000${client ?? ''}\u0000${error}`;
    const group = this.refusals.get(id);
    if (group !== undefined) {
      group.count += 1;
      return false;
    }
    if (this.refusalTimer === undefined) {
      this.refusalTimer = setTimeout(() => this.summarizeRefusals(), this.refusalIntervalMs);
      this.refusalTimer.unref();
    }
    if (this.refusals.size >= REFUSAL_GROUPS_LIMIT) {
      this.otherRefusals += 1;
      return false;
    }
    this.refusals.set(id, { key_id: e.key_id, client, error, status: e.status, count: 1 });
    return true;
  }

  /**
   * Ends the interval: one line with the counts of the groups refused more
   * than once (a group refused once is told by its full line alone), and
   * of the refusals beyond REFUSAL_GROUPS_LIMIT groups.
   */
  summarizeRefusals(): void {
    if (this.refusalTimer !== undefined) {
      clearTimeout(this.refusalTimer);
      this.refusalTimer = undefined;
    }
    const repeated = [...this.refusals.values()].filter((g) => g.count > 1);
    if (repeated.length > 0 || this.otherRefusals > 0) {
      this.write({
        time: new Date().toISOString(),
        level: 'warn',
        msg: 'requests_refused',
        interval_ms: this.refusalIntervalMs,
        groups: repeated,
        other_count: this.otherRefusals,
      });
    }
    this.refusals = new Map();
    this.otherRefusals = 0;
  }

  /** Server errors: the error's class, code and stack frames, never its message (it may quote input). */
  error(requestId: string, error: unknown): void {
    this.write({
      time: new Date().toISOString(),
      level: 'error',
      msg: 'internal_error',
      request_id: requestId,
      ...errorFields(error),
    });
  }

  event(msg: string, fields: Record<string, unknown> = {}): void {
    this.write({ time: new Date().toISOString(), level: 'info', msg, ...fields });
    this.flush();
  }

  private write(record: Record<string, unknown>): void {
    this.push(`${JSON.stringify(record)}\n`);
  }

  private push(line: string): void {
    this.buffer.push(line);
    this.bytes += line.length;
    if (this.bytes > 64 * 1024) this.flush();
    else if (this.timer === undefined) {
      this.timer = setTimeout(() => this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Writes the counts of refusals so far and every buffered line (a graceful close). */
  close(): void {
    this.summarizeRefusals();
    this.flush();
  }

  flush(): void {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.buffer.length === 0) return;
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.bytes = 0;
    this.sink(chunk);
  }
}
