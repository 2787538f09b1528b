/**
 * A client driving charged requests at one or more nodes, keeping its own
 * account of what it was answered (not a test file): credits of the 200s
 * (meta.credits_charged), and requests in doubt (sent, then the connection
 * died without an answer: the node was killed), whose charge the client
 * cannot know. A refused connection (the node is gone) was never sent.
 */
import { Agent, request } from 'node:http';

/** Two charged operations of different cost, so that credits and answers both count. */
const BIRTH = { date: '1990-08-15', time: '14:30', place: { latitude: 28.6139, longitude: 77.209 }, timezone: '+05:30' };
const CALLS = [
  { path: '/v1/planets/positions', credits: 1 },
  { path: '/v1/kundli/ashtakavarga', credits: 2 },
] as const;
const BODY = JSON.stringify({ birth: BIRTH });

export interface Tally {
  answered: number;
  /** Credits (live keys) charged in the 200s. */
  credits: number;
  /** Requests sent whose connection died without an answer, and the credits they would cost. */
  inDoubt: number;
  inDoubtCredits: number;
  /** Answers by status. */
  statuses: Record<number, number>;
  refusedConnections: number;
}

export function emptyTally(): Tally {
  return { answered: 0, credits: 0, inDoubt: 0, inDoubtCredits: 0, statuses: {}, refusedConnections: 0 };
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request; resolves into the tally, never rejects. */
export function charged(url: string, key: string, i: number, tally: Tally): Promise<void> {
  const call = CALLS[i % CALLS.length]!;
  return new Promise((resolve) => {
    let sent = false;
    const req = request(
      `${url}${call.path}`,
      {
        method: 'POST',
        agent,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          if (status === 200) {
            tally.answered += 1;
            tally.credits += (
              JSON.parse(Buffer.concat(chunks).toString('utf8')) as { meta: { credits_charged: number } }
            ).meta.credits_charged;
          }
          resolve();
        });
        res.on('error', () => {
          tally.inDoubt += 1;
          tally.inDoubtCredits += call.credits;
          resolve();
        });
      },
    );
    // A kept-alive socket is connected already and emits no 'connect' again (a listener per request on it would pile up).
    req.on('socket', (s) => {
      if (s.connecting) s.once('connect', () => (sent = true));
      else sent = true;
    });
    req.on('finish', () => (sent = true));
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent && error.code === 'ECONNREFUSED') tally.refusedConnections += 1;
      else {
        tally.inDoubt += 1;
        tally.inDoubtCredits += call.credits;
      }
      resolve();
    });
    req.end(BODY);
  });
}

/** `workers` loops sending requests in turn to `urls` until `until()` is true. */
export async function drive(urls: readonly string[], key: string, workers: number, until: () => boolean, tally: Tally): Promise<void> {
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!until()) {
        const i = n++;
        await charged(urls[i % urls.length]!, key, i, tally);
      }
    }),
  );
}
