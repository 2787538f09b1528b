#include "ephem/eclipses.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <map>

#include "ephem/bodies.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
// A place's local greatest eclipse lies within hours of the global one; the
// next eclipse of either body is at least two weeks away.
constexpr double kSameEclipseDays = 1.0;

// The library writes 0 for a contact that does not occur.
double timeOrNaN(double jd) { return jd > 0 ? jd : kNaN; }
double sarosOrNaN(double v) { return v > 0 ? v : kNaN; }

// Solar: the local search finds the next eclipse visible at the place, which
// may be a later one than the eclipse asked about: kept, it answers later
// eclipses too. Lunar: lunarLocal, one eclipse at a time.
struct LocalHit {
  bool valid = false;
  int32_t flags = 0;
  double tret[10] = {};
  double attr[20] = {};
};

bool searchLocal(double fromUt, double* geopos, LocalHit& hit, std::string& err) {
  char serr[AS_MAXCH] = {0};
  // The library writes only the contacts that exist (no sunrise/sunset during
  // the eclipse leaves tret[5..6] alone): a reused hit must not keep the last
  // eclipse's times.
  hit = LocalHit{};
  const int32_t rc = swe_sol_eclipse_when_loc(fromUt, kEphemerisFlag, geopos, hit.tret, hit.attr, 0, serr);
  if (rc == ERR) {
    err = serr;
    return false;
  }
  hit.valid = true;
  hit.flags = rc;
  return true;
}

// The local circumstances of the lunar eclipse with global contacts tret, as
// swe_lun_eclipse_when_loc finds them for the next eclipse visible at the
// place (the same steps, in swecl.c), but for this eclipse only: the library's
// function searches on to the next visible eclipse when this one is not, which
// a range search would pay for again and again. hit.flags 0: not visible.
bool lunarLocal(const double* globalTret, double* geopos, LocalHit& hit, std::string& err) {
  char serr[AS_MAXCH] = {0};
  std::copy(globalTret, globalTret + 10, hit.tret);
  hit.valid = true;
  hit.flags = 0;
  double* tret = hit.tret;
  int32_t flags = 0;
  for (int i = 7; i >= 0; --i) {
    if (i == 1 || tret[i] == 0) continue;
    if (swe_lun_eclipse_how(tret[i], kEphemerisFlag, geopos, hit.attr, serr) == ERR) {
      err = serr;
      return false;
    }
    if (hit.attr[6] > 0) {  // the Moon above the horizon (apparent altitude)
      flags |= SE_ECL_VISIBLE;
      const int32_t bit[8] = {SE_ECL_MAX_VISIBLE,     0, SE_ECL_PARTBEG_VISIBLE,   SE_ECL_PARTEND_VISIBLE,
                              SE_ECL_TOTBEG_VISIBLE, SE_ECL_TOTEND_VISIBLE, SE_ECL_PENUMBBEG_VISIBLE, SE_ECL_PENUMBEND_VISIBLE};
      flags |= bit[i];
    }
  }
  if (!(flags & SE_ECL_VISIBLE)) return true;
  double maxUt = tret[0], rise = 0, set = 0;
  int32_t rc = swe_rise_trans(tret[6] - 0.001, SE_MOON, nullptr, kEphemerisFlag, SE_CALC_RISE | SE_BIT_DISC_BOTTOM, geopos, 0, 0,
                              &rise, serr);
  if (rc >= 0)
    rc = swe_rise_trans(tret[6] - 0.001, SE_MOON, nullptr, kEphemerisFlag, SE_CALC_SET | SE_BIT_DISC_BOTTOM, geopos, 0, 0, &set,
                        serr);
  if (rc == ERR) {
    err = serr;
    return false;
  }
  tret[8] = tret[9] = 0;
  if (rc >= 0) {
    if (set < tret[6] || (set > rise && rise > tret[7])) return true;
    if (rise > tret[6] && rise < tret[7]) {
      tret[8] = rise;
      if (rise > tret[0]) maxUt = rise;
    }
    if (set > tret[6] && set < tret[7]) {
      tret[9] = set;
      if (set < tret[0]) maxUt = set;
    }
  }
  tret[0] = maxUt;
  const int32_t how = swe_lun_eclipse_how(maxUt, kEphemerisFlag, geopos, hit.attr, serr);
  if (how == ERR) {
    err = serr;
    return false;
  }
  if (how == 0) return true;
  hit.flags = flags | how;
  return true;
}

// One eclipse of the global search: the library's contacts (tret) and the
// first 13 fields of its record, which do not depend on the place.
struct GlobalEclipse {
  double tret[10];
  double r[13];
};

// The global searches a thread has run, per body (the same for every place,
// and each costs milliseconds): known eclipses by greatest eclipse, and the
// spans [from, next + 1 day) a search from `from` has shown to hold no other
// eclipse. Thread-local, so worker threads never share it; bounded.
struct GlobalCache {
  std::map<double, GlobalEclipse> known;
  std::map<double, double> covered;  // from -> end
};
constexpr size_t kGlobalCacheLimit = 4096;
thread_local GlobalCache globalCache[2];

// The library's global search from `from`: the next eclipse of the body.
bool searchGlobal(bool lunar, double from, double* geopos, GlobalEclipse& g, std::string& err) {
  char serr[AS_MAXCH] = {0};
  double* tret = g.tret;
  std::fill(tret, tret + 10, 0.0);
  const int32_t type = lunar ? swe_lun_eclipse_when(from, kEphemerisFlag, 0, tret, 0, serr)
                             : swe_sol_eclipse_when_glob(from, kEphemerisFlag, 0, tret, 0, serr);
  if (type == ERR) {
    err = serr;
    return false;
  }
  double* r = g.r;
  std::fill(r, r + 13, kNaN);
  const double maxUt = tret[0];
  r[0] = lunar ? 1 : 0;
  r[1] = type;
  r[2] = maxUt;
  double attr[20] = {};
  if (lunar) {
    const int order[6] = {6, 2, 4, 5, 3, 7};
    for (int i = 0; i < 6; ++i) r[3 + i] = timeOrNaN(tret[order[i]]);
    // The magnitudes are geocentric (geopos only gives the Moon's altitude).
    if (swe_lun_eclipse_how(maxUt, kEphemerisFlag, geopos, attr, serr) == ERR) {
      err = serr;
      return false;
    }
    r[9] = attr[0];
    r[10] = attr[1];
  } else {
    r[3] = timeOrNaN(tret[2]);
    r[5] = timeOrNaN(tret[4]);
    r[6] = timeOrNaN(tret[5]);
    r[8] = timeOrNaN(tret[3]);
    double where[10] = {};
    if (swe_sol_eclipse_where(maxUt, kEphemerisFlag, where, attr, serr) == ERR) {
      err = serr;
      return false;
    }
    r[9] = attr[8];
  }
  r[11] = sarosOrNaN(attr[9]);
  r[12] = sarosOrNaN(attr[10]);
  return true;
}

// Every eclipse of the body with greatest eclipse in [startUt, endUt), in
// time order: the library's global search from startUt, then from a day after
// each eclipse found, each search read from the thread's cache when a search
// from an earlier moment has covered it.
bool globalEclipses(bool lunar, double startUt, double endUt, double* geopos, std::vector<GlobalEclipse>& out,
                    std::string& err) {
  GlobalCache& cache = globalCache[lunar ? 1 : 0];
  if (cache.known.size() >= kGlobalCacheLimit) cache = GlobalCache{};
  double from = startUt;
  for (;;) {
    auto span = cache.covered.upper_bound(from);
    if (span != cache.covered.begin() && std::prev(span)->second > from) {
      const double spanEnd = std::prev(span)->second;
      for (auto k = cache.known.lower_bound(from); k != cache.known.end() && k->first < spanEnd; ++k) {
        if (k->first >= endUt) return true;
        out.push_back(k->second);
      }
      from = spanEnd;
      continue;
    }
    GlobalEclipse g;
    if (!searchGlobal(lunar, from, geopos, g, err)) return false;
    const double maxUt = g.r[2];
    if (maxUt >= from) {
      cache.known[maxUt] = g;
      cache.covered[from] = maxUt + kSameEclipseDays;
    }
    if (maxUt >= endUt) return true;
    from = maxUt + kSameEclipseDays;
    if (maxUt >= startUt) out.push_back(g);
  }
}

bool searchBody(bool lunar, bool globalOnly, double startUt, double endUt, double* geopos, std::vector<double>& out,
                std::string& err) {
  std::vector<GlobalEclipse> found;
  if (!globalEclipses(lunar, startUt, endUt, geopos, found, err)) return false;
  LocalHit local;
  for (const GlobalEclipse& g : found) {
    const double* tret = g.tret;
    const double maxUt = g.r[2];
    double r[kEclipseFields];
    std::fill(r, r + kEclipseFields, kNaN);
    std::copy(g.r, g.r + 13, r);
    if (globalOnly) {
      out.insert(out.end(), r, r + kEclipseFields);  // field 13 stays NaN: not searched
      continue;
    }
    if (lunar) {
      if (!lunarLocal(tret, geopos, local, err)) return false;
    } else if (!local.valid || local.tret[0] < maxUt - kSameEclipseDays) {
      if (!searchLocal(maxUt - kSameEclipseDays, geopos, local, err)) return false;
    }
    r[13] = 0;
    if (local.flags != 0 && std::fabs(local.tret[0] - maxUt) < kSameEclipseDays) {
      r[13] = local.flags;
      r[14] = local.tret[0];
      if (lunar) {
        for (int i = 0; i < 6; ++i) r[15 + i] = r[3 + i];
        r[23] = local.attr[0];
      } else {
        r[15] = timeOrNaN(local.tret[1]);
        r[17] = timeOrNaN(local.tret[2]);
        r[18] = timeOrNaN(local.tret[3]);
        r[20] = timeOrNaN(local.tret[4]);
        r[23] = local.attr[8];
        r[24] = local.attr[2];
      }
      r[21] = timeOrNaN(local.tret[lunar ? 8 : 5]);
      r[22] = timeOrNaN(local.tret[lunar ? 9 : 6]);
      r[25] = local.attr[6];
    }
    out.insert(out.end(), r, r + kEclipseFields);
  }
  return true;
}

// Radii of the Sun and the Moon as swecl.c sizes them for eclipses (its DSUN
// 1392000 km and DMOON 3476.3 km; sweph.h AUNIT), AU.
constexpr double kAuM = 1.49597870700e+11;
constexpr double kSunRadiusAu = 1392000000.0 / 2 / kAuM;
constexpr double kMoonRadiusAu = 3476300.0 / 2 / kAuM;
constexpr double kPi = 3.14159265358979323846;
constexpr double kRadToDeg = 180.0 / kPi;

// One solar moment into out[0..3]: the steps of swecl.c's eclipse_how (the
// library's local search computes with it; swe_sol_eclipse_how zeroes it when
// the Sun's refracted centre is below the horizon).
bool solarCircumstances(double jdUt, double* geopos, double* out, std::string& err) {
  char serr[AS_MAXCH] = {0};
  const double jdTt = jdUt + swe_deltat_ex(jdUt, kEphemerisFlag, serr);
  swe_set_topo(geopos[0], geopos[1], geopos[2]);
  const int32_t flags = kEphemerisFlag | SEFLG_EQUATORIAL | SEFLG_TOPOCTR;
  double ls[6], lm[6], xs[6], xm[6];
  const int32_t calls[4] = {swe_calc(jdTt, SE_SUN, flags, ls, serr), swe_calc(jdTt, SE_MOON, flags, lm, serr),
                            swe_calc(jdTt, SE_SUN, flags | SEFLG_XYZ, xs, serr),
                            swe_calc(jdTt, SE_MOON, flags | SEFLG_XYZ, xm, serr)};
  for (const int32_t ret : calls) {
    if (ret < 0 || (ret & kEphemerisMask) != kEphemerisFlag) {
      err = serr[0] ? serr : "swe_calc returned unexpected flags";
      return false;
    }
  }
  const double moonDeg = std::asin(kMoonRadiusAu / lm[2]) * kRadToDeg;
  const double sunDeg = std::asin(kSunRadiusAu / ls[2]) * kRadToDeg;
  double dot = 0;
  for (int k = 0; k < 3; ++k) dot += (xs[k] / ls[2]) * (xm[k] / lm[2]);
  const double apartDeg = std::acos(std::clamp(dot, -1.0, 1.0)) * kRadToDeg;
  double magnitude = 0, obscuration = 0;
  if (apartDeg < std::fabs(sunDeg - moonDeg)) {
    // Total or annular: NASA's magnitude is the ratio of the diameters.
    magnitude = moonDeg / sunDeg;
    obscuration = std::min(1.0, moonDeg * moonDeg / (sunDeg * sunDeg));
  } else if (apartDeg < sunDeg + moonDeg) {
    magnitude = (sunDeg + moonDeg - apartDeg) / sunDeg / 2;
    // The lens where the discs overlap, over the Sun's disc.
    const double a = std::acos(std::clamp(
        (apartDeg * apartDeg + moonDeg * moonDeg - sunDeg * sunDeg) / (2 * apartDeg * moonDeg), -1.0, 1.0));
    const double b = std::acos(
        std::clamp((apartDeg * apartDeg + sunDeg * sunDeg - moonDeg * moonDeg) / (2 * apartDeg * sunDeg), -1.0, 1.0));
    const double lens = (a - std::cos(a) * std::sin(a)) * moonDeg * moonDeg / 2 +
                        (b - std::cos(b) * std::sin(b)) * sunDeg * sunDeg / 2;
    obscuration = lens * 2 / kPi / (sunDeg * sunDeg);
  }
  double horizontal[3];
  swe_azalt(jdUt, SE_EQU2HOR, geopos, 0, 10, ls, horizontal);
  out[0] = magnitude;
  out[1] = obscuration;
  out[2] = horizontal[2];
  out[3] = apartDeg;
  return true;
}

bool lunarCircumstances(double jdUt, double* geopos, double* out, std::string& err) {
  char serr[AS_MAXCH] = {0};
  double attr[20] = {};
  if (swe_lun_eclipse_how(jdUt, kEphemerisFlag, geopos, attr, serr) == ERR) {
    err = serr[0] ? serr : "swe_lun_eclipse_how failed";
    return false;
  }
  out[0] = attr[0];
  out[1] = kNaN;
  out[2] = attr[6];
  out[3] = kNaN;
  return true;
}

}  // namespace

bool findEclipses(double startUt, double endUt, double latitudeDeg, double longitudeDeg, double altitudeM,
                  unsigned bodyMask, std::vector<double>& out, std::string& err) {
  if (!(endUt >= startUt) || endUt - startUt > kMaxEclipseSearchDays) {
    err = "eclipse search range must be ascending and at most 210 years";
    return false;
  }
  if (!(std::fabs(latitudeDeg) <= 90) || !(std::fabs(longitudeDeg) <= 180) || !(altitudeM >= -500 && altitudeM <= 25000)) {
    err = "eclipse place out of range";
    return false;
  }
  double geopos[3] = {longitudeDeg, latitudeDeg, altitudeM};
  SweGuard guard;
  std::vector<double> solar, lunar;
  const bool solarGlobalOnly = (bodyMask & kEclipseSolarGlobalOnly) != 0;
  if ((bodyMask & kEclipseSolar) && !searchBody(false, solarGlobalOnly, startUt, endUt, geopos, solar, err)) return false;
  if ((bodyMask & kEclipseLunar) && !searchBody(true, false, startUt, endUt, geopos, lunar, err)) return false;
  // Merge the two sorted lists by greatest eclipse.
  out.clear();
  size_t i = 0, j = 0;
  while (i < solar.size() || j < lunar.size()) {
    const bool takeSolar = j >= lunar.size() || (i < solar.size() && solar[i + 2] <= lunar[j + 2]);
    std::vector<double>& src = takeSolar ? solar : lunar;
    size_t& k = takeSolar ? i : j;
    out.insert(out.end(), src.begin() + static_cast<long>(k), src.begin() + static_cast<long>(k + kEclipseFields));
    k += kEclipseFields;
  }
  return true;
}

size_t eclipseCircumstancesBatch(const double* jdUt, const double* latitudeDeg, const double* longitudeDeg, size_t n,
                                 bool lunar, double* out, int32_t* status, std::string& firstError) {
  SweGuard guard;
  size_t failures = 0;
  for (size_t i = 0; i < n; ++i) {
    double* row = out + i * kCircumstanceFields;
    std::fill(row, row + kCircumstanceFields, kNaN);
    status[i] = kOk;
    if (!std::isfinite(jdUt[i]) || !(std::fabs(latitudeDeg[i]) <= 90) || !(std::fabs(longitudeDeg[i]) <= 180)) {
      status[i] = kBadInput;
      if (failures++ == 0) firstError = "moment or place out of range";
      continue;
    }
    double geopos[3] = {longitudeDeg[i], latitudeDeg[i], 0.0};
    std::string err;
    if (!(lunar ? lunarCircumstances(jdUt[i], geopos, row, err) : solarCircumstances(jdUt[i], geopos, row, err))) {
      std::fill(row, row + kCircumstanceFields, kNaN);
      status[i] = kSweError;
      if (failures++ == 0) firstError = err;
    }
  }
  return failures;
}

}  // namespace ephem
