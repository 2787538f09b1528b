/**
 * Embedding with places (docs/embedding.md): openPlacesIndex opens the index
 * `npm run build:places` builds under a data directory, for
 * createEngine({ places }); without one it is a typed 503 naming the fix.
 * (The packed-tarball tests in test/package cover the installed package.)
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine } from '../../../src/engine/index.ts';
import { openPlacesIndex } from '../../../src/http/index.ts';
import { expectApiError } from '../../fixtures.ts';
import { openTestPlaces, type TestPlaces } from './fixture.ts';

let fixture: TestPlaces;
before(async () => {
  fixture = await openTestPlaces();
});
after(() => fixture.close());

test('openPlacesIndex opens a built index for createEngine({ places })', async () => {
  const opened = await openPlacesIndex({ dataDir: fixture.storage.path });
  try {
    const answer = await createEngine({ places: opened.places }).run('panchangHora', { date: '2026-11-27', place: 'Ujjain' });
    assert.equal((answer.meta.place_used as { place_id: string }).place_id, 'gn:1253914');
  } finally {
    await opened.close();
  }
});

test('no index under the data directory: 503 service_unavailable naming the command', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'places-none-'));
  try {
    await expectApiError(openPlacesIndex({ dataDir: empty }), { code: 'service_unavailable', message: /build:places|vedic-astro-places/ });
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});
