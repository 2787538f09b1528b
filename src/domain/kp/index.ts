/**
 * Krishnamurti Paddhati: the 249 sub divisions and the lords of a point.
 * Other groups import KP only from here.
 */
export * from './subs.ts';
export * from './ruling.ts';
export * from './horary.ts';
