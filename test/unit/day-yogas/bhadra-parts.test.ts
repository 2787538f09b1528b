/**
 * Bhadra's mukha and puchha (rules.ts, BHADRA_MUKHA_PUCHHA_PRAHARS) against
 * the times Drik Panchang prints on its Holika Dahan and Raksha Bandhan
 * pages, as newspapers and sites quote them for New Delhi (IST). Those are
 * Purnima Bhadras (the 4th row of the table); the parts are fixed fractions
 * of the Vishti karana, so the same instants hold for every place and only
 * the clock differs. Aim (issue 33): within 2 minutes, each disagreement
 * explained.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bhadraPartsOf, dayYogaSpans, type DayYogaSpan } from '../../../src/domain/day-yogas/index.ts';
import { jdUtFromCalendar } from '../../../src/time/index.ts';

const DELHI = { latitudeDeg: 28.6139, longitudeDeg: 77.209 };
const IST = () => 330;
const MINUTE = 1 / 1440;
/** Karana index of the Vishti in the first half of Purnima. */
const PURNIMA_VISHTI = 28;

/** 'YYYY-MM-DD HH:MM' IST as a UT Julian day. */
function ist(text: string): number {
  const [date, time] = text.split(' ') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return jdUtFromCalendar(y, m, d, h + min / 60 - 5.5);
}

function off(actual: number, expected: number): number {
  return (actual - expected) / MINUTE;
}

interface Published {
  what: string;
  /** The day asked for (the span touches it). */
  day: string;
  /** The Purnima's start (Bhadra's start) and Bhadra's end where printed. */
  bhadra?: [string, string];
  puchha: [string, string];
  mukha: [string, string];
  /** Minutes allowed for our spans, 2 unless a disagreement is explained. */
  tolMinutes?: number;
}

const PUBLISHED: Published[] = [
  // vedicguru.in, "Holika Dahan 2015" (2015-02, Drik's wording): Punchha 05:36-06:56, Mukha 06:56-09:09; Purnima from 20:57 on 03-04.
  {
    what: 'Holika Dahan 2015',
    day: '2015-03-05',
    puchha: ['2015-03-05 05:36', '2015-03-05 06:56'],
    mukha: ['2015-03-05 06:56', '2015-03-05 09:09'],
  },
  // mydroll.com, Holika Dahan 2021: Punchha 10:13-11:16, Mukha 11:16-13:00; Purnima 03:27 on 03-28 to 00:17 on 03-29.
  // Our Vishti ends at 13:55:14; the printed parts fit one ending near 13:53 (27.5 of its 30 ghatis at 13:00 from 03:27),
  // the same 2-minute gap in the karana's end as in August 2024 below: held to 3 minutes.
  {
    what: 'Holika Dahan 2021',
    day: '2021-03-28',
    puchha: ['2021-03-28 10:13', '2021-03-28 11:16'],
    mukha: ['2021-03-28 11:16', '2021-03-28 13:00'],
    tolMinutes: 3,
  },
  // Lokmat Times, 2024-03-19: Purnima 09:54 on 03-24 to 12:29 on 03-25, Poonch 18:33-19:53, Mukh 19:53-22:06;
  // lalluram.com and newscrab.com: Bhadra 09:54 to 23:13.
  {
    what: 'Holika Dahan 2024',
    day: '2024-03-24',
    bhadra: ['2024-03-24 09:54', '2024-03-24 23:13'],
    puchha: ['2024-03-24 18:33', '2024-03-24 19:53'],
    mukha: ['2024-03-24 19:53', '2024-03-24 22:06'],
  },
  // prameyanews.com, "Raksha Bandhan 2024": Purnima from 03:04, Bhadra ends 13:30, tail 09:51-10:53, mukh 10:53-12:37.
  // Our Vishti runs 03:05:13 to 13:32:45, 1.2 and 2.75 minutes after the printed ends (the-daynightnews.com, quoting
  // another almanac, prints the same Bhadra to 13:32): the parts follow, up to 3.5 minutes late. The rule on the
  // printed Bhadra (the test above) gives the printed parts.
  {
    what: 'Raksha Bandhan 2024',
    day: '2024-08-19',
    bhadra: ['2024-08-19 03:04', '2024-08-19 13:30'],
    puchha: ['2024-08-19 09:51', '2024-08-19 10:53'],
    mukha: ['2024-08-19 10:53', '2024-08-19 12:37'],
    tolMinutes: 4,
  },
  // ABP Live web story "Holika Dahan 2025 bhadra kaal time": punchha 18:57-20:14, mukha to 22:22; Tej Gujarati: Purnima
  // from 10:35; the dahan from 23:26, when Bhadra ends (test/reference/drik-panchang.ts).
  {
    what: 'Holika Dahan 2025',
    day: '2025-03-13',
    bhadra: ['2025-03-13 10:35', '2025-03-13 23:26'],
    puchha: ['2025-03-13 18:57', '2025-03-13 20:14'],
    mukha: ['2025-03-13 20:14', '2025-03-13 22:22'],
  },
  // samaydhara.com web story "Holi 2026 ... Holika Dahan time" and NSB News: punchha 01:25-02:35, mukha 02:35-04:30 on 03-03.
  {
    what: 'Holika Dahan 2026',
    day: '2026-03-02',
    puchha: ['2026-03-03 01:25', '2026-03-03 02:35'],
    mukha: ['2026-03-03 02:35', '2026-03-03 04:30'],
  },
];

test('the rule on the printed Bhadra gives the printed puchha and mukha within a minute (2024 Holi and Rakhi, 2025 Holi)', () => {
  for (const p of PUBLISHED) {
    if (p.bhadra === undefined) continue;
    const { puchha, mukha } = bhadraPartsOf(PURNIMA_VISHTI, ist(p.bhadra[0]), ist(p.bhadra[1]));
    const pairs: [number, string, string][] = [
      [puchha.startJdUt, p.puchha[0], 'puchha start'],
      [puchha.endJdUt, p.puchha[1], 'puchha end'],
      [mukha.startJdUt, p.mukha[0], 'mukha start'],
      [mukha.endJdUt, p.mukha[1], 'mukha end'],
    ];
    // Printed times are whole minutes (truncated or rounded): a minute either way.
    for (const [actual, printed, what] of pairs)
      assert.ok(Math.abs(off(actual, ist(printed))) <= 1, `${p.what} ${what}: ${off(actual, ist(printed)).toFixed(1)} min`);
  }
});

for (const p of PUBLISHED) {
  test(`${p.what}, New Delhi: puchha ${p.puchha.join(' to ')}, mukha ${p.mukha.join(' to ')}`, () => {
    const [y, m, d] = p.day.split('-').map(Number) as [number, number, number];
    const found = dayYogaSpans({ year: y, month: m, day: d }, 1, DELHI, IST, ['bhadra_mukha', 'bhadra_puchha']);
    const one = (id: DayYogaSpan['id'], near: string): DayYogaSpan => {
      const s = found.find((x) => x.id === id && Math.abs(x.startJdUt - ist(near)) < 0.25);
      assert.ok(s !== undefined, `${id} near ${near}`);
      return s;
    };
    const tol = p.tolMinutes ?? 2;
    const puchha = one('bhadra_puchha', p.puchha[0]);
    const mukha = one('bhadra_mukha', p.mukha[0]);
    for (const [actual, printed, what] of [
      [puchha.startJdUt, p.puchha[0], 'puchha start'],
      [puchha.endJdUt, p.puchha[1], 'puchha end'],
      [mukha.startJdUt, p.mukha[0], 'mukha start'],
      [mukha.endJdUt, p.mukha[1], 'mukha end'],
    ] as const)
      assert.ok(Math.abs(off(actual, ist(printed))) <= tol, `${what}: ${off(actual, ist(printed)).toFixed(1)} min`);
  });
}

test('every Bhadra of 2026 has one mukha (5/30 of it) and one puchha (3/30) inside it, in the prahars of its tithi', () => {
  const found = dayYogaSpans({ year: 2026, month: 1, day: 1 }, 365, DELHI, IST, ['bhadra', 'bhadra_mukha', 'bhadra_puchha']);
  // Bhadra spans are split where the Moon changes sign: join the pieces back into whole Vishti karanas.
  const vishti: { startJdUt: number; endJdUt: number }[] = [];
  for (const b of found.filter((s) => s.id === 'bhadra')) {
    const last = vishti[vishti.length - 1];
    if (last !== undefined && Math.abs(last.endJdUt - b.startJdUt) < 1e-9) last.endJdUt = b.endJdUt;
    else vishti.push({ startJdUt: b.startJdUt, endJdUt: b.endJdUt });
  }
  // About 8 a lunar month.
  assert.ok(vishti.length >= 95 && vishti.length <= 102, `${vishti.length} Vishti karanas`);
  const joined = (id: string) => found.filter((s) => s.id === id).length;
  assert.equal(joined('bhadra_mukha'), vishti.length, 'a mukha for each Vishti');
  for (const v of vishti.slice(1, -1)) {
    const len = v.endJdUt - v.startJdUt;
    const inside = (id: string) => found.filter((s) => s.id === id && s.startJdUt >= v.startJdUt - 1e-9 && s.endJdUt <= v.endJdUt + 1e-9);
    const [mukha] = inside('bhadra_mukha');
    const [puchha] = inside('bhadra_puchha');
    assert.ok(mukha !== undefined && puchha !== undefined, 'a mukha and a puchha');
    assert.equal(inside('bhadra_mukha').length + inside('bhadra_puchha').length, 2, 'one of each');
    // Julian days near 2.46e6 carry about 5e-10 day: fractions of a half-day span to 1e-6.
    assert.ok(Math.abs((mukha.endJdUt - mukha.startJdUt) / len - 5 / 30) < 1e-6, 'mukha 5 of 30 ghatis');
    assert.ok(Math.abs((puchha.endJdUt - puchha.startJdUt) / len - 3 / 30) < 1e-6, 'puchha 3 of 30 ghatis');
    // A part never straddles two of the Vishti's four prahars (7.5 ghatis each).
    for (const part of [mukha, puchha]) {
      const from = ((part.startJdUt - v.startJdUt) / len) * 30;
      const to = ((part.endJdUt - v.startJdUt) / len) * 30;
      assert.equal(Math.floor(from / 7.5 + 1e-6), Math.floor(to / 7.5 - 1e-6), 'within one prahar');
    }
  }
});

test('bhadraPartsOf refuses a karana that is not Vishti', () => {
  assert.throws(() => bhadraPartsOf(8, 0, 1), /Expected a Vishti karana index but received 8/);
});
