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
import { sandhiPuja, sharadNavratri, vijayadashami } from './navratri.ts';
import { sharadPurnima, valmikiJayanti } from './ashwin-purnima.ts';
import { ahoiAshtami, karwaChauth } from './evening-vrats.ts';
import { bhaiDooj, dhanteras, diwali, govardhanPuja, kaliChaudas, narakChaturdashi } from './diwali.ts';
import { akshayaNavami, devDeepawali, kartikPurnima } from './kartika-shukla.ts';
import { TITHI_ROW_RULES } from './tithi-rows.ts';
import { EKADASHI_FESTIVAL_RULES } from './ekadashi-days.ts';
import { hanumanJayantiTamil } from './solar-month.ts';
import { holashtak } from './holashtak.ts';
import { CHHATH_DAY_RULES } from './chhath-days.ts';

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
  sharadNavratri,
  sandhiPuja,
  vijayadashami,
  sharadPurnima,
  valmikiJayanti,
  karwaChauth,
  ahoiAshtami,
  dhanteras,
  narakChaturdashi,
  kaliChaudas,
  diwali,
  govardhanPuja,
  bhaiDooj,
  akshayaNavami,
  kartikPurnima,
  devDeepawali,
  // The declared rows (tithi-rows.ts), after the festivals above so their ids keep their order.
  ...TITHI_ROW_RULES,
  // Rules read from other rules' days (issue 32's remainder), after the rows so every earlier id keeps its place.
  holashtak,
  ...EKADASHI_FESTIVAL_RULES,
  hanumanJayantiTamil,
  ...CHHATH_DAY_RULES,
];
