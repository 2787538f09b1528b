/**
 * The named classes of grahas and houses that rules share, each written once
 * with its source. Houses are 1..12 counted from a reference sign (the lagna,
 * the Moon, ...). The order of each list is the order answers name its members in.
 */
import type { GrahaName, SevenGraha } from '../../core/glossary.ts';

/**
 * The natural benefics whose nature never changes: Mercury, Jupiter, Venus
 * (BPHS ch. 3, where the Moon is benefic only while waxing). Rules that count
 * "the benefics" as a fixed group read these three: the Nabhasa Dala yogas,
 * Adhi (counted from the Moon), Vasumati, Parvata, Kahala.
 */
export const NATURAL_BENEFICS: readonly SevenGraha[] = ['mercury', 'jupiter', 'venus'];

/** The natural benefics with the Moon (BPHS ch. 3), as the Kartari yogas count them (Phaladeepika ch. 6 v. 60). */
export const NATURAL_BENEFICS_WITH_MOON: readonly GrahaName[] = ['mercury', 'jupiter', 'venus', 'moon'];

/** The natural malefics among the seven grahas: Sun, Mars, Saturn (BPHS ch. 3). */
export const NATURAL_MALEFICS: readonly SevenGraha[] = ['sun', 'mars', 'saturn'];

/** The natural malefics with the nodes (BPHS ch. 3), as the Kartari yogas count them (Phaladeepika ch. 6 v. 60). */
export const NATURAL_MALEFICS_WITH_NODES: readonly GrahaName[] = ['sun', 'mars', 'saturn', 'rahu', 'ketu'];

/** Kendras (angles): 1, 4, 7, 10 (Brihat Jataka ch. 1; BPHS ch. 34 classes the house lords by them). */
export const KENDRA_HOUSES: readonly number[] = [1, 4, 7, 10];

/** Panapharas (succedent houses): 2, 5, 8, 11 (Brihat Jataka ch. 1). */
export const PANAPHARA_HOUSES: readonly number[] = [2, 5, 8, 11];

/** Trikonas (trines): 1, 5, 9 (BPHS ch. 34). */
export const TRIKONA_HOUSES: readonly number[] = [1, 5, 9];

/** Dusthanas (the trika, evil houses): 6, 8, 12 (BPHS ch. 34). */
export const DUSTHANA_HOUSES: readonly number[] = [6, 8, 12];

/** Upachayas (houses of growth): 3, 6, 10, 11 (Brihat Jataka ch. 1). */
export const UPACHAYA_HOUSES: readonly number[] = [3, 6, 10, 11];
