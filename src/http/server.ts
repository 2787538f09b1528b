/**
 * The standalone server: the API (wiring.ts: services, request machinery,
 * graceful close) behind a transport (uWebSockets.js or node:http, HTTP or
 * HTTPS: transport/select.ts) listening on a port.
 */
import { guardUnhandledRejections } from './process-guard.ts';
import { wireApi, type ApiOptions } from './wiring.ts';
import type { Services } from './route.ts';
import { selectTransport, tlsFromEnv, transportChoiceFromEnv, type TransportChoice } from './transport/select.ts';
import type { Listener, TlsFiles, TransportName } from './transport/types.ts';

export { BODY_LIMIT_BYTES } from './request-input.ts';
export type { ApiOptions, AuthMode } from './wiring.ts';

export interface ServerOptions extends ApiOptions {
  /** 0 picks a free port (tests). Default: PORT or 8080. */
  port?: number;
  host?: string;
  /** The HTTP layer: 'auto' (uWS when its binary loads, else node:http), 'uws' or 'node'. Default: TRANSPORT or 'auto'. */
  transport?: TransportChoice;
  /** Certificate and key files: HTTPS. Default: TLS_CERT, TLS_KEY and TLS_CA, or HTTP when unset; null forces HTTP. */
  tls?: TlsFiles | null;
}

export interface ApiServer {
  /** The address listened on (HOST, default 0.0.0.0: every interface). */
  host: string;
  port: number;
  /** http://127.0.0.1:<port>, or https://localhost:<port> with TLS (the name a certificate for this machine carries). */
  url: string;
  /** The HTTP layer serving (docs/platform.md, Transport). */
  transport: TransportName;
  /** Why it was chosen (the uWS load error when it fell back to node:http). */
  transportReason: string;
  tls: boolean;
  services: Services;
  /** Requests being served now. */
  inFlight(): number;
  /** Answers waiting for their client to read the rest of their body. */
  pendingWrites(): number;
  /** Graceful: stop accepting, finish requests in flight, commit credits, close the pool and LMDB. */
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions = {}): Promise<ApiServer> {
  guardUnhandledRejections();
  const { transport, reason: transportReason } = selectTransport(options.transport ?? transportChoiceFromEnv());
  const tls = options.tls === undefined ? tlsFromEnv() : (options.tls ?? undefined);
  const requestedPort = options.port ?? (Number(process.env.PORT) || 8080);
  const host = options.host ?? (process.env.HOST || '0.0.0.0');
  const api = await wireApi(options, transport.name);

  let listener: Listener;
  try {
    listener = await transport.listen({
      host,
      port: requestedPort,
      handler: api.dispatcher.handle,
      writer: api.writer,
      tls,
      refusal: (error) => api.exchanges.transportRefusal(error),
    });
  } catch (error) {
    await api.close();
    throw error;
  }
  const port = listener.port;
  const scheme = tls === undefined ? 'http' : 'https';
  // doc_url derives from the port when no base URL is given: known only now.
  if (api.exchanges.baseUrl === '') api.exchanges.baseUrl = `${scheme}://localhost:${port}`;

  return {
    host,
    port,
    url: tls === undefined ? `http://127.0.0.1:${port}` : `https://localhost:${port}`,
    transport: transport.name,
    transportReason,
    tls: tls !== undefined,
    services: api.services,
    inFlight: () => api.exchanges.inFlight,
    pendingWrites: () => api.writer.pending,
    close: () => api.close(listener),
  };
}
