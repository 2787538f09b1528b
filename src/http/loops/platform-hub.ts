/**
 * The main thread's side of the HTTP loops' platform (platform-channel.ts):
 * it answers every loop from the one rate limiter, credit ledger (with its
 * charge journal) and key store of the server, so that the limits, credits
 * and charges are exactly those of a single loop (docs/platform.md, HTTP
 * threads): a reserve checks every loop's reservations, a settle is answered
 * only once its charge is journaled, and a loop's answer waits for that.
 */
import type { MessagePort } from 'node:worker_threads';
import { DEMO_PROJECT_ID, type Account } from '../../platform/charging-policy.ts';
import type { Ledger, LedgerReservation } from '../../platform/ledger.ts';
import type { Limiter, RateState } from '../../platform/rate-limiter.ts';
import type { KeyDirectory } from '../../storage/keys.ts';
import type { LogSink } from '../access-log.ts';
import { toWire, TurnBatch, type HubReply, type LoopOp, type Remaining, type SyncCall } from './platform-channel.ts';

export interface HubStores {
  ledger: Ledger;
  limiter: Limiter;
  keys: KeyDirectory;
  log: LogSink;
}

/**
 * Serves one loop's ops on `port` and its blocking reads on `syncPort` (answered, then `syncFlag` raised) until the
 * loop's 'end' or the returned stop, which close both channels (and so let the loop's thread end).
 */
export function serveLoop(stores: HubStores, port: MessagePort, syncPort: MessagePort, syncFlag: Int32Array): () => void {
  const { ledger, limiter, keys, log } = stores;
  const replies = new TurnBatch<HubReply>((items) => port.postMessage(items));
  /** The loop's reservations held here, by the id the loop knows them by. */
  const reservations = new Map<number, { r: LedgerReservation; account: Account }>();
  /** The loop's requests admitted by the limiter and not done yet, by key id: given back should the loop die. */
  const admitted = new Map<string, RateState[]>();
  const admit = (keyId: string, state: RateState): RateState => {
    const states = admitted.get(keyId);
    if (states === undefined) admitted.set(keyId, [state]);
    else states.push(state);
    return state;
  };
  let nextReservation = 1;

  const ok = (id: number, value: unknown, remaining?: Remaining): void => {
    replies.push(remaining === undefined ? [id, true, value] : [id, true, value, remaining]);
  };
  const failed = (id: number) => (error: unknown) => replies.push([id, false, toWire(error)]);
  const remainingOf = (account: Account): Remaining => {
    if (account.mode === 'demo')
      return { projectId: DEMO_PROJECT_ID, testCalls: ledger.testCallsRemaining(DEMO_PROJECT_ID, account.dailyCalls) };
    const credits = ledger.creditsRemaining(account.projectId, account.plan);
    return account.mode === 'test'
      ? { projectId: account.projectId, credits, testCalls: ledger.testCallsRemaining(account.projectId, account.plan.testCallsPerDay) }
      : { projectId: account.projectId, credits };
  };
  const held = (id: number, account: Account, r: LedgerReservation): void => {
    const reservationId = nextReservation++;
    reservations.set(reservationId, { r, account });
    ok(id, [reservationId, r.credits], remainingOf(account));
  };

  const run = (op: LoopOp): void => {
    switch (op[0]) {
      case 'acquire': {
        const [, id, keyId, limits] = op;
        try {
          const state = limiter.acquire(keyId, limits);
          if (state instanceof Promise) state.then((s) => ok(id, admit(keyId, s)), failed(id));
          else ok(id, admit(keyId, state));
        } catch (error) {
          failed(id)(error);
        }
        return;
      }
      case 'done': {
        const [, keyId, state] = op;
        const states = admitted.get(keyId);
        if (states !== undefined) {
          // The same lease (Redis) when there is one, else any: the counts are what matter.
          const at = states.findIndex((s) => s.lease === state?.lease);
          states.splice(at < 0 ? 0 : at, 1);
          if (states.length === 0) admitted.delete(keyId);
        }
        limiter.done(keyId, state);
        return;
      }
      case 'reserve': {
        const [, id, account, credits, group] = op;
        try {
          const r = ledger.reserve(account, credits, group);
          if (r instanceof Promise) r.then((held_) => held(id, account, held_), failed(id));
          else held(id, account, r);
        } catch (error) {
          failed(id)(error);
        }
        return;
      }
      case 'settle': {
        const [, id, reservationId] = op;
        const entry = reservations.get(reservationId);
        reservations.delete(reservationId);
        if (entry === undefined) {
          ok(id, undefined);
          return;
        }
        let committed: Promise<void> | undefined;
        try {
          committed = ledger.settle(entry.r);
        } catch (error) {
          failed(id)(error);
          return;
        }
        // Answered once the charge is journaled (or committed): the loop's answer leaves only then.
        if (committed === undefined) ok(id, undefined, remainingOf(entry.account));
        else committed.then(() => ok(id, undefined, remainingOf(entry.account)), failed(id));
        return;
      }
      case 'release': {
        const entry = reservations.get(op[1]);
        reservations.delete(op[1]);
        if (entry !== undefined) ledger.release(entry.r);
        return;
      }
      case 'find': {
        const [, id] = op;
        try {
          const found = keys.find(op[2]);
          if (found instanceof Promise) found.then((f) => ok(id, f), failed(id));
          else ok(id, found);
        } catch (error) {
          failed(id)(error);
        }
        return;
      }
      case 'log':
        log(op[1]);
        return;
      case 'promptly':
        ledger.commitPromptly();
        return;
      case 'end':
        stop();
        return;
    }
  };
  const onOps = (ops: LoopOp[]): void => {
    for (const op of ops) run(op);
  };
  const onSync = (call: SyncCall): void => {
    let answer: unknown;
    try {
      answer =
        call[0] === 'creditsRemaining'
          ? ledger.creditsRemaining(call[1], call[2])
          : call[0] === 'testCallsRemaining'
            ? ledger.testCallsRemaining(call[1], call[2])
            : ledger.usage(call[1], call[2]);
    } catch (error) {
      answer = { error: toWire(error) };
    }
    syncPort.postMessage(answer);
    Atomics.store(syncFlag, 0, 1);
    Atomics.notify(syncFlag, 0);
  };
  // What the loop held when it ends (it failed: a drained loop holds nothing) is given back: reservations, slots in flight.
  const stop = (): void => {
    replies.flush();
    port.off('message', onOps);
    syncPort.off('message', onSync);
    for (const { r } of reservations.values()) ledger.release(r);
    reservations.clear();
    for (const [keyId, states] of admitted) for (const state of states) limiter.done(keyId, state);
    admitted.clear();
    port.close();
    syncPort.close();
  };
  port.on('message', onOps);
  syncPort.on('message', onSync);
  return stop;
}
