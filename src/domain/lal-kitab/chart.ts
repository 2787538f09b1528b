/**
 * The Lal Kitab chart: house 1 is Aries whatever the lagna, and each graha
 * sits in the house it occupies counted from the lagna (whole signs, in the
 * chart's ayanamsa). Its states: awake (jaagta) or asleep (soya), the sleeping
 * houses, pakka ghar and exaltation (the tables in ./tables.ts).
 */
import { GRAHA_IDS, type GrahaName } from '../../core/glossary.ts';
import { grahaOf, houseFrom, isCombust, type Chart } from '../chart/index.ts';
import { DEBILITATION_HOUSES, EXALTATION_HOUSES, LAL_KITAB_ASPECTS, OWN_HOUSES, PAKKA_GHAR } from './tables.ts';

/** The house (1..12) of each graha. */
export type HouseOf = Readonly<Record<GrahaName, number>>;

export type PlanetState = 'jaagta' | 'soya';
/**
 * Why a graha is awake or asleep, the first rule that applies in this order
 * (futuresamachar.com "soya bhav and soya graha"; hindi.webdunia.com
 * "lal kitab soya ghar"; jivandarshan.com "soya hua grah and soya hua bhav"):
 * - pakka_ghar, own_house: in its pakka ghar or own sign, always awake;
 * - combust: close to the Sun (asta), asleep (webdunia, rule 1);
 * - first_houses_empty: in houses 7..12 while houses 1..6 hold no graha, asleep;
 * - later_houses_empty: in houses 1..6 while houses 7..12 hold no graha, asleep;
 * - awake: none of these, awake.
 */
export type StateReason = 'pakka_ghar' | 'own_house' | 'combust' | 'first_houses_empty' | 'later_houses_empty' | 'awake';
export type Nature = 'exalted' | 'debilitated';

export interface LalKitabPlanet {
  id: GrahaName;
  house: number;
  state: PlanetState;
  stateReason: StateReason;
  nature: Nature | null;
  pakkaGhar: boolean;
}

export interface LalKitabChart {
  /** House 1..12 of each graha. */
  houseOf: HouseOf;
  /** The grahas of each house, index 0 = house 1, in glossary order. */
  houses: readonly (readonly GrahaName[])[];
  planets: readonly LalKitabPlanet[];
  /** Houses with no graha that no occupied house aspects, ascending. */
  sleepingHouses: readonly number[];
}

/** The Lal Kitab house of every graha of a chart with a lagna (throws without one: callers reject an unknown time first). */
export function lalKitabHousesOf(chart: Chart): HouseOf {
  const lagna = chart.lagna;
  if (lagna === null) throw new Error('Expected a chart with a lagna for the Lal Kitab houses');
  const out = {} as Record<GrahaName, number>;
  for (const g of chart.grahas) out[g.id] = houseFrom(lagna.signIndex, g.signIndex);
  return out;
}

/** The grahas of each house (index 0 = house 1), in glossary order. */
export function occupantsOf(houseOf: HouseOf): GrahaName[][] {
  const houses: GrahaName[][] = Array.from({ length: 12 }, () => []);
  for (const id of GRAHA_IDS) houses[houseOf[id] - 1]!.push(id);
  return houses;
}

/** Houses (ascending) with no graha that no occupied house aspects by a Lal Kitab aspect. */
export function sleepingHousesOf(houses: readonly (readonly GrahaName[])[]): number[] {
  const aspected = new Set(LAL_KITAB_ASPECTS.filter((a) => houses[a.from - 1]!.length > 0).map((a) => a.to));
  const out: number[] = [];
  for (let h = 1; h <= 12; h += 1) if (houses[h - 1]!.length === 0 && !aspected.has(h)) out.push(h);
  return out;
}

/** The exaltation or debilitation of a graha in a house, or null. */
export function natureOf(id: GrahaName, house: number): Nature | null {
  if (EXALTATION_HOUSES[id].includes(house)) return 'exalted';
  return DEBILITATION_HOUSES[id].includes(house) ? 'debilitated' : null;
}

/** The state of a graha by the rules of StateReason, given whether it is combust. */
export function stateOf(
  id: GrahaName,
  house: number,
  houses: readonly (readonly GrahaName[])[],
  combust: boolean,
): { state: PlanetState; reason: StateReason } {
  if (PAKKA_GHAR[id].includes(house)) return { state: 'jaagta', reason: 'pakka_ghar' };
  if (OWN_HOUSES[id].includes(house)) return { state: 'jaagta', reason: 'own_house' };
  if (combust) return { state: 'soya', reason: 'combust' };
  const occupied = (from: number, to: number) => houses.slice(from - 1, to).some((h) => h.length > 0);
  if (house >= 7 && !occupied(1, 6)) return { state: 'soya', reason: 'first_houses_empty' };
  if (house <= 6 && !occupied(7, 12)) return { state: 'soya', reason: 'later_houses_empty' };
  return { state: 'jaagta', reason: 'awake' };
}

/**
 * The Lal Kitab reading of houses: each graha's state, nature and pakka ghar,
 * and the sleeping houses. `combust` names the grahas close to the Sun.
 */
export function lalKitabChartOfHouses(houseOf: HouseOf, combust: ReadonlySet<GrahaName> = new Set()): LalKitabChart {
  const houses = occupantsOf(houseOf);
  const planets = GRAHA_IDS.map((id): LalKitabPlanet => {
    const house = houseOf[id];
    const { state, reason } = stateOf(id, house, houses, combust.has(id));
    return { id, house, state, stateReason: reason, nature: natureOf(id, house), pakkaGhar: PAKKA_GHAR[id].includes(house) };
  });
  return { houseOf, houses, planets, sleepingHouses: sleepingHousesOf(houses) };
}

/** The Lal Kitab chart of a birth chart with a lagna. */
export function lalKitabChartOf(chart: Chart): LalKitabChart {
  const sun = grahaOf(chart, 'sun');
  const combust = new Set(chart.grahas.filter((g) => isCombust(g, sun)).map((g) => g.id));
  return lalKitabChartOfHouses(lalKitabHousesOf(chart), combust);
}
