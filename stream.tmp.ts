import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { businessKey } from './test/nodes/kill-under-load.ts';
import { startNode } from './test/nodes/server-process.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'stream-'));
const { key } = await businessKey(dataDir);
const node = await startNode({ DATA_DIR: dataDir, WORKERS: '2', SERVE_PLAN_OVERRIDES: JSON.stringify({ business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } }) });
const places = Number(process.env.PLACES ?? 100);
const body = (i: number) => JSON.stringify({ from: '2026-01-01', to: '2026-12-31', places: Array.from({ length: places }, (_, k) => ({ lat: 10 + ((i * places + k) % 50), lon: 70 + k * 0.1 })) });
const once = async (i: number) => {
  const t0 = Date.now();
  try {
    const res = await fetch(`${node.url}/v1/panchang/batch`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/x-ndjson' }, body: body(i) });
    const bytes = await res.arrayBuffer();
    const text = new TextDecoder().decode(bytes.slice(-300));
    return `${res.status} ${bytes.byteLength} B in ${Date.now() - t0} ms, ends ${JSON.stringify(text.slice(-80))}`;
  } catch (e) { return `ERR after ${Date.now() - t0} ms: ${(e as Error).message} ${(e as any).cause?.message}`; }
};
console.log(process.env.ONE ? await once(0) : await Promise.all([once(0), once(1)]));
await node.kill();
