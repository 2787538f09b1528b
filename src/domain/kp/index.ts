/**
 * Krishnamurti Paddhati: the 249 sub divisions and the lords of a point, the
 * chart and its significators, ruling planets and horary cusps.
 * Other groups import KP only from here.
 */
export * from './subs.ts';
export * from './chart.ts';
export * from './significators.ts';
export * from './ruling.ts';
export * from './horary.ts';
