import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initEphemeris } from '../../src/native/ephemeris.ts';
import { buildMeta, serializeEnvelope } from '../../src/operations/envelope.ts';
import { OperationContext } from '../../src/operations/context.ts';
import { OPERATIONS } from '../../src/operations/index.ts';
import { parseJsonObject } from '../../src/operations/request.ts';
import { finish, prepareOperation, serialiseAnswer, type SerialisedAnswer } from '../../src/operations/run.ts';
import { compile } from '../../src/operations/validate.ts';
import { answerRequest, usePoolPlaces } from '../../src/workers/request-task.ts';
import type { RequestCall } from '../../src/workers/task-call.ts';
import { expectApiError } from '../fixtures.ts';

// A whole request answered on a pool thread (src/workers/request-task.ts) must be the answer the HTTP thread's own
// steps give (body check, prepare, compute, finish, envelope): the same text, and the same ApiError for a bad body.
initEphemeris();
usePoolPlaces(() => undefined);
const kundli = OPERATIONS.find((op) => op.id === 'kundli')!;
const HEAD = { requestId: 'req_test0', mode: 'test' as const, credits: 2 };
const call = (body: string, acceptLanguage = ''): RequestCall => ({
  operation: 'kundli',
  body: new TextEncoder().encode(body),
  acceptLanguage,
  nowMs: Date.UTC(2026, 0, 1),
  transport: 'uws',
  envelope: HEAD,
});

async function onHttpThread(body: string): Promise<string> {
  const ctx = new OperationContext(
    { places: () => undefined, now: () => Date.UTC(2026, 0, 1), usage: undefined as never, transport: 'uws' },
    undefined,
  );
  const prepared = await prepareOperation(kundli, compile(kundli.input!).parse(parseJsonObject(body)), ctx);
  const done = finish(prepared, ctx, (await serialiseAnswer(kundli.compute(prepared.task))) as SerialisedAnswer);
  assert.ok('dataJson' in done);
  return serializeEnvelope(done.dataJson, buildMeta(HEAD.requestId, HEAD.mode, HEAD.credits, done.meta), done.warnings);
}

test('a kundli answered whole on a pool thread is the text of the HTTP thread steps, warnings and meta included', async () => {
  const bodies = [
    '{"birth":{"date":"1990-04-12","time":"06:30","place":{"latitude":28.61,"longitude":77.21},"timezone":"+05:30"}}',
    // An unknown time: the warnings of the computation and the meta of the options.
    '{"birth":{"date":"1975-11-02","place":{"latitude":19.07,"longitude":72.88},"timezone":"Asia/Kolkata","time_accuracy":"unknown"},"options":{"lang":"hi","ayanamsa":"raman"}}',
  ];
  for (const body of bodies) {
    const answered = await answerRequest(call(body));
    assert.ok('envelope' in answered);
    assert.equal(answered.envelope, await onHttpThread(body));
  }
  const withWarnings = JSON.parse(((await answerRequest(call(bodies[1]!))) as { envelope: string }).envelope);
  assert.ok(withWarnings.warnings.length > 0);
  assert.equal(withWarnings.meta.credits_charged, 2);
  assert.equal(withWarnings.meta.mode, 'test');
});

test('a bad body is the ApiError of the HTTP thread check, thrown on the pool thread', async () => {
  await expectApiError(
    Promise.resolve().then(() => answerRequest(call('not json'))),
    { code: 'invalid_json' },
  );
  await expectApiError(
    Promise.resolve().then(() => answerRequest(call('{"birth":{}}'))),
    { code: 'invalid_parameter', param: 'birth.date' },
  );
  await expectApiError(
    Promise.resolve().then(() =>
      answerRequest(call('{"birth":{"date":"1990-04-12","time":"06:30","place":{"latitude":28.61,"longitude":77.21}},"extra":1}')),
    ),
    { code: 'invalid_parameter' },
  );
});
