/**
 * Release of the calculation engine (`meta.engine_version`, conventions),
 * always of the form year.month.day (a date clients may parse as one). Bump
 * it when a calculation changes or is added. A further release on a day that
 * already has one takes the next day's date (the release of 2026-11-24's
 * second change is 2026.11.25); docs/platform.md states the rule.
 */
export const ENGINE_VERSION = '2026.11.25';

/** Version carried in the path prefix and `meta.api_version`. */
export const API_VERSION = 'v1';
