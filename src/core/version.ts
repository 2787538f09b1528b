/**
 * Release of the calculation engine (`meta.engine_version`, conventions), of
 * the form year.month.day, with .n for a further release the same day. Bump
 * it when a calculation changes or is added.
 */
export const ENGINE_VERSION = '2026.11.24.2';

/** Version carried in the path prefix and `meta.api_version`. */
export const API_VERSION = 'v1';
