/**
 * The length of a dasha year, shared by every dasha system here.
 *
 * Mean sidereal year, 365.256363004 days (IERS Conventions, "Useful
 * constants": https://hpiers.obspm.fr/eop-pc/models/constants.html). PyJHora,
 * written to reproduce Jagannatha Hora, uses the same year
 * (jhora/const.py `sidereal_year = 365.256360417`, used by
 * jhora/horoscope/dhasa/graha/vimsottari.py as `year_duration`); its
 * Vimshottari test chart compared against Jagannatha Hora
 * (jhora/tests/pvr_tests.py, _vimsottari_test_6) has the Rahu and Jupiter
 * mahadashas 18 x 365.2564 days apart. The two constants differ by 0.2 s a
 * year (under 30 s over 120 years). See docs/dashas.md.
 */
export const DASHA_YEAR_DAYS = 365.256363004;
