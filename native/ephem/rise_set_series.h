// Rising and setting from the graha series: the method of the Swiss
// Ephemeris's swe_rise_trans for latitudes where it takes its fast path
// (swecl.c rise_set_fast), fed with the Sun's or Moon's position, the
// ayanamsa, the true obliquity and the Greenwich apparent sidereal time from
// the graha series instead of swe_calc_ut and swe_sidtime.
#pragma once

#include "ephem/graha_series.h"

namespace ephem {

struct SeriesRiseSetQuery {
  int graha = 0;            // kSun or kMoon
  bool rise = true;         // false: setting
  bool discCentre = false;  // false: upper limb
  // Refraction at the horizon added to the depression (deg): what the library
  // derives for its pressure and temperature (swe_refrac_extended), 0 for none.
  double horizonRefractionDeg = 0;
  double latitudeDeg = 0;
  double longitudeDeg = 0;  // east positive
};

// Whether swe_rise_trans takes its fast method for this body and latitude
// (swecl.c swe_rise_trans: |lat| <= 60, or <= 65 for the Sun). Elsewhere the
// library searches the altitude curve every two hours, which finds the polar
// cases (no rise, no set) the fast method cannot; the caller uses it there.
bool seriesRiseSetApplies(int graha, double latitudeDeg);

// The first rising (or setting) from startUt on, as swe_rise_trans returns it
// with the fast method; false when the series cannot serve a moment it needs
// (outside its range or a segment computed directly): the caller then asks
// the library.
bool seriesRiseSet(const GrahaSeries& series, const SeriesRiseSetQuery& q, double startUt, double* eventUt);

}  // namespace ephem
