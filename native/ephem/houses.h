// Sidereal ascendant and MC, and house cusps, for many (moment, place) triples.
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

// out[12*i + h] = cusp of house h+1 (house system hsys, a Swiss Ephemeris
// letter such as 'P' for Placidus), Lahiri sidereal (tropical cusps minus the
// true ayanamsa, as swe_houses_ex with SEFLG_SIDEREAL) or tropical, degrees
// [0, 360); time inputs as ascendantBatch. Where the system has no solution
// at the latitude (Placidus and Koch inside the polar circles: the library
// falls back to Porphyry) status[i] is kNoSolution and the cusps are NaN; that
// is not counted as a failure. Returns the number of failures.
size_t houseCuspsBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg,
                       size_t n, int hsys, bool tropical, bool forceDirect, double* out, int32_t* status,
                       std::string& firstError);

// Greenwich apparent sidereal time [0, 360) deg and true obliquity deg at
// jdUt, bit for bit the values swe_houses_ex derives (Moshier delta T): the
// series generator samples these. Caller holds a SweGuard.
bool siderealTimeAt(double jdUt, double* siderealTimeDeg, double* obliquityDeg, std::string& err);

}  // namespace ephem
