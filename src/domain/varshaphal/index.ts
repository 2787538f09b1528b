/**
 * Varshaphal: the Tajaka annual chart (solar return, muntha, year lord,
 * Tajaka strengths, mudda dasha, sahams, Tajika yogas). Other groups import
 * only from here.
 */
export * from './tables.ts';
export * from './solar-return.ts';
export * from './day-night.ts';
export * from './aspects.ts';
export * from './strengths.ts';
export * from './year-lord.ts';
export * from './mudda.ts';
export * from './sahams.ts';
export * from './yogas.ts';
export * from './varshaphal.ts';
