/** The waiters of one group commit, shared by the ledgers' commits and the charge journal's writes. */

/** One group commit's waiters: settled before it started, resolved when it lands. */
export interface CommitGroup {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function commitGroup(): CommitGroup {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A commit that fails at close may have no waiter left; its rejection is handled by whoever awaits.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
