/** GET /v1/calendar/yogas through the engine: the spans asked for, and typed 400s. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createEngine } from '../../../src/engine/index.ts';
import { expectApiError } from '../../fixtures.ts';

const DELHI = { lat: 28.6139, lon: 77.209 };
const e = createEngine();

test('only the ids asked for, in time order, with kind and abode where they belong', async () => {
  const a = (await e.run('calendarYogas', { from: '2026-02-15', to: '2026-02-22', ...DELHI, ids: 'panchak,bhadra', lang: 'hi' })) as {
    data: any;
  };
  const spans = a.data.spans as { id: string; label: string; start: string; kind: string | null; abode: string | null }[];
  assert.ok(spans.length >= 3);
  assert.deepEqual([...new Set(spans.map((s) => s.id))].sort(), ['bhadra', 'panchak']);
  assert.deepEqual(
    spans.map((s) => s.start),
    [...spans.map((s) => s.start)].sort(),
  );
  for (const s of spans) {
    if (s.id === 'panchak') assert.equal(s.kind, 'agni');
    else assert.equal(s.kind, null);
    assert.equal(s.abode === null, s.id !== 'bhadra');
  }
  assert.equal(spans.find((s) => s.id === 'panchak')?.label, 'पंचक');
});

test('bad ranges and ids: 400 with the field named', async () => {
  await expectApiError(e.run('calendarYogas', { ...DELHI }), { code: 'invalid_parameter', param: 'from' });
  await expectApiError(e.run('calendarYogas', { from: '2026-01-01', to: '2027-01-05', ...DELHI }), {
    code: 'invalid_parameter',
    param: 'to',
  });
  await expectApiError(e.run('calendarYogas', { year: 2026, to: '2026-02-01', ...DELHI }), { code: 'invalid_parameter', param: 'to' });
  await expectApiError(e.run('calendarYogas', { year: 2026, ...DELHI, ids: 'guru_pushya,amrit' }), {
    code: 'invalid_parameter',
    param: 'ids',
  });
  await expectApiError(e.run('calendarYogas', { year: 2026, lat: 89, lon: 0 }), { code: 'invalid_parameter', param: 'lat' });
});

test('the Pushkara, Aadal, Vidaal and Ganda Moola ids: labels in lang, no kind or abode', async () => {
  const a = (await e.run('calendarYogas', {
    from: '2026-06-21',
    to: '2026-06-21',
    ...DELHI,
    ids: 'tripushkar,aadal,vidaal,ganda_moola,dwipushkar',
    lang: 'hi',
  })) as { data: any };
  const spans = a.data.spans as { id: string; label: string; start: string; kind: null; abode: null }[];
  // Drik Panchang's New Delhi page of the day: Aadal to 09:31, Tripushkar 09:31 to 15:20 (drik-day-pages.test.ts).
  assert.deepEqual(
    spans.map((s) => s.id),
    ['aadal', 'tripushkar'],
  );
  assert.equal(spans[1]!.label, 'त्रिपुष्कर योग');
  assert.ok(spans.every((s) => s.kind === null && s.abode === null));
});

test('the panchang day near a polar night: 200 with special_yogas null (a sunrise the spans need does not happen), spans elsewhere', async () => {
  // Tromso: the Sun last rises about 26 November; the day of the 22nd rises and sets.
  const polar = (await e.run('panchang', { date: '2026-11-22', lat: 69.6492, lon: 18.9553 })) as { data: any };
  assert.equal(polar.data.special_yogas, null);
  const delhi = (await e.run('panchang', { date: '2026-06-21', ...DELHI })) as { data: any };
  assert.deepEqual(
    (delhi.data.special_yogas as { id: string }[]).map((s) => s.id).filter((id) => id === 'tripushkar'),
    ['tripushkar'],
  );
});

test("Bhadra's parts, Siddha yoga and the Dagdha tithis through the operation: labels in lang, no kind or abode, in order", async () => {
  const a = (await e.run('calendarYogas', {
    from: '2025-03-13',
    to: '2025-03-13',
    ...DELHI,
    ids: 'bhadra_mukha,bhadra_puchha,siddha_yoga,dagdha_tithi,surya_dagdha_tithi',
    lang: 'hi',
  })) as { data: any };
  const spans = a.data.spans as { id: string; label: string; start: string; kind: null; abode: null }[];
  // Holika Dahan 2025, a Thursday Purnima: Siddha from the Purnima's start, then the puchha and the mukha
  // (ABP Live: punchha 18:57-20:14, mukha to 22:22; bhadra-parts.test.ts).
  assert.deepEqual(
    spans.map((s) => s.id),
    ['siddha_yoga', 'bhadra_puchha', 'bhadra_mukha'],
  );
  assert.deepEqual(
    spans.map((s) => s.label),
    ['सिद्ध योग', 'भद्रा पुच्छ', 'भद्रा मुख'],
  );
  assert.ok(spans.every((s) => s.kind === null && s.abode === null));
});
