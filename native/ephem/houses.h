// Sidereal ascendant and MC for many (moment, place) triples.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ephem {

// out[2*i] = ascendant, out[2*i+1] = MC, both Lahiri sidereal (or tropical)
// ecliptic longitudes in degrees [0, 360). Returns the number of failures.
size_t ascendantBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                      size_t n, bool tropical, double* out, int32_t* status, std::string& firstError);

}  // namespace ephem
