import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ashtakoot,
  grahaMaitriPoints,
  GANA_POINTS,
  GANAS,
  NAKSHATRA_YONI,
  profileOfPada,
  YONI_POINTS,
  YONIS,
} from '../../../src/domain/matching/index.ts';

const N = {
  ashwini: 0,
  bharani: 1,
  krittika: 2,
  rohini: 3,
  mrigashira: 4,
  punarvasu: 6,
  pushya: 7,
  hasta: 12,
  swati: 14,
  uttara_ashadha: 20,
} as const;

function scores(groom: [number, number], bride: [number, number]): Record<string, number> & { total: number } {
  const r = ashtakoot(profileOfPada(...groom), profileOfPada(...bride));
  const out: Record<string, number> = {};
  for (const k of r.kootas) out[k.name] = k.score;
  return { ...out, total: r.total };
}

// Reference: the graha maitri table as published with the koota (the 7x7
// matrix of Maitreya, saravali.de, reproduced in PyJHora
// src/jhora/horoscope/match/compatibility.py `raasi_adhipathi_array`), rows
// and columns Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn. Ours is
// computed from BPHS natural friendships, so this checks the rule too.
test('graha maitri reproduces the published 7x7 table, fractions included', () => {
  const order = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
  const published = [
    [5, 5, 5, 4, 5, 0, 0],
    [5, 5, 4, 1, 4, 0.5, 0.5],
    [5, 4, 5, 0.5, 5, 3, 0.5],
    [4, 1, 0.5, 5, 0.5, 5, 4],
    [5, 4, 5, 0.5, 5, 0.5, 3],
    [0, 0.5, 3, 5, 0.5, 5, 5],
    [0, 0.5, 0.5, 4, 3, 5, 5],
  ];
  order.forEach((a, i) => order.forEach((b, j) => assert.equal(grahaMaitriPoints(a, b), published[i]![j], `${a}-${b}`)));
});

// Reference: freehoroscopesonline.in/yonikoota.php: 14 yonis, each of two
// nakshatras, and each with one sworn enemy (0 points); same yoni 4.
test('yoni: nakshatra pairs, sworn enemies score 0, same yoni 4', () => {
  const pairs: [number, number, string][] = [
    [0, 23, 'horse'],
    [1, 26, 'elephant'],
    [2, 7, 'sheep'],
    [3, 4, 'serpent'],
    [5, 18, 'dog'],
    [6, 8, 'cat'],
    [9, 10, 'rat'],
    [11, 25, 'cow'],
    [12, 14, 'buffalo'],
    [13, 15, 'tiger'],
    [16, 17, 'deer'],
    [19, 21, 'monkey'],
    [22, 24, 'lion'],
  ];
  for (const [a, b, yoni] of pairs) {
    assert.equal(YONIS[NAKSHATRA_YONI[a]!], yoni);
    assert.equal(YONIS[NAKSHATRA_YONI[b]!], yoni);
  }
  assert.equal(YONIS[NAKSHATRA_YONI[20]!], 'mongoose');
  const enemies: [string, string][] = [
    ['horse', 'buffalo'],
    ['elephant', 'lion'],
    ['sheep', 'monkey'],
    ['serpent', 'mongoose'],
    ['dog', 'deer'],
    ['cat', 'rat'],
    ['cow', 'tiger'],
  ];
  for (const [a, b] of enemies) {
    assert.equal(YONI_POINTS[YONIS.indexOf(a as never)]![YONIS.indexOf(b as never)], 0, `${a}-${b}`);
    assert.equal(YONI_POINTS[YONIS.indexOf(b as never)]![YONIS.indexOf(a as never)], 0, `${b}-${a}`);
  }
  for (let i = 0; i < 14; i += 1) assert.equal(YONI_POINTS[i]![i], 4);
});

// Reference: astrolaabh.in ("Importance of Rakshasa Gana, Dev Gana, Manushya
// Gana"): same gana 6; Deva groom with Manushya bride 5; a Rakshasa groom with
// a Deva or Manushya bride 0.
test('gana points follow the published rule', () => {
  const g = (a: string, b: string): number => GANA_POINTS[GANAS.indexOf(a as never)]![GANAS.indexOf(b as never)]!;
  assert.equal(g('deva', 'deva'), 6);
  assert.equal(g('rakshasa', 'rakshasa'), 6);
  assert.equal(g('deva', 'manushya'), 5);
  assert.equal(g('rakshasa', 'deva'), 0);
  assert.equal(g('rakshasa', 'manushya'), 0);
});

// Worked examples: each koota read from the published tables cited in
// src/domain/matching/tables.ts (varna by element, vashya table, tara
// remainders 3/5/7, yoni matrix, graha maitri table, gana table, bhakoot
// 2/12 5/9 6/8, nadi order), derived by hand; groom first.
test('worked example: Ashwini 1 (groom) and Bharani 1 (bride), 33 points', () => {
  // Varna Kshatriya/Kshatriya 1; Vashya Chatushpada/Chatushpada 2; tara: groom 27th (9, ati-mitra)
  // from the bride, bride 2nd (sampat) from the groom: 3; yoni horse/elephant 2; Mars/Mars 5;
  // gana Deva/Manushya 5; same sign 7; nadi Adi/Madhya 8.
  assert.deepEqual(scores([N.ashwini, 1], [N.bharani, 1]), {
    varna: 1,
    vashya: 2,
    tara_dina: 3,
    yoni: 2,
    graha_maitri: 5,
    gana: 5,
    bhakoot: 7,
    nadi: 8,
    total: 33,
  });
});

test('worked example with fractions: Pushya 2 (groom) and Swati 2 (bride), 27.5 points', () => {
  // Varna Brahmin/Shudra 1; Vashya Jalachara/Manava 0.5; tara: groom 21st from bride (21 mod 9 = 3, vipat) 0,
  // bride 8th from groom (mitra) 1.5; yoni sheep/buffalo 3; Moon/Venus 0.5; Deva/Deva 6; Libra to Cancer 10/4: 7;
  // nadi Madhya/Antya 8.
  assert.deepEqual(scores([N.pushya, 2], [N.swati, 2]), {
    varna: 1,
    vashya: 0.5,
    tara_dina: 1.5,
    yoni: 3,
    graha_maitri: 0.5,
    gana: 6,
    bhakoot: 7,
    nadi: 8,
    total: 27.5,
  });
});

test('worked example with nadi dosha and a cancelled bhakoot dosha: Krittika 2 and Uttara Ashadha 2, 14 points', () => {
  const r = ashtakoot(profileOfPada(N.krittika, 2), profileOfPada(N.uttara_ashadha, 2));
  // Taurus/Capricorn 5/9 (dosha, 0), lords Venus and Saturn mutual friends: exception.
  // Krittika and Uttara Ashadha both Antya nadi: dosha, no exception.
  assert.deepEqual(
    r.kootas.map((k) => k.score),
    [1, 2, 3, 3, 5, 0, 0, 0],
  );
  assert.equal(r.total, 14);
  assert.equal(r.verdict, 'not_recommended');
  assert.deepEqual(r.doshas, { nadi: true, bhakoot: false, nadiException: null, bhakootException: 'sign_lords_mutual_friends' });
});

test('worked example with the same nakshatra in two signs: Mrigashira 1 and Mrigashira 3, 20 points', () => {
  const r = ashtakoot(profileOfPada(N.mrigashira, 1), profileOfPada(N.mrigashira, 3));
  // Varna Vaishya/Shudra 1; Chatushpada/Manava 1; janma both ways 3; serpent 4; Venus/Mercury 5; Deva 6;
  // Gemini to Taurus 12/2: dosha, lords friends; same Madhya nadi, same nakshatra in different signs: exception.
  assert.deepEqual(
    r.kootas.map((k) => k.score),
    [1, 1, 3, 4, 5, 6, 0, 0],
  );
  assert.equal(r.total, 20);
  assert.deepEqual([r.doshas.nadi, r.doshas.nadiException, r.doshas.bhakoot], [false, 'same_nakshatra_different_rashi', false]);
});

test('worked example: Punarvasu 4 (groom) and Hasta 1 (bride), 19 points with graha maitri 1', () => {
  // Brahmin/Vaishya 1; Jalachara/Manava 0.5; groom 22nd from bride (4, kshema) 1.5, bride 7th from groom (vadha) 0;
  // cat/buffalo 2; Moon/Mercury 1; Deva/Deva 6; Virgo to Cancer 11/3: 7; Adi/Adi: nadi dosha 0.
  const r = ashtakoot(profileOfPada(N.punarvasu, 4), profileOfPada(N.hasta, 1));
  assert.deepEqual(
    r.kootas.map((k) => k.score),
    [1, 0.5, 1.5, 2, 1, 6, 7, 0],
  );
  assert.equal(r.total, 19);
  assert.equal(r.doshas.nadi, true);
});

test('same nakshatra and sign, different pada: nadi dosha cancelled', () => {
  const r = ashtakoot(profileOfPada(N.rohini, 1), profileOfPada(N.rohini, 4));
  assert.deepEqual([r.doshas.nadi, r.doshas.nadiException], [false, 'same_nakshatra_different_pada']);
});
