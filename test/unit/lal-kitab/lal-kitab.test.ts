import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GRAHA_IDS, type GrahaName } from '../../../src/core/glossary.ts';
import {
  annualHouse,
  annualHousesOf,
  debtsOf,
  lalKitabChartOfHouses,
  remediesOf,
  sleepingHousesOf,
  occupantsOf,
  tableYearOf,
  VARSHPHAL_ROTATION,
  yearOfLife,
  type HouseOf,
} from '../../../src/domain/lal-kitab/index.ts';
import { untypedEngine } from '../../fixtures.ts';
import { SECOND_TRANSCRIPTION } from './varshphal-reference.ts';

/** A house map from a partial one (the grahas not named are put in `rest`). */
function housesWith(placed: Partial<Record<GrahaName, number>>, rest = 1): HouseOf {
  return Object.fromEntries(GRAHA_IDS.map((id) => [id, placed[id] ?? rest])) as HouseOf;
}

const isPermutation = (row: readonly number[]) => [...row].sort((a, b) => a - b).join() === '1,2,3,4,5,6,7,8,9,10,11,12';

test('varshphal table: 120 rows, each a permutation of the 12 houses', () => {
  assert.equal(VARSHPHAL_ROTATION.length, 120);
  for (const [i, row] of VARSHPHAL_ROTATION.entries()) assert.ok(isPermutation(row), `year ${i + 1}`);
});

// A second, independent public transcription of the 1952 table
// (test/unit/lal-kitab/varshphal-reference.ts): 1438 of its 1440 cells agree.
// The two that do not are its own slips: in those rows it repeats a house.
test('varshphal table agrees with a second transcription except its two non-permutation cells', () => {
  assert.equal(SECOND_TRANSCRIPTION.length, 120);
  const differences: string[] = [];
  for (let y = 0; y < 120; y += 1) {
    for (let h = 0; h < 12; h += 1) if (VARSHPHAL_ROTATION[y]![h] !== SECOND_TRANSCRIPTION[y]![h]) differences.push(`${y + 1}:${h + 1}`);
  }
  assert.deepEqual(differences, ['54:2', '74:10']);
  assert.equal(isPermutation(SECOND_TRANSCRIPTION[53]!), false);
  assert.equal(isPermutation(SECOND_TRANSCRIPTION[73]!), false);
});

test('varshphal years: year of life from the calendar year, the table starting again after 120 years', () => {
  assert.equal(yearOfLife(1990, 1990), 1);
  assert.equal(yearOfLife(1946, 2020), 75);
  assert.deepEqual([1, 2, 120, 121, 240, 241].map(tableYearOf), [1, 2, 120, 1, 120, 1]);
  assert.throws(() => tableYearOf(0), RangeError);
  // Year 1 is not the birth chart itself: birth house 2 goes to 9 (first row of both transcriptions).
  assert.equal(annualHouse(2, 1), 9);
  assert.equal(annualHouse(2, 121), 9);
  // Every year moves the nine grahas as a whole house map (a permutation keeps conjunctions together).
  const natal = housesWith({ sun: 1, moon: 1, mars: 3, jupiter: 12 }, 7);
  for (let y = 1; y <= 120; y += 1) {
    const annual = annualHousesOf(natal, y);
    assert.equal(annual.sun, annual.moon);
    assert.equal(annual.venus, annual.saturn);
  }
});

// Worked example: blog.saptarishis.app/2024/01/lal-kitab-varshphal.html
// (Donald Trump, born 1946-06-14 10:54 EDT, Jamaica, New York; birth data
// Astro-Databank, rating AA). The post reads his varshphal for the 2020
// election: "He was running 75th year", with Jupiter in the 10th house,
// aspected by the Sun and Rahu (the 4 -> 10 aspect), Mercury in the 12th,
// Ketu in the 3rd aspecting Saturn and Venus in the 11th and Mars in the 9th.
test('varshphal: the published year-75 chart of Donald Trump', async () => {
  const engine = untypedEngine();
  const birth = { date: '1946-06-14', time: '10:54', place: { latitude: 40.7, longitude: -73.8 }, timezone: '-04:00' };
  const { data } = await engine.run('lalKitabVarshphal', { birth, year: 2020 });
  const d = data as { year_of_life: number; planets: { id: string; house: number }[] };
  assert.equal(d.year_of_life, 75);
  const houseOf = Object.fromEntries(d.planets.map((p) => [p.id, p.house]));
  assert.equal(houseOf.jupiter, 10);
  assert.equal(houseOf.sun, 4);
  assert.equal(houseOf.rahu, 4);
  assert.equal(houseOf.mercury, 12);
  assert.equal(houseOf.ketu, 3);
  assert.equal(houseOf.saturn, 11);
  assert.equal(houseOf.venus, 11);
  assert.equal(houseOf.mars, 9);
});

// Sleeping house (soya ghar): no graha in it and no Lal Kitab aspect on it
// (hindi.webdunia.com "lal kitab soya ghar"; futuresamachar.com "soya bhav
// and soya graha"). Aspects: 1->7, 4->10, 3->9, 3->11, 5->9, 2->6, 6->12, 8->2.
test('sleeping houses: empty and not aspected by an occupied house', () => {
  // Grahas only in houses 1 and 3: they aspect 7, 9, 11; the rest of the empty houses sleep.
  const houses = occupantsOf(housesWith({ sun: 3, moon: 3 }, 1));
  assert.deepEqual(sleepingHousesOf(houses), [2, 4, 5, 6, 8, 10, 12]);
  // A graha in 8 wakes house 2 (the inverted aspect); one in 6 wakes 12.
  assert.deepEqual(sleepingHousesOf(occupantsOf(housesWith({ sun: 8, moon: 6 }, 1))), [3, 4, 5, 9, 10, 11]);
});

// Sleeping planets (futuresamachar.com "soya bhav and soya graha";
// jivandarshan.com; hindi.webdunia.com): a graha in its pakka ghar or own
// sign is always awake; with houses 1..6 empty the grahas of 7..12 sleep,
// and the other way round; a combust graha sleeps.
test('planet states: pakka ghar and own house awake, empty halves and combustion asleep', () => {
  // All nine in houses 7..12: Venus and Mercury in 7 (their pakka ghar) stay awake, Saturn in 11 (Aquarius, own) too.
  const later = lalKitabChartOfHouses(
    housesWith({ venus: 7, mercury: 7, saturn: 11, sun: 9, moon: 10, mars: 12, jupiter: 8, rahu: 9, ketu: 12 }),
  );
  const state = (c: ReturnType<typeof lalKitabChartOfHouses>, id: GrahaName) => c.planets.find((p) => p.id === id)!;
  assert.equal(later.planets.length, 9);
  assert.deepEqual([state(later, 'venus').state, state(later, 'venus').stateReason], ['jaagta', 'pakka_ghar']);
  assert.deepEqual([state(later, 'saturn').state, state(later, 'saturn').stateReason], ['jaagta', 'own_house']);
  assert.deepEqual([state(later, 'sun').state, state(later, 'sun').stateReason], ['soya', 'first_houses_empty']);
  assert.equal(state(later, 'jupiter').stateReason, 'first_houses_empty');
  // Jupiter in 12 (Pisces) is in its own sign: awake although 1..6 are empty.
  assert.equal(state(lalKitabChartOfHouses(housesWith({ jupiter: 12 }, 9)), 'jupiter').stateReason, 'own_house');
  // All nine in 1..6: Sun in 1 awake (pakka ghar), Mercury in 4 asleep.
  const first = lalKitabChartOfHouses(housesWith({ sun: 1, mercury: 4 }, 2));
  assert.equal(state(first, 'sun').stateReason, 'pakka_ghar');
  assert.deepEqual([state(first, 'mercury').state, state(first, 'mercury').stateReason], ['soya', 'later_houses_empty']);
  // Both halves occupied: awake unless combust.
  const mixed = lalKitabChartOfHouses(housesWith({ sun: 9, mercury: 9, moon: 3 }, 5), new Set<GrahaName>(['mercury']));
  assert.deepEqual([state(mixed, 'moon').state, state(mixed, 'moon').stateReason], ['jaagta', 'awake']);
  assert.deepEqual([state(mixed, 'mercury').state, state(mixed, 'mercury').stateReason], ['soya', 'combust']);
  // Pakka ghar wins over combustion.
  assert.equal(
    state(lalKitabChartOfHouses(housesWith({ sun: 7, mercury: 7 }, 1), new Set<GrahaName>(['mercury'])), 'mercury').state,
    'jaagta',
  );
});

// Exaltation and debilitation: classical signs on the fixed zodiac
// (aryabhatt.com); the nodes by the 1952 edition p. 55 (Rahu exalted in 3, 6,
// debilitated in 9, 12; Ketu the reverse).
test('nature: exalted and debilitated houses, the nodes by the 1952 p. 55 rule', () => {
  const c = lalKitabChartOfHouses(
    housesWith({ sun: 1, moon: 8, jupiter: 10, saturn: 7, rahu: 6, ketu: 12, mars: 5, venus: 12, mercury: 6 }),
  );
  const nature = (id: GrahaName) => c.planets.find((p) => p.id === id)!.nature;
  assert.deepEqual(
    ['sun', 'moon', 'jupiter', 'saturn', 'rahu', 'ketu', 'mars', 'venus', 'mercury'].map((id) => nature(id as GrahaName)),
    ['exalted', 'debilitated', 'debilitated', 'exalted', 'exalted', 'exalted', null, 'exalted', 'exalted'],
  );
  const nodes = lalKitabChartOfHouses(housesWith({ rahu: 9, ketu: 3 }));
  assert.deepEqual(
    nodes.planets.filter((p) => p.id === 'rahu' || p.id === 'ketu').map((p) => p.nature),
    ['debilitated', 'debilitated'],
  );
});

// Debt rules: hindi.webdunia.com "laal kitab ke upay" ("Venus, Mercury or
// Rahu in the 2nd, 5th, 9th or 12th: pitru rin; the 9th above all");
// bhaktipravah.in ("Jupiter itself in 3, 6, 7, 8, 10 and Mercury, Venus ...
// in 2, 5, 9, 12"; "Venus in 3, 4, 5, 6, 9, 10, 11 and Sun, Moon or Rahu in 2
// or 7: stree rin"; "Moon in 3 or 6: bahin rin"); futureforyou.co ("Ketu in
// the 4th: matru rin").
test('debts: present, severity and reasons', () => {
  // Venus in 9 with Jupiter in 6: pitru rin with Jupiter away from its houses (moderate).
  const pitru = debtsOf(housesWith({ venus: 9, jupiter: 6, mercury: 1, rahu: 3, ketu: 9, moon: 1 }, 3));
  assert.equal(pitru.length, 9);
  const byId = (ds: ReturnType<typeof debtsOf>, id: string) => ds.find((d) => d.id === id)!;
  assert.deepEqual([byId(pitru, 'pitru').present, byId(pitru, 'pitru').severity], [true, 'moderate']);
  assert.deepEqual(byId(pitru, 'pitru').raisers, [{ graha: 'venus', house: 9 }]);
  // Jupiter in 2 itself holds its houses: mild.
  assert.equal(byId(debtsOf(housesWith({ venus: 9, jupiter: 2, mercury: 1, rahu: 3, ketu: 3, moon: 1 }, 3)), 'pitru').severity, 'mild');
  // Ketu in 4: matru rin.
  const matru = byId(debtsOf(housesWith({ ketu: 4, moon: 10 }, 1)), 'matru');
  assert.deepEqual([matru.present, matru.severity], [true, 'moderate']);
  // Sun in 7 with Venus in 5: stree rin; Moon in 6: bahin rin.
  const ds = debtsOf(housesWith({ sun: 7, venus: 5, moon: 6, mercury: 10 }, 1));
  assert.deepEqual([byId(ds, 'stree').severity, byId(ds, 'bahin').severity], ['moderate', 'moderate']);
  // shastriji.in: Mercury or Ketu in 1 or 8 (relatives' debt); naturalnews.co.in: Sun, Moon or Mars in 10 or 11
  // (nirdayi); ramalshastra.com: Venus, Saturn or Rahu in 5 (swa). Ketu in 5 alone raises no swa debt here.
  const more = debtsOf(housesWith({ ketu: 8, mars: 3, moon: 11, saturn: 5, sun: 5, venus: 2, mercury: 2, jupiter: 2, rahu: 9 }));
  assert.deepEqual(
    [byId(more, 'bhratru').severity, byId(more, 'nirdayi').severity, byId(more, 'swa').severity],
    ['moderate', 'moderate', 'mild'],
  );
  assert.equal(byId(debtsOf(housesWith({ ketu: 5, sun: 1 }, 3)), 'swa').present, false);
  // Nothing in any debt's houses: no debt at all.
  const clear = debtsOf(housesWith({ sun: 1, moon: 4, mars: 3, mercury: 7, jupiter: 2, venus: 7, saturn: 8, rahu: 3, ketu: 9 }));
  assert.deepEqual(
    clear.filter((d) => d.present).map((d) => d.id),
    [],
  );
  assert.ok(clear.length > 0, 'the debts are listed');
  assert.ok(clear.every((d) => d.severity === 'none'));
});

test('remedies: moderate debts, then mild ones, then debilitated grahas', () => {
  // Pitru mild (Jupiter in 2 with Mercury in 5), matru moderate (Ketu in 4, Moon in 8), Moon (8) and Saturn (1) debilitated.
  const houseOf = housesWith({ jupiter: 2, mercury: 5, ketu: 4, moon: 8, saturn: 1, sun: 9, mars: 3, venus: 7, rahu: 3 });
  const chart = lalKitabChartOfHouses(houseOf);
  const order = remediesOf(debtsOf(houseOf), chart).map((r) =>
    r.kind === 'debt' ? `${r.debt.id}:${r.debt.severity}` : `planet:${r.graha}`,
  );
  assert.deepEqual(order, ['matru:moderate', 'pitru:mild', 'planet:moon', 'planet:saturn']);
});

test('operations: unknown time and a year before the birth are typed 400s', async () => {
  const engine = untypedEngine();
  const birth = { date: '1990-05-15', time: '14:30', place: { latitude: 23.18, longitude: 75.78 } };
  for (const id of ['lalKitabChart', 'lalKitabDebts', 'lalKitabRemedies']) {
    await assert.rejects(engine.run(id, { birth: { ...birth, time_accuracy: 'unknown' } }), {
      code: 'invalid_parameter',
      param: 'birth.time_accuracy',
    });
  }
  await assert.rejects(engine.run('lalKitabVarshphal', { birth: { ...birth, time_accuracy: 'unknown' }, year: 2020 }), {
    code: 'invalid_parameter',
    param: 'birth.time_accuracy',
  });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth, year: 1989 }), {
    code: 'invalid_parameter',
    param: 'year',
    message: 'Expected a year from the birth year (1990) to 2100 for year but received 1989',
  });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth, year: 2101 }), { code: 'invalid_parameter', param: 'year' });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth }), {
    code: 'invalid_parameter',
    param: 'year',
    message: 'Expected exactly one of year (1900..2100) or year_of_life (1..150) but received neither',
  });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth, year: 2026, year_of_life: 37 }), {
    code: 'invalid_parameter',
    param: 'year',
  });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth, year_of_life: 0 }), { code: 'invalid_parameter', param: 'year_of_life' });
  await assert.rejects(engine.run('lalKitabVarshphal', { birth, year_of_life: 151 }), { code: 'invalid_parameter', param: 'year_of_life' });
  // A birth outside the dates offered is reported on birth.date before the year is compared with it.
  await assert.rejects(engine.run('lalKitabVarshphal', { birth: { ...birth, date: '2400-01-01' }, year: 2026 }), {
    code: 'invalid_parameter',
    param: 'birth.date',
  });
  const first = (await engine.run('lalKitabVarshphal', { birth, year: 1990 })).data as {
    year: number;
    year_of_life: number;
    table_year: number;
  };
  assert.deepEqual([first.year, first.year_of_life, first.table_year], [1990, 1, 1]);
  // Asking by year of life gives the same chart as the calendar year; the 121st year reads the table's first row again.
  const byYear = (await engine.run('lalKitabVarshphal', { birth, year: 2026 })).data;
  assert.deepEqual((await engine.run('lalKitabVarshphal', { birth, year_of_life: 37 })).data, byYear);
  const cycle = (await engine.run('lalKitabVarshphal', { birth, year_of_life: 121 })).data as {
    year: number;
    table_year: number;
    houses: unknown;
  };
  assert.deepEqual([cycle.year, cycle.table_year], [2110, 1]);
  assert.deepEqual(cycle.houses, (first as unknown as { houses: unknown }).houses);
});

// docs/births.md: at Ujjain, 1990-05-15 14:30 the lagna is Virgo 0.40 deg and Leo a few
// minutes earlier, so an approximate time warns; 15:30 (mid-Virgo) does not.
test('operations: an approximate time warns when the lagna sign, and with it every house, would change', async () => {
  const engine = untypedEngine();
  const birth = { date: '1990-05-15', time: '14:30', time_accuracy: 'approximate', place: { latitude: 23.18239, longitude: 75.77643 } };
  const near = await engine.run('lalKitabChart', { birth });
  assert.deepEqual(
    near.warnings.map((w) => w.code),
    ['time_approximate'],
  );
  assert.deepEqual(near.warnings[0]!.fields, ['houses', 'planets', 'sleeping_houses']);
  const far = await engine.run('lalKitabDebts', { birth: { ...birth, time: '15:30' } });
  assert.deepEqual(far.warnings, []);
});
