/**
 * Drik Panchang's New Delhi vehicle and property lists, July to December 2026
 * (test/reference/drik-muhurat-more.ts), compared day for day both ways, every
 * difference with the rule that decides it; and the same copy's marriage list
 * checked against the two other copies of it (drik-muhurat.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { muhuratDays, type MuhuratActivityId } from '../../../src/domain/muhurat/index.ts';
import { offsetMinutesAtZone } from '../../../src/time/index.ts';
import { MUHURAT_REFERENCE } from '../../reference/drik-muhurat.ts';
import {
  DRIK_MARRIAGE_2026_GANAK,
  DRIK_MORE_LISTS,
  DRIK_PROPERTY_2026_H2,
  DRIK_VEHICLE_2026_H2,
  type DrikMoreList,
} from '../../reference/drik-muhurat-more.ts';
import { REFERENCE_PLACES } from '../../reference/drik-panchang.ts';

const DELHI = REFERENCE_PLACES['new-delhi'];
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
const THU = 4;
const FRI = 5;

/** The days the service accepts at New Delhi over the list's span. */
function accepted(activity: MuhuratActivityId, list: DrikMoreList): string[] {
  const [y, m, d] = list.first.split('-').map(Number) as [number, number, number];
  const dayCount = (Date.parse(`${list.last}T00:00:00Z`) - Date.parse(`${list.first}T00:00:00Z`)) / 86_400_000 + 1;
  return muhuratDays({
    activity,
    first: { year: y, month: m, day: d },
    dayCount,
    place: DELHI,
    offsetMinutesAt: offsetMinutesAtZone(DELHI.timeZone),
  })
    .filter((day) => !day.rejected)
    .map((day) => day.iso);
}

test('the lists: real dates in order inside their spans, the counts the copy holds', () => {
  assert.deepEqual(
    DRIK_MORE_LISTS.map((l) => [l.activity, l.dates.length]),
    [
      ['vehicle', 45],
      ['property', 35],
      ['marriage', 59],
    ],
  );
  for (const list of DRIK_MORE_LISTS) {
    assert.deepEqual([...list.dates], [...new Set(list.dates)].sort());
    for (const d of list.dates) {
      assert.equal(new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10), d);
      assert.ok(d >= list.first && d <= list.last, d);
    }
  }
});

test("the copy's marriage dates are Drik's 59 of drik-muhurat.ts, date for date (the transcription vouched for)", () => {
  const other = MUHURAT_REFERENCE.filter((r) => r.activity === 'marriage' && r.year === 2026).map((r) => r.date);
  assert.equal(other.length, 59);
  assert.deepEqual([...DRIK_MARRIAGE_2026_GANAK.dates], [...new Set(other)].sort());
});

describe("Drik Panchang's New Delhi lists, July to December 2026, both ways", () => {
  test('vehicle: 45 days, every one accepted and no other', () => {
    const ours = accepted('vehicle', DRIK_VEHICLE_2026_H2);
    assert.equal(ours.length, 45);
    assert.deepEqual(ours, [...DRIK_VEHICLE_2026_H2.dates]);
    // No Tuesday or Saturday, as in Drik's Mumbai lists (rules.ts, vehicle).
    assert.ok(DRIK_VEHICLE_2026_H2.dates.every((d) => ![2, 6].includes(weekday(d))));
  });

  test('property: Drik lists Thursdays and Fridays only; 28 of its 35 days accepted, each other with its rule', () => {
    const list = DRIK_PROPERTY_2026_H2.dates;
    assert.equal(list.length, 35);
    assert.ok(list.every((d) => [THU, FRI].includes(weekday(d))));
    const ours = accepted('property', DRIK_PROPERTY_2026_H2);
    const missing = list.filter((d) => !ours.includes(d));
    const extra = ours.filter((d) => !list.includes(d));
    // Listed days the table closes: Drik keeps them through rules the table applies to property.
    const MISSING: Record<string, string> = {
      '2026-08-21': 'vyatipata_vaidhriti: Vaidhriti over 98% of the day, with Jyeshtha and Shukla Navami (a Rikta)',
      '2026-09-10': 'tithi: Krishna Chaturdashi, then Amavasya, all day (the table closes the Rikta tithis and Amavasya)',
      '2026-09-25': 'tithi, bhadra and nakshatra: Shukla Chaturdashi (a Rikta) over 71% of the day, its Bhadra and Shatabhisha',
      '2026-10-01':
        "nakshatra and vyatipata_vaidhriti: Rohini, not among Muhurta Chintamani's land nakshatras, over 93% of the day, " +
        'then Vyatipata',
      '2026-11-12':
        "gandanta, tithi and nakshatra: Jyeshtha's last pada and Mula's first over 56% of the day, Shukla Chaturthi (a Rikta) " +
        'and Jyeshtha over the rest',
      '2026-11-20': 'nakshatra and bhadra: Uttara Bhadrapada, not among the land nakshatras, over 99% of the day',
      '2026-11-27': 'nakshatra, tithi and bhadra: Ardra over 87% of the day, Krishna Chaturthi (a Rikta) over 87%, then Bhadra',
    };
    assert.deepEqual(missing, Object.keys(MISSING));
    // Days of ours Drik leaves out: every one on another weekday (weekday: the table keeps Sunday to Wednesday and
    // Saturday open, Tuesday favoured, as News18's list of June 2021 states and lists it; lists.test.ts). Drik's 2026
    // list, like Patrika's January 2026 list, holds Thursdays and Fridays only. The rule is kept: closing the other
    // weekdays would reject the Tuesdays of the 2021 New Delhi lists.
    assert.equal(extra.length, 60);
    assert.ok(extra.every((d) => ![THU, FRI].includes(weekday(d))));
    assert.equal(ours.filter((d) => [THU, FRI].includes(weekday(d))).length, 28);
    assert.equal((list.length - missing.length) / list.length, 28 / 35);
    assert.equal((ours.length - extra.length) / ours.length, 28 / 88);
  });

  test("property-registration: Drik's property page's own rules, 35 of its 35 days accepted and no other", () => {
    // rules.ts, property-registration: Thursday and Friday only, Muhurta Chintamani's land nakshatras with Uttara
    // Bhadrapada (the twelve github.com/shivinexus-tech/ganak read on Drik's page, property-registration-auspicious-
    // dates.html), no tithi closed, adhik masa, Bhadra and gandanta the only doshas. No difference remains either way.
    const list = DRIK_PROPERTY_2026_H2.dates;
    assert.equal(list.length, 35);
    const days = muhuratDays({
      activity: 'property-registration',
      first: { year: 2026, month: 7, day: 1 },
      dayCount: 184,
      place: DELHI,
      offsetMinutesAt: offsetMinutesAtZone(DELHI.timeZone),
    });
    const ours = days.filter((d) => !d.rejected).map((d) => d.iso);
    assert.deepEqual(ours, accepted('property-registration', DRIK_PROPERTY_2026_H2));
    assert.equal(ours.length, 35);
    assert.deepEqual(ours, [...list]);
    const day = (iso: string) => days.find((d) => d.iso === iso)!;
    const favoured = (iso: string, rule: string) =>
      day(iso)
        .reasons.filter((r) => r.rule === rule && r.effect === 'favours')
        .flatMap((r) => r.indices);
    // What the list keeps that the earlier table (sthira karya nakshatras; no Rikta or Amavasya; Vyatipata and
    // Vaidhriti closed) closed: Krishna Chaturdashi and Amavasya all day (09-10), Ashlesha and Magha (07-16), Vaidhriti
    // over 98% of the day (08-21), Uttara Bhadrapada over 99% of it (11-20), Krishna Chaturthi with Ardra and Punarvasu
    // (11-27).
    assert.deepEqual(favoured('2026-09-10', 'tithi'), [29, 30]);
    assert.deepEqual(favoured('2026-07-16', 'nakshatra'), [8, 9]);
    assert.ok(day('2026-08-21').reasons.every((r) => r.rule !== 'vyatipata_vaidhriti'));
    assert.ok(favoured('2026-11-20', 'nakshatra').includes(25));
    assert.ok(favoured('2026-11-27', 'tithi').includes(19));
    // The other weekdays are closed: no day of ours is a Sunday to Wednesday or a Saturday.
    const rejectedByWeekday = days.filter((d) => d.reasons.some((r) => r.rule === 'weekday' && r.effect === 'rejects'));
    assert.equal(rejectedByWeekday.length, days.filter((d) => ![THU, FRI].includes(weekday(d.iso))).length);
    // 184 days from a Wednesday: 26 weeks and a Wednesday and Thursday, so 53 Thursdays and Fridays and 131 others.
    assert.equal(rejectedByWeekday.length, 131);
  });
});
