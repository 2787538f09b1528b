/**
 * Horoscopes: a sign's (or a Moon sign's) reading for a day, week, month or
 * year from the transits of that period counted from the sign: gochara tones,
 * four scores by one formula, sentences keyed by the transits, lucky fields.
 */
export * from './gochara.ts';
export * from './period.ts';
export * from './sky.ts';
export * from './scores.ts';
export * from './sentences.ts';
export * from './lucky.ts';
export * from './horoscope.ts';
