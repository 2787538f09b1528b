/** The success envelope (src/operations/envelope.ts, where a pool thread can write it too). */
export {
  buildMeta,
  ENVELOPE_OPENING,
  serializeEnvelope,
  serializeEnvelopeClosing,
  serializeStreamTail,
  type Meta,
  type MetaExtras,
  type Warning,
} from '../operations/envelope.ts';
