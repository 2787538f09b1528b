/**
 * Asta and udaya: when a tara graha is hidden in the Sun's glare. Two rules:
 * `visibility` (visibility.ts: its heliacal setting and rising at the place)
 * and `orbs` (fixed orbs of longitude from the Sun, the same everywhere).
 */
export * from './visibility.ts';

export const ASTA_RULES = ['visibility', 'orbs'] as const;
export type AstaRule = (typeof ASTA_RULES)[number];
