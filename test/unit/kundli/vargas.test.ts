import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_VARGA_METHODS, VARGA_IDS, VARGA_METHODS, vargaSign, vargaDegree } from '../../../src/domain/vargas/index.ts';
import { parseVargas } from '../../../src/operations/kundli/divisional.ts';
import { untypedEngine } from '../../fixtures.ts';
import { expectApiError } from '../../fixtures.ts';

const [AR, TA, GE, CN, LE, VI, LI, SC, SG, CP, AQ, PI] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const lon = (sign: number, deg: number): number => sign * 30 + deg;

// Source: BPHS ch. 6 v. 5-6 (hora), as tabulated by P.V.R. Narasimha Rao,
// "Vedic Astrology: An Integrated Approach" ch. 6.2: odd signs Sun then Moon,
// even signs Moon then Sun.
test('D2 Parashara hora', () => {
  assert.equal(vargaSign('D2', lon(AR, 10)), LE);
  assert.equal(vargaSign('D2', lon(AR, 20)), CN);
  assert.equal(vargaSign('D2', lon(TA, 10)), CN);
  assert.equal(vargaSign('D2', lon(TA, 20)), LE);
});

// Source: BPHS ch. 6 v. 7-8 (drekkana: 1st, 5th, 9th) and v. 10 (navamsa:
// from Aries, Capricorn, Libra, Cancer for fiery, earthy, airy, watery signs).
test('D3 drekkana and D9 navamsa', () => {
  assert.equal(vargaSign('D3', lon(LE, 15)), SG);
  assert.equal(vargaSign('D3', lon(LE, 25)), AR);
  assert.equal(vargaSign('D9', lon(AR, 0.5)), AR);
  assert.equal(vargaSign('D9', lon(AR, 29.9)), SG);
  assert.equal(vargaSign('D9', lon(TA, 0.5)), CP);
  assert.equal(vargaSign('D9', lon(GE, 0.5)), LI);
  assert.equal(vargaSign('D9', lon(CN, 0.5)), CN);
  assert.equal(vargaSign('D9', lon(PI, 29.9)), PI);
});

// Source: BPHS ch. 6 v. 11-12 (dasamsa: odd signs from the sign, even from
// the 9th) and v. 9 (saptamsa: odd from the sign, even from the 7th).
test('D7 saptamsa and D10 dasamsa', () => {
  assert.equal(vargaSign('D10', lon(AR, 1)), AR);
  assert.equal(vargaSign('D10', lon(TA, 1)), CP);
  assert.equal(vargaSign('D10', lon(TA, 29)), LI);
  assert.equal(vargaSign('D7', lon(TA, 1)), SC);
  assert.equal(vargaSign('D7', lon(AR, 29)), LI);
});

// Source: BPHS ch. 6 v. 18-22 (trimshamsa, Parashara): odd signs Mars 5,
// Saturn 5, Jupiter 8, Mercury 7, Venus 5; even signs reversed.
test('D30 Parashara trimshamsa', () => {
  assert.equal(vargaSign('D30', lon(AR, 4.9)), AR);
  assert.equal(vargaSign('D30', lon(AR, 7)), AQ);
  assert.equal(vargaSign('D30', lon(AR, 12)), SG);
  assert.equal(vargaSign('D30', lon(AR, 20)), GE);
  assert.equal(vargaSign('D30', lon(AR, 29)), LI);
  assert.equal(vargaSign('D30', lon(TA, 2)), TA);
  assert.equal(vargaSign('D30', lon(TA, 6)), VI);
  assert.equal(vargaSign('D30', lon(TA, 15)), PI);
  assert.equal(vargaSign('D30', lon(TA, 22)), CP);
  assert.equal(vargaSign('D30', lon(TA, 27)), SC);
  assert.equal(vargaDegree('D30', 10), undefined);
});

// Source: BPHS ch. 6 v. 13-17, 23-27 (shodasamsa, vimsamsa, siddhamsa,
// bhamsa, khavedamsa, akshavedamsa, shashtiamsa starting signs).
test('D16, D20, D24, D27, D40, D45, D60 starting signs', () => {
  assert.equal(vargaSign('D16', lon(TA, 0.1)), LE);
  assert.equal(vargaSign('D16', lon(GE, 0.1)), SG);
  assert.equal(vargaSign('D20', lon(TA, 0.1)), SG);
  assert.equal(vargaSign('D20', lon(GE, 0.1)), LE);
  assert.equal(vargaSign('D24', lon(AR, 0.1)), LE);
  assert.equal(vargaSign('D24', lon(TA, 0.1)), CN);
  assert.equal(vargaSign('D27', lon(TA, 0.1)), CN);
  assert.equal(vargaSign('D27', lon(GE, 0.1)), LI);
  assert.equal(vargaSign('D27', lon(CN, 0.1)), CP);
  assert.equal(vargaSign('D40', lon(TA, 0.1)), LI);
  assert.equal(vargaSign('D45', lon(SC, 0.1)), LE);
  assert.equal(vargaSign('D60', lon(SC, 29.9)), (SC + 59) % 12);
});

// Source: BPHS ch. 6 v. 1-4, the sixteen divisions (shodasavarga): rasi, hora,
// drekkana, chaturthamsa, saptamsa, navamsa, dasamsa, dvadasamsa,
// shodasamsa, vimsamsa, chaturvimsamsa, saptavimsamsa (bhamsa), trimsamsa,
// khavedamsa, akshavedamsa, shashtiamsa; and the seven further vargas of
// P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach" ch. 6
// (and Jagannatha Hora): panchamsa, shashthamsa, ashtamsa, rudramsa,
// nava-navamsa, ashtottaramsa, dwadash-dwadashamsa.
test('the vargas offered are the sixteen of BPHS and seven more', () => {
  assert.deepEqual(VARGA_IDS, [
    'D1',
    'D2',
    'D3',
    'D4',
    'D5',
    'D6',
    'D7',
    'D8',
    'D9',
    'D10',
    'D11',
    'D12',
    'D16',
    'D20',
    'D24',
    'D27',
    'D30',
    'D40',
    'D45',
    'D60',
    'D81',
    'D108',
    'D144',
  ]);
});

test('an unknown varga name is an invalid_parameter naming it', async () => {
  assert.deepEqual(parseVargas(['D1', 'D60']), ['D1', 'D60']);
  await expectApiError(() => parseVargas(['D9', 'D13']), { code: 'invalid_parameter', param: 'vargas[1]', message: /"D13"/ });
});

// Source: P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach"
// ch. 6. D5: 6-degree parts, odd signs Aries, Aquarius, Sagittarius, Gemini,
// Libra, even signs Taurus, Virgo, Pisces, Capricorn, Scorpio. D6: odd from
// Aries, even from Libra. D8: movable from Aries, fixed from Sagittarius,
// dual from Leo. A part's lower boundary belongs to it (Aries 6 deg is the
// second panchamsa).
test('D5 panchamsa, D6 shashthamsa, D8 ashtamsa at sign and part boundaries', () => {
  assert.equal(vargaSign('D5', lon(AR, 0)), AR);
  assert.equal(vargaSign('D5', lon(AR, 5.999)), AR);
  assert.equal(vargaSign('D5', lon(AR, 6)), AQ);
  assert.equal(vargaSign('D5', lon(AR, 12)), SG);
  assert.equal(vargaSign('D5', lon(AR, 29.999)), LI);
  assert.equal(vargaSign('D5', lon(TA, 0)), TA);
  assert.equal(vargaSign('D5', lon(TA, 6)), VI);
  assert.equal(vargaSign('D5', lon(TA, 29.999)), SC);
  assert.equal(vargaSign('D6', lon(AR, 29.999)), VI);
  assert.equal(vargaSign('D6', lon(TA, 0)), LI);
  assert.equal(vargaSign('D6', lon(TA, 29.999)), PI);
  assert.equal(vargaSign('D8', lon(AR, 29.999)), SC);
  assert.equal(vargaSign('D8', lon(TA, 0)), SG);
  assert.equal(vargaSign('D8', lon(GE, 0)), LE);
  assert.equal(vargaSign('D8', lon(GE, 3.75)), VI);
});

// Source: P.V.R. Narasimha Rao ch. 6. D11 rudramsa (Sanjay Rath): the first
// part of a sign is the sign as far behind Aries as the sign is ahead of it
// (Taurus from Pisces), then forward; B.V. Raman's ekadashamsa counts back
// from the 12th of the sign (Aries from Pisces). D81 is the navamsa of the
// navamsa; D108 the dwadasamsa of the navamsa; D144 the dwadasamsa of the
// dwadasamsa (each worked by hand below from the D9 and D12 rules).
test('D11, D81, D108, D144 by hand', () => {
  assert.equal(vargaSign('D11', lon(AR, 0.1)), AR);
  assert.equal(vargaSign('D11', lon(TA, 0.1)), PI);
  assert.equal(vargaSign('D11', lon(GE, 0.1)), AQ);
  assert.equal(vargaSign('D11', lon(AR, 29.9)), AQ);
  assert.equal(vargaSign('D11', lon(AR, 0.1), 'raman'), PI);
  assert.equal(vargaSign('D11', lon(AR, 2.8), 'raman'), AQ);
  assert.equal(vargaSign('D11', lon(TA, 0.1), 'raman'), AR);
  // Taurus 0.1: navamsa Capricorn at 0.9 deg, whose first navamsa is Capricorn.
  assert.equal(vargaSign('D81', lon(TA, 0.1)), CP);
  // Aries 29.9: navamsa Sagittarius at 29.1 deg; Sagittarius, fiery, has its navamsas from Aries, the 9th Sagittarius.
  assert.equal(vargaSign('D81', lon(AR, 29.9)), SG);
  // Aries 29.9: navamsa Sagittarius at 29.1 deg; its 12th dwadasamsa, counted from Sagittarius, is Scorpio.
  assert.equal(vargaSign('D108', lon(AR, 29.9)), SC);
  // Gemini 1.0: navamsa Libra at 9 deg; its 4th dwadasamsa from Libra is Capricorn.
  assert.equal(vargaSign('D108', lon(GE, 1)), CP);
  // Aries 29.9: dwadasamsa Pisces at 28.8 deg; its 12th dwadasamsa from Pisces is Aquarius.
  assert.equal(vargaSign('D144', lon(AR, 29.9)), AQ);
  // Taurus 3.0: dwadasamsa Gemini at 6 deg; its 3rd from Gemini is Leo.
  assert.equal(vargaSign('D144', lon(TA, 3)), LE);
  assert.equal(vargaDegree('D144', lon(TA, 3)), (lon(TA, 3) * 144) % 30);
});

// Source: P.V.R. Narasimha Rao ch. 6 (parivritti vargas): in a cyclic
// (parivritti) varga the parts run through the zodiac from Aries without a
// break (hora: Aries Aries/Taurus, Taurus Gemini/Cancer); the Uma-Shambhu
// hora reverses an even sign's pair (Taurus Cancer/Gemini); Somanatha's
// alternate parivritti gives odd signs the zodiac forward from Aries and even
// signs backward from Pisces (Aries Aries/Taurus, Taurus Pisces/Aquarius,
// Gemini Gemini/Cancer, Cancer Capricorn/Sagittarius).
test('the parivritti methods of the hora', () => {
  assert.equal(vargaSign('D2', lon(AR, 14.99), 'parivritti_cyclic'), AR);
  assert.equal(vargaSign('D2', lon(AR, 15), 'parivritti_cyclic'), TA);
  assert.equal(vargaSign('D2', lon(TA, 0), 'parivritti_cyclic'), GE);
  assert.equal(vargaSign('D2', lon(PI, 29.99), 'parivritti_cyclic'), PI);
  assert.equal(vargaSign('D2', lon(TA, 0), 'parivritti_even_reverse'), CN);
  assert.equal(vargaSign('D2', lon(TA, 15), 'parivritti_even_reverse'), GE);
  assert.equal(vargaSign('D2', lon(GE, 0), 'parivritti_even_reverse'), LE);
  assert.equal(vargaSign('D2', lon(TA, 0), 'somanatha'), PI);
  assert.equal(vargaSign('D2', lon(TA, 15), 'somanatha'), AQ);
  assert.equal(vargaSign('D2', lon(GE, 0), 'somanatha'), GE);
  assert.equal(vargaSign('D2', lon(CN, 0), 'somanatha'), CP);
  assert.equal(vargaSign('D2', lon(CN, 29.99), 'somanatha'), SG);
  // The Parashara hora has no degree (two horas share Leo); an equal-part method has one.
  assert.equal(vargaDegree('D2', lon(AR, 20)), undefined);
  assert.equal(vargaDegree('D2', lon(AR, 20), 'parivritti_cyclic'), 10);
});

// Sources: parivritti traya drekkana (P.V.R. Narasimha Rao ch. 6: three parts
// per sign, the zodiac run cyclically from Aries: Taurus Cancer/Leo/Virgo);
// Jagannatha drekkana (the same book: the movable sign of the sign's element,
// then its 5th and 9th: Leo Aries/Leo/Sagittarius, Taurus Capricorn/Taurus/Virgo).
test('the drekkana methods', () => {
  assert.equal(vargaSign('D3', lon(TA, 0), 'parivritti_cyclic'), CN);
  assert.equal(vargaSign('D3', lon(TA, 29.99), 'parivritti_cyclic'), VI);
  assert.equal(vargaSign('D3', lon(LE, 0), 'jagannatha'), AR);
  assert.equal(vargaSign('D3', lon(LE, 10), 'jagannatha'), LE);
  assert.equal(vargaSign('D3', lon(TA, 0), 'jagannatha'), CP);
  assert.equal(vargaSign('D3', lon(TA, 29.99), 'jagannatha'), VI);
  assert.equal(vargaSign('D3', lon(PI, 0), 'jagannatha'), CN);
});

// Sources: nadi navamsa (Sanjay Rath after Rangacharya's Krishna Mishra
// navamsa: fiery and airy signs forward from Aries and Libra, earthy and
// watery backward from Capricorn and Cancer); Kalachakra navamsa (BPHS,
// Kalachakra dasha: the padas of Ashvini, Bharani, Krittika run Aries to
// Pisces; those of Rohini, Mrigashira, Ardra run Scorpio, Libra, Virgo,
// Cancer, Leo, Gemini, Taurus, Aries, Pisces, Aquarius, Capricorn,
// Sagittarius).
test('the navamsa methods', () => {
  assert.equal(vargaSign('D9', lon(TA, 0), 'nadi'), CP);
  assert.equal(vargaSign('D9', lon(TA, 10 / 3), 'nadi'), SG);
  // Cancer's 9th part, counted back from Cancer: Scorpio.
  assert.equal(vargaSign('D9', lon(CN, 29.99), 'nadi'), SC);
  assert.equal(vargaSign('D9', lon(LI, 29.99), 'nadi'), GE);
  assert.equal(vargaSign('D9', lon(AR, 0), 'kalachakra'), AR);
  assert.equal(vargaSign('D9', lon(TA, 9.99), 'kalachakra'), PI);
  assert.equal(vargaSign('D9', lon(TA, 10), 'kalachakra'), SC);
  assert.equal(vargaSign('D9', lon(TA, 20), 'kalachakra'), CN);
  assert.equal(vargaSign('D9', lon(TA, 23.34), 'kalachakra'), LE);
  assert.equal(vargaSign('D9', lon(GE, 19.99), 'kalachakra'), SG);
  // Punarvasu (from Gemini 20 deg) starts the next savya group.
  assert.equal(vargaSign('D9', lon(GE, 20), 'kalachakra'), AR);
  // The Parashara navamsa is itself cyclic.
  for (let deg = 0; deg < 360; deg += 0.7) assert.equal(vargaSign('D9', deg, 'parivritti_cyclic'), vargaSign('D9', deg));
});

// Source: the 1-degree trimshamsa counted from the sign, as the shashtiamsa
// counts from the sign (P.V.R. Narasimha Rao ch. 6).
test('the trimshamsa counted from the sign', () => {
  assert.equal(vargaSign('D30', lon(TA, 0.5), 'from_sign'), TA);
  assert.equal(vargaSign('D30', lon(TA, 1), 'from_sign'), GE);
  assert.equal(vargaSign('D30', lon(TA, 29.5), 'from_sign'), LI);
  assert.equal(vargaDegree('D30', lon(TA, 29.5), 'from_sign'), 15);
  assert.equal(vargaDegree('D30', lon(TA, 29.5)), undefined);
});

test('every varga beyond D1 offers the parivritti methods after its default; defaults are Parashara (Rath for D11)', () => {
  for (const id of VARGA_IDS) {
    if (id === 'D1') {
      assert.deepEqual(VARGA_METHODS.D1, ['parashara']);
      continue;
    }
    assert.equal(DEFAULT_VARGA_METHODS[id], id === 'D11' ? 'rath' : 'parashara');
    for (const m of ['parivritti_cyclic', 'parivritti_even_reverse', 'somanatha'] as const)
      assert.ok(VARGA_METHODS[id].includes(m), `${id} ${m}`);
  }
});

const CHART = {
  lagna: { longitude: 45.5 },
  sun: { longitude: 10 },
  moon: { longitude: 100 },
  mars: { longitude: 200 },
  mercury: { longitude: 20 },
  jupiter: { longitude: 250 },
  venus: { longitude: 340 },
  saturn: { longitude: 300 },
  rahu: { longitude: 15 },
  ketu: { longitude: 195 },
};

test('options.varga_methods: the meta names the methods that are not the default, of the vargas asked', async () => {
  const e = untypedEngine();
  const plain = await e.run('kundliDivisional', { chart: CHART, vargas: ['D2', 'D9'] });
  assert.equal(plain.meta.varga_methods, undefined);
  const asDefault = await e.run('kundliDivisional', {
    chart: CHART,
    vargas: ['D2', 'D9'],
    options: { varga_methods: { D2: 'parashara', D11: 'rath' } },
  });
  assert.equal(asDefault.meta.varga_methods, undefined);
  assert.deepEqual(asDefault.data, plain.data);
  const chosen = await e.run('kundliDivisional', {
    chart: CHART,
    vargas: ['D2', 'D9'],
    options: { varga_methods: { D2: 'somanatha', D30: 'from_sign' }, lang: 'hi' },
  });
  assert.deepEqual(chosen.meta.varga_methods, { D2: 'somanatha' });
  // Lagna Taurus 15.5 deg: the second Somanatha hora of Taurus, Aquarius.
  assert.equal((chosen.data as { vargas: Record<string, { lagna: { sign: string } }> }).vargas.D2!.lagna.sign, 'aquarius');
});

test('options.varga_methods: a method a varga does not offer, or a varga with no choice, is a 400 naming the field', async () => {
  const e = untypedEngine();
  await expectApiError(e.run('kundliDivisional', { chart: CHART, vargas: ['D3'], options: { varga_methods: { D3: 'nadi' } } }), {
    code: 'invalid_parameter',
    param: 'options.varga_methods.D3',
    message: /jagannatha/,
  });
  await expectApiError(e.run('kundliDivisional', { chart: CHART, vargas: ['D1'], options: { varga_methods: { D1: 'parashara' } } }), {
    code: 'invalid_parameter',
    param: 'options.varga_methods.D1',
  });
  await expectApiError(e.run('kundliDivisional', { chart: CHART, vargas: ['D9'], options: { varga_methods: 'nadi' } }), {
    code: 'invalid_parameter',
    param: 'options.varga_methods',
  });
});
