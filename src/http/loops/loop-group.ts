/**
 * The HTTP loops of a server with HTTP_THREADS above 1: worker threads, each
 * a transport listening on the same port (SO_REUSEPORT: the kernel spreads
 * the connections over them) with its own request machinery and compute
 * pool, all asking the main thread's platform (platform-hub.ts). Closing
 * drains every loop at once, then the caller closes the platform.
 */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { TransportChoice } from '../transport/select.ts';
import type { TlsFiles } from '../transport/types.ts';
import type { LoopEvent, LoopSetup } from './http-loop.worker.ts';
import { GAUGE_IN_FLIGHT, GAUGE_PENDING_WRITES, GAUGE_SLOTS } from './platform-channel.ts';
import { serveLoop, type HubStores } from './platform-hub.ts';

// The worker file has the same extension as this module: .ts under tsx in tests, .js once compiled.
const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const workerFile = new URL(`./http-loop.worker${extension}`, import.meta.url);

/** How often a free port (port 0) is looked for again when another process took it between the look and the loops' listen. */
const FREE_PORT_TRIES = 5;

export interface LoopGroupOptions {
  loops: number;
  transport: TransportChoice;
  host: string;
  port: number;
  tls: TlsFiles | undefined;
  dataDir: string;
  poolThreads: number;
  options: LoopSetup['options'];
  stores: HubStores;
}

export interface LoopGroup {
  port: number;
  /** Requests in flight over every loop. */
  inFlight(): number;
  pendingWrites(): number;
  /** Drains and ends every loop. */
  close(): Promise<void>;
}

interface RunningLoop {
  worker: Worker;
  unserve: () => void;
  exited: Promise<void>;
  /** Told to close (or failed to start): its exit is expected. */
  closing: boolean;
}

/** Starts the loops on `options.port` (port 0: a free port, the same for all); rejects, with none left running, when one cannot listen. */
export async function startLoops(options: LoopGroupOptions): Promise<LoopGroup> {
  const gauges = new Int32Array(new SharedArrayBuffer(GAUGE_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  for (let attempt = 1; ; attempt += 1) {
    // uSockets cannot share a port the kernel picked (bind to port 0): a free one is found first, and used by all.
    const port = options.port === 0 ? await freePort(options.host) : options.port;
    const loops: RunningLoop[] = [];
    const listening: Promise<void>[] = [];
    for (let index = 0; index < options.loops; index += 1) {
      const started = startLoop(options, index, port, gauges);
      loops.push(started.loop);
      listening.push(started.listening);
    }
    const outcomes = await Promise.allSettled(listening);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure === undefined) {
      return {
        port,
        inFlight: () => Atomics.load(gauges, GAUGE_IN_FLIGHT),
        pendingWrites: () => Atomics.load(gauges, GAUGE_PENDING_WRITES),
        close: () => closeLoops(loops),
      };
    }
    await closeLoops(loops);
    const message = (failure.reason as Error).message;
    if (options.port !== 0 || attempt >= FREE_PORT_TRIES || !message.includes('not available')) throw failure.reason;
  }
}

function startLoop(
  options: LoopGroupOptions,
  index: number,
  port: number,
  gauges: Int32Array,
): { loop: RunningLoop; listening: Promise<void> } {
  const ops = new MessageChannel();
  const sync = new MessageChannel();
  const syncFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const setup: LoopSetup = {
    index,
    transport: options.transport,
    host: options.host,
    port,
    tls: options.tls,
    dataDir: options.dataDir,
    poolThreads: options.poolThreads,
    options: options.options,
    port_: ops.port2,
    syncPort: sync.port2,
    syncFlag,
    gauges,
  };
  // The compiled loop (.js) is imported; under tsx (tests, .ts), whose hooks a worker started from code does not get
  // under Node 20, tsx's require hook is registered first and the loop required through it.
  const path = fileURLToPath(workerFile);
  const worker = new Worker(
    extension === '.ts'
      ? `const r = require('node:module').createRequire(${JSON.stringify(path)}); r('tsx/cjs'); r(${JSON.stringify(path)});`
      : `import(${JSON.stringify(workerFile.href)});`,
    {
      eval: true,
      workerData: setup,
      transferList: [ops.port2, sync.port2],
      name: `http-loop-${index}`,
    },
  );
  const unserve = serveLoop(options.stores, ops.port1, sync.port1, syncFlag);
  const loop: RunningLoop = { worker, unserve, exited: Promise.resolve(), closing: false };
  loop.exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!loop.closing) {
        // A loop that failed (an uncaught exception) gives back what it held; the others go on serving.
        unserve();
        options.stores.log(
          `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'http_loop_exited', loop: index, code })}\n`,
        );
      }
      resolve();
    }),
  );
  const listening = new Promise<void>((resolve, reject) => {
    const onMessage = (e: LoopEvent): void => {
      if (e.event === 'listening') resolve();
      else if (e.event === 'failed') {
        loop.closing = true;
        reject(new Error(e.message));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      loop.closing = true;
      reject(new Error(`Expected HTTP loop ${index} to listen but it exited with code ${code}`));
    });
  });
  return { loop, listening };
}

/** Tells every loop to drain and close, waits for them to end, then stops serving their platform ops. */
async function closeLoops(loops: RunningLoop[]): Promise<void> {
  for (const loop of loops) {
    loop.closing = true;
    loop.worker.postMessage({ command: 'close' });
  }
  await Promise.all(loops.map((l) => l.exited));
  for (const l of loops) l.unserve();
}

/** A port free on `host` now. */
function freePort(host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
