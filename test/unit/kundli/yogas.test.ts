import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chartFromLongitudes } from '../../../src/domain/chart/chart.ts';
import { YOGA_RULES, yogaRuleText } from '../../../src/domain/yogas/index.ts';
import { presentYogas as yogas } from '../../../src/operations/kundli/yogas.ts';
import type { GrahaName } from '../../../src/core/glossary.ts';

const P = { lang: 'en', view: 'full' } as const;
const at = (sign: number, deg = 15): number => sign * 30 + deg;
const ids = (c: ReturnType<typeof chartFromLongitudes>): string[] => yogas(c, P).data.yogas.map((y) => y.id);

// The catalogue as docs/kundli.md (POST /v1/kundli/yogas) lists it: 52 rules in eight families.
const DOCUMENTED_YOGAS = [
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'sunapha',
  'anapha',
  'durudhara',
  'kemadruma',
  'kemadruma_bhanga',
  'gaja_kesari',
  'chandra_mangala',
  'adhi',
  'sakata',
  'vesi',
  'vasi',
  'ubhayachari',
  'budha_aditya',
  'raja',
  'dharma_karmadhipati',
  'yogakaraka',
  'harsha',
  'sarala',
  'vimala',
  'neecha_bhanga_raja',
  'dhana',
  'lakshmi',
  'saraswati',
  'maha_parivartana',
  'dainya_parivartana',
  'khala_parivartana',
  'rajju',
  'musala',
  'nala',
  'mala',
  'sarpa',
  'vallaki',
  'dama',
  'pasha',
  'kedara',
  'shula',
  'yuga',
  'gola',
  'amala',
  'shubha_kartari',
  'papa_kartari',
  'chatussagara',
  'vasumati',
  'parvata',
  'kahala',
  'shankha',
  'guru_mangala',
];
const SANKHYA = ['vallaki', 'dama', 'pasha', 'kedara', 'shula', 'yuga', 'gola'];

test('the documented yoga rules, each with a unique id, a Hindi name and its rule text', () => {
  assert.deepEqual(YOGA_RULES.map((r) => r.id).sort(), [...DOCUMENTED_YOGAS].sort());
  assert.equal(new Set(YOGA_RULES.map((r) => r.id)).size, YOGA_RULES.length);
  for (const r of YOGA_RULES) {
    assert.match(r.name.hi, /[\u0900-\u097F]/, r.id);
    assert.match(yogaRuleText(r.rule, 'en'), /\((BPHS|Phaladeepika|Uttara Kalamrita|Jataka Parijata)[^)]*\)\.$/, r.id);
  }
});

// Rule statements: BPHS ch. 75 v. 1-2 (Pancha Mahapurusha: own or exaltation
// sign in a kendra); BPHS ch. 36 v. 3 (Gaja Kesari: Jupiter in a kendra from
// the Moon). The chart is built to meet them: lagna Aries; Jupiter exalted in
// Cancer (4th); Mars in Capricorn (10th, exalted); Moon in Libra.
test('Hamsa, Ruchaka and Gaja Kesari in a chart built to the rules', () => {
  const pos: Record<GrahaName, number> = {
    sun: at(4),
    moon: at(6),
    mars: at(9, 28),
    mercury: at(5, 2),
    jupiter: at(3, 5),
    venus: at(7),
    saturn: at(11),
    rahu: at(2),
    ketu: at(8),
  };
  const got = ids(chartFromLongitudes(pos, at(0, 10)));
  for (const id of ['hamsa', 'ruchaka', 'gaja_kesari']) assert.ok(got.includes(id), `${id} in ${got.join(',')}`);
  for (const id of ['malavya', 'sasa', 'bhadra']) assert.ok(!got.includes(id), id);
  const hamsa = yogas(chartFromLongitudes(pos, at(0, 10)), P).data.yogas.find((y) => y.id === 'hamsa')!;
  assert.equal(hamsa.strength.score, 100); // exalted
  assert.equal(hamsa.strength.band, 'strong');
  assert.match(hamsa.formed_by!, /Jupiter is exalted in house 4/);
});

// BPHS ch. 37 v. 3: Kemadruma when no graha but the Sun and nodes flanks the
// Moon; Phaladeepika ch. 6 v. 57: cancelled by a graha in a kendra from the Moon.
test('Kemadruma and its cancellation', () => {
  const pos: Record<GrahaName, number> = {
    sun: at(1),
    moon: at(0),
    mars: at(6),
    mercury: at(1, 20),
    jupiter: at(6, 3),
    venus: at(2, 29),
    saturn: at(5),
    rahu: at(11),
    ketu: at(5, 20),
  };
  // Venus in Gemini is the 3rd from the Moon: 2nd (Taurus) holds Sun and Mercury.
  const c1 = ids(chartFromLongitudes(pos, null));
  assert.ok(c1.includes('sunapha'), c1.join(','));
  const pos2 = { ...pos, mercury: at(4), venus: at(4, 10) };
  const c2 = ids(chartFromLongitudes(pos2, null));
  assert.ok(c2.includes('kemadruma'), c2.join(','));
  assert.ok(c2.includes('kemadruma_bhanga'), 'Mars and Jupiter in the 7th from the Moon cancel it');
});

// Uttara Kalamrita ch. 4: Vimala when the 12th lord is in the 6th, 8th or 12th.
// Lagna Aries: the 12th lord is Jupiter; placing it in Virgo (6th) forms Vimala.
test('Viparita Raja: Vimala from the 12th lord in the 6th', () => {
  const pos: Record<GrahaName, number> = {
    sun: at(0),
    moon: at(3),
    mars: at(9),
    mercury: at(0, 20),
    jupiter: at(5),
    venus: at(1),
    saturn: at(10),
    rahu: at(2),
    ketu: at(8),
  };
  const got = ids(chartFromLongitudes(pos, at(0, 1)));
  assert.ok(got.includes('vimala'), got.join(','));
});

test('unknown time: lagna-dependent yogas are not evaluated and are listed', () => {
  const pos: Record<GrahaName, number> = {
    sun: at(0),
    moon: at(3),
    mars: at(9),
    mercury: at(0, 20),
    jupiter: at(5),
    venus: at(1),
    saturn: at(10),
    rahu: at(2),
    ketu: at(8),
  };
  const r = yogas(chartFromLongitudes(pos, null), P);
  const lagnaRules = YOGA_RULES.filter((x) => x.needsLagna).map((x) => x.id);
  assert.deepEqual(r.data.not_evaluated, lagnaRules);
  assert.equal(r.warnings[0]!.code, 'time_unknown');
  // The rules without the lagna are still evaluated: the one Sankhya yoga of every chart (BPHS ch. 35 v. 16-17) is there.
  assert.equal(r.data.yogas.filter((y) => SANKHYA.includes(y.id)).length, 1);
  assert.ok(r.data.yogas.every((y) => !lagnaRules.includes(y.id)));
});

// BPHS ch. 35 v. 16-17: exactly one Sankhya yoga fits every chart.
test('exactly one Sankhya yoga in any chart', () => {
  for (let k = 0; k < 50; k += 1) {
    const r = (n: number): number => ((k * 37 + n * 101) % 360) + 0.5;
    const pos: Record<GrahaName, number> = {
      sun: r(1),
      moon: r(2),
      mars: r(3),
      mercury: r(4),
      jupiter: r(5),
      venus: r(6),
      saturn: r(7),
      rahu: r(8),
      ketu: (r(8) + 180) % 360,
    };
    const got = ids(chartFromLongitudes(pos, r(9)));
    assert.equal(got.filter((id) => SANKHYA.includes(id)).length, 1);
  }
});

// Rules: BPHS ch. 39 v. 7 (Dharma-Karmadhipati: 9th and 10th lords
// associated), Phaladeepika ch. 6 v. 32-34 (Maha and Dainya Parivartana),
// Phaladeepika ch. 7 v. 26 (Neecha Bhanga: the debilitation sign's lord in a
// kendra), BPHS ch. 35 v. 7 (Rajju: all seven grahas in movable signs).
// Charts built to meet (or miss) each rule, lagna Aries.
test('lordship yogas: Dharma-Karmadhipati, Parivartana, Neecha Bhanga', () => {
  const base: Record<GrahaName, number> = {
    sun: at(4),
    moon: at(1),
    mars: at(0),
    mercury: at(2),
    jupiter: at(8),
    venus: at(2, 20),
    saturn: at(8, 20),
    rahu: at(11),
    ketu: at(5),
  };
  // Jupiter (9th lord) and Saturn (10th lord) together in Sagittarius.
  let got = ids(chartFromLongitudes(base, at(0, 1)));
  assert.ok(got.includes('dharma_karmadhipati'), got.join(','));
  assert.ok(got.includes('raja'), got.join(','));
  // Sun (5th lord) in Aries and Mars (1st lord) in Leo: a Maha Parivartana.
  got = ids(chartFromLongitudes({ ...base, sun: at(0, 10), mars: at(4) }, at(0, 1)));
  assert.ok(got.includes('maha_parivartana'), got.join(','));
  // Jupiter (9th, 12th lord) in Virgo and Mercury (3rd, 6th lord) in Pisces: Dainya.
  got = ids(chartFromLongitudes({ ...base, jupiter: at(5), mercury: at(11) }, at(0, 1)));
  assert.ok(got.includes('dainya_parivartana'), got.join(','));
  assert.ok(!got.includes('maha_parivartana'), got.join(','));
  // Saturn debilitated in Aries; Mars, lord of Aries, in the lagna (a kendra).
  got = ids(chartFromLongitudes({ ...base, saturn: at(0, 20) }, at(0, 1)));
  assert.ok(got.includes('neecha_bhanga_raja'), got.join(','));
  // All seven in movable signs: Rajju.
  got = ids(
    chartFromLongitudes(
      { ...base, sun: at(0), moon: at(3), mars: at(6), mercury: at(9), jupiter: at(0, 5), venus: at(3, 5), saturn: at(6, 5) },
      at(0, 1),
    ),
  );
  assert.ok(got.includes('rajju'), got.join(','));
  assert.ok(!got.includes('musala') && !got.includes('nala'), got.join(','));
});

test('compact view drops rule and formed_by; lang hi gives Hindi yoga labels', () => {
  const pos: Record<GrahaName, number> = {
    sun: at(4),
    moon: at(6),
    mars: at(9, 28),
    mercury: at(5, 2),
    jupiter: at(3, 5),
    venus: at(7),
    saturn: at(11),
    rahu: at(2),
    ketu: at(8),
  };
  const compact = yogas(chartFromLongitudes(pos, at(0, 10)), { lang: 'en', view: 'compact' }).data.yogas;
  assert.ok(
    compact.some((y) => y.id === 'hamsa'),
    'the chart forms Hamsa (see above)',
  );
  assert.ok(compact.every((y) => y.rule === undefined && y.formed_by === undefined && y.label === undefined));
  const hi = yogas(chartFromLongitudes(pos, at(0, 10)), { lang: 'hi', view: 'full' }).data.yogas;
  assert.equal(hi.find((y) => y.id === 'hamsa')!.label, 'हंस');
});
