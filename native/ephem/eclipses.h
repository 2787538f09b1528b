// Solar and lunar eclipses over a time range, with their local circumstances
// at one place, from the Swiss Ephemeris eclipse searches.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ephem {

// Doubles per eclipse record; the layout (shared with src/native/binding.ts):
//  0 body: 0 solar, 1 lunar
//  1 global type: SE_ECL_* bits of the global search (total, annular, hybrid,
//    partial, penumbral; central, noncentral)
//  2 greatest eclipse (UT Julian day)
//  3..8 global contacts, NaN where the eclipse has none, in the order
//    outer begin, inner begin, total begin, total end, inner end, outer end:
//    solar: eclipse begins on Earth, -, central phase begins, central phase
//    ends, -, eclipse ends on Earth; lunar: P1, U1, U2, U3, U4, P4
//  9 magnitude at greatest eclipse (solar: NASA's, the ratio of diameters for
//    central eclipses; lunar: umbral)
// 10 penumbral magnitude (lunar; NaN for solar)
// 11 saros series, 12 saros member (NaN when unknown)
// 13 local flags: SE_ECL_* visibility bits at the place; 0 when the eclipse is
//    not visible there (below the horizon throughout, or outside the shadow)
// 14 local greatest eclipse (solar: at the place; lunar: as field 2); NaN when not visible
// 15..20 local contacts in the order of 3..8: solar: C1, -, C2, C3, -, C4;
//    lunar: as the global ones (a lunar eclipse is the same everywhere)
// 21 rising of the eclipsed body during the eclipse, 22 its setting (NaN if none)
// 23 local magnitude at local greatest eclipse (solar NASA magnitude; lunar umbral)
// 24 local obscuration (solar: fraction of the Sun's disc covered; lunar NaN)
// 25 apparent altitude of the body at local greatest eclipse (degrees)
constexpr int kEclipseFields = 26;

// Longest range one call may search (days), so that no request can hang a thread.
constexpr double kMaxEclipseSearchDays = 366.0 * 210;

// bodyMask bits: solar, lunar, and solar eclipses without their local
// circumstances (field 13 is then NaN, not 0: not searched). The library's
// local solar search runs on to the next eclipse seen at the place, often
// years away; a caller that knows which eclipses may be seen there (a cheap
// test) searches only those.
constexpr unsigned kEclipseSolar = 1, kEclipseLunar = 2, kEclipseSolarGlobalOnly = 4;

// Every eclipse of the bodies in bodyMask whose greatest eclipse falls in
// [startUt, endUt), sorted by that moment, with its circumstances at
// (latitudeDeg, longitudeDeg, altitudeM).
bool findEclipses(double startUt, double endUt, double latitudeDeg, double longitudeDeg, double altitudeM,
                  unsigned bodyMask, std::vector<double>& out, std::string& err);

// Doubles per moment of eclipseCircumstancesBatch: magnitude (solar NASA's,
// lunar umbral), obscuration (solar: fraction of the Sun's disc covered;
// lunar NaN), apparent altitude of the eclipsed body's centre (degrees, as
// swe_azalt gives it: refracted only above the true horizon), and the
// distance between the centres of the Sun and the Moon (solar, degrees,
// topocentric: least at the place's greatest eclipse; lunar NaN).
constexpr int kCircumstanceFields = 4;

// The eclipse seen from (latitudeDeg[i], longitudeDeg[i], sea level) at
// jdUt[i], whether or not the body is above the horizon then: the moment a
// Sun or Moon setting eclipsed is last seen lies below the horizon that
// swe_sol_eclipse_how counts (the Sun's centre refracted), which zeroes its
// answer there. Solar: the disc geometry of the library's eclipse_how (its
// radii, topocentric apparent positions), 0 when the discs do not overlap;
// lunar: swe_lun_eclipse_how (geocentric: the same everywhere). Fills
// out[n * kCircumstanceFields] and status[n]; returns the failed moments.
size_t eclipseCircumstancesBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg, size_t n,
                                 bool lunar, double* out, int32_t* status, std::string& firstError);

}  // namespace ephem
