/**
 * Amanta lunar months from the year context's own new moons and sankrantis
 * (no extra ephemeris call): a month runs from new moon to new moon and takes
 * the name of the sign the Sun enters during it (Mesha: Chaitra, Vrishabha:
 * Vaishakha, ...); a month with no sankranti is adhik and takes the next
 * month's name; a month with two is kshaya-bearing (the second sign's month is
 * expunged). The shape is the lunar-month module's LunarMonth.
 */
export const LUNAR_MONTH_IDS = ['chaitra', 'vaishakha', 'jyeshtha', 'ashadha', 'shravana', 'bhadrapada', 'ashwin', 'kartika',
  'margashirsha', 'pausha', 'magha', 'phalguna'] as const;
export type LunarMonthId = (typeof LUNAR_MONTH_IDS)[number];

export interface LunarMonth {
  startJdUt: number;
  endJdUt: number;
  amanta: LunarMonthId;
  adhik: boolean;
  kshaya: LunarMonthId | null;
  index: number;
}

/** A Sun sign ingress: the Sun enters sidereal sign signIndex (0 = Mesha) at jdUt. */
export interface Sankranti {
  jdUt: number;
  signIndex: number;
}

/** Months between consecutive new moons (ascending), named by the sankrantis (ascending) within them. */
export function amantaMonthsOf(newMoonsJdUt: readonly number[], sankrantis: readonly Sankranti[]): LunarMonth[] {
  const months: LunarMonth[] = [];
  for (let i = 0; i + 1 < newMoonsJdUt.length; i += 1) {
    const startJdUt = newMoonsJdUt[i]!;
    const endJdUt = newMoonsJdUt[i + 1]!;
    const inside = sankrantis.filter((s) => s.jdUt >= startJdUt && s.jdUt < endJdUt);
    if (inside.length === 0) {
      // Named after the next month: the sign the Sun enters next.
      const next = sankrantis.find((s) => s.jdUt >= endJdUt);
      if (next === undefined) continue;
      months.push({ startJdUt, endJdUt, amanta: LUNAR_MONTH_IDS[next.signIndex]!, adhik: true, kshaya: null, index: i });
    } else {
      months.push({ startJdUt, endJdUt, amanta: LUNAR_MONTH_IDS[inside[0]!.signIndex]!, adhik: false,
        kshaya: inside.length > 1 ? LUNAR_MONTH_IDS[inside[1]!.signIndex]! : null, index: i });
    }
  }
  return months;
}
