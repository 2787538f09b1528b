/**
 * GET /v1/panchang/range and POST /v1/panchang/batch over a real server:
 * every day equals the single-day GET /v1/panchang answer (India, a western
 * zone across its DST change, a high latitude, a place_id), the credits are
 * days x places taken once, NDJSON lines carry the same days, and bad inputs
 * are 400s naming their field.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setPlacesIndex } from '../../src/http/places-index.ts';
import { buildMeta, serializeEnvelope } from '../../src/operations/envelope.ts';
import { placesIndex } from '../../src/http/places-index.ts';
import { initEphemeris } from '../../src/native/ephemeris.ts';
import { OperationContext } from '../../src/operations/context.ts';
import type { AnyOperation, BulkTask, Prepared } from '../../src/operations/define.ts';
import { panchangBatch, panchangRange } from '../../src/operations/panchang/range.ts';
import { bulkDataJson, finish, prepareOperation } from '../../src/operations/run.ts';
import { compile, compileQuery } from '../../src/operations/validate.ts';
import { expectErrorAnswer } from '../fixtures.ts';
import { call, ONE_PLACE_INDEX, startTestServer, until, type TestServer } from './helpers.ts';
import { openSocket, rawExchange, request } from './raw-http.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { free: generous, business: generous } });
  live = await t.key('live', 'business');
  setPlacesIndex(ONE_PLACE_INDEX);
});
after(async () => {
  setPlacesIndex(undefined);
  await t.close();
});

// New Delhi by coordinates; Los Angeles across the US DST change of 2026-03-08;
// Reykjavik at 64.15 N; New Delhi by place_id (the one place of ONE_PLACE_INDEX).
const DELHI = { lat: 28.6358, lon: 77.2245 };
const LOS_ANGELES = { lat: 34.0522, lon: -118.2437 };
const REYKJAVIK = { lat: 64.1466, lon: -21.9426 };
const DELHI_ID = { place_id: 'gn:1261481' };
const PLACES = [DELHI, LOS_ANGELES, REYKJAVIK, DELHI_ID];
// Svalbard, where the Sun does not set in June: a day without sunrise is a 400 naming the place's lat.
const POLAR = { lat: 78.22, lon: 15.65 };

const query = (fields: Record<string, unknown>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** The dates from..to, both included (UTC calendar arithmetic on the date only). */
function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) {
    out.push(new Date(ms).toISOString().slice(0, 10));
  }
  return out;
}

async function singleDays(place: Record<string, unknown>, dates: string[]): Promise<unknown[]> {
  const answers = await Promise.all(dates.map((date) => call(t.url, `/v1/panchang?${query({ date, ...place })}`, { key: live.key })));
  for (const a of answers) assert.equal(a.status, 200, a.text);
  return answers.map((a) => a.json.data);
}

describe('GET /v1/panchang/range', () => {
  test('each day equals GET /v1/panchang at four places (one western across DST, one at 64 N, one by place_id)', async () => {
    const from = '2026-02-25',
      to = '2026-03-16';
    const dates = datesOf(from, to);
    assert.equal(dates.length, 20);
    for (const place of PLACES) {
      const a = await call(t.url, `/v1/panchang/range?${query({ from, to, ...place })}`, { key: live.key });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.data.from, from);
      assert.equal(a.json.data.to, to);
      assert.equal(a.json.meta.credits_charged, 20);
      assert.equal(a.json.data.days.length, 20);
      assert.deepEqual(a.json.data.days, await singleDays(place, dates), JSON.stringify(place));
    }
  });

  test("a range holding New Delhi 2022-01-26 gives Drik Panchang's values for that day", async () => {
    const a = await call(t.url, `/v1/panchang/range?${query({ from: '2022-01-20', to: '2022-02-02', ...DELHI })}`, { key: live.key });
    assert.equal(a.status, 200, a.text);
    const d = a.json.data.days.find((x: { date: string }) => x.date === '2022-01-26');
    // Drik Panchang, New Delhi, 26 Jan 2022: sunrise 07:12, sunset 17:55, Krishna Navami upto 04:34 Jan 27.
    assert.match(d.sunrise, /^2022-01-26T07:1[12]:\d\d\+05:30$/);
    assert.match(d.sunset, /^2022-01-26T17:5[45]:\d\d\+05:30$/);
    assert.equal(d.tithi.number, 24);
    assert.match(d.tithi.end, /^2022-01-27T04:3[345]/);
  });

  test('366 days of 2024 (a leap year) in one request; meta names the place', async () => {
    const a = await call(t.url, `/v1/panchang/range?${query({ from: '2024-01-01', to: '2024-12-31', ...DELHI_ID, lang: 'hi' })}`, {
      key: live.key,
    });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.data.days.length, 366);
    assert.equal(a.json.data.days[365].date, '2024-12-31');
    assert.equal(a.json.meta.credits_charged, 366);
    assert.equal(a.json.meta.place_used.place_id, 'gn:1261481');
  });

  test('include=choghadiya,hora: each day also equals GET /v1/panchang/choghadiya and /hora; 3 credits a day', async () => {
    const from = '2026-10-30',
      to = '2026-11-02';
    const dates = datesOf(from, to);
    for (const place of [LOS_ANGELES, REYKJAVIK]) {
      const a = await call(t.url, `/v1/panchang/range?${query({ from, to, ...place, include: 'hora,choghadiya' })}`, { key: live.key });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.json.meta.credits_charged, dates.length * 3);
      assert.equal(a.json.data.days.length, dates.length);
      const panchangs = await singleDays(place, dates);
      for (const [i, date] of dates.entries()) {
        const { choghadiya, hora, ...panchang } = a.json.data.days[i];
        assert.deepEqual(panchang, panchangs[i]);
        const c = await call(t.url, `/v1/panchang/choghadiya?${query({ date, ...place })}`, { key: live.key });
        const h = await call(t.url, `/v1/panchang/hora?${query({ date, ...place })}`, { key: live.key });
        assert.deepEqual(choghadiya, c.json.data.periods, date);
        assert.deepEqual(hora, h.json.data.horas, date);
      }
    }
    const b = await call(t.url, '/v1/panchang/batch', { key: live.key, body: { from, to, places: [DELHI, DELHI_ID], include: ['hora'] } });
    assert.equal(b.status, 200, b.text);
    assert.equal(b.json.meta.credits_charged, dates.length * 2 * 2);
    assert.equal(b.json.data.places[1].days[0].choghadiya, undefined);
    assert.equal(b.json.data.places[1].days[0].hora.length, 24);
  });

  test('bad ranges and places are 400s naming the field', async () => {
    const bad = async (fields: Record<string, unknown>, param: string) =>
      expectErrorAnswer(await call(t.url, `/v1/panchang/range?${query(fields)}`, { key: live.key }), 400, 'invalid_parameter', param);
    await bad({ from: '2026-03-10', to: '2026-03-09', ...DELHI }, 'to');
    await bad({ from: '2026-01-01', to: '2027-01-02', ...DELHI }, 'to');
    await bad({ from: '2026-01-01', to: '2026-01-02', ...DELHI, place_id: 'gn:1261481' }, 'place_id');
    await bad({ from: '2026-01-01', to: '2026-01-02' }, 'lat');
    await bad({ from: '2026-02-30', to: '2026-03-02', ...DELHI }, 'from');
    await bad({ from: '2026-01-01', to: '2026-01-02', ...DELHI, include: 'rahu' }, 'include');
    // Svalbard in June: the Sun does not set.
    await bad({ from: '2026-06-01', to: '2026-06-03', lat: 78.22, lon: 15.65 }, 'lat');
  });
});

const usedCredits = async () => (await call(t.url, '/v1/usage', { key: live.key })).json.data.credits_used as number;

describe('POST /v1/panchang/batch', () => {
  test("each place's days equal its range answer; days x places credits, charged once", async () => {
    const from = '2026-10-28',
      to = '2026-11-08';
    const before = await usedCredits();
    const a = await call(t.url, '/v1/panchang/batch', { key: live.key, body: { from, to, places: PLACES } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.json.meta.credits_charged, 12 * 4);
    assert.equal(await usedCredits(), before + 12 * 4);
    assert.equal(a.json.data.places.length, 4);
    for (const [i, place] of PLACES.entries()) {
      const entry = a.json.data.places[i];
      assert.equal(entry.place_index, i);
      assert.equal(entry.place_id, 'place_id' in place ? place.place_id : null);
      const range = await call(t.url, `/v1/panchang/range?${query({ from, to, ...place })}`, { key: live.key });
      assert.deepEqual(entry.days, range.json.data.days, JSON.stringify(place));
    }
    // The four ranges of the loop: 12 credits each.
    assert.equal(await usedCredits(), before + 12 * 4 * 2);
  });

  test('NDJSON: one line per place and day, in order, then meta; the same days as JSON', async () => {
    const body = { from: '2026-11-01', to: '2026-11-05', places: [DELHI, LOS_ANGELES, REYKJAVIK] };
    const json = await call(t.url, '/v1/panchang/batch', { key: live.key, body });
    const before = await usedCredits();
    const a = await call(t.url, '/v1/panchang/batch', { key: live.key, body, headers: { accept: 'application/x-ndjson' } });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.headers.get('content-type'), 'application/x-ndjson');
    assert.ok(a.text.endsWith('\n'));
    const lines = a.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(lines.length, 3 * 5 + 1);
    const tail = lines.pop();
    assert.equal(tail.meta.credits_charged, 15);
    assert.deepEqual(tail.warnings, []);
    assert.equal(await usedCredits(), before + 15);
    assert.deepEqual(
      lines.map((l) => l.place_index),
      [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2],
    );
    assert.deepEqual(
      lines.map((l) => l.day),
      json.json.data.places.flatMap((p: { days: unknown[] }) => p.days),
    );
  });

  test('NDJSON range: one line per day', async () => {
    const a = await call(t.url, `/v1/panchang/range?${query({ from: '2026-11-01', to: '2026-11-03', ...DELHI })}`, {
      key: live.key,
      headers: { accept: 'application/x-ndjson' },
    });
    assert.equal(a.status, 200, a.text);
    const lines = a.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.deepEqual(
      lines.slice(0, 3).map((l) => [l.place_index, l.day.date]),
      [
        [0, '2026-11-01'],
        [0, '2026-11-02'],
        [0, '2026-11-03'],
      ],
    );
    assert.equal(lines[3].meta.credits_charged, 3);
    assert.equal(lines[3].meta.place_used.latitude, DELHI.lat);
  });

  test('a polar place after the first: NDJSON ends with an error line and nothing is charged; a polar first place is a 400', async () => {
    const places = [DELHI, DELHI, DELHI, DELHI, DELHI, POLAR];
    const body = { from: '2026-06-01', to: '2026-06-02', places };
    const before = await usedCredits();
    const a = await call(t.url, '/v1/panchang/batch', { key: live.key, body, headers: { accept: 'application/x-ndjson' } });
    assert.equal(a.status, 200);
    const lines = a.text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    assert.equal(lines.length, 5 * 2 + 1);
    assert.equal(lines.at(-1).error.type, 'invalid_parameter');
    assert.equal(lines.at(-1).error.param, 'places[5].lat');
    // The first part fails before anything is written: an error answer, as JSON or NDJSON.
    const first = { ...body, places: [POLAR, DELHI] };
    expectErrorAnswer(await call(t.url, '/v1/panchang/batch', { key: live.key, body: first }), 400, 'invalid_parameter', 'places[0].lat');
    expectErrorAnswer(
      await call(t.url, '/v1/panchang/batch', { key: live.key, body: first, headers: { accept: 'application/x-ndjson' } }),
      400,
      'invalid_parameter',
      'places[0].lat',
    );
    assert.equal(await usedCredits(), before);
  });

  test('bad bodies are 400s naming the field, and charge nothing', async () => {
    const before = await usedCredits();
    const bad = async (body: unknown, param: string) =>
      expectErrorAnswer(await call(t.url, '/v1/panchang/batch', { key: live.key, body }), 400, 'invalid_parameter', param);
    const range = { from: '2026-01-01', to: '2026-01-02' };
    await bad({ from: '2026-01-02', to: '2026-01-01', places: [DELHI] }, 'to');
    await bad({ from: '2026-01-01', to: '2027-01-02', places: [DELHI] }, 'to');
    await bad({ ...range, places: Array.from({ length: 101 }, () => DELHI) }, 'places');
    await bad({ ...range, places: [] }, 'places');
    await bad({ ...range, places: [DELHI, { ...DELHI, place_id: 'gn:1261481' }] }, 'places[1].place_id');
    await bad({ ...range, places: [DELHI, { lat: 10 }] }, 'places[1].lon');
    await bad({ ...range, places: [DELHI, {}] }, 'places[1].lat');
    await bad({ ...range, places: [DELHI], include: ['hora', 'hora'] }, 'include');
    expectErrorAnswer(
      await call(t.url, '/v1/panchang/batch', { key: live.key, body: { ...range, places: [DELHI, { place_id: 'gn:1' }] } }),
      404,
      'not_found',
      'places[1].place_id',
    );
    assert.equal(await usedCredits(), before);
  });

  test('a request beyond the credits left is refused 429 before anything is computed', async () => {
    const free = await t.key('live', 'free');
    // The free plan's 3,000 monthly credits: 366 days x 9 places = 3,294.
    const body = { from: '2024-01-01', to: '2024-12-31', places: Array.from({ length: 9 }, () => DELHI) };
    expectErrorAnswer(await call(t.url, '/v1/panchang/batch', { key: free.key, body }), 429, 'quota_exhausted');
    const ok = await call(t.url, '/v1/panchang/batch', { key: free.key, body: { ...body, places: body.places.slice(0, 8) } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.meta.credits_charged, 366 * 8);
  });
});

describe('NDJSON to a client that does not read', () => {
  test('the stream waits for the reader; one that reads nothing is closed after the stall timeout, ended and charged nothing', async () => {
    const s = await startTestServer({ writeStallTimeoutMs: 1000, planOverrides: { business: generous } });
    try {
      const k = await s.key('live', 'business');
      // 40 places x 365 days: about 30 MB of lines, far more than the socket buffers hold.
      const body = JSON.stringify({ from: '2026-01-01', to: '2026-12-31', places: Array.from({ length: 40 }, () => DELHI) });
      const socket = await openSocket(s.url);
      socket.pause();
      socket.write(
        request(
          'POST',
          '/v1/panchang/batch',
          { authorization: `Bearer ${k.key}`, accept: 'application/x-ndjson', 'content-type': 'application/json' },
          body,
        ),
      );
      // The stream waits on the socket, then the server closes it and ends the request (a paused client sees no close).
      await until(() => s.server.pendingWrites() === 1, 60_000);
      await until(() => s.server.pendingWrites() === 0 && s.server.inFlight() === 0, 10_000);
      socket.destroy();
      const usage = await call(s.url, '/v1/usage', { key: k.key });
      assert.equal(usage.json.data.credits_used, 0);
    } finally {
      await s.close();
    }
  });
});

/**
 * A chunked body as sent: the chunks' text, and whether the last (empty)
 * chunk came, i.e. the answer was ended rather than cut short.
 */
function dechunk(body: Buffer): { text: string; ended: boolean } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return { text: Buffer.concat(parts).toString('utf8'), ended: true };
    if (lineEnd + 2 + size > body.length) {
      parts.push(body.subarray(lineEnd + 2));
      break;
    }
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return { text: Buffer.concat(parts).toString('utf8'), ended: false };
}

/** The answer's head (status, lower-case headers) and its body bytes, from what a server sent. */
function splitAnswer(data: Buffer): { status: number; headers: Record<string, string>; body: Buffer } {
  const headEnd = data.indexOf('\r\n\r\n');
  assert.ok(headEnd > 0, `an answer head: ${data.subarray(0, 200).toString('latin1')}`);
  const lines = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { status: Number(lines[0]!.split(' ')[1]), headers, body: data.subarray(headEnd + 4) };
}

/**
 * The JSON answer of a bulk operation as the server made it before answers
 * were streamed: every part computed (here, on this thread), the data
 * assembled by bulkDataJson, the envelope by serializeEnvelope.
 */
async function assembledAnswer(op: AnyOperation, input: unknown, requestId: string, credits: number): Promise<string> {
  const ctx = new OperationContext(
    {
      places: placesIndex,
      now: Date.now,
      transport: 'none',
      usage: {
        usage: () => {
          throw new Error('unused');
        },
        testCallsRemaining: () => {
          throw new Error('unused');
        },
        demoDailyCalls: 0,
      },
    },
    undefined,
  );
  const validator = op.method === 'POST' ? compile(op.input!) : compileQuery(op.input!);
  const prepared = (await prepareOperation(op, validator.parse(input), ctx)) as Prepared<BulkTask<unknown>>;
  const partJsons = prepared.task.parts.map((part) => (op.compute(part) as { dataJson: string }).dataJson);
  const answer = finish(prepared, ctx, { dataJson: bulkDataJson(prepared.task, partJsons), warnings: [] });
  assert.ok('dataJson' in answer);
  return serializeEnvelope(answer.dataJson, buildMeta(requestId, 'live', credits, answer.meta), answer.warnings);
}

for (const transport of ['auto', 'node'] as const) {
  describe(`JSON bulk answers streamed (transport ${transport})`, () => {
    let s: TestServer;
    let key: string;
    before(async () => {
      initEphemeris();
      s = await startTestServer({ transport, planOverrides: { business: generous } });
      key = (await s.key('live', 'business')).key;
    });
    after(() => s.close());
    const credits = async () => (await call(s.url, '/v1/usage', { key })).json.data.credits_used as number;

    test('a batch is chunked, byte for byte the envelope assembled whole; so is a range; HEAD says the GET length', async () => {
      const body = {
        from: '2026-03-06',
        to: '2026-03-10',
        places: [DELHI, LOS_ANGELES, REYKJAVIK, DELHI, LOS_ANGELES, REYKJAVIK],
        include: ['choghadiya', 'hora'],
        lang: 'hi',
      };
      const a = await call(s.url, '/v1/panchang/batch', { key, body });
      assert.equal(a.status, 200, a.text);
      assert.equal(a.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(a.headers.get('content-length'), null);
      assert.equal(a.headers.get('transfer-encoding'), 'chunked');
      assert.equal(a.json.meta.credits_charged, 5 * 6 * 3);
      assert.equal(a.text, await assembledAnswer(panchangBatch, body, a.headers.get('x-request-id')!, 5 * 6 * 3));

      const q = { from: '2026-03-06', to: '2026-03-10', ...LOS_ANGELES, include: 'hora' };
      const r = await call(s.url, `/v1/panchang/range?${query(q)}`, { key });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.headers.get('transfer-encoding'), 'chunked');
      assert.equal(r.text, await assembledAnswer(panchangRange, q, r.headers.get('x-request-id')!, 5 * 2));
      const head = await fetch(`${s.url}/v1/panchang/range?${query(q)}`, { method: 'HEAD', headers: { authorization: `Bearer ${key}` } });
      assert.equal(head.status, 200);
      assert.equal(Number(head.headers.get('content-length')), Buffer.byteLength(r.text));
    });

    test('a large answer read as it comes arrives whole, as JSON and as NDJSON', async () => {
      // About 11 MB: more than the socket buffers take at once, so the stream waits for the socket between parts.
      // (uWS once resumed that wait from its own callback, and the end of the answer waited for its 10 s timeout.)
      const body = {
        from: '2026-01-01',
        to: '2026-12-31',
        include: ['choghadiya', 'hora'],
        places: [DELHI, LOS_ANGELES, REYKJAVIK, DELHI],
      };
      const json = await call(s.url, '/v1/panchang/batch', { key, body });
      assert.equal(json.status, 200);
      assert.ok(json.text.length > 10_000_000, `${json.text.length} characters`);
      assert.equal(json.json.data.places.length, 4);
      assert.equal(json.json.meta.credits_charged, 365 * 4 * 3);
      const ndjson = await call(s.url, '/v1/panchang/batch', { key, body, headers: { accept: 'application/x-ndjson' } });
      assert.equal(ndjson.status, 200);
      const lines = ndjson.text.trimEnd().split('\n');
      assert.equal(lines.length, 365 * 4 + 1);
      assert.equal(JSON.parse(lines.at(-1)!).meta.credits_charged, 365 * 4 * 3);
    });

    test('a part failing after the first: a 200 cut short (the connection closed without the last chunk), nothing charged', async () => {
      const before = await credits();
      const body = JSON.stringify({ from: '2026-06-01', to: '2026-06-02', places: [DELHI, DELHI, DELHI, DELHI, DELHI, POLAR] });
      const outcome = await rawExchange(
        s.url,
        request('POST', '/v1/panchang/batch', { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body),
        5000,
      );
      assert.ok(outcome.closedByServer, 'the server closed the connection');
      const answer = splitAnswer(outcome.data);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['transfer-encoding'], 'chunked');
      const { text, ended } = dechunk(answer.body);
      assert.equal(ended, false, 'no last chunk');
      assert.ok(
        text.startsWith('{"data":{"from":"2026-06-01","to":"2026-06-02","places":[{"place_index":0,"place_id":null,"days":[{'),
        text.slice(0, 200),
      );
      assert.throws(() => JSON.parse(text), SyntaxError);
      assert.ok(!text.includes('"credits_charged"'));
      await until(() => s.server.inFlight() === 0);
      assert.equal(await credits(), before);
    });
  });
}
