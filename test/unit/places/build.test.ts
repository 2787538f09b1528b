/** The LMDB build: idempotent for the same sources, rebuilt when they change, in one transaction. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStorage } from '../../../src/storage/lmdb.ts';
import { LmdbPlaceIndex, buildPlacesIndex, defaultPlacesSource, readPlacesMeta } from '../../../src/storage/places.ts';

test('build is idempotent and rebuilds when the source changes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'places-build-'));
  const source = defaultPlacesSource();
  const head = readFileSync(source.citiesPath, 'utf8').split('\n').slice(0, 300);
  const citiesPath = join(dir, 'cities.txt');
  writeFileSync(citiesPath, head.join('\n'));
  const storage = openStorage(join(dir, 'data'));
  try {
    assert.equal(LmdbPlaceIndex.open(storage.root), undefined, 'nothing before the first build');
    const progress: string[] = [];
    const first = await buildPlacesIndex(storage.root, { citiesPath, admin1Path: source.admin1Path }, (m) => progress.push(m));
    assert.equal(first.built, true);
    assert.equal(first.meta.count, 300);
    assert.ok(
      progress.some((m) => m.includes('300 places written')),
      progress.join('\n'),
    );
    const second = await buildPlacesIndex(storage.root, { citiesPath, admin1Path: source.admin1Path });
    assert.equal(second.built, false);
    assert.equal(second.meta.sourceVersion, first.meta.sourceVersion);

    writeFileSync(citiesPath, head.slice(0, 200).join('\n'));
    const third = await buildPlacesIndex(storage.root, { citiesPath, admin1Path: source.admin1Path });
    assert.equal(third.built, true);
    assert.equal(readPlacesMeta(storage.root)?.count, 200);
    const index = LmdbPlaceIndex.open(storage.root)!;
    assert.equal(index.count, 200);
    // Nothing of the first build is left behind: the last of its places is gone.
    const dropped = Number(head[250]!.split('\t')[0]);
    assert.equal(index.indexOfGeonameId(dropped), undefined);
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
