#include "ephem/rise_set.h"

#include <cmath>

#include "ephem/bodies.h"
#include "ephem/graha_series.h"
#include "ephem/rise_set_series.h"
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

// Refraction at the horizon as swe_rise_trans's fast method derives it: the
// true altitude of a body seen on the sea-level horizon (apparent altitude
// 1e-6 deg), at the standard pressure and temperature and the library's
// lapse rate (sweph.h SE_LAPSE_RATE).
double horizonRefractionDeg() {
  constexpr double kLapseRateKPerM = 0.0065;
  double x[20];
  swe_refrac_extended(0.000001, 0, kStandardPressureHpa, kStandardTemperatureC, kLapseRateKPerM, SE_APP_TO_TRUE, x);
  return x[1] - x[0];
}

// The event within [start, start + 1) from the series, NaN when there is none
// that day; false when the series cannot serve it.
bool seriesEventInDay(const GrahaSeries& series, SeriesRiseSetQuery q, bool rise, double start, double* event) {
  q.rise = rise;
  double t = 0;
  if (!seriesRiseSet(series, q, start, &t)) return false;
  *event = t < start + 1.0 ? t : NAN;
  return true;
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
  const GrahaSeries* series = opts.forceDirect ? nullptr : grahaSeries();
  SeriesRiseSetQuery query;
  query.graha = opts.graha == kMoon ? kMoon : kSun;
  query.discCentre = opts.discCentre;
  query.horizonRefractionDeg = opts.noRefraction ? 0.0 : horizonRefractionDeg();
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
    if (series != nullptr && seriesRiseSetApplies(query.graha, latitudeDeg[i])) {
      query.latitudeDeg = latitudeDeg[i];
      query.longitudeDeg = longitudeDeg[i];
      double rise = NAN, set = NAN;
      if (seriesEventInDay(*series, query, true, dayStartUt[i], &rise) &&
          seriesEventInDay(*series, query, false, dayStartUt[i], &set)) {
        out[2 * i] = rise;
        out[2 * i + 1] = set;
        if (std::isnan(rise)) status[i] |= kNoRise;
        if (std::isnan(set)) status[i] |= kNoSet;
        continue;
      }
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
