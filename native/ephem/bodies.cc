#include "ephem/bodies.h"

#include <cmath>

#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {

int sweBody(int graha, bool meanNode) {
  static const int kIds[7] = {SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN};
  if (graha < kRahu) return kIds[graha];
  return meanNode ? SE_MEAN_NODE : SE_TRUE_NODE;
}

int32_t calcFlags(bool tropical) {
  int32_t flags = kEphemerisFlag | SEFLG_SPEED;
  if (!tropical) flags |= SEFLG_SIDEREAL;
  return flags;
}

// Caller holds a SweGuard and has set the sidereal mode.
bool grahaAt(double jdUt, int graha, const BodyOptions& opts, double* out, std::string& err) {
  double xx[6];
  char serr[AS_MAXCH];
  serr[0] = '\0';
  const int32_t flags = calcFlags(opts.tropical);
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
  out[3] = xx[3];
  return true;
}

size_t grahasBatch(const double* jdUt, size_t n, const BodyOptions& opts, double* out,
                   double* ayanamsaDeg, int32_t* status, std::string& firstError) {
  SweGuard guard;
  setLahiriMode();
  size_t failures = 0;
  std::string err;
  for (size_t i = 0; i < n; ++i) {
    status[i] = kOk;
    double* row = out + i * kGrahaCount * kBodyFields;
    if (!std::isfinite(jdUt[i])) {
      status[i] = kBadInput;
    } else {
      for (int g = 0; g < kGrahaCount; ++g) {
        if (!grahaAt(jdUt[i], g, opts, row + g * kBodyFields, err)) {
          status[i] = kSweError;
          break;
        }
      }
      if (status[i] == kOk && ayanamsaDeg != nullptr) {
        char serr[AS_MAXCH];
        double aya = 0;
        if (swe_get_ayanamsa_ex_ut(jdUt[i], kEphemerisFlag, &aya, serr) < 0) {
          status[i] = kSweError;
          err = serr;
        }
        ayanamsaDeg[i] = aya;
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
