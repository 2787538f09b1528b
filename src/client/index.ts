/**
 * The typed client of the API (`vedic-astro-api/client`), for Node and
 * browsers: openapi-fetch over the types that openapi-typescript generates
 * from the API's OpenAPI document (src/client/schema.ts, made by
 * `npm run build:client`). Every operation's path, method, parameters, body
 * and answer are typed; nothing but `fetch` runs (about 6 kB, no code
 * generated per operation). See docs/embedding.md, "Typed client".
 *
 *   const api = createApiClient({ baseUrl: 'http://localhost:8080', apiKey: process.env.VEDIC_API_KEY });
 *   const { data, error } = await api.POST('/v1/kundli', { body: { birth } });
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';
export type ApiClient = Client<paths>;

export interface ApiClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The server's address, with the path it is served under if any: `https://api.example.com`. */
  baseUrl: string;
  /** A key (`sk_test_...`, `sk_live_...`, or `pk_live_...` from a browser), sent as `Authorization: Bearer`. */
  apiKey?: string;
}

/** A client of the server at `baseUrl`; each call answers `{ data, error, response }` (`error`: the API's error body). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiKey, baseUrl, headers, ...rest } = options;
  return createClient<paths>({
    ...rest,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { ...(headers as Record<string, string> | undefined), ...(apiKey === undefined ? {} : { authorization: `Bearer ${apiKey}` }) },
  });
}
