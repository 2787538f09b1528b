/** Counting nakshatras among the 28 with Abhijit (the Aadal, Vidaal and Anandadi yogas). */

/**
 * The place of a nakshatra (0 = Ashwini .. 26 = Revati) among the 28 with
 * Abhijit, counted between Uttara Ashadha and Shravana (Shravana .. Revati
 * are 22..27). Abhijit is counted but never occupied: the Sun and the Moon
 * stand in one of the 27. Drik Panchang counts so (New Delhi, 2026-05-10:
 * Sun in Bharani, Moon in Dhanishta, the 23rd with Abhijit: Aadal; Shatabhisha
 * the 24th: Vidaal; test/unit/day-yogas). Where Abhijit is given its own arc
 * (276 deg 40 min to 280 deg 53 min 20 s) the counts differ while the Sun or
 * the Moon is in it: that variant is not given.
 */
export function nakshatra28Of(nakshatraIndex: number): number {
  return nakshatraIndex <= 20 ? nakshatraIndex : nakshatraIndex + 1;
}
