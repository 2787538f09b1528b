/**
 * The vocabulary operations are declared in (src/operations/define.ts): HTTP
 * methods, key kinds and the usage groups that GET /v1/usage reports credits
 * by. The operations themselves, with their paths, credits and key kinds,
 * are declared once each in src/operations.
 */

export type KeyKind = 'test' | 'live' | 'publishable';
export type HttpMethod = 'GET' | 'POST';

export const OPERATION_GROUPS = [
  'places',
  'kundli',
  'dasha',
  'dosha',
  'match',
  'panchang',
  'muhurat',
  'calendar',
  'horoscope',
  'transits',
  'numerology',
  'charts',
  'kp',
  'lal_kitab',
  'varshaphal',
  'platform',
  'eclipses',
] as const;
export type OperationGroup = (typeof OPERATION_GROUPS)[number];
