#include "ephem/houses.h"

#include <cmath>

#include "ephem/bodies.h"
#include "ephem/graha_series.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {

bool siderealTimeAt(double jdUt, double* siderealTimeDeg, double* obliquityDeg, std::string& err) {
  double x[6];
  char serr[AS_MAXCH];
  serr[0] = '\0';
  const int32_t ret = swe_calc_ut(jdUt, SE_ECL_NUT, kEphemerisFlag, x, serr);
  if (ret < 0) {
    err = serr[0] ? serr : "swe_calc_ut(SE_ECL_NUT) failed";
    return false;
  }
  // swe_houses_ex2 adds mean obliquity and nutation in obliquity after
  // converting each to degrees; x[1] + x[3] repeats that sum exactly (x[0],
  // converted after adding, differs in the last bit).
  *obliquityDeg = x[1] + x[3];
  *siderealTimeDeg = swe_degnorm(swe_sidtime0(jdUt, *obliquityDeg, x[2]) * 15.0);
  return true;
}

namespace {
// Ascendant and MC from the series' sidereal time, obliquity and ayanamsa,
// with the rest of swe_houses_ex (sidereal_houses_trad for whole signs):
// swe_houses_armc_ex2 on ARMC = sidereal time + east longitude, then minus
// the ayanamsa. 'E' gives the same ascendant and MC as 'W' without the
// whole-sign cusp fix-up. False when a segment is marked direct.
bool seriesAscendant(const GrahaSeries& series, double jdUt, double latitudeDeg, double longitudeDeg,
                     bool tropical, double* ascmc) {
  double siderealTimeDeg, obliquityDeg, ayanamsaDeg = 0, ayanamsaRate;
  if (!series.siderealTime(jdUt, &siderealTimeDeg, &obliquityDeg)) return false;
  if (!tropical && !series.ayanamsa(jdUt, &ayanamsaDeg, &ayanamsaRate)) return false;
  double cusps[13];
  const double armcDeg = swe_degnorm(siderealTimeDeg + longitudeDeg);
  if (swe_houses_armc_ex2(armcDeg, latitudeDeg, obliquityDeg, 'E', cusps, ascmc, nullptr, nullptr, nullptr) < 0)
    return false;
  if (!tropical) {
    ascmc[SE_ASC] = swe_degnorm(ascmc[SE_ASC] - ayanamsaDeg);
    ascmc[SE_MC] = swe_degnorm(ascmc[SE_MC] - ayanamsaDeg);
  }
  return true;
}
}  // namespace

size_t ascendantBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                      size_t n, bool tropical, bool forceDirect, double* out, int32_t* status,
                      std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  // The ephemeris bit matters: swe_houses_ex derives delta T from it, and it
  // must match the one used for the grahas.
  const int32_t flags = kEphemerisFlag | (tropical ? 0 : SEFLG_SIDEREAL);
  const GrahaSeries* series = forceDirect ? nullptr : grahaSeries();
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    double cusps[13];
    double ascmc[10];
    status[i] = kOk;
    if (!std::isfinite(jdUt[i]) || !(std::fabs(latitudeDeg[i]) <= 90.0) ||
        !(std::fabs(longitudeDeg[i]) <= 180.0)) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
    } else {
      const bool fromSeries = series != nullptr && series->covers(jdUt[i]) &&
                              seriesAscendant(*series, jdUt[i], latitudeDeg[i], longitudeDeg[i], tropical, ascmc);
      if (!fromSeries && swe_houses_ex(jdUt[i], flags, latitudeDeg[i], longitudeDeg[i], 'W', cusps, ascmc) < 0) {
        status[i] = kSweError;
        if (failures++ == 0) firstError = "swe_houses_ex failed";
      }
    }
    out[2 * i] = status[i] == kOk ? ascmc[SE_ASC] : NAN;
    out[2 * i + 1] = status[i] == kOk ? ascmc[SE_MC] : NAN;
  }
  return failures;
}

}  // namespace ephem
