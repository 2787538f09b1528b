/**
 * The HTTP API as a library (the package's `vedic-astro-api/http`): the
 * handler that mounts the whole API in a host application's node:http,
 * Express or Fastify server, and the standalone server (docs/embedding.md).
 */
export { createApiHandler, type ApiHandler, type ApiHandlerOptions } from './mount.ts';
export { startServer, type ApiServer, type ServerOptions } from './server.ts';
export type { ApiOptions, AuthMode } from './wiring.ts';
export type { LogSink } from './access-log.ts';
export type { Storage } from '../storage/lmdb.ts';
export { openPlacesIndex, type OpenPlacesOptions, type OpenedPlaces, type PlacesSource } from './places-index.ts';
