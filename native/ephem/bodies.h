// Positions of the nine grahas for many moments at once.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ephem {

// Graha order used everywhere on both sides of the boundary.
enum Graha : int { kSun, kMoon, kMars, kMercury, kJupiter, kVenus, kSaturn, kRahu, kKetu };
constexpr int kGrahaCount = 9;

// Columns of one graha row: longitude (deg), latitude (deg), distance (AU),
// longitude speed (deg/day).
constexpr int kBodyFields = 4;

struct BodyOptions {
  bool tropical = false;  // tropical instead of Lahiri sidereal
  bool meanNode = false;  // mean instead of true lunar node for Rahu/Ketu
  bool speed = true;      // also compute the longitude speed (row[3], else 0)
  // Geometric positions (SEFLG_TRUEPOS: no light-time, aberration or light
  // deflection); always from the library, the graha series is apparent.
  bool truePositions = false;
  // Evaluate the library even where the graha series covers the moment
  // (tests and benchmarks compare the two).
  bool forceDirect = false;
};

// Per-moment status codes shared by every batch call.
// kNoSolution: the house system has no solution at that latitude.
enum Status : int32_t { kOk = 0, kSweError = 1, kNoRise = 2, kNoSet = 4, kBadInput = 8, kNoSolution = 16 };

// Swiss Ephemeris body number of a graha (Ketu: the node, mirrored later).
int sweBody(int graha, bool meanNode);

// Flags for one swe_calc_ut call.
int32_t calcFlags(bool tropical);

// Computes one graha at one moment into out[0..3]; returns false and fills err.
bool grahaAt(double jdUt, int graha, const BodyOptions& opts, double* out, std::string& err);

// Lahiri ayanamsa (deg, with nutation) as grahasBatch reports it.
// Caller holds a SweGuard and has set the sidereal mode.
bool ayanamsaAt(double jdUt, double* deg, std::string& err);

// Swiss Ephemeris sidereal mode (SE_SIDM_*) ayanamsa minus Lahiri ayanamsa,
// deg, both true (with nutation) at each moment: a Lahiri sidereal longitude
// minus this is the longitude swe_calc_ut gives in that mode (for every mode
// whose zodiac is the ecliptic of date, i.e. not J2000, J1900, B1950 or
// Mardyks' galactic alignment). Fills out[n] and status[n]; returns the
// number of failed moments. Takes its own SweGuard and leaves Lahiri set.
size_t ayanamsaOffsetsBatch(const double* jdUt, size_t n, int siderealMode, double* out, int32_t* status,
                            std::string& firstError);

// Fills out[n * 9 * 4] and ayanamsaDeg[n] (Lahiri, with nutation); status[n].
// Inside the graha series' range (graha_series.h) the rows come from the
// series unless opts.forceDirect; elsewhere from the library.
// Returns the number of failed moments.
size_t grahasBatch(const double* jdUt, size_t n, const BodyOptions& opts, double* out,
                   double* ayanamsaDeg, int32_t* status, std::string& firstError);

}  // namespace ephem
