/**
 * The named windows of the day against Drik Panchang's New Delhi day pages
 * (its Bengali panjika pages, drikpanchang.com/bengali/bengali-day-panjika.html
 * ?date=DD/MM/YYYY: the same timings as its day panchang), from our own
 * sunrise and sunset: Brahma muhurta, pratah and sayahna sandhya, Vijaya and
 * Nishita muhurtas, madhyahna, dinamana and ratrimana. Pages print minutes
 * (lengths to the second); within 1 minute.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namedWindowsOf } from '../../../src/domain/panchang/windows.ts';

/** The Sun at sunset only Godhuli reads (test/unit/panchang/godhuli.test.ts checks it): not checked here. */
const GODHULI_UNCHECKED = { latitudeDeg: 28.6139, tropicalDeg: 0, siderealDeg: 0 };
import { sunFrame } from '../../../src/domain/panchang/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const MINUTE = 1 / 1440;

/** HH:MM on day [y, m, d] in IST; "+1" after the time for the next day. */
function ist(y: number, m: number, d: number, text: string): number {
  const [hhmm, plus] = text.split(' ') as [string, string?];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return jdUtFromCalendar(y, m, d + (plus === '+1' ? 1 : 0), h + min / 60 - 5.5);
}

const PAGES = [
  {
    date: [2020, 12, 31],
    brahma: ['05:25', '06:19'],
    pratah: ['05:52', '07:14'],
    vijaya: ['14:08', '14:49'],
    sayahna: ['17:35', '18:57'],
    nishita: ['23:57', '00:52 +1'],
    madhyahna: '12:24',
    dinamana: [10, 21, 9],
    ratrimana: [13, 39, 5],
  },
  {
    date: [2022, 1, 24],
    brahma: ['05:26', '06:20'],
    pratah: ['05:53', '07:13'],
    vijaya: ['14:20', '15:03'],
    sayahna: ['17:54', '19:14'],
    nishita: ['00:07 +1', '01:00 +1'],
    madhyahna: '12:33',
    dinamana: [10, 40, 38],
    ratrimana: [13, 19, 0],
  },
  {
    date: [2022, 1, 26],
    brahma: ['05:26', '06:19'],
    pratah: ['05:52', '07:12'],
    vijaya: ['14:21', '15:04'],
    sayahna: ['17:55', '19:15'],
    nishita: ['00:07 +1', '01:00 +1'],
    madhyahna: '12:34',
    dinamana: [10, 43, 2],
    ratrimana: [13, 16, 32],
  },
  {
    date: [2025, 11, 22],
    brahma: ['05:02', '05:56'],
    pratah: ['05:29', '06:49'],
    vijaya: ['13:53', '14:35'],
    sayahna: ['17:25', '18:46'],
    nishita: ['23:41', '00:34 +1'],
    madhyahna: '12:07',
    dinamana: [10, 35, 41],
    ratrimana: [13, 25, 6],
  },
] as const;

test('Drik Panchang, New Delhi, four days of 2020, 2022 and 2025: every named window within 1 minute, dinamana and ratrimana within 30 seconds', () => {
  for (const page of PAGES) {
    const [y, m, d] = page.date;
    const w = namedWindowsOf(
      sunFrame({ year: y, month: m, day: d }, DELHI, () => 330),
      GODHULI_UNCHECKED,
    );
    const check = (actual: number, text: string, what: string) => {
      const expected = ist(y, m, d, text);
      assert.ok(Math.abs(actual - expected) <= MINUTE, `${y}-${m}-${d} ${what}: ${((actual - expected) * 1440).toFixed(1)} min off`);
    };
    check(w.brahmaMuhurta!.startJdUt, page.brahma[0], 'brahma start');
    check(w.brahmaMuhurta!.endJdUt, page.brahma[1], 'brahma end');
    check(w.pratahSandhya!.startJdUt, page.pratah[0], 'pratah start');
    check(w.pratahSandhya!.endJdUt, page.pratah[1], 'pratah end');
    check(w.vijayaMuhurta.startJdUt, page.vijaya[0], 'vijaya start');
    check(w.vijayaMuhurta.endJdUt, page.vijaya[1], 'vijaya end');
    check(w.sayahnaSandhya!.startJdUt, page.sayahna[0], 'sayahna start');
    check(w.sayahnaSandhya!.endJdUt, page.sayahna[1], 'sayahna end');
    check(w.nishitaMuhurta!.startJdUt, page.nishita[0], 'nishita start');
    check(w.nishitaMuhurta!.endJdUt, page.nishita[1], 'nishita end');
    check(w.madhyahnaJdUt, page.madhyahna, 'madhyahna');
    const seconds = ([h, mi, s]: readonly number[]) => h! * 3600 + mi! * 60 + s!;
    assert.ok(
      Math.abs(w.dinamanaDays * 86400 - seconds(page.dinamana)) <= 30,
      `${y}-${m}-${d} dinamana ${(w.dinamanaDays * 86400).toFixed(0)} s`,
    );
    assert.ok(
      Math.abs(w.ratrimanaDays * 86400 - seconds(page.ratrimana)) <= 30,
      `${y}-${m}-${d} ratrimana ${(w.ratrimanaDays * 86400).toFixed(0)} s`,
    );
  }
});

test("Drik Panchang's ISKCON page, Buddh Gaya (Bihar), 2026-09-28: a second city, near the equinox", () => {
  // Bodh Gaya, 24.6961 N 84.9869 E. Drik: sunrise sandhya 04:29-05:41, Brahma 04:05-04:53, Vijaya 13:40-14:28,
  // sunset sandhya 17:40-18:52, Nishita 23:17-00:05, noon 11:41, dinamana 11:59:38, ratrimana 12:00:43.
  const [y, m, d] = [2026, 9, 28];
  const w = namedWindowsOf(
    sunFrame({ year: y, month: m, day: d }, { latitudeDeg: 24.6961, longitudeDeg: 84.9869 }, () => 330),
    GODHULI_UNCHECKED,
  );
  const check = (actual: number, text: string, what: string) => {
    const expected = ist(y, m, d, text);
    assert.ok(Math.abs(actual - expected) <= MINUTE, `${what}: ${((actual - expected) * 1440).toFixed(1)} min off`);
  };
  check(w.brahmaMuhurta!.startJdUt, '04:05', 'brahma start');
  check(w.brahmaMuhurta!.endJdUt, '04:53', 'brahma end');
  check(w.pratahSandhya!.startJdUt, '04:29', 'pratah start');
  check(w.pratahSandhya!.endJdUt, '05:41', 'pratah end');
  check(w.vijayaMuhurta.startJdUt, '13:40', 'vijaya start');
  check(w.vijayaMuhurta.endJdUt, '14:28', 'vijaya end');
  check(w.sayahnaSandhya!.startJdUt, '17:40', 'sayahna start');
  check(w.sayahnaSandhya!.endJdUt, '18:52', 'sayahna end');
  check(w.nishitaMuhurta!.startJdUt, '23:17', 'nishita start');
  check(w.nishitaMuhurta!.endJdUt, '00:05 +1', 'nishita end');
  check(w.madhyahnaJdUt, '11:41', 'noon');
  assert.ok(Math.abs(w.dinamanaDays * 86400 - (11 * 3600 + 59 * 60 + 38)) <= 30, 'dinamana');
  assert.ok(Math.abs(w.ratrimanaDays * 86400 - (12 * 3600 + 43)) <= 30, 'ratrimana');
});

test('the eve of a polar night: no next sunrise, so no night windows', () => {
  const w = namedWindowsOf({ sunriseJdUt: 2461000.3, sunsetJdUt: 2461000.4, nextSunriseJdUt: Number.NaN }, GODHULI_UNCHECKED);
  assert.equal(w.brahmaMuhurta, null);
  assert.equal(w.nishitaMuhurta, null);
  assert.ok(Number.isNaN(w.ratrimanaDays));
  assert.ok(w.vijayaMuhurta.endJdUt < 2461000.4);
});
