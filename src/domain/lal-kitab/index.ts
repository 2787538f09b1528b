/**
 * Lal Kitab (Pt. Roop Chand Joshi, 1952 edition): the chart with house 1 as
 * Aries, planet states and sleeping houses, the nine debts, their remedies
 * and the annual chart by the book's house-rotation table. Tables are data
 * in ./tables.ts and ./varshphal-table.ts; words in ./sentences.ts.
 */
export * from './tables.ts';
export * from './varshphal-table.ts';
export * from './chart.ts';
export * from './debts.ts';
export * from './remedies.ts';
export * from './varshphal.ts';
export * from './sentences.ts';
