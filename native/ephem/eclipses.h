// Solar and lunar eclipses over a time range, with their local circumstances
// at one place, from the Swiss Ephemeris eclipse searches.
#pragma once
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

}  // namespace ephem
