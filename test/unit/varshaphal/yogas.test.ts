import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SEVEN_GRAHAS, type SevenGraha } from '../../../src/core/glossary.ts';
import { tajakaAspect, tajikaYogas, type TajikaGraha } from '../../../src/domain/varshaphal/index.ts';

const at = (signIndex: number, deg: number) => signIndex * 30 + deg;
/** A chart of the seven grahas; unlisted ones are parked where they aspect nothing that matters. */
function grahas(placed: Partial<Record<SevenGraha, number>>, flags: Partial<Record<SevenGraha, Partial<TajikaGraha>>> = {}): TajikaGraha[] {
  return SEVEN_GRAHAS.map((id) => ({ id, longitudeDeg: placed[id] ?? 0, retrograde: false, combust: false, ...flags[id] }));
}
const kinds = (ys: { kind: string; planets: string[] }[], kind: string) =>
  ys.filter((y) => y.kind === kind).map((y) => y.planets.join('+'));

// Rao, ch. 29.2.3 and 29.2.4 (PyJHora ithasala_yoga_tests, eesarpa_yoga_tests):
// the Moon at Le 14 and Venus at Le 19 form an ithasala (the faster Moon
// applies; 5 deg apart within (12 + 7) / 2); the Moon at Le 23 with Venus at
// Le 19 an ishrafa (the Moon has passed Venus).
test("ithasala and ishrafa of Rao's examples", () => {
  const parked = { sun: at(9, 1), mars: at(9, 2), mercury: at(9, 3), jupiter: at(9, 4), saturn: at(9, 5) };
  const applying = tajikaYogas(grahas({ ...parked, moon: at(4, 14), venus: at(4, 19) }), 0);
  assert.deepEqual(
    kinds(applying, 'ithasala').filter((p) => p.includes('moon')),
    ['moon+venus'],
  );
  const y = applying.find((a) => a.kind === 'ithasala' && a.planets.includes('moon'))!;
  assert.equal(y.aspect, 'conjunction');
  assert.equal(y.orbDeg, 9.5);
  const separating = tajikaYogas(grahas({ ...parked, moon: at(4, 23), venus: at(4, 19) }), 0);
  assert.deepEqual(
    kinds(separating, 'ishrafa').filter((p) => p.includes('moon')),
    ['moon+venus'],
  );
  assert.deepEqual(
    kinds(separating, 'ithasala').filter((p) => p.includes('moon')),
    [],
  );
});

// Rao, ch. 29.2.1 and 29.2.2 (PyJHora _ishkavala_yoga_test, _induvara_yoga_test):
// Capricorn lagna with Sun Cp, Moon Aq, Mercury Ar, Jupiter Ta, Venus Cn,
// Mars and Saturn Sc (houses 1, 2, 4, 5, 7, 11): ikkavala. Capricorn lagna
// with Mars and Mercury Ge, Jupiter and Venus Vi, Saturn Sg, Sun and Moon Pi
// (houses 3, 6, 9, 12): induvara.
test("ikkavala and induvara of Rao's examples", () => {
  const ikk = tajikaYogas(
    grahas({ sun: at(9, 5), moon: at(10, 5), mercury: at(0, 5), jupiter: at(1, 5), venus: at(3, 5), mars: at(7, 5), saturn: at(7, 20) }),
    9,
  );
  assert.equal(kinds(ikk, 'ikkavala').length, 1);
  assert.equal(kinds(ikk, 'induvara').length, 0);
  const ind = tajikaYogas(
    grahas({ mars: at(2, 5), mercury: at(2, 10), jupiter: at(5, 5), venus: at(5, 10), saturn: at(8, 5), sun: at(11, 5), moon: at(11, 10) }),
    9,
  );
  assert.equal(kinds(ind, 'induvara').length, 1);
  assert.equal(kinds(ind, 'ikkavala').length, 0);
});

// The rules as Tajaka Neelakanthi states them (Rao, ch. 29.2.5-29.2.6): nakta
// when two grahas in no aspect (Mars Sc 15, Venus Ge 13: 8th/6th) both apply
// to a faster third (the Moon Vi 11: Mars from the 3rd, Venus from the 4th);
// yamaya when a slower third collects them (Jupiter Vi 16 with Mars Sc 15
// and Venus Ge 13). 2/12 and 6/8 hold no Tajaka aspect.
test('nakta and yamaya', () => {
  assert.equal(tajakaAspect(7, 2), null);
  assert.equal(tajakaAspect(5, 7), 'sextile');
  assert.equal(tajakaAspect(5, 2), 'square');
  const parked = { sun: at(0, 29), mercury: at(0, 28), saturn: at(0, 27), jupiter: at(0, 26) };
  const nakta = tajikaYogas(grahas({ ...parked, moon: at(5, 11), mars: at(7, 15), venus: at(2, 13) }), 1);
  assert.deepEqual(
    kinds(nakta, 'nakta').filter((p) => p.endsWith('moon')),
    ['venus+mars+moon'],
  );
  const yamaya = tajikaYogas(
    grahas({
      sun: at(0, 29),
      mercury: at(0, 28),
      saturn: at(0, 27),
      moon: at(0, 26),
      jupiter: at(5, 16),
      mars: at(7, 15),
      venus: at(2, 13),
    }),
    1,
  );
  assert.deepEqual(
    kinds(yamaya, 'yamaya').filter((p) => p.endsWith('jupiter')),
    ['venus+mars+jupiter'],
  );
});

test('kamboola, radda and duphali-kuttha qualify an ithasala', () => {
  // Venus Ta 10 applying to Saturn Li 15 (6th/8th: no aspect) would not count; Venus Cp 10 to Saturn Li 15 (square... 10th) does.
  const base = { sun: at(4, 29), mercury: at(4, 28), jupiter: at(4, 27), mars: at(4, 26) };
  const withMoon = tajikaYogas(grahas({ ...base, venus: at(9, 10), saturn: at(6, 15), moon: at(9, 12) }), 0);
  assert.ok(kinds(withMoon, 'ithasala').includes('venus+saturn'));
  assert.ok(kinds(withMoon, 'kamboola').includes('venus+saturn+moon'));
  const retro = tajikaYogas(grahas({ ...base, venus: at(9, 10), saturn: at(6, 15), moon: at(3, 12) }, { saturn: { retrograde: true } }), 0);
  assert.ok(kinds(retro, 'radda').includes('venus+saturn'));
  // Saturn exalted in Libra, Venus in Virgo (debilitated) applying from the 2nd: no aspect; from Leo (an enemy's sign, 3rd): duphali-kuttha.
  const dk = tajikaYogas(grahas({ ...base, venus: at(4, 10), saturn: at(6, 15), moon: at(1, 12) }), 0);
  assert.ok(kinds(dk, 'duphali_kuttha').includes('venus+saturn'));
});

// The rules as stated in docs/varshaphal.md (Tajaka Neelakanthi's definitions,
// Rao ch. 29.2), on positions worked by hand: Venus Ta 8 applies to Jupiter
// Vi 14 by trine (6 deg within the orb of (7 + 9) / 2 = 8).
test('manau, khallasara and gairi-kamboola around an ithasala', () => {
  const pair = { venus: at(1, 8), jupiter: at(5, 14) };
  const parked = { sun: at(9, 29), mercury: at(9, 28), saturn: at(7, 28) };
  // Mars Le 10 squares Venus (4th) 2 deg ahead of it, within (7 + 8) / 2: manau.
  const manau = tajikaYogas(grahas({ ...pair, ...parked, mars: at(4, 10), moon: at(6, 20) }), 0);
  assert.ok(kinds(manau, 'ithasala').includes('venus+jupiter'));
  assert.ok(kinds(manau, 'manau').includes('venus+jupiter+mars'));
  // The Moon in Libra is 6th from Taurus and 2nd from Virgo: no aspect with either, khallasara.
  assert.ok(kinds(manau, 'khallasara').includes('venus+jupiter+moon'));
  // The Moon at Ar 25 sees neither (12th, 8th), but from 0 Ta it would join Venus within (12 + 7) / 2: gairi-kamboola.
  const gairi = tajikaYogas(grahas({ ...pair, ...parked, mars: at(7, 29), moon: at(0, 25) }), 0);
  assert.ok(kinds(gairi, 'gairi_kamboola').includes('venus+jupiter+moon'));
  assert.deepEqual(kinds(gairi, 'manau'), []);
  // At Ar 15 the Moon is not yet in the last 12 deg of its sign.
  const early = tajikaYogas(grahas({ ...pair, ...parked, mars: at(7, 29), moon: at(0, 15) }), 0);
  assert.deepEqual(kinds(early, 'gairi_kamboola'), []);
});

// The sub-kinds of ithasala as PyJHora's both_planets_within_their_deeptamsa
// codes them (poorna within 1 deg; bhavishyat at most 1 deg past the orb),
// on positions worked by hand: the Moon and Venus in Leo, orb (12 + 7) / 2 = 9.5.
test('poorna and bhavishyat ithasala', () => {
  const parked = { sun: at(9, 1), mars: at(9, 2), mercury: at(9, 3), jupiter: at(9, 4), saturn: at(9, 5) };
  const moonVenus = (ys: { kind: string; planets: string[] }[], kind: string) => kinds(ys, kind).filter((p) => p === 'moon+venus');
  const poorna = tajikaYogas(grahas({ ...parked, moon: at(4, 14), venus: at(4, 14.5) }), 0);
  assert.deepEqual(moonVenus(poorna, 'ithasala'), ['moon+venus']);
  assert.deepEqual(moonVenus(poorna, 'poorna_ithasala'), ['moon+venus']);
  // 10 deg apart: past the orb by 0.5, so no ithasala yet but a bhavishyat one.
  const future = tajikaYogas(grahas({ ...parked, moon: at(4, 4), venus: at(4, 14) }), 0);
  assert.deepEqual(moonVenus(future, 'ithasala'), []);
  assert.deepEqual(moonVenus(future, 'bhavishyat_ithasala'), ['moon+venus']);
  assert.deepEqual(moonVenus(future, 'poorna_ithasala'), []);
  // 12 deg apart: past the orb by 2.5, neither.
  const far = tajikaYogas(grahas({ ...parked, moon: at(4, 2), venus: at(4, 14) }), 0);
  assert.deepEqual(moonVenus(far, 'bhavishyat_ithasala'), []);
});

// Dutthottha-davira as the rule reads (both of an ithasala pair weak, one in
// ithasala with a strong third), worked by hand: Venus Vi 10 (debilitated)
// applies to Mars Cn 15 (debilitated) from the 3rd, 5 deg within (7 + 8) / 2;
// Saturn Li 18 (exalted) is 4th from Mars, 3 deg ahead within (8 + 9) / 2.
test('dutthottha-davira', () => {
  const parked = { sun: at(10, 29), moon: at(10, 28), mercury: at(10, 27), jupiter: at(10, 26) };
  const yes = tajikaYogas(grahas({ ...parked, venus: at(5, 10), mars: at(3, 15), saturn: at(6, 18) }), 0);
  assert.ok(kinds(yes, 'ithasala').includes('venus+mars'));
  assert.deepEqual(kinds(yes, 'dutthottha_davira'), ['venus+mars+saturn']);
  const y = yes.find((x) => x.kind === 'dutthottha_davira')!;
  assert.equal(y.aspect, 'square');
  assert.equal(y.orbDeg, 8.5);
  // Saturn at Li 25 is 10 deg ahead of Mars, past 8.5: no link, no yoga.
  const no = tajikaYogas(grahas({ ...parked, venus: at(5, 10), mars: at(3, 15), saturn: at(6, 25) }), 0);
  assert.deepEqual(kinds(no, 'dutthottha_davira'), []);
});

// Tambira worked by hand: Mars in its own Aries at 27 (in the last 8 deg, its
// deeptamsa) squares Saturn Cn 3 but has passed it; from 0 Taurus it would
// apply to Saturn by sextile, 3 deg within (8 + 9) / 2.
test('tambira', () => {
  const parked = { sun: at(8, 20), moon: at(8, 21), mercury: at(8, 22), venus: at(8, 23), jupiter: at(8, 20) };
  const yes = tajikaYogas(grahas({ ...parked, mars: at(0, 27), saturn: at(3, 3) }), 0);
  assert.deepEqual(kinds(yes, 'tambira'), ['mars+saturn']);
  assert.equal(yes.find((x) => x.kind === 'tambira')!.aspect, 'sextile');
  // At Ar 20 Mars is not yet at the end of its sign.
  const early = tajikaYogas(grahas({ ...parked, mars: at(0, 20), saturn: at(3, 3) }), 0);
  assert.deepEqual(kinds(early, 'tambira'), []);
});

// Kuttha and durupha worked by hand: Jupiter exalted in Cancer squares Saturn
// exalted in Libra (houses 4 and 7 from an Aries lagna, 2 and 5 from Gemini:
// kuttha; from Leo Cancer is the 12th: none). The Moon debilitated in Scorpio
// and Venus debilitated in Virgo see each other by sextile from the 8th and
// 6th of an Aries lagna: durupha; from a Taurus lagna Virgo is the 5th: none.
test('kuttha and durupha', () => {
  const pair = { jupiter: at(3, 10), saturn: at(6, 12) };
  const parked = { sun: at(2, 1), moon: at(2, 2), mercury: at(1, 3), venus: at(1, 4), mars: at(1, 5) };
  assert.ok(kinds(tajikaYogas(grahas({ ...pair, ...parked }), 0), 'kuttha').includes('jupiter+saturn'));
  assert.ok(kinds(tajikaYogas(grahas({ ...pair, ...parked }), 2), 'kuttha').includes('jupiter+saturn'));
  assert.ok(!kinds(tajikaYogas(grahas({ ...pair, ...parked }), 4), 'kuttha').includes('jupiter+saturn'));
  const weak = { moon: at(7, 10), venus: at(5, 12), sun: at(0, 1), mercury: at(0, 2), mars: at(0, 3), jupiter: at(0, 4), saturn: at(0, 5) };
  assert.deepEqual(kinds(tajikaYogas(grahas(weak), 0), 'durupha'), ['moon+venus']);
  assert.deepEqual(kinds(tajikaYogas(grahas(weak), 1), 'durupha'), []);
});
