#include "ephem/rise_set_series.h"

#include <cmath>

#include "ephem/bodies.h"

namespace ephem {
namespace {
constexpr double kDegToRad = M_PI / 180.0;
constexpr double kRadToDeg = 180.0 / M_PI;

// Constants of the Swiss Ephemeris 2.10.03 (sweph.h), so that the geometry is
// the library's: the astronomical unit (DE431), the Earth's equatorial radius
// and flattening (IERS conventions as in the Astronomical Almanac 2006, K6),
// and the disc diameters its rise/set uses (pla_diam).
constexpr double kAuMetres = 1.49597870700e+11;
constexpr double kEarthRadiusMetres = 6378136.6;
constexpr double kEarthFlattening = 1.0 / 298.25642;
constexpr double kSunDiameterMetres = 1392000000.0;
constexpr double kMoonDiameterMetres = 3475000.0;

// rise_set_fast's fixed Newton steps (2, 4 for the Moon), the time step of
// its altitude derivative (0.001 day) and its clamp on one step (0.1 day).
constexpr int kSunIterations = 2;
constexpr int kMoonIterations = 4;
constexpr double kRateStepDays = 0.001;
constexpr double kMaxStepDays = 0.1;

double degNorm(double deg) {
  double d = std::fmod(deg, 360.0);
  if (d < 0) d += 360.0;
  return d;
}

struct Topocentric {
  double raDeg;
  double declDeg;
  double distanceAu;
  double siderealTimeDeg;  // Greenwich apparent, at the moment
};

// The body's apparent topocentric right ascension and declination (true
// equator of date) at jdUt, sea level: the series' sidereal ecliptic position
// plus the ayanamsa, rotated by the true obliquity, minus the observer's
// geocentric vector on the Earth ellipsoid at the local apparent sidereal
// time (what swi_get_observer places). The library subtracts the observer in
// the J2000 frame before light time and aberration; the differences (light
// time over an Earth radius, diurnal aberration, 0.3") move an event by
// under 0.05 s.
bool topocentricAt(const GrahaSeries& series, int graha, double jdUt, double latitudeDeg, double longitudeDeg,
                   Topocentric* out) {
  double row[4];
  double ayanamsaDeg, ayanamsaRate, obliquityDeg;
  // The series' lookup clamps to its ends: beyond them it would extrapolate.
  if (!series.covers(jdUt)) return false;
  if (!series.body(graha, jdUt, row) || !series.ayanamsa(jdUt, &ayanamsaDeg, &ayanamsaRate) ||
      !series.siderealTime(jdUt, &out->siderealTimeDeg, &obliquityDeg))
    return false;
  const double lon = (row[0] + ayanamsaDeg) * kDegToRad;
  const double lat = row[1] * kDegToRad;
  const double r = row[2];
  const double eps = obliquityDeg * kDegToRad;
  const double xe = r * std::cos(lat) * std::cos(lon);
  const double ye = r * std::cos(lat) * std::sin(lon);
  const double ze = r * std::sin(lat);
  double x = xe;
  double y = ye * std::cos(eps) - ze * std::sin(eps);
  double z = ye * std::sin(eps) + ze * std::cos(eps);
  // Observer: geodetic latitude on the ellipsoid (swi_get_observer's cc, ss).
  const double cosPhi = std::cos(latitudeDeg * kDegToRad);
  const double sinPhi = std::sin(latitudeDeg * kDegToRad);
  const double oneMinusF = 1.0 - kEarthFlattening;
  const double cc = 1.0 / std::sqrt(cosPhi * cosPhi + oneMinusF * oneMinusF * sinPhi * sinPhi);
  const double ss = oneMinusF * oneMinusF * cc;
  const double theta = (longitudeDeg + out->siderealTimeDeg) * kDegToRad;
  const double rhoCosAu = kEarthRadiusMetres * cc * cosPhi / kAuMetres;
  x -= rhoCosAu * std::cos(theta);
  y -= rhoCosAu * std::sin(theta);
  z -= kEarthRadiusMetres * ss * sinPhi / kAuMetres;
  out->distanceAu = std::sqrt(x * x + y * y + z * z);
  out->raDeg = degNorm(std::atan2(y, x) * kRadToDeg);
  out->declDeg = std::asin(z / out->distanceAu) * kRadToDeg;
  return true;
}

// True (unrefracted) altitude for a local apparent sidereal time, as
// swe_azalt computes it from right ascension and declination.
double trueAltitudeDeg(double raDeg, double declDeg, double localSiderealDeg, double latitudeDeg) {
  const double hourAngle = (localSiderealDeg - raDeg) * kDegToRad;
  const double phi = latitudeDeg * kDegToRad;
  const double d = declDeg * kDegToRad;
  return std::asin(std::sin(phi) * std::sin(d) + std::cos(phi) * std::cos(d) * std::cos(hourAngle)) * kRadToDeg;
}

// Semi-diameter plus refraction (get_sun_rad_plus_refr): the depression of
// the disc's centre below the horizon at the event.
double horizonDepressionDeg(const SeriesRiseSetQuery& q, double distanceAu) {
  double deg = 0;
  if (!q.discCentre) {
    const double diameter = q.graha == kMoon ? kMoonDiameterMetres : kSunDiameterMetres;
    deg = std::asin(diameter / 2.0 / kAuMetres / distanceAu) * kRadToDeg;
  }
  return deg + q.horizonRefractionDeg;
}
}  // namespace

bool seriesRiseSetApplies(int graha, double latitudeDeg) {
  const double a = std::fabs(latitudeDeg);
  return a <= 60.0 || (graha == kSun && a <= 65.0);
}

bool seriesRiseSet(const GrahaSeries& series, const SeriesRiseSetQuery& q, double startUt, double* eventUt) {
  const double sign = q.rise ? 1.0 : -1.0;
  const int iterations = q.graha == kMoon ? kMoonIterations : kSunIterations;
  double searchUt = startUt;
  for (int run = 0; run < 2; ++run) {
    // First estimate: the semi-diurnal arc of the declination at the search
    // start, from the geometric horizon; where the body is circumpolar or
    // never rises the library takes 10 deg or 180 deg and lets Newton work.
    Topocentric p;
    if (!topocentricAt(series, q.graha, searchUt, q.latitudeDeg, q.longitudeDeg, &p)) return false;
    const double cosArc = -std::tan(q.latitudeDeg * kDegToRad) * std::tan(p.declDeg * kDegToRad);
    const double arcDeg = cosArc >= 1 ? 10.0 : cosArc <= -1 ? 180.0 : std::acos(cosArc) * kRadToDeg;
    const double localSidereal = degNorm(p.siderealTimeDeg + q.longitudeDeg);
    const double meridianDistance = degNorm(p.raDeg - localSidereal);
    double toEvent = degNorm(meridianDistance - degNorm(arcDeg * sign));
    if (toEvent > 358) toEvent -= 360;  // the event just passed: do not jump a day ahead
    double t = searchUt + toEvent / 360.0;
    // Newton on altitude + depression; the rate is the Earth's rotation alone
    // (the position held), as the library takes it.
    for (int i = 0; i < iterations; ++i) {
      Topocentric at;
      if (!topocentricAt(series, q.graha, t, q.latitudeDeg, q.longitudeDeg, &at)) return false;
      double laterSidereal, obliquityDeg;
      if (!series.covers(t + kRateStepDays) || !series.siderealTime(t + kRateStepDays, &laterSidereal, &obliquityDeg))
        return false;
      const double alt = trueAltitudeDeg(at.raDeg, at.declDeg, at.siderealTimeDeg + q.longitudeDeg, q.latitudeDeg);
      const double altLater = trueAltitudeDeg(at.raDeg, at.declDeg, laterSidereal + q.longitudeDeg, q.latitudeDeg);
      const double offsetDeg = alt + horizonDepressionDeg(q, at.distanceAu);
      double step = offsetDeg / (altLater - alt) * kRateStepDays;
      if (step > kMaxStepDays) step = kMaxStepDays;
      if (step < -kMaxStepDays) step = -kMaxStepDays;
      t -= step;
    }
    // An event before the start: search once more from half a day later.
    if (t >= startUt || run == 1) {
      *eventUt = t;
      return true;
    }
    searchUt = startUt + 0.5;
  }
  return false;  // not reached
}

}  // namespace ephem
