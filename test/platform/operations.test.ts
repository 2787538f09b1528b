/**
 * The declared operations against the contract's table of the 53 operations:
 * method and path, credits (Limits, "Credits per operation") and key kinds
 * (Authentication 3: the operations that also accept a publishable key; the
 * conventions operation needs none). The table below is copied from the
 * contract, not from the code.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OPERATIONS } from '../../src/operations/index.ts';

type Keys = 'secret' | 'publishable' | 'none';
const CONTRACT: [method: string, path: string, credits: number, keys: Keys][] = [
  ['GET', '/v1/places/search', 1, 'secret'],
  ['GET', '/v1/places/{place_id}', 1, 'secret'],
  ['GET', '/v1/places/reverse', 1, 'secret'],
  ['POST', '/v1/timezone', 1, 'secret'],
  ['POST', '/v1/kundli', 2, 'secret'],
  ['POST', '/v1/kundli/birth-details', 1, 'secret'],
  ['POST', '/v1/kundli/divisional', 2, 'secret'],
  ['POST', '/v1/kundli/aspects', 1, 'secret'],
  ['POST', '/v1/kundli/yogas', 2, 'secret'],
  ['POST', '/v1/kundli/ashtakavarga', 2, 'secret'],
  ['POST', '/v1/kundli/shadbala', 2, 'secret'],
  ['POST', '/v1/planets/positions', 1, 'secret'],
  ['POST', '/v1/dasha/vimshottari', 2, 'secret'],
  ['POST', '/v1/dasha/vimshottari/current', 2, 'secret'],
  ['POST', '/v1/dasha/yogini', 2, 'secret'],
  ['POST', '/v1/dasha/chara', 2, 'secret'],
  ['POST', '/v1/dosha/manglik', 1, 'secret'],
  ['POST', '/v1/dosha/kaal-sarp', 1, 'secret'],
  ['POST', '/v1/dosha/sade-sati', 1, 'secret'],
  ['POST', '/v1/match/ashtakoot', 1, 'secret'],
  ['POST', '/v1/match/manglik', 2, 'secret'],
  ['GET', '/v1/panchang', 1, 'publishable'],
  ['GET', '/v1/panchang/choghadiya', 1, 'publishable'],
  ['GET', '/v1/panchang/hora', 1, 'publishable'],
  ['GET', '/v1/muhurat/activities', 0, 'publishable'],
  ['GET', '/v1/muhurat/search', 2, 'secret'],
  ['POST', '/v1/muhurat/personal', 3, 'secret'],
  ['GET', '/v1/calendar/tithis', 1, 'publishable'],
  ['GET', '/v1/calendar/ekadashi', 1, 'publishable'],
  ['GET', '/v1/calendar/festivals', 2, 'publishable'],
  ['GET', '/v1/horoscope/{sign}', 1, 'publishable'],
  ['GET', '/v1/horoscope', 5, 'publishable'],
  ['POST', '/v1/horoscope/personal', 2, 'secret'],
  ['GET', '/v1/transits', 1, 'publishable'],
  ['POST', '/v1/transits/natal', 2, 'secret'],
  ['POST', '/v1/numerology/core', 1, 'secret'],
  ['POST', '/v1/numerology/name', 1, 'secret'],
  ['POST', '/v1/numerology/mobile', 1, 'secret'],
  ['POST', '/v1/numerology/loshu', 1, 'secret'],
  ['POST', '/v1/numerology/compatibility', 1, 'secret'],
  ['POST', '/v1/charts/{varga}.svg', 2, 'secret'],
  ['POST', '/v1/charts/{varga}.png', 3, 'secret'],
  ['POST', '/v1/kp/chart', 2, 'secret'],
  ['POST', '/v1/kp/significators', 2, 'secret'],
  ['GET', '/v1/kp/ruling-planets', 1, 'publishable'],
  ['GET', '/v1/kp/horary', 2, 'publishable'],
  ['POST', '/v1/lal-kitab/chart', 2, 'secret'],
  ['POST', '/v1/lal-kitab/debts', 1, 'secret'],
  ['POST', '/v1/lal-kitab/varshphal', 2, 'secret'],
  ['POST', '/v1/lal-kitab/remedies', 1, 'secret'],
  ['POST', '/v1/varshaphal', 3, 'secret'],
  ['GET', '/v1/usage', 0, 'secret'],
  ['GET', '/v1/meta/conventions', 0, 'none'],
];

/** Operations added after the contract (issue 22), with the credits their docs state: docs/dashas.md, docs/matching.md. */
const ADDED: typeof CONTRACT = [
  ['POST', '/v1/dasha/systems/{system}', 2, 'secret'],
  ['POST', '/v1/match/porutham', 1, 'secret'],
  // Issue 21, docs/panchang.md (Ranges and many places): 1 credit per day per place.
  ['GET', '/v1/panchang/range', 1, 'publishable'],
  ['POST', '/v1/panchang/batch', 1, 'publishable'],
  // Issue 22, docs/matching.md: the Ghatak Chakra, 1 credit as Ashtakoot (both read the two Moons).
  ['POST', '/v1/match/ghatak-chakra', 1, 'secret'],
  // Issue 33, docs/eclipses.md: a year of eclipses at a place, 1 credit.
  ['GET', '/v1/eclipses', 1, 'publishable'],
  // Issue 33, docs/panchang.md: the special yogas, Panchak and Bhadra of up to a year, 1 credit.
  ['GET', '/v1/calendar/yogas', 1, 'publishable'],
  // Issue 32, docs/calendar.md: the sankrantis of a year, 1 credit as the Ekadashis.
  ['GET', '/v1/calendar/sankrantis', 1, 'publishable'],
  // Issue 32, docs/calendar.md: the monthly vrats of a year, 1 credit.
  ['GET', '/v1/calendar/vrats', 1, 'publishable'],
  // Issue 35, docs/calendar.md: the Hindu-date search and the anniversaries, 1 credit a year.
  ['GET', '/v1/calendar/find', 1, 'publishable'],
  ['POST', '/v1/calendar/anniversaries', 1, 'secret'],
  // Issue 36, docs/calendar.md: a date between the calendars, 1 credit.
  ['GET', '/v1/calendar/convert', 1, 'publishable'],
  // Issue 35, docs/bulk.md: the bulk forms, the single operation's credits per place-year (and activity).
  ['POST', '/v1/calendar/festivals/batch', 2, 'publishable'],
  ['POST', '/v1/calendar/vrats/batch', 1, 'publishable'],
  ['POST', '/v1/calendar/sankrantis/batch', 1, 'publishable'],
  ['POST', '/v1/calendar/ekadashi/batch', 1, 'publishable'],
  ['POST', '/v1/calendar/yogas/batch', 1, 'publishable'],
  ['POST', '/v1/eclipses/batch', 1, 'publishable'],
  ['POST', '/v1/muhurat/search/batch', 2, 'secret'],
  // Issue 35, docs/calendar.md (Month grid): 2 credits a month or year, as the festivals it lists; per place-year in bulk.
  ['GET', '/v1/calendar/month', 2, 'publishable'],
  ['POST', '/v1/calendar/month/batch', 2, 'publishable'],
];

const KEY_KINDS: Record<Keys, string[]> = { secret: ['test', 'live'], publishable: ['test', 'live', 'publishable'], none: [] };

test('the contract table itself: 53 operations; credits 0 x3, 1 x26, 2 x20, 3 x3, 5 x1', () => {
  assert.equal(CONTRACT.length, 53);
  assert.equal(new Set(CONTRACT.map(([m, p]) => `${m} ${p}`)).size, 53);
  const byCost: Record<number, number> = {};
  for (const [, , credits] of CONTRACT) byCost[credits] = (byCost[credits] ?? 0) + 1;
  assert.deepEqual(byCost, { 0: 3, 1: 26, 2: 20, 3: 3, 5: 1 });
});

test('every declared operation is a contract operation with its credits and key kinds; ids and routes unique', () => {
  assert.ok(OPERATIONS.length >= 33);
  assert.equal(new Set(OPERATIONS.map((op) => op.id)).size, OPERATIONS.length);
  assert.equal(new Set(OPERATIONS.map((op) => `${op.method} ${op.path}`)).size, OPERATIONS.length);
  for (const op of OPERATIONS) {
    const row = [...CONTRACT, ...ADDED].find(([m, p]) => m === op.method && p === op.path);
    assert.ok(row !== undefined, `${op.id}: ${op.method} ${op.path} is not in the contract`);
    assert.equal(op.credits, row[2], `${op.id} credits`);
    assert.deepEqual([...op.keys], KEY_KINDS[row[3]], `${op.id} key kinds`);
  }
});
