/** Pool tasks for Chaldean numerology (pure arithmetic, but off the HTTP thread like every computation). */
import {
  chaldeanName, coreNumbers, LO_SHU_LAYOUT, loShuGrid, mobileNumber, numerologyCompatibility, type CalendarDate,
} from '../../domain/numerology/index.ts';

function core(input: { name: string; dateOfBirth: CalendarDate }) {
  const c = coreNumbers(input.name, input.dateOfBirth);
  return {
    life_path: c.lifePath, destiny: c.destiny, destiny_compound: c.destinyCompound, soul_urge: c.soulUrge, personality: c.personality,
    birth_number: c.birthNumber, ruling_planet: c.rulingPlanet, lucky_numbers: c.luckyNumbers, system: 'chaldean' as const,
  };
}

function name(input: { name: string }) {
  const n = chaldeanName(input.name);
  return { number: n.number, compound: n.compound, system: 'chaldean' as const };
}

function mobile(input: { number: string }) {
  const m = mobileNumber(input.number);
  return { total: m.total, reduced: m.reduced, verdict: m.verdict, note: m.note };
}

function loshu(input: { dateOfBirth: CalendarDate }) {
  const g = loShuGrid(input.dateOfBirth);
  return { grid: g.grid, layout: LO_SHU_LAYOUT, missing: g.missing, repeated: g.repeated };
}

function compatibility(input: { personA: { name: string; dateOfBirth: CalendarDate }; personB: { name: string; dateOfBirth: CalendarDate } }) {
  const c = numerologyCompatibility(input.personA, input.personB);
  const p = (x: typeof c.personA) => ({ birth_number: x.birthNumber, destiny: x.destiny, life_path: x.lifePath });
  return { score: c.score, relation: c.relation, person_a: p(c.personA), person_b: p(c.personB) };
}

export const numerologyTasks = {
  numerologyCore: core,
  numerologyName: name,
  numerologyMobile: mobile,
  numerologyLoshu: loshu,
  numerologyCompatibility: compatibility,
};
