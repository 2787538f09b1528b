/**
 * Which HTTP layer the server runs on: uWebSockets.js when its binary loads
 * for this platform and Node ABI, else node:http; TRANSPORT=node forces
 * node:http and TRANSPORT=uws refuses to start without uWS
 * (docs/platform.md, Transport).
 */
import { nodeTransport } from './node.ts';
import type { TlsFiles, Transport, TransportName } from './types.ts';
import { loadUwsTransport } from './uws.ts';

export type TransportChoice = TransportName | 'auto';

/** TRANSPORT as a choice; '' or absent is 'auto'. */
export function transportChoiceFromEnv(env: NodeJS.ProcessEnv = process.env): TransportChoice {
  const value = env.TRANSPORT;
  if (value === undefined || value === '' || value === 'auto') return 'auto';
  if (value === 'uws' || value === 'node') return value;
  // A start-up setting, not a request: a plain error stops the server before it listens.
  throw new Error(`Expected auto, uws or node for TRANSPORT but received ${JSON.stringify(value)}`);
}

/** The transport of `choice`, with why uWS was not chosen when it was not. */
export function selectTransport(choice: TransportChoice): { transport: Transport; reason: string } {
  if (choice === 'node') return { transport: nodeTransport, reason: 'TRANSPORT=node' };
  const uws = loadUwsTransport();
  if ('name' in uws) return { transport: uws, reason: `uWebSockets.js binary of ${uws.build} loaded` };
  if (choice === 'uws') throw new Error(`Expected uWebSockets.js for TRANSPORT=uws but ${uws.unavailable}`);
  // One readable clause in the `listening` line (no loader error text): TRANSPORT=uws shows the loaders' errors in full.
  return {
    transport: nodeTransport,
    reason: `no uWebSockets.js binary for Node ${process.version} (ABI ${process.versions.modules}), so node:http (TRANSPORT=uws shows why; TRANSPORT=node skips the attempt)`,
  };
}

/** TLS_CERT and TLS_KEY (both or neither; TLS_CA optional) as the files of an HTTPS server, or undefined for HTTP. */
export function tlsFromEnv(env: NodeJS.ProcessEnv = process.env): TlsFiles | undefined {
  const certFile = env.TLS_CERT || undefined,
    keyFile = env.TLS_KEY || undefined,
    caFile = env.TLS_CA || undefined;
  if (certFile === undefined && keyFile === undefined) {
    if (caFile !== undefined) throw new Error('Expected TLS_CERT and TLS_KEY with TLS_CA but received TLS_CA alone');
    return undefined;
  }
  if (certFile === undefined || keyFile === undefined) {
    throw new Error(`Expected both TLS_CERT and TLS_KEY for HTTPS but received only ${certFile === undefined ? 'TLS_KEY' : 'TLS_CERT'}`);
  }
  return caFile === undefined ? { certFile, keyFile } : { certFile, keyFile, caFile };
}
