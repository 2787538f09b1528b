// Sidereal ascendant and MC for many (moment, place) triples.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ephem {

// out[2*i] = ascendant, out[2*i+1] = MC, both Lahiri sidereal (or tropical)
// ecliptic longitudes in degrees [0, 360). Inside the graha series' range the
// time-dependent inputs (sidereal time, obliquity, ayanamsa) come from the
// series unless forceDirect; elsewhere swe_houses_ex computes everything.
// Returns the number of failures.
size_t ascendantBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                      size_t n, bool tropical, bool forceDirect, double* out, int32_t* status,
                      std::string& firstError);

// Greenwich apparent sidereal time [0, 360) deg and true obliquity deg at
// jdUt, bit for bit the values swe_houses_ex derives (Moshier delta T): the
// series generator samples these. Caller holds a SweGuard.
bool siderealTimeAt(double jdUt, double* siderealTimeDeg, double* obliquityDeg, std::string& err);

}  // namespace ephem
