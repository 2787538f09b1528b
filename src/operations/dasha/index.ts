/** The dasha group: Vimshottari (periods, running), Yogini, Chara and any system by id (docs/dashas.md). */
import { dashaChara } from './chara.ts';
import { dashaSystem } from './systems.ts';
import { dashaVimshottariCurrent } from './vimshottari-current.ts';
import { dashaVimshottari } from './vimshottari.ts';
import { dashaYogini } from './yogini.ts';

export const dashaOperations = [dashaVimshottari, dashaVimshottariCurrent, dashaYogini, dashaChara, dashaSystem];
