/**
 * The words of Ashtakoota matching, English and Hindi side by side: each
 * koota's note and the conclusion. ashtakoot.ts names a sentence by id with
 * its parameters (ids and numbers); the match operation renders it in the
 * request's `lang`. Hindi uses the terms of Hindi kundli milan: वर and वधू
 * for groom and bride, the classical names of varna, vashya, tara, yoni,
 * gana and nadi, दोष and परिहार (a dosha's cancellation).
 */
import { type GrahaName, type Lang, grahaTerm } from '../../core/glossary.ts';
import { type Said, render, sentences } from '../../core/sentences.ts';
import { GANAS, NADIS, TARA_NAMES, VARNAS, VASHYAS, YONIS, type Gana, type Nadi, type Varna, type Vashya, type Yoni } from './tables.ts';

export type NadiException = 'same_rashi_different_nakshatra' | 'same_nakshatra_different_rashi' | 'same_nakshatra_different_pada';
export type BhakootException = 'same_sign_lord' | 'sign_lords_mutual_friends';
export type Verdict = 'excellent' | 'good' | 'average' | 'not_recommended';

/** English display of an id: words capitalised ("ati_mitra" -> "Ati Mitra"). */
const name = (id: string): string =>
  id
    .split('_')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** Hindi names in the order of their id lists in tables.ts. */
const hiOf = <Id extends string>(ids: readonly Id[], hi: readonly string[]): Readonly<Record<Id, string>> =>
  Object.fromEntries(ids.map((id, i) => [id, hi[i]!])) as Record<Id, string>;
const VARNA_HI = hiOf<Varna>(VARNAS, ['ब्राह्मण', 'क्षत्रिय', 'वैश्य', 'शूद्र']);
const VASHYA_HI = hiOf<Vashya>(VASHYAS, ['चतुष्पद', 'मानव', 'जलचर', 'वनचर', 'कीट']);
const TARA_HI = hiOf<(typeof TARA_NAMES)[number]>(TARA_NAMES, ['जन्म', 'सम्पत्', 'विपत्', 'क्षेम', 'प्रत्यरि', 'साधक', 'वध', 'मित्र', 'अतिमित्र']);
const YONI_HI = hiOf<Yoni>(YONIS, ['अश्व', 'गज', 'मेष', 'सर्प', 'श्वान', 'मार्जार', 'मूषक', 'गौ', 'महिष', 'व्याघ्र', 'मृग', 'वानर', 'नकुल', 'सिंह']);
const GANA_HI = hiOf<Gana>(GANAS, ['देव', 'मनुष्य', 'राक्षस']);
const NADI_HI = hiOf<Nadi>(NADIS, ['आदि', 'मध्य', 'अन्त्य']);
const NADI_EXCEPTION_HI: Readonly<Record<NadiException, string>> = {
  same_rashi_different_nakshatra: 'राशि एक, नक्षत्र भिन्न',
  same_nakshatra_different_rashi: 'नक्षत्र एक, राशि भिन्न',
  same_nakshatra_different_pada: 'नक्षत्र एक, चरण भिन्न',
};
const BHAKOOT_EXCEPTION_HI: Readonly<Record<BhakootException, string>> = {
  same_sign_lord: 'दोनों राशियों का स्वामी एक',
  sign_lords_mutual_friends: 'राशि स्वामी परस्पर मित्र',
};
const VERDICT_EN: Readonly<Record<Verdict, string>> = {
  excellent: 'an excellent match',
  good: 'a good match',
  average: 'an average, acceptable match',
  not_recommended: 'below the 18 points usually required',
};
const VERDICT_HI: Readonly<Record<Verdict, string>> = {
  excellent: 'उत्तम मिलान',
  good: 'अच्छा मिलान',
  average: 'मध्यम, स्वीकार्य मिलान',
  not_recommended: 'सामान्यतः आवश्यक 18 गुणों से कम',
};

type Pair<T> = { groom: T; bride: T };
type Tara = { number: number; name: (typeof TARA_NAMES)[number] };
const tara = (t: Tara): string => `${TARA_HI[t.name]} (${t.number})`;

/** The note of each koota, by koota name. */
export const KOOTA_NOTE_SENTENCES = sentences({
  varna: {
    en: (p: Pair<Varna> & { score: number }) =>
      `Groom ${name(p.groom)}, bride ${name(p.bride)}: ${p.score ? "the groom's varna is equal or higher" : "the bride's varna is higher"}.`,
    hi: (p: Pair<Varna> & { score: number }) =>
      `वर ${VARNA_HI[p.groom]}, वधू ${VARNA_HI[p.bride]}: ${p.score ? 'वर का वर्ण वधू के समान या उससे उच्च है' : 'वधू का वर्ण उच्च है'}।`,
  },
  vashya: {
    en: (p: Pair<Vashya>) => `Groom ${name(p.groom)}, bride ${name(p.bride)}.`,
    hi: (p: Pair<Vashya>) => `वर ${VASHYA_HI[p.groom]}, वधू ${VASHYA_HI[p.bride]}।`,
  },
  tara_dina: {
    en: (p: Pair<Tara>) =>
      `Groom's star is ${name(p.groom.name)} (${p.groom.number}) from the bride's; bride's star is ${name(p.bride.name)} (${p.bride.number}) from the groom's; 3, 5 and 7 are inauspicious.`,
    hi: (p: Pair<Tara>) =>
      `वधू के नक्षत्र से वर का नक्षत्र ${tara(p.groom)} तारा है; वर के नक्षत्र से वधू का नक्षत्र ${tara(p.bride)} तारा है; 3, 5 और 7 अशुभ हैं।`,
  },
  yoni: {
    en: (p: Pair<Yoni> & { score: number }) => `Groom ${name(p.groom)}, bride ${name(p.bride)}${p.score === 0 ? ' (sworn enemies)' : ''}.`,
    hi: (p: Pair<Yoni> & { score: number }) => `वर ${YONI_HI[p.groom]}, वधू ${YONI_HI[p.bride]}${p.score === 0 ? ' (महाशत्रु योनि)' : ''}।`,
  },
  graha_maitri: {
    en: (p: Pair<GrahaName>) => `Sign lords ${name(p.groom)} and ${name(p.bride)}.`,
    hi: (p: Pair<GrahaName>) => `राशि स्वामी: वर का ${grahaTerm(p.groom).hi}, वधू का ${grahaTerm(p.bride).hi}।`,
  },
  gana: {
    en: (p: Pair<Gana>) => `Groom ${name(p.groom)}, bride ${name(p.bride)}.`,
    hi: (p: Pair<Gana>) => `वर ${GANA_HI[p.groom]} गण, वधू ${GANA_HI[p.bride]} गण।`,
  },
  bhakoot: {
    en: (p: { position: number; back: number; dosha: boolean; exception: BhakootException | null }) =>
      `Signs are ${p.position}/${p.back} from each other${p.dosha ? `: bhakoot dosha${p.exception ? `, cancelled (${p.exception.replaceAll('_', ' ')})` : ''}` : ''}.`,
    hi: (p: { position: number; back: number; dosha: boolean; exception: BhakootException | null }) =>
      `राशियों का परस्पर संबंध ${p.position}/${p.back} है${p.dosha ? `: भकूट दोष${p.exception ? ` (परिहार: ${BHAKOOT_EXCEPTION_HI[p.exception]})` : ''}` : ''}।`,
  },
  nadi: {
    en: (p: Pair<Nadi> & { dosha: boolean; exception: NadiException | null }) =>
      `Groom ${name(p.groom)}, bride ${name(p.bride)}${p.dosha ? `: nadi dosha${p.exception ? `, cancelled (${p.exception.replaceAll('_', ' ')})` : ''}` : ''}.`,
    hi: (p: Pair<Nadi> & { dosha: boolean; exception: NadiException | null }) =>
      `वर ${NADI_HI[p.groom]} नाड़ी, वधू ${NADI_HI[p.bride]} नाड़ी${p.dosha ? `: नाड़ी दोष${p.exception ? ` (परिहार: ${NADI_EXCEPTION_HI[p.exception]})` : ''}` : ''}।`,
  },
});

/** The conclusion of a match. */
export const MATCH_CONCLUSION_SENTENCES = sentences({
  conclusion: {
    en: (p: { total: number; verdict: Verdict; nadiDosha: boolean; bhakootDosha: boolean }) => {
      const doshas = [p.nadiDosha ? 'nadi dosha' : null, p.bhakootDosha ? 'bhakoot dosha' : null].filter(Boolean).join(' and ');
      return `${p.total} of 36 gunas: ${VERDICT_EN[p.verdict]}${doshas ? `; ${doshas} present` : ''}.`;
    },
    hi: (p: { total: number; verdict: Verdict; nadiDosha: boolean; bhakootDosha: boolean }) => {
      const doshas = [p.nadiDosha ? 'नाड़ी दोष' : null, p.bhakootDosha ? 'भकूट दोष' : null].filter((d) => d !== null);
      const present = doshas.length === 0 ? '' : `; ${doshas.join(' और ')} ${doshas.length === 1 ? 'है' : 'हैं'}`;
      return `36 में से ${p.total} गुण मिले: ${VERDICT_HI[p.verdict]}${present}।`;
    },
  },
});

export type KootaNote = Said<typeof KOOTA_NOTE_SENTENCES>;
export type MatchConclusion = Said<typeof MATCH_CONCLUSION_SENTENCES>;

/** A koota's note in `lang`. */
export function kootaNoteText(said: KootaNote, lang: Lang): string {
  return render(KOOTA_NOTE_SENTENCES, said, lang);
}
/** The conclusion of a match in `lang`. */
export function matchConclusionText(said: MatchConclusion, lang: Lang): string {
  return render(MATCH_CONCLUSION_SENTENCES, said, lang);
}
