#include "ephem/houses.h"

#include <cmath>

#include "ephem/bodies.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {

size_t ascendantBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                      size_t n, bool tropical, double* out, int32_t* status, std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  // The ephemeris bit matters: swe_houses_ex derives delta T from it, and it
  // must match the one used for the grahas.
  const int32_t flags = kEphemerisFlag | (tropical ? 0 : SEFLG_SIDEREAL);
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    double cusps[13];
    double ascmc[10];
    status[i] = kOk;
    if (!std::isfinite(jdUt[i]) || !(std::fabs(latitudeDeg[i]) <= 90.0) ||
        !(std::fabs(longitudeDeg[i]) <= 180.0)) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
    } else if (swe_houses_ex(jdUt[i], flags, latitudeDeg[i], longitudeDeg[i], 'W', cusps, ascmc) < 0) {
      status[i] = kSweError;
      if (failures++ == 0) firstError = "swe_houses_ex failed";
    }
    out[2 * i] = status[i] == kOk ? ascmc[SE_ASC] : NAN;
    out[2 * i + 1] = status[i] == kOk ? ascmc[SE_MC] : NAN;
  }
  return failures;
}

}  // namespace ephem
