/**
 * Access log: one JSON line per request with method, path (no query string),
 * status, duration, key id and credits. Never a request body, query string or
 * birth data. Lines are buffered and written in batches so logging does not
 * cap throughput.
 */

export interface AccessEntry {
  request_id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  key_id: string | null;
  credits: number;
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

  constructor(private readonly sink: LogSink = stdoutSink, private readonly flushMs = 20) {}

  /** Written by hand rather than JSON.stringify: this runs on every request. */
  request(e: AccessEntry): void {
    const now = Date.now();
    if (now !== this.lastMs) {
      this.lastMs = now;
      this.lastIso = new Date(now).toISOString();
    }
    this.push(`{"time":"${this.lastIso}","level":"info","msg":"request","request_id":${JSON.stringify(e.request_id)},`
      + `"method":${JSON.stringify(e.method)},"path":${JSON.stringify(e.path)},"status":${e.status},`
      + `"duration_ms":${e.duration_ms},"key_id":${e.key_id === null ? 'null' : JSON.stringify(e.key_id)},"credits":${e.credits}}\n`);
  }

  /** Server errors: the error's class, code and stack frames, never its message (it may quote input). */
  error(requestId: string, error: unknown): void {
    const e = error instanceof Error ? error : undefined;
    const frames = (e?.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at ')).map((l) => l.trim());
    this.write({ time: new Date().toISOString(), level: 'error', msg: 'internal_error', request_id: requestId,
      error: e?.name ?? typeof error, code: (e as { code?: unknown } | undefined)?.code ?? null, stack: frames.slice(0, 12) });
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
