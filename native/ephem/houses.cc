#include "ephem/houses.h"

#include <cmath>
#include <cstring>

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
// Houses from the series' sidereal time, obliquity and ayanamsa, with the rest
// of swe_houses_ex: swe_houses_armc_ex2 on ARMC = sidereal time + east
// longitude, then minus the true Lahiri ayanamsa (what swe_houses_ex does for
// SEFLG_SIDEREAL: tropical houses, then the ayanamsa subtracted). Returns
// kSeriesMissing when a segment is marked direct, kNoSolution when the system
// has none at this latitude (the library then gives Porphyry cusps and says
// so in serr).
enum class HouseResult { kOk, kNoSolution, kFailed, kSeriesMissing };

bool isNoSolution(const char* serr) { return std::strstr(serr, "polar circle") != nullptr; }

HouseResult seriesHouses(const GrahaSeries& series, double jdUt, double latitudeDeg, double longitudeDeg,
                         bool tropical, int hsys, double* cusps, double* ascmc) {
  double siderealTimeDeg, obliquityDeg, ayanamsaDeg = 0, ayanamsaRate;
  if (!series.siderealTime(jdUt, &siderealTimeDeg, &obliquityDeg)) return HouseResult::kSeriesMissing;
  if (!tropical && !series.ayanamsa(jdUt, &ayanamsaDeg, &ayanamsaRate)) return HouseResult::kSeriesMissing;
  const double armcDeg = swe_degnorm(siderealTimeDeg + longitudeDeg);
  char serr[AS_MAXCH];
  serr[0] = '\0';
  if (swe_houses_armc_ex2(armcDeg, latitudeDeg, obliquityDeg, hsys, cusps, ascmc, nullptr, nullptr, serr) < 0)
    return isNoSolution(serr) ? HouseResult::kNoSolution : HouseResult::kFailed;
  if (!tropical) {
    for (int h = 1; h <= 12; ++h) cusps[h] = swe_degnorm(cusps[h] - ayanamsaDeg);
    ascmc[SE_ASC] = swe_degnorm(ascmc[SE_ASC] - ayanamsaDeg);
    ascmc[SE_MC] = swe_degnorm(ascmc[SE_MC] - ayanamsaDeg);
  }
  return HouseResult::kOk;
}

// The same through swe_houses_ex (the library's own time inputs).
HouseResult directHouses(double jdUt, double latitudeDeg, double longitudeDeg, bool tropical, int hsys,
                         double* cusps, double* ascmc) {
  // The ephemeris bit matters: swe_houses_ex derives delta T from it, and it
  // must match the one used for the grahas.
  const int32_t flags = kEphemerisFlag | (tropical ? 0 : SEFLG_SIDEREAL);
  char serr[AS_MAXCH];
  serr[0] = '\0';
  if (swe_houses_ex2(jdUt, flags, latitudeDeg, longitudeDeg, hsys, cusps, ascmc, nullptr, nullptr, serr) < 0)
    return isNoSolution(serr) ? HouseResult::kNoSolution : HouseResult::kFailed;
  return HouseResult::kOk;
}

HouseResult housesAt(const GrahaSeries* series, double jdUt, double latitudeDeg, double longitudeDeg,
                     bool tropical, int hsys, double* cusps, double* ascmc) {
  if (series != nullptr && series->covers(jdUt)) {
    const HouseResult r = seriesHouses(*series, jdUt, latitudeDeg, longitudeDeg, tropical, hsys, cusps, ascmc);
    if (r != HouseResult::kSeriesMissing) return r;
  }
  return directHouses(jdUt, latitudeDeg, longitudeDeg, tropical, hsys, cusps, ascmc);
}

// Ascendant and MC: 'E' on the series' time inputs gives the same ascendant
// and MC as 'W' (whole signs) without the whole-sign cusp fix-up; both have a
// solution everywhere, so any failure is the library's.
HouseResult ascendantAt(const GrahaSeries* series, double jdUt, double latitudeDeg, double longitudeDeg,
                        bool tropical, double* cusps, double* ascmc) {
  if (series != nullptr && series->covers(jdUt)) {
    const HouseResult r = seriesHouses(*series, jdUt, latitudeDeg, longitudeDeg, tropical, 'E', cusps, ascmc);
    if (r != HouseResult::kSeriesMissing) return r;
  }
  return directHouses(jdUt, latitudeDeg, longitudeDeg, tropical, 'W', cusps, ascmc);
}

bool placeInRange(double jdUt, double latitudeDeg, double longitudeDeg) {
  return std::isfinite(jdUt) && std::fabs(latitudeDeg) <= 90.0 && std::fabs(longitudeDeg) <= 180.0;
}
}  // namespace

size_t ascendantBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                      size_t n, bool tropical, bool forceDirect, double* out, int32_t* status,
                      std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  const GrahaSeries* series = forceDirect ? nullptr : grahaSeries();
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    double cusps[13];
    double ascmc[10];
    status[i] = kOk;
    if (!placeInRange(jdUt[i], latitudeDeg[i], longitudeDeg[i])) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
    } else if (ascendantAt(series, jdUt[i], latitudeDeg[i], longitudeDeg[i], tropical, cusps, ascmc) !=
               HouseResult::kOk) {
      status[i] = kSweError;
      if (failures++ == 0) firstError = "swe_houses_ex failed";
    }
    out[2 * i] = status[i] == kOk ? ascmc[SE_ASC] : NAN;
    out[2 * i + 1] = status[i] == kOk ? ascmc[SE_MC] : NAN;
  }
  return failures;
}

size_t houseCuspsBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                       size_t n, int hsys, bool tropical, bool forceDirect, double* out, int32_t* status,
                       std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  const GrahaSeries* series = forceDirect ? nullptr : grahaSeries();
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    double cusps[37];  // room for the 36 Gauquelin sectors the library may write
    double ascmc[10];
    status[i] = kOk;
    if (!placeInRange(jdUt[i], latitudeDeg[i], longitudeDeg[i])) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
    } else {
      const HouseResult r = housesAt(series, jdUt[i], latitudeDeg[i], longitudeDeg[i], tropical, hsys, cusps, ascmc);
      if (r == HouseResult::kNoSolution) {
        status[i] = kNoSolution;
      } else if (r != HouseResult::kOk) {
        status[i] = kSweError;
        if (failures++ == 0) firstError = "swe_houses_ex failed";
      }
    }
    for (int h = 0; h < 12; ++h) out[12 * i + h] = status[i] == kOk ? cusps[h + 1] : NAN;
  }
  return failures;
}

}  // namespace ephem
