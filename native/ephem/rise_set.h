// Rising and setting of the Sun or Moon for many (local day, place) pairs.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ephem {

struct RiseSetOptions {
  int graha = 0;          // kSun or kMoon
  bool discCentre = false;  // default: upper limb
  bool noRefraction = false;  // default: standard refraction
  bool forceDirect = false;   // swe_rise_trans even where the graha series serves
};

// For each i, searches [dayStartUt[i], dayStartUt[i] + 1) (a local civil day
// expressed in UT) at the given place. out[2*i] = rise, out[2*i+1] = set (UT
// Julian days), NaN where the event does not happen that day; status[i] has
// kNoRise / kNoSet bits set accordingly. Sea level, 1013.25 hPa, 15 C.
//
// Where swe_rise_trans itself takes its fast method (|latitude| <= 60 deg, or
// <= 65 deg for the Sun) and the graha series covers the day, the same method
// runs on positions from the series (rise_set_series.h); elsewhere, and with
// forceDirect, swe_rise_trans answers.
size_t riseSetBatch(const double* dayStartUt, const double* latitudeDeg, const double* longitudeDeg,
                    size_t n, const RiseSetOptions& opts, double* out, int32_t* status,
                    std::string& firstError);

}  // namespace ephem
