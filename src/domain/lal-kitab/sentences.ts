/**
 * The words of Lal Kitab, English and Hindi side by side: state labels, the
 * debts' names, why a debt is present, and the remedies.
 * Parameters are ids and house numbers; each language writes them with its
 * own labels. Remedy texts are the traditional prescriptions as the sources
 * named in docs/lal-kitab.md give them, paraphrased.
 */
import { grahaTerm, houseOrdinalHi, type GrahaName, type Lang } from '../../core/glossary.ts';
import { type Said, render, sentences } from '../../core/sentences.ts';
import type { PlanetState } from './chart.ts';
import type { DebtResult, Raiser } from './debts.ts';
import type { DebtId } from './tables.ts';

export const STATE_LABELS: Readonly<Record<PlanetState, readonly [en: string, hi: string]>> = {
  jaagta: ['Awake (jaagta)', 'जागता'],
  soya: ['Asleep (soya)', 'सोया'],
};

/** Each debt's name, English and Hindi. */
export const DEBT_LABELS: Readonly<Record<DebtId, readonly [en: string, hi: string]>> = {
  pitru: ['Pitru rin (debt of the ancestors)', 'पितृ ऋण'],
  matru: ['Matru rin (debt of the mother)', 'मातृ ऋण'],
  stree: ['Stree rin (debt of the wife)', 'स्त्री ऋण'],
  bhratru: ['Bhratru rin (debt of brothers and relatives)', 'भ्रातृ (सम्बन्धी) ऋण'],
  bahin: ['Bahin rin (debt of the sister or daughter)', 'बहन (पुत्री) का ऋण'],
  nirdayi: ['Nirdayi rin (debt of cruelty)', 'निर्दयी ऋण'],
  ajanma: ['Ajanma rin (debt of the unborn)', 'अजन्मा ऋण'],
  swa: ['Swa rin (self-made debt)', 'स्व ऋण'],
  daiviya: ['Daiviya rin (divine debt)', 'दैवीय ऋण'],
};

const g = (id: GrahaName) => grahaTerm(id);
const housesEn = (hs: readonly number[]) => (hs.length === 1 ? `house ${hs[0]}` : `houses ${hs.join(', ')}`);

type Raised = { graha: GrahaName; house: number; of: GrahaName; houses: readonly number[] };
type Owner = { of: GrahaName; house: number; houses: readonly number[] };
type DebtRuleParams = { debt: DebtId; raisers: readonly Raiser[]; of: GrahaName; houses: readonly number[] };
const raisersEn = (rs: readonly Raiser[]) => rs.map((r) => `${g(r.graha).en} in house ${r.house}`).join(', ');
const raisersHi = (rs: readonly Raiser[]) => rs.map((r) => `${g(r.graha).hi} ${houseOrdinalHi(r.house)} भाव में`).join(', ');

export const LAL_KITAB_SENTENCES = sentences({
  raisedBy: {
    en: (p: Raised) =>
      `${g(p.graha).en} in house ${p.house}, ${
        p.houses.length === 1 ? `${g(p.of).en}'s house` : `one of ${g(p.of).en}'s houses (${p.houses.join(', ')})`
      }`,
    hi: (p: Raised) =>
      `${g(p.graha).hi} ${houseOrdinalHi(p.house)} भाव में, ${
        p.houses.length === 1 ? `जो ${g(p.of).hi} का घर है` : `जो ${g(p.of).hi} के घरों (${p.houses.join(', ')}) में से है`
      }`,
  },
  ownerAway: {
    en: (p: Owner) => `${g(p.of).en} itself is in house ${p.house}, outside its ${housesEn(p.houses)}`,
    hi: (p: Owner) => `${g(p.of).hi} स्वयं ${houseOrdinalHi(p.house)} भाव में है, अपने घरों (${p.houses.join(', ')}) से बाहर`,
  },
  ownerHolds: {
    en: (p: Owner) => `${g(p.of).en} itself holds house ${p.house}, which softens the debt`,
    hi: (p: Owner) => `${g(p.of).hi} स्वयं ${houseOrdinalHi(p.house)} भाव में है, इससे ऋण हल्का होता है`,
  },
  debtRule: {
    en: (p: DebtRuleParams) => `${DEBT_LABELS[p.debt][0]}: ${raisersEn(p.raisers)}, of ${g(p.of).en}'s ${housesEn(p.houses)}`,
    hi: (p: DebtRuleParams) => `${DEBT_LABELS[p.debt][1]}: ${raisersHi(p.raisers)} (${g(p.of).hi} के घर ${p.houses.join(', ')})`,
  },
  neechRule: {
    en: (p: { graha: GrahaName; house: number }) => `${g(p.graha).en} debilitated (neech) in house ${p.house}`,
    hi: (p: { graha: GrahaName; house: number }) => `${g(p.graha).hi} ${houseOrdinalHi(p.house)} भाव में नीच`,
  },
});
export type LalKitabSaid = Said<typeof LAL_KITAB_SENTENCES>;

/**
 * Each debt's remedy: one act done together by the whole family on one day.
 * futureforyou.co ("maternal debt and paternal debt") for matru, pitru,
 * bhratru (the relatives' debt) and bahin; futuresamachar.com (P. Kothari)
 * for swa; futuresamachar.com (S. Sharman) for stree; the others as Lal Kitab
 * debt reports commonly give them (docs/lal-kitab.md).
 */
export const DEBT_REMEDIES: Readonly<Record<DebtId, readonly [en: string, hi: string]>> = {
  pitru: [
    'Collect an equal coin from every member of the family and give it all to a temple on one day; look after a peepal tree near the ancestral home.',
    'परिवार के प्रत्येक सदस्य से बराबर पैसा एकत्र करके एक ही दिन मंदिर में दान करें; पैतृक घर के पास के पीपल की सेवा करें।',
  ],
  matru: [
    'Collect an equal piece of silver from every member of the family and float it all in flowing water on one day.',
    'परिवार के प्रत्येक सदस्य से बराबर चाँदी लेकर एक ही दिन बहते पानी में प्रवाहित करें।',
  ],
  stree: [
    'Collect money from every member of the family and feed a hundred healthy cows with it on one day.',
    'परिवार के सभी सदस्यों से पैसा लेकर एक ही दिन सौ स्वस्थ गायों को चारा खिलाएँ।',
  ],
  bhratru: [
    'Collect money from every member of the family and give it to a physician to treat the poor free of charge.',
    'परिवार के प्रत्येक सदस्य से धन एकत्र करके वैद्य को निर्धनों के मुफ्त उपचार हेतु दान करें।',
  ],
  bahin: [
    'Collect yellow cowries from every member of the family, burn them together and float the ash in flowing water on one day.',
    'परिवार के सभी सदस्यों से पीली कौड़ियाँ एकत्र करके एक साथ जलाएँ और राख एक ही दिन बहते पानी में प्रवाहित करें।',
  ],
  nirdayi: [
    'Collect money from every member of the family and feed a hundred labourers with it on one day.',
    'परिवार के सभी सदस्यों से पैसा लेकर एक ही दिन सौ मज़दूरों को भोजन कराएँ।',
  ],
  ajanma: [
    'Collect one coconut from every member of the family and float them all in flowing water on one day.',
    'परिवार के प्रत्येक सदस्य से एक-एक नारियल लेकर एक ही दिन बहते पानी में प्रवाहित करें।',
  ],
  swa: [
    'Collect an equal share of money from every relative and perform a havan (yagya) with it.',
    'सगे-संबंधियों से बराबर-बराबर धन लेकर यज्ञ (हवन) करें।',
  ],
  daiviya: [
    'Collect money from every member of the family and feed dogs with it on one day.',
    'परिवार के सभी सदस्यों से पैसा लेकर एक ही दिन कुत्तों को भोजन कराएँ।',
  ],
};

/** A debilitated graha's remedy, kept up for 43 days (the traditional Lal Kitab remedies of each graha). */
export const PLANET_REMEDIES: Readonly<Record<GrahaName, readonly [en: string, hi: string]>> = {
  sun: [
    'Offer water to the rising Sun every morning and give wheat and jaggery in charity.',
    'प्रतिदिन उगते सूर्य को जल अर्पित करें और गेहूँ व गुड़ का दान करें।',
  ],
  moon: [
    'Serve your mother and take her blessing; keep a piece of silver with you and give milk or rice in charity.',
    'माता की सेवा कर आशीर्वाद लें; चाँदी का टुकड़ा पास रखें और दूध या चावल का दान करें।',
  ],
  mars: [
    'Float sweets (batashe) in flowing water and give red lentils (masoor) in charity.',
    'बहते पानी में बताशे प्रवाहित करें और लाल मसूर का दान करें।',
  ],
  mercury: ['Feed green fodder to cows and give whole green moong in charity.', 'गायों को हरा चारा खिलाएँ और साबुत हरी मूँग का दान करें।'],
  jupiter: [
    'Wear a saffron or turmeric mark on the forehead and serve elders and teachers.',
    'माथे पर केसर या हल्दी का तिलक लगाएँ और बड़ों व गुरुजनों की सेवा करें।',
  ],
  venus: ['Feed a cow and give curd or camphor in charity.', 'गाय को भोजन कराएँ और दही या कपूर का दान करें।'],
  saturn: [
    'Keep away from alcohol and meat; give mustard oil in charity and feed crows.',
    'मदिरा और मांस से दूर रहें; सरसों के तेल का दान करें और कौवों को भोजन दें।',
  ],
  rahu: [
    'Keep a solid square of silver with you and float barley or coal in flowing water.',
    'ठोस चाँदी का चौकोर टुकड़ा पास रखें और जौ या कोयला बहते पानी में प्रवाहित करें।',
  ],
  ketu: ['Feed dogs and give a two-coloured blanket in charity.', 'कुत्तों को भोजन कराएँ और दो रंग के कंबल का दान करें।'],
};

/** The reasons of a debt in `lang`: each raising graha, then where the debt's own graha stands (empty when absent). */
export function debtReasons(debt: DebtResult, lang: Lang): string[] {
  if (!debt.present) return [];
  const raised = debt.raisers.map((r) =>
    render(LAL_KITAB_SENTENCES, { id: 'raisedBy', params: { graha: r.graha, house: r.house, of: debt.of, houses: debt.houses } }, lang),
  );
  const owner: LalKitabSaid = debt.ofHoldsHouses
    ? { id: 'ownerHolds', params: { of: debt.of, house: debt.ofHouse, houses: debt.houses } }
    : { id: 'ownerAway', params: { of: debt.of, house: debt.ofHouse, houses: debt.houses } };
  return [...raised, render(LAL_KITAB_SENTENCES, owner, lang)];
}
