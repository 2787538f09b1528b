/**
 * The muhurat search's shared context (src/domain/muhurat/days.ts, zoneKey):
 * every activity judged on a context kept from earlier activities of the same
 * place and range equals the same activity judged on a fresh context, so a
 * bulk request's activities and a search's pages answer as a lone search does.
 * Reference: the fresh computation, which the muhurat tests check against
 * their published sources.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MUHURAT_ACTIVITY_IDS, muhuratDays } from '../../../src/domain/muhurat/index.ts';
import { initEphemeris } from '../../../src/native/ephemeris.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';

test('each activity on the kept context equals it on a fresh one (Mumbai, 2027)', () => {
  initEphemeris();
  const base = {
    first: { year: 2027, month: 1, day: 1 },
    dayCount: 365,
    place: { latitudeDeg: 19.076, longitudeDeg: 72.8777 },
    offsetMinutesAt: offsetMinutesAtZone('Asia/Kolkata'),
  };
  assert.ok(MUHURAT_ACTIVITY_IDS.length >= 8);
  for (const activity of MUHURAT_ACTIVITY_IDS) muhuratDays({ ...base, activity, zoneKey: 'Asia/Kolkata' });
  for (const activity of MUHURAT_ACTIVITY_IDS) {
    const kept = muhuratDays({ ...base, activity, zoneKey: 'Asia/Kolkata' });
    assert.equal(kept.length, 365);
    assert.deepEqual(kept, muhuratDays({ ...base, activity }), activity);
  }
});
