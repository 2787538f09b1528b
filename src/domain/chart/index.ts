/**
 * The chart: the one model of a birth's sidereal positions that every group
 * reads (kundli, dashas, doshas, matching, ...): the nine grahas, the lagna
 * and MC, in the chosen ayanamsa and node, with the dignities of the seven
 * grahas. Other groups import only from here.
 */
export * from './chart.ts';
export * from './dignity.ts';
export * from './combustion.ts';
export * from './classes.ts';
export * from './given.ts';
