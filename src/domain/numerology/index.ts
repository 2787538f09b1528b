/**
 * Chaldean numerology: name numbers, core numbers, Lo Shu grid, mobile
 * number verdict and compatibility. Pure functions, no ephemeris.
 */
export * from './chaldean.ts';
export * from './numbers.ts';
export * from './sentences.ts';
