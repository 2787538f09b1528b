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
};

// For each i, searches [dayStartUt[i], dayStartUt[i] + 1) (a local civil day
// expressed in UT) at the given place. out[2*i] = rise, out[2*i+1] = set (UT
// Julian days), NaN where the event does not happen that day; status[i] has
// kNoRise / kNoSet bits set accordingly. Sea level, 1013.25 hPa, 15 C.
size_t riseSetBatch(const double* dayStartUt, const double* latitudeDeg, const double* longitudeDeg,
                    size_t n, const RiseSetOptions& opts, double* out, int32_t* status,
                    std::string& firstError);

}  // namespace ephem
