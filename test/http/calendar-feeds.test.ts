/**
 * `Accept: text/calendar` on the festivals, vrats, Ekadashi, sankrantis,
 * eclipses and muhurat search: every feed parsed with ical.js (a maintained
 * RFC 5545 parser, independent of our writer): all-day events with
 * DTSTART;VALUE=DATE and DTEND, timed events in the place's zone with its
 * VTIMEZONE, UIDs unique and equal when the feed is made again, charged as the
 * JSON answer. The dates themselves are the operations' (checked in their own
 * tests); here one per feed against Drik Panchang, named.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ICAL from 'ical.js';
import { call, startTestServer, type TestServer } from './helpers.ts';

let t: TestServer;
let live: { key: string };
const generous = { requestsPerSecond: 10_000, concurrentRequests: 100 };

before(async () => {
  t = await startTestServer({ planOverrides: { business: generous } });
  live = await t.key('live', 'business');
});
after(async () => {
  await t.close();
});

const ICS = { accept: 'text/calendar' };
const DELHI = 'lat=28.6139&lon=77.209';
const NEW_YORK = 'lat=40.7128&lon=-74.006';

interface Parsed {
  text: string;
  credits: string | null;
  calendar: ICAL.Component;
  events: ICAL.Event[];
}

async function feed(path: string): Promise<Parsed> {
  const a = await call(t.url, path, { key: live.key, headers: ICS });
  assert.equal(a.status, 200, a.text);
  assert.match(a.headers.get('content-type') ?? '', /^text\/calendar; charset=utf-8$/);
  const calendar = new ICAL.Component(ICAL.parse(a.text));
  // The feed's own VTIMEZONE gives the instants of its timed events.
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  assert.ok(events.length > 0, `${path}: no events`);
  // Every line CRLF-ended and at most 75 octets (RFC 5545 3.1).
  for (const line of a.text.split('\r\n')) assert.ok(Buffer.byteLength(line, 'utf8') <= 75, line);
  const uids = events.map((e) => e.uid);
  assert.equal(new Set(uids).size, uids.length, `${path}: UIDs not unique`);
  for (const e of events) {
    assert.ok(e.summary.length > 0);
    assert.ok(e.description.length > 0);
    assert.ok(e.component.getFirstPropertyValue('dtstamp'));
    assert.ok(e.endDate.compare(e.startDate) > 0, `${e.summary}: ends before it starts`);
  }
  return { text: a.text, credits: a.headers.get('x-credits-remaining'), calendar, events };
}

const allDay = (p: Parsed) => p.events.filter((e) => e.startDate.isDate);
const timed = (p: Parsed) => p.events.filter((e) => !e.startDate.isDate);
const tzidOf = (e: ICAL.Event) => e.component.getFirstProperty('dtstart')?.getParameter('tzid');

describe('Accept: text/calendar', () => {
  test('Ekadashi 2026, New Delhi: 24 all-day fasts with DTEND, 24 paran windows in Asia/Kolkata; Prabodhini on 20 November (Drik Panchang)', async () => {
    const p = await feed(`/v1/calendar/ekadashi?year=2026&${DELHI}`);
    assert.equal(allDay(p).length, 24);
    assert.equal(timed(p).length, 24);
    for (const e of allDay(p)) {
      assert.ok(e.component.getFirstProperty('dtend'), 'an all-day event carries DTEND');
      assert.equal(e.endDate.toJSDate().getTime() - e.startDate.toJSDate().getTime(), 86_400_000);
    }
    // https://www.drikpanchang.com/ekadashis/prabodhini/prabodhini-ekadashi-date-time.html?year=2026&geoname-id=1261481
    const prabodhini = allDay(p).find((e) => /Devutthana|Prabodhini|Dev Uthani/i.test(e.summary))!;
    assert.equal(prabodhini.startDate.toString(), '2026-11-20');
    // Its paran on 21 November 13:11-15:18 New Delhi time (Drik; ours within a minute or two).
    const paran = timed(p).find((e) => e.summary.startsWith(prabodhini.summary))!;
    assert.equal(tzidOf(paran), 'Asia/Kolkata');
    assert.match(paran.startDate.toString(), /^2026-11-21T13:1\d:00$/);
    // The VTIMEZONE is Asia/Kolkata's: the UTC instant of the paran start is 07:4x Z.
    assert.match(paran.startDate.toJSDate().toISOString(), /^2026-11-21T07:4\d:00\.000Z$/);
    assert.ok(p.calendar.getFirstSubcomponent('vtimezone'));
  });

  test('festivals in New York: timed windows in America/New_York across the DST change, UTC instants right', async () => {
    const p = await feed(`/v1/calendar/festivals?year=2026&${NEW_YORK}`);
    const windows = timed(p);
    assert.ok(windows.length > 10);
    const json = await call(t.url, `/v1/calendar/festivals?year=2026&${NEW_YORK}`, { key: live.key });
    const expected = new Map<string, number>();
    for (const f of json.json.data.festivals as { name: string; windows: { id: string; start: string }[] }[]) {
      for (const w of f.windows) expected.set(`${f.name}: ${w.id.replace(/_/g, ' ')}`, Date.parse(w.start));
    }
    // Each window's instant, read back through the feed's VTIMEZONE, is the JSON answer's (offsets -05:00 and -04:00 both).
    let checked = 0;
    for (const e of windows) {
      const want = expected.get(e.summary);
      if (want === undefined) continue;
      assert.equal(tzidOf(e), 'America/New_York');
      assert.equal(e.startDate.toJSDate().getTime(), want, e.summary);
      checked += 1;
    }
    assert.ok(checked > 10, `only ${checked} windows compared`);
  });

  test('vrats, sankrantis, eclipses and muhurat search answer feeds; the sankranti moment and punya kaal are there', async () => {
    const v = await feed(`/v1/calendar/vrats?year=2026&${DELHI}`);
    assert.ok(allDay(v).length > 50);
    const s = await feed(`/v1/calendar/sankrantis?year=2026&${DELHI}`);
    const makar = allDay(s).find((e) => e.summary === 'Makar Sankranti')!;
    // Drik Panchang: Makar Sankranti 2026 on 14 January in New Delhi.
    assert.equal(makar.startDate.toString(), '2026-01-14');
    assert.match(makar.description, /Punya kaal/);
    const e = await feed(`/v1/eclipses?from=2026-01-01&to=2026-12-31&${DELHI}`);
    assert.ok(timed(e).length >= 1);
    // The lunar eclipse of 2026-03-03 rises eclipsed at New Delhi, past totality: partial there, as Drik Panchang prints it.
    assert.ok(timed(e).some((x) => x.summary === 'Lunar eclipse (Partial)'));
    // In Hindi, the almanac's words (चन्द्र ग्रहण; खंडग्रास as hindi.webdunia.com's eclipse pages print it).
    const eHi = await feed(`/v1/eclipses?from=2026-01-01&to=2026-12-31&lang=hi&${DELHI}`);
    assert.ok(timed(eHi).some((x) => x.summary === 'चन्द्र ग्रहण (खंडग्रास)'));
    const m = await feed(`/v1/muhurat/search?activity=marriage&from=2026-11-21&to=2026-12-31&limit=100&${DELHI}`);
    assert.ok(timed(m).length > 0, 'marriage windows from 21 November to 31 December');
    assert.ok(timed(m).every((x) => tzidOf(x) === 'Asia/Kolkata'));
  });

  test('UIDs stay the same when the feed is made again; the JSON answer is unchanged without the header; credits as JSON', async () => {
    const a = await feed(`/v1/calendar/festivals?year=2026&${DELHI}`);
    const b = await feed(`/v1/calendar/festivals?year=2026&${DELHI}`);
    assert.deepEqual(
      a.events.map((e) => e.uid),
      b.events.map((e) => e.uid),
    );
    const before = Number(b.credits);
    const c = await feed(`/v1/calendar/festivals?year=2026&${DELHI}`);
    // 2 credits, as the festivals' JSON answer.
    assert.equal(before - Number(c.credits), 2);
    const json = await call(t.url, `/v1/calendar/festivals?year=2026&${DELHI}`, { key: live.key });
    assert.match(json.headers.get('content-type') ?? '', /application\/json/);
  });

  test('the OpenAPI document lists text/calendar for the six feeds and the feed token fetch, and for no other operation', async () => {
    const doc = (await call(t.url, '/v1/openapi.json')).json as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const withFeed = Object.entries(doc.paths)
      .filter(([, methods]) =>
        Object.values(methods).some((m) => m.responses['200']?.content !== undefined && 'text/calendar' in m.responses['200'].content),
      )
      .map(([path]) => path)
      .sort();
    assert.deepEqual(withFeed, [
      '/v1/calendar/ekadashi',
      '/v1/calendar/festivals',
      '/v1/calendar/sankrantis',
      '/v1/calendar/vrats',
      '/v1/eclipses',
      '/v1/feeds/{token}.ics',
      '/v1/muhurat/search',
    ]);
  });

  test('lang=hi names the events in Hindi', async () => {
    const p = await feed(`/v1/calendar/ekadashi?year=2026&${DELHI}&lang=hi`);
    assert.ok(allDay(p).some((e) => e.summary === 'जया एकादशी'));
  });
});
