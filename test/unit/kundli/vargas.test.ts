import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VARGA_IDS, vargaSign, vargaDegree } from '../../../src/domain/vargas/index.ts';
import { parseVargas } from '../../../src/operations/kundli/divisional.ts';
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
// khavedamsa, akshavedamsa, shashtiamsa.
test('the vargas offered are the sixteen of BPHS', () => {
  assert.deepEqual(VARGA_IDS, ['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']);
});

test('an unknown varga name is an invalid_parameter naming it', async () => {
  assert.deepEqual(parseVargas(['D1', 'D60']), ['D1', 'D60']);
  await expectApiError(() => parseVargas(['D9', 'D11']), { code: 'invalid_parameter', param: 'vargas[1]', message: /"D11"/ });
});
