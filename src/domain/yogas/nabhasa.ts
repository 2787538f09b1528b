/**
 * Nabhasa yogas, BPHS ch. 35: Ashraya (v. 7: Rajju, Musala, Nala by the
 * modality of the signs holding all seven grahas), Dala (v. 8: Mala and
 * Sarpa, benefics or malefics in three kendras) and Sankhya (v. 16-17: the
 * number of signs the seven grahas occupy). The nodes are not counted.
 */
import { KENDRA_HOUSES, NATURAL_BENEFICS, NATURAL_MALEFICS } from '../chart/index.ts';
import { SEVEN } from './context.ts';
import { type YogaRule, hit, none, yoga } from './rule.ts';

/** Modality 0 movable, 1 fixed, 2 dual: the sign index modulo 3. */
function ashraya(id: string, modality: 0 | 1 | 2): YogaRule {
  return yoga(id, 'nabhasa', false, { id: 'ashraya', params: { modality } }, (ctx) =>
    SEVEN.every((g) => ctx.sign(g) % 3 === modality) ? hit([...SEVEN], { id: 'all_in_modality', params: { modality } }) : none,
  );
}

function sankhya(id: string, count: number): YogaRule {
  return yoga(id, 'nabhasa', false, { id: 'sankhya', params: { count } }, (ctx) => {
    const occupied = new Set(SEVEN.map((g) => ctx.sign(g)));
    return occupied.size === count
      ? hit([...SEVEN], { id: 'occupied_signs', params: { signIndices: [...occupied].sort((a, b) => a - b) } })
      : none;
  });
}

function dala(id: string, benefic: boolean): YogaRule {
  const group = benefic ? NATURAL_BENEFICS : NATURAL_MALEFICS;
  return yoga(id, 'nabhasa', true, { id: 'dala', params: { benefic } }, (ctx) => {
    const other = benefic ? NATURAL_MALEFICS : NATURAL_BENEFICS;
    const kendras = KENDRA_HOUSES.filter((h) => group.some((g) => ctx.house(g) === h));
    const spoiled = KENDRA_HOUSES.some((h) => other.some((g) => ctx.house(g) === h));
    return kendras.length >= 3 && !spoiled
      ? hit(
          group.filter((g) => KENDRA_HOUSES.includes(ctx.house(g))),
          { id: 'kendras_hold_only', params: { kendras, benefic } },
        )
      : none;
  });
}

export const NABHASA_YOGAS: readonly YogaRule[] = [
  ashraya('rajju', 0),
  ashraya('musala', 1),
  ashraya('nala', 2),
  dala('mala', true),
  dala('sarpa', false),
  sankhya('vallaki', 7),
  sankhya('dama', 6),
  sankhya('pasha', 5),
  sankhya('kedara', 4),
  sankhya('shula', 3),
  sankhya('yuga', 2),
  sankhya('gola', 1),
];
