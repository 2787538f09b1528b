/**
 * The Tamil yoga (Amirthathi yogam) table of the Sringeri Tamil Panchangam
 * 2024-25 (sringeri.net/wp-content/uploads/2024/04/2024_25_krodhi_tamil_panchanga_sringeri.pdf),
 * as the PyJHora project transcribes it: github.com/naturalstupid/PyJHora,
 * src/jhora/const.py, `tamil_basic_yoga_sringeri_panchanga_list` (rows Sunday
 * first, columns Ashwini first; its codes: 0 Siddha, 1 Prabalarishta,
 * 2 Marana, 3 Amirtha, from its `tamil_yoga_names`). Copied as PyJHora
 * prints it; the almanac itself was not read here.
 */

export const SRINGERI_CODES: Readonly<Record<number, 'siddha' | 'prabalarishta' | 'marana' | 'amrita'>> = {
  0: 'siddha',
  1: 'prabalarishta',
  2: 'marana',
  3: 'amrita',
};

// prettier-ignore
export const SRINGERI_TAMIL_YOGA: readonly (readonly number[])[] = [
  [0, 0, 0, 3, 0, 0, 0, 0, 0, 2, 0, 3, 3, 0, 0, 2, 2, 2, 3, 0, 3, 3, 2, 0, 0, 3, 3], // Sunday
  [0, 0, 2, 3, 3, 0, 3, 0, 0, 2, 0, 0, 0, 0, 3, 2, 0, 0, 0, 0, 2, 3, 0, 0, 2, 0, 0], // Monday
  [0, 0, 0, 3, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 2, 2, 3, 0], // Tuesday
  [2, 0, 3, 0, 0, 0, 0, 0, 0, 0, 3, 3, 2, 0, 0, 0, 0, 0, 2, 3, 3, 0, 1, 0, 3, 0, 2], // Wednesday
  [3, 0, 2, 2, 2, 2, 3, 3, 0, 3, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0], // Thursday
  [3, 0, 0, 2, 0, 0, 0, 2, 2, 2, 0, 0, 3, 0, 0, 0, 0, 2, 3, 0, 0, 2, 0, 0, 0, 0, 3], // Friday
  [0, 0, 3, 3, 0, 0, 0, 0, 2, 3, 0, 2, 2, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 0, 2], // Saturday
];
