#include "ephem/bodies.h"

#include <cmath>

#include "ephem/graha_series.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {

int sweBody(int graha, bool meanNode) {
  static const int kIds[7] = {SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN};
  if (graha < kRahu) return kIds[graha];
  return meanNode ? SE_MEAN_NODE : SE_TRUE_NODE;
}

namespace {
int32_t flagsFor(const BodyOptions& opts) {
  int32_t flags = kEphemerisFlag | (opts.speed ? SEFLG_SPEED : 0);
  if (!opts.tropical) flags |= SEFLG_SIDEREAL;
  if (opts.truePositions) flags |= SEFLG_TRUEPOS;
  return flags;
}
}  // namespace

int32_t calcFlags(bool tropical) {
  BodyOptions opts;
  opts.tropical = tropical;
  return flagsFor(opts);
}

// Caller holds a SweGuard and has set the sidereal mode.
bool grahaAt(double jdUt, int graha, const BodyOptions& opts, double* out, std::string& err) {
  double xx[6];
  char serr[AS_MAXCH];
  serr[0] = '\0';
  const int32_t flags = flagsFor(opts);
  const int32_t ret = swe_calc_ut(jdUt, sweBody(graha, opts.meanNode), flags, xx, serr);
  // A return flag other than the one asked for means a silent fallback or an
  // error; both are failures here.
  if (ret < 0 || (ret & (kEphemerisMask | SEFLG_SIDEREAL)) != (flags & (kEphemerisMask | SEFLG_SIDEREAL))) {
    err = serr[0] ? serr : "swe_calc_ut returned unexpected flags";
    return false;
  }
  if (graha == kKetu) {
    xx[0] = std::fmod(xx[0] + 180.0, 360.0);
    xx[1] = -xx[1];
  }
  out[0] = xx[0];
  out[1] = xx[1];
  out[2] = xx[2];
  out[3] = opts.speed ? xx[3] : 0.0;
  return true;
}

bool ayanamsaAt(double jdUt, double* deg, std::string& err) {
  char serr[AS_MAXCH];
  serr[0] = '\0';
  if (swe_get_ayanamsa_ex_ut(jdUt, kEphemerisFlag, deg, serr) < 0) {
    err = serr[0] ? serr : "swe_get_ayanamsa_ex_ut failed";
    return false;
  }
  return true;
}

namespace {
// One true ayanamsa in the sidereal mode already set; false and err on failure
// or when another ephemeris than Moshier answered.
bool ayanamsaInModeAt(double jdUt, double* deg, std::string& err) {
  char serr[AS_MAXCH];
  serr[0] = '\0';
  const int32_t ret = swe_get_ayanamsa_ex_ut(jdUt, kEphemerisFlag, deg, serr);
  if (ret < 0 || (ret & kEphemerisMask) != kEphemerisFlag) {
    err = serr[0] ? serr : "swe_get_ayanamsa_ex_ut returned unexpected flags";
    return false;
  }
  return true;
}
}  // namespace

size_t ayanamsaOffsetsBatch(const double* jdUt, size_t n, int siderealMode, double* out, int32_t* status,
                            std::string& firstError) {
  SweGuard guard;
  size_t failures = 0;
  std::string err;
  const bool modeOk = siderealMode >= 0 && siderealMode < SE_NSIDM_PREDEF;
  for (size_t i = 0; i < n; ++i) {
    status[i] = kOk;
    double modeDeg = 0, lahiriDeg = 0;
    if (!modeOk || !std::isfinite(jdUt[i])) {
      status[i] = kBadInput;
    } else {
      swe_set_sid_mode(siderealMode, 0, 0);
      const bool modeDone = ayanamsaInModeAt(jdUt[i], &modeDeg, err);
      setLahiriMode();
      if (!modeDone || !ayanamsaInModeAt(jdUt[i], &lahiriDeg, err)) status[i] = kSweError;
    }
    if (status[i] == kOk) {
      out[i] = modeDeg - lahiriDeg;
    } else {
      out[i] = NAN;
      if (failures++ == 0) {
        firstError = !modeOk ? "siderealMode is not a predefined Swiss Ephemeris mode"
                   : status[i] == kBadInput ? "moment is not a finite Julian day" : err;
      }
    }
  }
  setLahiriMode();
  return failures;
}

namespace {
// One moment from the series; false when a segment is marked direct and the
// library failed there. Tropical rows are sidereal + ayanamsa, which is how
// the library itself relates them (measured identical to 1e-9").
bool seriesMoment(const GrahaSeries& series, double jdUt, const BodyOptions& opts, double* row, double* ayanamsaDeg,
                  std::string& err) {
  double aya = 0, ayaRate = 0;
  series.ayanamsa(jdUt, &aya, &ayaRate);
  for (int g = 0; g < kGrahaCount; ++g) {
    double* r = row + g * kBodyFields;
    if (g == kKetu) {
      const double* rahu = row + kRahu * kBodyFields;
      r[0] = std::fmod(rahu[0] + 180.0, 360.0);
      r[1] = -rahu[1];
      r[2] = rahu[2];
      r[3] = rahu[3];
      continue;
    }
    const int group = g < kRahu ? g : (opts.meanNode ? kSeriesMeanNode : kSeriesTrueNode);
    if (!series.body(group, jdUt, r)) {
      if (!grahaAt(jdUt, g, opts, r, err)) return false;
      continue;  // the direct row is already in the requested frame
    }
    if (opts.tropical) {
      r[0] = normalize360(r[0] + aya);
      r[3] += ayaRate;
    }
  }
  if (ayanamsaDeg != nullptr) *ayanamsaDeg = aya;
  return true;
}
}  // namespace

size_t grahasBatch(const double* jdUt, size_t n, const BodyOptions& opts, double* out,
                   double* ayanamsaDeg, int32_t* status, std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  size_t failures = 0;
  std::string err;
  const GrahaSeries* series = opts.forceDirect || opts.truePositions ? nullptr : grahaSeries();
  for (size_t i = 0; i < n; ++i) {
    status[i] = kOk;
    double* row = out + i * kGrahaCount * kBodyFields;
    if (!std::isfinite(jdUt[i])) {
      status[i] = kBadInput;
    } else {
      if (series != nullptr && series->covers(jdUt[i])) {
        if (!seriesMoment(*series, jdUt[i], opts, row, ayanamsaDeg != nullptr ? ayanamsaDeg + i : nullptr, err))
          status[i] = kSweError;
      } else {
        for (int g = 0; g < kGrahaCount; ++g) {
          if (!grahaAt(jdUt[i], g, opts, row + g * kBodyFields, err)) {
            status[i] = kSweError;
            break;
          }
        }
        if (status[i] == kOk && ayanamsaDeg != nullptr && !ayanamsaAt(jdUt[i], &ayanamsaDeg[i], err))
          status[i] = kSweError;
      }
    }
    if (status[i] != kOk) {
      for (int k = 0; k < kGrahaCount * kBodyFields; ++k) row[k] = NAN;
      if (ayanamsaDeg != nullptr) ayanamsaDeg[i] = NAN;
      if (failures++ == 0) firstError = status[i] == kBadInput ? "moment is not a finite Julian day" : err;
    }
  }
  return failures;
}

}  // namespace ephem
