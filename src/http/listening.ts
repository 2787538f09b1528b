/**
 * The start-up log line: where the API answers, with its docs and OpenAPI
 * addresses, and the HTTP layer serving it (transport/select.ts). A server on every interface (0.0.0.0, ::) is named by
 * localhost, the address that reaches it from this machine; other machines
 * use this machine's own address with the same port.
 */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** The URL a browser on this machine opens for a server listening on host:port (https with TLS). */
export function localUrl(host: string, port: number, tls = false): string {
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${tls ? 'https' : 'http'}://${name}:${port}`;
}

/** The fields of the `listening` log line; `transport` names the HTTP layer, and `transport_reason` why; `http_threads` the HTTP loops. */
export function listeningFields(
  host: string,
  port: number,
  serving?: { transport: string; transportReason: string; tls: boolean; httpThreads?: number },
): Record<string, string | number> {
  const url = localUrl(host, port, serving?.tls);
  const fields: Record<string, string | number> = { url, docs: `${url}/docs`, openapi: `${url}/v1/openapi.json`, host, port };
  if (serving !== undefined) {
    fields.transport = serving.transport;
    fields.transport_reason = serving.transportReason;
    if (serving.httpThreads !== undefined) fields.http_threads = serving.httpThreads;
  }
  return fields;
}
