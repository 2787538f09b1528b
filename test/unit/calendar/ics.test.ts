/**
 * The iCalendar writer (src/operations/shared/ics.ts) read back by ical.js, an
 * independent RFC 5545 parser: escaped text and folded lines come back as
 * written; a fixed-offset zone gives UTC times; an IANA zone's VTIMEZONE gives
 * the instants the zone database does on both sides of a daylight-saving
 * change (America/New_York, 2026-03-08 02:00 EST -> EDT, timeanddate.com).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ICAL from 'ical.js';
import { escapeText, foldLine, icsText, vtimezone } from '../../../src/operations/shared/ics.ts';

const parse = (text: string) => {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
};

describe('ics writer', () => {
  test('text escaped and long lines folded at 75 octets, never inside a UTF-8 character; ical.js reads them back whole', () => {
    assert.equal(escapeText('a,b;c\\d\ne'), 'a\\,b\\;c\\\\d\\ne');
    const long = 'एकादशी '.repeat(30);
    for (const line of foldLine(`SUMMARY:${long}`).split('\r\n')) assert.ok(Buffer.byteLength(line, 'utf8') <= 75);
    const [e] = parse(
      icsText({
        name: 'Test',
        zone: 'Asia/Kolkata',
        stampMs: Date.UTC(2026, 0, 1),
        events: [{ uid: 'a@x', summary: long, description: 'Rule: one, two; three\nline two', when: { date: '2026-11-20' } }],
      }),
    );
    assert.equal(e!.summary, long);
    assert.equal(e!.description, 'Rule: one, two; three\nline two');
    assert.equal(e!.startDate.toString(), '2026-11-20');
    assert.equal(e!.endDate.toString(), '2026-11-21');
  });

  test('a fixed offset gives UTC times; an IANA zone local times whose instants are right across the DST change', () => {
    const [fixed] = parse(
      icsText({
        name: 'Fixed',
        zone: '+05:30',
        stampMs: 0,
        events: [
          { uid: 'f@x', summary: 's', description: 'd', when: { start: '2026-11-21T13:11:00+05:30', end: '2026-11-21T15:18:00+05:30' } },
        ],
      }),
    );
    assert.equal(fixed!.startDate.toJSDate().toISOString(), '2026-11-21T07:41:00.000Z');
    const events = parse(
      icsText({
        name: 'NY',
        zone: 'America/New_York',
        stampMs: 0,
        events: [
          {
            uid: 'w@x',
            summary: 'winter',
            description: 'd',
            when: { start: '2026-03-07T10:00:00-05:00', end: '2026-03-07T11:00:00-05:00' },
          },
          {
            uid: 's@x',
            summary: 'summer',
            description: 'd',
            when: { start: '2026-03-09T10:00:00-04:00', end: '2026-03-09T11:00:00-04:00' },
          },
        ],
      }),
    );
    assert.equal(events[0]!.startDate.toJSDate().toISOString(), '2026-03-07T15:00:00.000Z');
    assert.equal(events[1]!.startDate.toJSDate().toISOString(), '2026-03-09T14:00:00.000Z');
  });

  test('the VTIMEZONE names the change at 2026-03-08 02:00 local, -0500 to -0400', () => {
    const lines = vtimezone('America/New_York', Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 20));
    const i = lines.indexOf('BEGIN:DAYLIGHT');
    assert.ok(i > 0);
    assert.deepEqual(lines.slice(i, i + 5), [
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
    ]);
  });
});
