/** The lunar month as the panchang and the calendar conversion name it: amanta and purnimanta ids and labels in `lang`. */
import { ADHIK, LUNAR_MONTHS, label, pakshaOf, type Lang, type LunarMonthId } from '../../core/glossary.ts';
import { purnimantaNameOf, type LunarMonth } from '../../domain/lunar-month/index.ts';

/** Month names in lang, with the adhik prefix. */
export function monthLabel(id: LunarMonthId, adhik: boolean, lang: Lang): string {
  const name = label(
    LUNAR_MONTHS.find((m) => m.id === id)!,
    lang,
  );
  return adhik ? `${label(ADHIK, lang)} ${name}` : name;
}

/** The lunar month's names: the purnimanta name is that of the paksha in force (`tithiIndex` 0..29). */
export function lunarMonthFields(month: LunarMonth, tithiIndex: number, lang: Lang) {
  const purnimanta = purnimantaNameOf(month, pakshaOf(tithiIndex).id);
  return {
    amanta: month.amanta,
    amanta_label: monthLabel(month.amanta, month.adhik, lang),
    purnimanta,
    purnimanta_label: monthLabel(purnimanta, month.adhik, lang),
    adhik: month.adhik,
    kshaya: month.kshaya,
  };
}
