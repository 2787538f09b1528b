/**
 * Transits (gochara): the events of the grahas over a range of time and the
 * grahas of a moment read against a birth chart.
 */
export * from './events.ts';
export * from './gochara.ts';
export { GOCHARA_SENTENCES, gocharaText, type GocharaSaid } from './sentences.ts';
