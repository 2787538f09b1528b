/**
 * The Ashtakoot table variants (src/domain/matching/tables.ts, docs/matching.md
 * "Table variants"): each variant against its source, and the defaults
 * against the tables as they were before the variants existed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  ashtakoot,
  DEFAULT_ASHTAKOOT_TABLES,
  moonProfile,
  profileOfPada,
  VASHYA_POINTS,
  VASHYA_POINTS_BY_TABLE,
  VASHYAS,
  varnaOfSign,
  type AshtakootTables,
} from '../../../src/domain/matching/index.ts';

const score = (groom: [number, number], bride: [number, number], tables: Partial<AshtakootTables>, koota: string): number => {
  const t = { ...DEFAULT_ASHTAKOOT_TABLES, ...tables };
  const r = ashtakoot(profileOfPada(...groom, t.varna), profileOfPada(...bride, t.varna), t);
  return r.kootas.find((k) => k.name === koota)!.score;
};

// Reference: PyJHora src/jhora/horoscope/match/compatibility.py `vasiya_raasi_list` = [1,3,2,0, ...] over
// `varna_categories` ['Brahmin','Kshathirya','Vaishya','Shudra'], the varna its `varna_porutham` scores by:
// Aries Kshatriya, Taurus Shudra, Gemini Vaishya, Cancer Brahmin, repeating by element.
test('varna air_vaishya: the sign varnas PyJHora scores by; standard by element', () => {
  const pyjhora = [1, 3, 2, 0, 1, 3, 2, 0, 1, 3, 2, 0].map((i) => ['brahmin', 'kshatriya', 'vaishya', 'shudra'][i]);
  for (let s = 0; s < 12; s += 1) assert.equal(varnaOfSign(s, 'air_vaishya'), pyjhora[s], `sign ${s}`);
  // Standard (Jataka Parijata 1): water Brahmin, fire Kshatriya, earth Vaishya, air Shudra.
  assert.deepEqual(
    [0, 1, 2, 3].map((s) => varnaOfSign(s)),
    ['kshatriya', 'vaishya', 'shudra', 'brahmin'],
  );
  // By hand: groom Ardra (Gemini, air), bride Rohini (Taurus, earth). Standard: Shudra groom below a Vaishya
  // bride, 0; air_vaishya: Vaishya groom above a Shudra bride, 1.
  assert.equal(score([5, 1], [3, 1], {}, 'varna'), 0);
  assert.equal(score([5, 1], [3, 1], { varna: 'air_vaishya' }, 'varna'), 1);
});

// Reference: PyJHora compatibility.py `VasiyaArray` ("From Saravali.de"), indexed [girl][boy] over
// ['Chathushpadha','Manava','Jalachara','Vanachara','Keeta'].
test('vashya maitreya: every cell of the published table, read bride row x groom column', () => {
  const published = [
    [2.0, 0.5, 1.0, 0.0, 2.0],
    [0.5, 2.0, 0.0, 0.0, 0.0],
    [1.0, 0.0, 2.0, 2.0, 2.0],
    [0.0, 0.0, 2.0, 2.0, 0.0],
    [1.0, 0.0, 1.0, 0.0, 2.0],
  ];
  // A nakshatra and pada of each class: Ashwini 1 (Aries, Chatushpada), Ardra 1 (Gemini, Manava), Pushya 1
  // (Cancer, Jalachara), Magha 1 (Leo, Vanachara), Anuradha 1 (Scorpio, Keeta).
  const of: [number, number][] = [
    [0, 1],
    [5, 1],
    [7, 1],
    [9, 1],
    [16, 1],
  ];
  of.forEach((p, i) => assert.equal(profileOfPada(...p).vashya, VASHYAS[i]));
  for (let bride = 0; bride < 5; bride += 1) {
    for (let groom = 0; groom < 5; groom += 1) {
      assert.equal(
        score(of[groom]!, of[bride]!, { vashya: 'maitreya' }, 'vashya'),
        published[bride]![groom],
        `${VASHYAS[groom]} groom, ${VASHYAS[bride]} bride`,
      );
    }
  }
  assert.equal(VASHYA_POINTS_BY_TABLE.standard, VASHYA_POINTS);
});

test("tara from_bride: the groom's star counted from the bride's only, 3 or 0 (by hand)", () => {
  // Pushya 2 groom, Swati 2 bride (docs/matching.md worked example): from the bride the groom is 21st,
  // 21 mod 9 = 3 (vipat): 0; both ways 1.5 (the bride is 8th, mitra, from the groom).
  assert.equal(score([7, 2], [14, 2], {}, 'tara_dina'), 1.5);
  assert.equal(score([7, 2], [14, 2], { tara: 'from_bride' }, 'tara_dina'), 0);
  // Swati 2 groom, Pushya 2 bride: from the bride the groom is 8th (mitra): 3; both ways still 1.5.
  assert.equal(score([14, 2], [7, 2], { tara: 'from_bride' }, 'tara_dina'), 3);
  assert.equal(score([14, 2], [7, 2], {}, 'tara_dina'), 1.5);
});

// Before and after: the answers for every pair of the 108 padas (11,664) and for pairs of Moons across the
// sign halves (7,200), serialised and hashed. The digest is the one the code before the variants (main at
// 591b58a) gives for the same loop; the default tables must keep it byte for byte.
test('default tables: the answers of 18,864 pairs unchanged byte for byte from before the variants', () => {
  const h = createHash('sha256');
  for (let a = 0; a < 108; a += 1) {
    for (let b = 0; b < 108; b += 1) {
      h.update(JSON.stringify(ashtakoot(profileOfPada(Math.floor(a / 4), (a % 4) + 1), profileOfPada(Math.floor(b / 4), (b % 4) + 1))));
    }
  }
  for (let d = 0.25; d < 360; d += 2.5)
    for (let e = 1.1; e < 360; e += 7.3) h.update(JSON.stringify(ashtakoot(moonProfile(d), moonProfile(e))));
  assert.equal(h.digest('hex'), 'f1481f300de7ffb10ce9a633d71c09864318def55ba5f2b97e9d12d6a2b30068');
});
