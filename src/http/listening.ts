/**
 * The start-up log line: where the API answers, with its docs and OpenAPI
 * addresses. A server on every interface (0.0.0.0, ::) is named by
 * localhost, the address that reaches it from this machine; other machines
 * use this machine's own address with the same port.
 */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** The URL a browser on this machine opens for a server listening on host:port. */
export function localUrl(host: string, port: number): string {
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The fields of the `listening` log line. */
export function listeningFields(host: string, port: number): Record<string, string | number> {
  const url = localUrl(host, port);
  return { url, docs: `${url}/docs`, openapi: `${url}/v1/openapi.json`, host, port };
}
