/**
 * The registry: every festival rule, in calendar order of the festivals'
 * usual dates. One file per festival or family of festivals; add a new file's
 * rules here.
 */
import type { FestivalRule } from '../types.ts';
import { makarSankranti } from './makar-sankranti.ts';
import { ganeshChaturthi, ramaNavami } from './madhyahna.ts';
import { krishnaJanmashtami, mahaShivaratri } from './nishita.ts';
import { holi, holikaDahan, rakshaBandhan } from './purnima-bhadra.ts';
import { PITRU_PAKSHA_RULES } from './pitru-paksha.ts';

export const FESTIVAL_RULES: readonly FestivalRule[] = [
  makarSankranti,
  mahaShivaratri,
  holikaDahan,
  holi,
  ramaNavami,
  rakshaBandhan,
  krishnaJanmashtami,
  ganeshChaturthi,
  ...PITRU_PAKSHA_RULES,
];
