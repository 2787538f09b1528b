/**
 * Time: the one module for instants (UT Julian days), time zones and their
 * historical offsets, local days and their rendering, and the
 * sunrise-to-sunrise day frame. Domain code takes moments as UT Julian days
 * and offsets as functions of the moment; Dates and zone names stop here.
 */
export * from './instant.ts';
export * from './zones.ts';
export { tzDatabaseVersion } from './tz-database.ts';
export * from './local.ts';
export * from './day-frame.ts';
export * from './zoned-moment.ts';
