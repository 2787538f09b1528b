/**
 * An HTTP loop's side of the platform (platform-channel.ts): a Limiter, a
 * Ledger, a key directory and a log sink that ask the main thread
 * (platform-hub.ts). Each answers asynchronously, as the PostgreSQL and
 * Redis stores do, so admission (admission.ts) and the answers
 * (exchange.ts) run unchanged on them.
 *
 * What the ledger has left for an account (the X-Credits-Remaining and
 * X-Test-Calls-Remaining headers) comes back with every reserve and settle
 * and is kept here; a header for an account this loop has not reserved for
 * yet (a refusal before any reservation) asks the main thread and waits.
 */
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import { DEMO_PROJECT_ID, type Account } from '../../platform/charging-policy.ts';
import type { Ledger, LedgerReservation, UsageSummary } from '../../platform/ledger.ts';
import type { Plan } from '../../platform/plans.ts';
import type { Limiter, RateLimits, RateState } from '../../platform/rate-limiter.ts';
import type { CreatedKey, FoundKey, KeyDirectory, KeyRecord, ProjectRecord } from '../../storage/keys.ts';
import type { LogSink } from '../access-log.ts';
import { fromWire, TurnBatch, type HubReply, type LoopOp, type Remaining, type SyncCall, type WireError } from './platform-channel.ts';

/** How long a blocking read waits for the main thread before it fails (it answers in microseconds when alive). */
const SYNC_TIMEOUT_MS = 10_000;

interface RemoteReservation extends LedgerReservation {
  readonly id: number;
  readonly account: Account;
  /** The credits asked for (a test call counts one unit when it costs any). */
  readonly asked: number;
}

/** The ops of one loop to the main thread and their answers. */
export class PlatformClient {
  private readonly ops: TurnBatch<LoopOp>;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** What accounts have left, by project id, as last told. */
  readonly credits = new Map<string, number>();
  readonly testCalls = new Map<string, number>();

  constructor(
    port: MessagePort,
    private readonly syncPort: MessagePort,
    private readonly syncFlag: Int32Array,
  ) {
    this.ops = new TurnBatch((items) => port.postMessage(items));
    port.on('message', (replies: HubReply[]) => {
      for (const reply of replies) this.answer(reply);
    });
  }

  private answer(reply: HubReply): void {
    const w = this.waiting.get(reply[0]);
    if (w === undefined) return;
    this.waiting.delete(reply[0]);
    if (reply[1]) {
      if (reply[3] !== undefined) this.remember(reply[3]);
      w.resolve(reply[2]);
    } else w.reject(fromWire(reply[2]));
  }

  /** A reservation of `account` given back: its credits (live) or its test call (test, demo) count as left again. */
  gaveBack(account: Account, credits: number, testCalls: number): void {
    const projectId = account.mode === 'demo' ? DEMO_PROJECT_ID : account.projectId;
    if (account.mode === 'live') {
      const left = this.credits.get(projectId);
      if (left !== undefined) this.credits.set(projectId, left + credits);
    } else {
      const left = this.testCalls.get(projectId);
      if (left !== undefined) this.testCalls.set(projectId, left + testCalls);
    }
  }

  private remember(r: Remaining): void {
    if (r.credits !== undefined) this.credits.set(r.projectId, r.credits);
    if (r.testCalls !== undefined) this.testCalls.set(r.projectId, r.testCalls);
  }

  /** Sends an op that is answered; `make` builds it with its id. */
  ask<T>(make: (id: number) => LoopOp): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.ops.push(make(id));
    });
  }

  tell(op: LoopOp): void {
    this.ops.push(op);
  }

  /** Sends what is queued now (before the loop ends). */
  flush(): void {
    this.ops.flush();
  }

  /** Asks the main thread and blocks until it answers: only for the ledger's synchronous reads with nothing cached. */
  syncCall(call: SyncCall): unknown {
    this.ops.flush();
    Atomics.store(this.syncFlag, 0, 0);
    this.syncPort.postMessage(call);
    if (Atomics.wait(this.syncFlag, 0, 0, SYNC_TIMEOUT_MS) === 'timed-out') {
      throw new Error(`Expected the main thread to answer ${call[0]} within ${SYNC_TIMEOUT_MS} ms`);
    }
    const answer = receiveMessageOnPort(this.syncPort)?.message as unknown;
    if (typeof answer === 'object' && answer !== null && 'error' in answer) throw fromWire((answer as { error: WireError }).error);
    return answer;
  }
}

export class RemoteLimiter implements Limiter {
  constructor(private readonly client: PlatformClient) {}

  acquire(keyId: string, limits: RateLimits): Promise<RateState> {
    // Only the two limits travel (a plan carries more).
    const { requestsPerSecond, concurrentRequests } = limits;
    return this.client.ask((id) => ['acquire', id, keyId, { requestsPerSecond, concurrentRequests }]);
  }

  done(keyId: string, state?: RateState): void {
    this.client.tell(['done', keyId, state]);
  }
}

export class RemoteLedger implements Ledger {
  constructor(private readonly client: PlatformClient) {}

  async reserve(account: Account, credits: number, group: string): Promise<LedgerReservation> {
    const [id, held] = await this.client.ask<[number, number]>((askId) => ['reserve', askId, account, credits, group]);
    const r: RemoteReservation = { id, account, asked: credits, credits: held, state: 'held' };
    return r;
  }

  settle(r: LedgerReservation): Promise<void> | undefined {
    if (r.state !== 'held') return undefined;
    r.state = 'settled';
    return this.client.ask((id) => ['settle', id, (r as RemoteReservation).id]);
  }

  release(r: LedgerReservation): void {
    if (r.state !== 'held') return;
    r.state = 'released';
    const { id, account, asked } = r as RemoteReservation;
    this.client.tell(['release', id]);
    // What the main thread will have once the release lands: the refusal answered now says so (as one loop would).
    this.client.gaveBack(account, r.credits, asked > 0 ? 1 : 0);
  }

  creditsRemaining(projectId: string, plan: Plan): number {
    return this.client.credits.get(projectId) ?? (this.client.syncCall(['creditsRemaining', projectId, plan]) as number);
  }

  testCallsRemaining(projectId: string, limit: number): number {
    return this.client.testCalls.get(projectId) ?? (this.client.syncCall(['testCallsRemaining', projectId, limit]) as number);
  }

  usage(projectId: string, plan: Plan): UsageSummary {
    return this.client.syncCall(['usage', projectId, plan]) as UsageSummary;
  }

  /** The main thread commits; nothing is held here. */
  flush(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.client.flush();
    return Promise.resolve();
  }

  prune(): void {}

  commitPromptly(): void {
    this.client.tell(['promptly']);
  }
}

/** The keys as the main thread reads them; a loop only looks keys up (the keys CLI makes and revokes them). */
export class RemoteKeys implements KeyDirectory {
  constructor(private readonly client: PlatformClient) {}

  find(key: string): Promise<FoundKey | undefined> {
    return this.client.ask((id) => ['find', id, key]);
  }

  create(): Promise<CreatedKey> {
    return Promise.reject(new Error('Expected keys to be made in the main thread (npm run keys), not in an HTTP loop'));
  }

  project(): Promise<ProjectRecord | undefined> {
    return Promise.reject(new Error('Expected projects to be read in the main thread, not in an HTTP loop'));
  }

  list(): Promise<KeyRecord[]> {
    return Promise.reject(new Error('Expected keys to be listed in the main thread, not in an HTTP loop'));
  }

  revoke(): Promise<KeyRecord | undefined> {
    return Promise.reject(new Error('Expected keys to be revoked in the main thread (npm run keys), not in an HTTP loop'));
  }
}

/** Access-log chunks written by the main thread's sink. */
export function remoteLogSink(client: PlatformClient): LogSink {
  return (chunk) => client.tell(['log', chunk]);
}
