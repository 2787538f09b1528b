#include "ephem/rise_set.h"

#include <cmath>

#include "ephem/bodies.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {
namespace {
constexpr double kStandardPressureHpa = 1013.25;
constexpr double kStandardTemperatureC = 15.0;

// Returns the event time within [start, start + 1), NaN when there is none,
// and -inf on a library error (serr filled).
double eventInDay(double start, int body, int32_t rsmi, double* geopos, char* serr) {
  double tret = 0;
  const int32_t ret = swe_rise_trans(start, body, nullptr, kEphemerisFlag, rsmi, geopos,
                                     kStandardPressureHpa, kStandardTemperatureC, &tret, serr);
  if (ret == -2) return NAN;  // circumpolar: the body stays above or below the horizon
  if (ret < 0) return -INFINITY;
  return tret < start + 1.0 ? tret : NAN;
}
}  // namespace

size_t riseSetBatch(const double* dayStartUt, const double* latitudeDeg, const double* longitudeDeg,
                    size_t n, const RiseSetOptions& opts, double* out, int32_t* status,
                    std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  const int body = opts.graha == kMoon ? SE_MOON : SE_SUN;
  int32_t extra = 0;
  if (opts.discCentre) extra |= SE_BIT_DISC_CENTER;
  if (opts.noRefraction) extra |= SE_BIT_NO_REFRACTION;
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    status[i] = kOk;
    out[2 * i] = out[2 * i + 1] = NAN;
    if (!std::isfinite(dayStartUt[i]) || !(std::fabs(latitudeDeg[i]) <= 90.0) ||
        !(std::fabs(longitudeDeg[i]) <= 180.0)) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
      continue;
    }
    double geopos[3] = {longitudeDeg[i], latitudeDeg[i], 0.0};
    char serr[AS_MAXCH];
    serr[0] = '\0';
    const double rise = eventInDay(dayStartUt[i], body, SE_CALC_RISE | extra, geopos, serr);
    const double set = eventInDay(dayStartUt[i], body, SE_CALC_SET | extra, geopos, serr);
    if (rise == -INFINITY || set == -INFINITY) {
      status[i] = kSweError;
      if (failures++ == 0) firstError = serr[0] ? serr : "swe_rise_trans failed";
      continue;
    }
    out[2 * i] = rise;
    out[2 * i + 1] = set;
    if (std::isnan(rise)) status[i] |= kNoRise;
    if (std::isnan(set)) status[i] |= kNoSet;
  }
  return failures;
}

}  // namespace ephem
