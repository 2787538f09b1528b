/**
 * A server process survives a promise rejected with no handler. Node's
 * default ends the process on one: a single request path that forgot to
 * handle a refusal (issue 28, D1: a PostgreSQL reservation) would take the
 * node and every request in flight on it down. Every request path handles
 * its own rejections (dispatch.ts, exchange.ts); this is the net under
 * them: the rejection is logged (class, code and stack frames, never the
 * message, which may quote input) and the process goes on.
 */
import { errorFields } from './access-log.ts';

export type ErrorLine = (line: string) => void;

const stderrLine: ErrorLine = (line) => {
  process.stderr.write(line);
};

let installed = false;

/** Installs the net once per process (startServer calls it; an embedding host keeps its own policy). */
export function guardUnhandledRejections(write: ErrorLine = stderrLine): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'unhandled_rejection', ...errorFields(reason) })}\n`);
  });
}
