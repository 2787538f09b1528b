/**
 * The success envelope `{ data, meta, warnings }` (the API contract, Response
 * envelope; docs/platform.md, Envelope details). Here rather than in the HTTP
 * layer because a pool thread writes it whole (enveloped answers: run.ts).
 */
import { API_VERSION, ENGINE_VERSION } from '../core/version.ts';
import type { Warning } from '../core/warnings.ts';
import type { Meta, MetaExtras } from './schemas.ts';

export type { Meta, MetaExtras };

export type { Warning };

export function buildMeta(requestId: string, mode: 'live' | 'test', creditsCharged: number, extras?: MetaExtras): Meta {
  return {
    request_id: requestId,
    api_version: API_VERSION,
    engine_version: ENGINE_VERSION,
    mode,
    credits_charged: creditsCharged,
    ...extras,
  };
}

/**
 * The envelope as JSON text. `dataJson` is the already serialised `data`
 * (operations with a constant answer serialise it once).
 */
export function serializeEnvelope(dataJson: string, meta: Meta, warnings: readonly Warning[]): string {
  return `${ENVELOPE_OPENING}${dataJson}${serializeEnvelopeClosing(meta, warnings)}`;
}

/**
 * The envelope's text before `data`: a streamed answer (exchange.ts) writes
 * it, then `data` in pieces, then serializeEnvelopeClosing, the same bytes
 * as serializeEnvelope. `data` comes first, so meta (with the credits
 * charged, known at the end) can come last.
 */
export const ENVELOPE_OPENING = '{"data":';

/** The envelope's text after `data`: `,"meta":..,"warnings":..}`. */
export function serializeEnvelopeClosing(meta: Meta, warnings: readonly Warning[]): string {
  return `,"meta":${serializeMeta(meta)},"warnings":${serializeWarnings(warnings)}}`;
}

/** The last line of an NDJSON answer: `{"meta":..,"warnings":..}` (the data went in the lines before it). */
export function serializeStreamTail(meta: Meta, warnings: readonly Warning[]): string {
  return `{"meta":${serializeMeta(meta)},"warnings":${serializeWarnings(warnings)}}`;
}

function serializeWarnings(warnings: readonly Warning[]): string {
  return warnings.length === 0 ? '[]' : JSON.stringify(warnings);
}

const META_HEAD = `,"api_version":"${API_VERSION}","engine_version":"${ENGINE_VERSION}","mode":"`;

/** JSON of meta; the fixed part is written by hand (this runs on every request), the operation's extras by JSON.stringify. */
function serializeMeta(meta: Meta): string {
  const { request_id: requestId, mode, credits_charged: credits, api_version: _a, engine_version: _e, ...extras } = meta;
  let out = `{"request_id":${JSON.stringify(requestId)}${META_HEAD}${mode}","credits_charged":${credits}`;
  for (const key in extras) {
    const value = extras[key as keyof typeof extras];
    if (value !== undefined) out += `,"${key}":${JSON.stringify(value)}`;
  }
  return `${out}}`;
}
