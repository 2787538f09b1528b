/**
 * Region and tradition tags of the festivals written as code (rules/*.ts
 * other than the declared rows, which carry their own): the filters of GET
 * /v1/calendar/festivals. Regions: all_india, north, maharashtra, gujarat,
 * bengal, odisha, tamil, kerala, karnataka, andhra_telangana; traditions:
 * smarta, vaishnava, shaiva, shakta and the others the rows name.
 */
import type { FestivalRule, FestivalTags } from './types.ts';

const ALL: FestivalTags = { regions: ['all_india'], traditions: ['smarta'] };
const SHRADDHA: FestivalTags = { regions: ['all_india'], traditions: ['smarta'] };

const TAGS: Readonly<Record<string, FestivalTags>> = {
  makar_sankranti: ALL,
  maha_shivaratri: { regions: ['all_india'], traditions: ['shaiva', 'smarta'] },
  holika_dahan: { regions: ['all_india', 'north'], traditions: ['smarta', 'vaishnava'] },
  holi: { regions: ['all_india', 'north'], traditions: ['smarta', 'vaishnava'] },
  rama_navami: { regions: ['all_india'], traditions: ['vaishnava', 'smarta'] },
  raksha_bandhan: { regions: ['all_india', 'north'], traditions: ['smarta'] },
  krishna_janmashtami: { regions: ['all_india'], traditions: ['vaishnava', 'smarta'] },
  ganesh_chaturthi: { regions: ['all_india', 'maharashtra', 'karnataka', 'andhra_telangana'], traditions: ['ganapatya', 'smarta'] },
  sharad_navratri: { regions: ['all_india', 'gujarat', 'bengal'], traditions: ['shakta', 'smarta'] },
  sandhi_puja: { regions: ['bengal', 'odisha'], traditions: ['shakta'] },
  vijayadashami: ALL,
  sharad_purnima: { regions: ['all_india', 'bengal', 'odisha'], traditions: ['smarta', 'vaishnava'] },
  valmiki_jayanti: { regions: ['north'], traditions: ['smarta'] },
  karwa_chauth: { regions: ['north'], traditions: ['smarta'] },
  ahoi_ashtami: { regions: ['north'], traditions: ['smarta'] },
  dhanteras: ALL,
  narak_chaturdashi: { regions: ['all_india', 'tamil', 'karnataka', 'andhra_telangana'], traditions: ['smarta', 'vaishnava'] },
  kali_chaudas: { regions: ['gujarat'], traditions: ['shakta'] },
  diwali: ALL,
  govardhan_puja: { regions: ['north', 'gujarat'], traditions: ['vaishnava'] },
  bhai_dooj: { regions: ['all_india', 'north', 'maharashtra'], traditions: ['smarta'] },
  akshaya_navami: { regions: ['north', 'bengal'], traditions: ['vaishnava', 'smarta'] },
  kartik_purnima: ALL,
  dev_deepawali: { regions: ['north'], traditions: ['shaiva', 'smarta'] },
};

/** The tags of a rule: its own, else the table above, else (the Pitru Paksha shraddhas) all India, Smarta. */
export function festivalTags(rule: FestivalRule): FestivalTags {
  return rule.tags ?? TAGS[rule.id] ?? SHRADDHA;
}
