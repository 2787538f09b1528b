/**
 * The words of gochara, English and Hindi side by side: the sentence naming
 * the rule that gave a transit reading its impact (Phaladeepika ch. 26). GET
 * /v1/transits/natal renders it in the request's `lang`.
 */
import { type GrahaName, type Lang, grahaTerm } from '../../core/glossary.ts';
import { type Said, listHi, ordinalEn, render, sentences } from '../../core/sentences.ts';
import { GOCHARA_VEDHA, type GocharaReading } from './gochara.ts';

interface InHouse {
  graha: GrahaName;
  /** 1..12 from the natal Moon sign. */
  houseFromMoon: number;
}
interface WithVedha extends InHouse {
  /** 1..12 from the natal Moon sign. */
  vedhaHouse: number;
}
interface Obstructed extends WithVedha {
  obstructedBy: readonly GrahaName[];
}

/** The graha's good houses from the Moon, "3, 6, 11". */
const goodHouses = (g: GrahaName) => [...GOCHARA_VEDHA[g].keys()].join(', ');
const headEn = (p: InHouse) => `${grahaTerm(p.graha).en} transits the ${ordinalEn(p.houseFromMoon)} house from the natal Moon`;
const headHi = (p: InHouse) => `${grahaTerm(p.graha).hi} चन्द्र राशि से ${p.houseFromMoon}वें भाव में है`;
/** English names joined with commas and "and" before the last. */
const listEn = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

export const GOCHARA_SENTENCES = sentences({
  not_good_house: {
    en: (p: InHouse) => `${headEn(p)}, not one of its good houses (${goodHouses(p.graha)}): challenging (Phaladeepika 26).`,
    hi: (p: InHouse) => `${headHi(p)}, जो इसके शुभ भावों (${goodHouses(p.graha)}) में नहीं है: प्रतिकूल (फलदीपिका अ. 26)।`,
  },
  obstructed: {
    en: (p: Obstructed) =>
      `${headEn(p)}, one of its good houses (${goodHouses(p.graha)}), but ${listEn(p.obstructedBy.map((g) => grahaTerm(g).en))} ` +
      `in the ${ordinalEn(p.vedhaHouse)} ${p.obstructedBy.length > 1 ? 'obstruct' : 'obstructs'} it (vedha): ` +
      'the good result is cancelled (Phaladeepika 26).',
    hi: (p: Obstructed) =>
      `${headHi(p)}, जो इसका शुभ भाव है (${goodHouses(p.graha)}), पर ${listHi(p.obstructedBy.map((g) => grahaTerm(g).hi))} ` +
      `${p.vedhaHouse}वें भाव में वेध ${p.obstructedBy.length > 1 ? 'करते हैं' : 'करता है'}: शुभ फल रुक जाता है (फलदीपिका अ. 26)।`,
  },
  unobstructed: {
    en: (p: WithVedha) =>
      `${headEn(p)}, one of its good houses (${goodHouses(p.graha)}), with no graha in the ${ordinalEn(p.vedhaHouse)} to obstruct it (vedha): ` +
      'favourable (Phaladeepika 26).',
    hi: (p: WithVedha) =>
      `${headHi(p)}, जो इसका शुभ भाव है (${goodHouses(p.graha)}), और ${p.vedhaHouse}वें भाव में कोई वेध नहीं: अनुकूल (फलदीपिका अ. 26)।`,
  },
});

export type GocharaSaid = Said<typeof GOCHARA_SENTENCES>;

/** The sentence naming the gochara rule that gave a reading its impact, in `lang`. */
export function gocharaText(r: GocharaReading, lang: Lang): string {
  const inHouse = { graha: r.planet, houseFromMoon: r.houseFromMoon };
  const said: GocharaSaid = !r.goodHouse
    ? { id: 'not_good_house', params: inHouse }
    : r.obstructedBy.length > 0
      ? { id: 'obstructed', params: { ...inHouse, vedhaHouse: r.vedhaHouse!, obstructedBy: r.obstructedBy } }
      : { id: 'unobstructed', params: { ...inHouse, vedhaHouse: r.vedhaHouse! } };
  return render(GOCHARA_SENTENCES, said, lang);
}
