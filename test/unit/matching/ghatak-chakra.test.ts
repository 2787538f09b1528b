/**
 * The Ghatak Chakra (src/domain/matching/ghatak-chakra.ts) against its sources, each
 * column read from the source as written, not from the code:
 * - tithis and weekdays: Bhadrabahu Samhita, chapter 13, Hindi commentary (jainqq.org
 *   page text): ghata tithi "Taurus, Virgo and Pisces: 5, 10, 15; Gemini and Cancer:
 *   2, 12, 7; Scorpio and Aries: 1, 6, 11; Capricorn and Libra: 4, 14, 9;
 *   Sagittarius, Aquarius and Leo: 3, 13, 8"; ghata vara "Capricorn Tuesday; Taurus,
 *   Leo and Virgo Saturday; Gemini Monday; Aries Sunday; Cancer Wednesday;
 *   Sagittarius, Pisces and Scorpio Friday; Aquarius and Libra Thursday";
 * - nakshatras: the verse "meshe cha bhanur magha janma shashthi ..." as quoted by
 *   mouli.valmikam.com (Aries magha, Taurus kara = Hasta, Gemini maruta = Swati,
 *   Cancer maitri = Anuradha, Leo mula, Virgo vishnu = Shravana, Libra shata tara =
 *   Shatabhisha, Scorpio revati, Sagittarius yama = Bharani, Capricorn brahmya =
 *   Rohini, Aquarius rudra = Ardra, Pisces sarpa = Ashlesha);
 * - the Moon: vastutapeshwar.com "yatra mein ghat vichar" (Aries 1st, Taurus 5th,
 *   Gemini 9th, Cancer 2nd, Leo 6th, Virgo 10th, Libra 3rd, Scorpio 7th, Sagittarius
 *   4th, Capricorn 8th, Aquarius 11th, Pisces 12th; astrobook99.blogspot.com lists the
 *   same), and two Odia daily almanacs (otvkhabar.in): 6 Oct 2022, Moon in Capricorn,
 *   "ghata chandra of Leo"; 28 Dec 2023, Moon in Gemini, "ghata chandra of Virgo".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ghatakChakra, ghatakChakraIds, tithiNumbersOfGroup } from '../../../src/domain/matching/index.ts';

const SIGN = {
  aries: 0,
  taurus: 1,
  gemini: 2,
  cancer: 3,
  leo: 4,
  virgo: 5,
  libra: 6,
  scorpio: 7,
  sagittarius: 8,
  capricorn: 9,
  aquarius: 10,
  pisces: 11,
} as const;
type Sign = keyof typeof SIGN;
const ids = (s: Sign) => ghatakChakraIds(ghatakChakra(SIGN[s]));

test('ghata tithis: the Bhadrabahu Samhita groups', () => {
  const groups: [Sign[], number[]][] = [
    [
      ['taurus', 'virgo', 'pisces'],
      [5, 10, 15],
    ],
    [
      ['gemini', 'cancer'],
      [2, 7, 12],
    ],
    [
      ['scorpio', 'aries'],
      [1, 6, 11],
    ],
    [
      ['capricorn', 'libra'],
      [4, 9, 14],
    ],
    [
      ['sagittarius', 'aquarius', 'leo'],
      [3, 8, 13],
    ],
  ];
  assert.equal(groups.flatMap(([signs]) => signs).length, 12);
  for (const [signs, tithis] of groups) for (const s of signs) assert.deepEqual(ids(s).tithiNumbers, tithis, s);
  // The names of the groups: nanda 1, 6, 11; bhadra 2, 7, 12; jaya 3, 8, 13; rikta 4, 9, 14; purna 5, 10, 15.
  assert.deepEqual(tithiNumbersOfGroup('nanda'), [1, 6, 11]);
  assert.deepEqual(tithiNumbersOfGroup('purna'), [5, 10, 15]);
  assert.equal(ids('libra').tithiGroup, 'rikta');
  assert.equal(ids('cancer').tithiGroup, 'bhadra');
});

test('ghata weekdays: the Bhadrabahu Samhita list', () => {
  const days: [Sign[], string][] = [
    [['capricorn'], 'tuesday'],
    [['taurus', 'leo', 'virgo'], 'saturday'],
    [['gemini'], 'monday'],
    [['aries'], 'sunday'],
    [['cancer'], 'wednesday'],
    [['sagittarius', 'pisces', 'scorpio'], 'friday'],
    [['aquarius', 'libra'], 'thursday'],
  ];
  assert.equal(days.flatMap(([signs]) => signs).length, 12);
  for (const [signs, day] of days) for (const s of signs) assert.equal(ids(s).vara, day, s);
});

test('ghata nakshatras: the verse', () => {
  const verse: Record<Sign, string> = {
    aries: 'magha',
    taurus: 'hasta',
    gemini: 'swati',
    cancer: 'anuradha',
    leo: 'mula',
    virgo: 'shravana',
    libra: 'shatabhisha',
    scorpio: 'revati',
    sagittarius: 'bharani',
    capricorn: 'rohini',
    aquarius: 'ardra',
    pisces: 'ashlesha',
  };
  for (const s of Object.keys(verse) as Sign[]) assert.equal(ids(s).nakshatra, verse[s], s);
});

test('ghata Moon: the count from the janma rashi, and two almanac days', () => {
  const count: Record<Sign, number> = {
    aries: 1,
    taurus: 5,
    gemini: 9,
    cancer: 2,
    leo: 6,
    virgo: 10,
    libra: 3,
    scorpio: 7,
    sagittarius: 4,
    capricorn: 8,
    aquarius: 11,
    pisces: 12,
  };
  for (const s of Object.keys(count) as Sign[]) assert.equal(ids(s).moonHouse, count[s], s);
  assert.equal(ids('leo').moonRashi, 'capricorn');
  assert.equal(ids('virgo').moonRashi, 'gemini');
  assert.equal(ids('aries').moonRashi, 'aries');
  assert.equal(ids('pisces').moonRashi, 'aquarius');
});
