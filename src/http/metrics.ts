/**
 * GET /metrics: the Prometheus text exposition (prom-client, its own
 * registry per server), served only when the server has a METRICS_TOKEN and
 * only to `Authorization: Bearer <METRICS_TOKEN>` (docs/deploy.md, Metrics).
 * Off by default: the numbers tell traffic, plans and load to whoever reads
 * them, and an unconfigured server then records nothing. A token rather than
 * a second port: one listener in both transports, and it passes through the
 * same proxy and TLS as the API.
 *
 * Recorded per request (in Exchanges.finalize): requests by operation and
 * status, latency by operation, credits charged by operation; per streamed
 * answer: answers in flight; per charge-journal write: its latency. Read at
 * scrape time: the pool's queue, threads and utilisation, requests in
 * flight, the places index, and the process (memory, CPU, event loop: the
 * library's default metrics).
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Piscina } from 'piscina';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { placesIndex } from './places-index.ts';

/** The label of a request that matched no operation (documents, probes, unknown paths). */
export const NO_OPERATION = 'none';

export interface MetricsSources {
  pool: Piscina;
  /** Requests between arrival and finalize. */
  inFlight(): number;
  /** The HTTP layer serving (uws or node); one HTTP thread either way. */
  transport: string;
}

interface OperationChildren {
  latency: ReturnType<Histogram<'operation'>['labels']>;
  credits: ReturnType<Counter<'operation'>['labels']>;
  byStatus: Map<number, ReturnType<Counter<'operation' | 'status'>['labels']>>;
}

export class Metrics {
  readonly registry = new Registry();
  private readonly tokenHash: Buffer;
  private readonly requests: Counter<'operation' | 'status'>;
  private readonly latency: Histogram<'operation'>;
  private readonly credits: Counter<'operation'>;
  private readonly streaming: Gauge;
  readonly journalWrite: Histogram;
  private readonly children = new Map<string, OperationChildren>();

  constructor(token: string, sources: MetricsSources) {
    this.tokenHash = sha256(token);
    const registers = [this.registry];
    // Not prom-client's default metrics: measured on bench:kundli they cost about a third of the throughput
    // (bench/README.md, Metrics); the process's memory is read here at scrape time instead.
    new Gauge({
      name: 'process_resident_memory_bytes',
      help: 'Resident memory size in bytes',
      registers,
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
    new Gauge({
      name: 'nodejs_heap_size_used_bytes',
      help: 'Process heap size used from Node.js in bytes',
      registers,
      collect() {
        this.set(process.memoryUsage().heapUsed);
      },
    });
    new Gauge({
      name: 'nodejs_heap_size_total_bytes',
      help: 'Process heap size from Node.js in bytes',
      registers,
      collect() {
        this.set(process.memoryUsage().heapTotal);
      },
    });
    this.requests = new Counter({
      name: 'vedic_http_requests_total',
      help: 'Requests answered, by operation id (none: documents, probes, unknown paths) and HTTP status (499: aborted by the client)',
      labelNames: ['operation', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'vedic_http_request_duration_seconds',
      help: 'From the request head to the end of the answer, by operation id',
      labelNames: ['operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.credits = new Counter({
      name: 'vedic_credits_charged_total',
      help: 'Live credits charged, by operation id (test and demo calls charge none)',
      labelNames: ['operation'],
      registers,
    });
    this.streaming = new Gauge({
      name: 'vedic_streaming_answers',
      help: 'Streamed answers (NDJSON or bulk JSON) being written',
      registers,
    });
    this.journalWrite = new Histogram({
      name: 'vedic_charge_journal_write_seconds',
      help: 'Charge-journal writes (the answers of charged calls wait for theirs); none with PostgreSQL',
      buckets: [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.25],
      registers,
    });
    const pool = sources.pool;
    new Gauge({
      name: 'vedic_pool_queue_depth',
      help: 'Computation tasks waiting for a pool thread',
      registers,
      collect() {
        this.set(pool.queueSize);
      },
    });
    new Gauge({
      name: 'vedic_pool_utilization_ratio',
      help: 'Share of the pool threads’ capacity used since the pool started (Piscina utilization)',
      registers,
      collect() {
        this.set(pool.utilization);
      },
    });
    new Gauge({
      name: 'vedic_pool_threads',
      help: 'Computation threads',
      registers,
      collect() {
        this.set(pool.threads.length);
      },
    });
    new Gauge({
      name: 'vedic_http_threads',
      help: 'Threads serving HTTP (the main thread), by transport',
      labelNames: ['transport'],
      registers,
      collect() {
        this.set({ transport: sources.transport }, 1);
      },
    });
    new Gauge({
      name: 'vedic_http_requests_in_flight',
      help: 'Requests between their arrival and the end of their answer',
      registers,
      collect() {
        this.set(sources.inFlight());
      },
    });
    new Gauge({
      name: 'vedic_places_index_places',
      help: 'Places in the places index (0: not built)',
      registers,
      collect() {
        this.set(placesIndex()?.count ?? 0);
      },
    });
  }

  /** Whether an Authorization header carries the token (compared in constant time). */
  authorized(authorization: string): boolean {
    const m = /^Bearer (.+)$/.exec(authorization);
    return m !== null && timingSafeEqual(sha256(m[1]!), this.tokenHash);
  }

  /** Runs on every request: the label children are looked up once per operation (and status), not hashed per call. */
  request(operation: string, status: number, durationSec: number, credits: number): void {
    let children = this.children.get(operation);
    if (children === undefined) {
      children = { latency: this.latency.labels(operation), credits: this.credits.labels(operation), byStatus: new Map() };
      this.children.set(operation, children);
    }
    let counter = children.byStatus.get(status);
    if (counter === undefined) {
      counter = this.requests.labels(operation, String(status));
      children.byStatus.set(status, counter);
    }
    counter.inc();
    children.latency.observe(durationSec);
    if (credits > 0) children.credits.inc(credits);
  }

  streamStarted(): void {
    this.streaming.inc();
  }

  streamEnded(): void {
    this.streaming.dec();
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** The metrics token of the environment (unset or '': metrics off). */
export function metricsTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.METRICS_TOKEN || undefined;
}
