/**
 * The fuzz and abuse suite, short form (the long form, every mutation and the
 * abuse scenarios, is `npm run bench:fuzz`): on each transport, seeded
 * mutations of every operation's valid request (test/fuzz/cases.ts) and the
 * raw HTTP requests fetch cannot send, each answer judged by
 * test/fuzz/probe.ts: within 5 s, never a 5xx, typed errors naming their
 * field, 2xx answers matching their schema and charging the operation's
 * credits. Then the credits: a mixed batch on a fresh live key is charged
 * exactly the sum of its 2xx answers' credits. The known defects
 * (test/fuzz/known-defects.ts) are left out of the sample and checked to
 * fail still, exactly as listed.
 *
 * FUZZ_SEED picks another sample (the seed is in the test's name).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { selectTransport } from '../../src/http/transport/select.ts';
import type { TransportName } from '../../src/http/transport/types.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { openTestPlaces } from '../unit/places/fixture.ts';
import { call, startTestServer, type TestServer } from '../http/helpers.ts';
import { allCases, casesOf, routeOf, sampleCases, type FuzzCase } from './cases.ts';
import { KNOWN_DEFECTS, knownDefectOf } from './known-defects.ts';
import { answerJson, creditsOfCase, failureLine, runCases } from './probe.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 28);
const PER_OPERATION = 3;
/** The credits test comes first and makes each operation's first call, which may load data on a busy machine. */
const COLD_LIMIT_MS = 30_000;
/** node:http always; uWS wherever its binary loads (src/http/transport/select.ts). */
const TRANSPORTS: TransportName[] = selectTransport('auto').transport.name === 'uws' ? ['node', 'uws'] : ['node'];

let places: Awaited<ReturnType<typeof openTestPlaces>>;
before(async () => {
  places = await openTestPlaces();
  setPlacesIndex(places.index);
});
after(async () => {
  setPlacesIndex(undefined);
  await places.close();
});

/** A server on `transport` (the test places index) with a live business key whose rate and concurrency are lifted. */
async function startFuzzServer(transport: TransportName): Promise<{ t: TestServer; key: string }> {
  const t = await startTestServer({ transport, planOverrides: { business: { requestsPerSecond: 1e9, concurrentRequests: 1e9 } } });
  return { t, key: (await t.key('live', 'business')).key };
}

for (const [index, transport] of TRANSPORTS.entries()) {
  describe(`fuzz on ${transport}`, () => {
    let s: Awaited<ReturnType<typeof startFuzzServer>>;
    before(async () => {
      s = await startFuzzServer(transport);
      assert.equal(s.t.server.transport, transport);
    });
    after(() => s.t.close());

    test('credits are exact: a mixed batch of valid and mutated requests on a fresh live key is charged the sum of its 2xx answers, by group', async () => {
      const { key } = await s.t.key('live', 'business');
      const mixed: FuzzCase[] = [];
      for (const op of OPERATIONS) {
        const cases = casesOf(op.id, key).filter((c) => knownDefectOf(transport, c) === undefined);
        mixed.push(cases.find((c) => c.kind === 'valid')!);
        // Every 16th mutation: refusals (which charge nothing) and answered edge cases alike.
        mixed.push(...cases.filter((c, i) => c.kind !== 'valid' && i % 16 === (SEED + index) % 16));
      }
      // The first call of each operation loads what it needs (fonts, tables): the time limit is the sample's to check, after this.
      const judged = await runCases(s.t.url, mixed, 2, COLD_LIMIT_MS);
      assert.deepEqual(judged.filter((j) => j.problems.length > 0).map(failureLine), []);
      const byGroup: Record<string, number> = {};
      let total = 0;
      let answered = 0;
      for (const j of judged.filter((x) => x.o.status! >= 200 && x.o.status! < 300)) {
        answered += 1;
        // probe.ts checked meta.credits_charged against this for every JSON answer; images carry no meta.
        const credits = creditsOfCase(j.c, answerJson(j.o));
        total += credits;
        const group = routeOf(j.c.operationId).operation.group;
        if (credits > 0) byGroup[group] = (byGroup[group] ?? 0) + credits;
      }
      assert.ok(answered >= OPERATIONS.length && answered < judged.length, `${answered} of ${judged.length} answered`);
      const usage = await call(s.t.url, '/v1/usage', { key });
      assert.equal(usage.status, 200);
      assert.equal(usage.json.data.credits_used, total);
      const used = Object.fromEntries(Object.entries(usage.json.data.by_group as Record<string, number>).filter(([, n]) => n > 0));
      assert.deepEqual(used, byGroup);
    });

    test(`${PER_OPERATION} seeded mutations of every operation (FUZZ_SEED=${SEED}) and the raw requests: answered in time, typed, never a 5xx`, async () => {
      const sample = sampleCases(s.key, SEED + index, PER_OPERATION, (c) => knownDefectOf(transport, c) !== undefined);
      assert.ok(sample.length >= PER_OPERATION * OPERATIONS.length, `${sample.length} cases`);
      const judged = await runCases(s.t.url, sample);
      assert.deepEqual(judged.filter((j) => j.problems.length > 0).map(failureLine), []);
      // The sample is not all refusals: some answers are computed and checked against their schema and credits.
      assert.ok(judged.some((j) => j.o.status === 200) && judged.some((j) => j.o.status === 400), 'both answers and refusals');
    });

    test('the known defects still fail exactly as listed (delete an entry when its fix lands)', async () => {
      const listed = allCases(s.key).filter((c) => knownDefectOf(transport, c) !== undefined);
      for (const d of KNOWN_DEFECTS.filter((x) => x.transports.includes(transport))) {
        const cases = listed.filter((c) => knownDefectOf(transport, c) === d);
        assert.ok(cases.length > 0, `${d.defect} names no case`);
        if (d.ids !== undefined) assert.equal(cases.length, d.ids.length, `${d.defect}: every id names a case`);
      }
      // Raw cases wait out the time limit when unanswered: all at once. The rest compute: two at a time.
      const judged = [
        ...(await runCases(
          s.t.url,
          listed.filter((c) => c.raw !== undefined),
          listed.length,
        )),
        ...(await runCases(
          s.t.url,
          listed.filter((c) => c.raw === undefined),
          2,
        )),
      ];
      const defectOf = (c: FuzzCase) => knownDefectOf(transport, c)!;
      const wrong = judged.filter((j) => j.problems.length === 0 || !j.problems.every((p) => defectOf(j.c).fails.test(p)));
      assert.deepEqual(
        wrong.map((j) => `${j.c.id} (${defectOf(j.c).defect}): ${j.problems.length === 0 ? 'now passes' : j.problems.join('; ')}`),
        [],
      );
    });
  });
}
