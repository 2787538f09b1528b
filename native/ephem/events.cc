#include "ephem/events.h"

#include <algorithm>
#include <cmath>

#include "ephem/bodies.h"
#include "ephem/chebyshev.h"
#include "ephem/state.h"

namespace ephem {
namespace {

double wrap180(double deg) { return deg - 360.0 * std::floor((deg + 180.0) / 360.0); }

struct Quantity {
  double moonWeight;  // the quantity is moonWeight * Moon + sunWeight * Sun
  double sunWeight;
  double widthDeg;
  int count;
};

constexpr Quantity kQuantities[kLunarKindCount] = {
    {1, -1, 12.0, 30},            // tithi
    {1, -1, 6.0, 60},             // karana
    {1, 0, 360.0 / 27, 27},       // nakshatra
    {1, 0, 360.0 / 108, 108},     // pada
    {1, 1, 360.0 / 27, 27},       // yoga
    {0, 1, 30.0, 12},             // Sun's sign
    {1, 0, 30.0, 12},             // Moon's sign
};

// One day: every quantity above moves 0.9 to 17 deg a day, always forward,
// so a step never moves one by 180 deg (the unwrap stays unambiguous) and
// Newton starts close to each root.
constexpr double kLunarStepDays = 1.0;
// Newton converges quadratically: after a step of h days the error is about
// (f''/2f') h^2, and |f''/2f'| < 0.05/day for these quantities (the Moon's
// acceleration is under 0.5 deg/day^2, every rate above 0.9 deg/day... for the
// Sun alone f''/f' is under 0.04/day). A step under 1e-5 day therefore leaves
// an error under 1e-11 day, far below the 1e-8 day we promise.
constexpr double kNewtonConvergedStepDays = 1e-5;
// Bracket width at which bisection stops (a Julian day near 2.46e6 is only
// resolved to ~4.7e-10 day).
constexpr double kBracketToleranceDays = 1e-9;

struct SunMoon {
  double sunDeg = 0, sunSpeed = 0, moonDeg = 0, moonSpeed = 0;
};

bool sunMoonAt(const Quantity& q, double t, SunMoon& s, std::string& err) {
  if (q.sunWeight != 0 && !sunSeries().eval(t, &s.sunDeg, &s.sunSpeed, err)) return false;
  if (q.moonWeight != 0 && !moonSeries().eval(t, &s.moonDeg, &s.moonSpeed, err)) return false;
  return true;
}

double valueOf(const Quantity& q, const SunMoon& s) { return q.moonWeight * s.moonDeg + q.sunWeight * s.sunDeg; }
double rateOf(const Quantity& q, const SunMoon& s) { return q.moonWeight * s.moonSpeed + q.sunWeight * s.sunSpeed; }

// Solves value(t) == targetDeg (mod 360) in [a, b], where value is increasing.
bool solveCrossing(const Quantity& q, double targetDeg, double a, double b, double guess, double& root,
                   std::string& err) {
  double lo = a, hi = b, t = guess;
  for (int iter = 0; iter < 60; ++iter) {
    SunMoon s;
    if (!sunMoonAt(q, t, s, err)) return false;
    const double residual = wrap180(valueOf(q, s) - targetDeg);
    if (residual < 0) lo = std::max(lo, t); else hi = std::min(hi, t);
    double next = t - residual / rateOf(q, s);
    if (std::fabs(next - t) < kNewtonConvergedStepDays && next >= a && next <= b) {
      root = next;
      return true;
    }
    // Keep Newton inside the bracket; bisect when it would leave it.
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (hi - lo < kBracketToleranceDays) {
      root = next;
      return true;
    }
    t = next;
  }
  root = t;
  return true;
}

}  // namespace

bool findLunarEvents(double startUt, double endUt, uint32_t kindMask, std::vector<Event>& out,
                     std::string& err) {
  out.clear();
  if (!std::isfinite(startUt) || !std::isfinite(endUt) || endUt < startUt ||
      endUt - startUt > kMaxSearchDays) {
    err = "search range must be finite, ordered and at most 40 years";
    return false;
  }
  SweGuard guard;
  setLahiriMode();
  // Every tithi boundary is a karana boundary (12 = 2 x 6): when both are
  // asked for, solve the karanas and read the tithis off the even ones.
  const bool tithiFromKarana = (kindMask & (1u << kTithi)) && (kindMask & (1u << kKarana));
  int kinds[kLunarKindCount];
  int kindCount = 0;
  for (int k = 0; k < kLunarKindCount; ++k)
    if ((kindMask & (1u << k)) && !(k == kTithi && tithiFromKarana)) kinds[kindCount++] = k;
  const Quantity both = {1, 1, 0, 0};  // evaluates the Sun and the Moon
  // Continuous (unwrapped) value of each quantity at the previous step.
  double prevValue[kLunarKindCount];
  SunMoon s;
  if (!sunMoonAt(both, startUt, s, err)) return false;
  for (int i = 0; i < kindCount; ++i) prevValue[i] = valueOf(kQuantities[kinds[i]], s);
  double t0 = startUt;
  while (t0 < endUt) {
    const double t1 = std::min(endUt, t0 + kLunarStepDays);
    if (!sunMoonAt(both, t1, s, err)) return false;
    for (int i = 0; i < kindCount; ++i) {
      const Quantity& q = kQuantities[kinds[i]];
      const double v0 = prevValue[i];
      const double v1 = v0 + wrap180(valueOf(q, s) - v0);
      // Every multiple of the width in (v0, v1] is one crossing.
      for (double j = std::floor(v0 / q.widthDeg) + 1; j * q.widthDeg <= v1; j += 1) {
        const double target = j * q.widthDeg;
        const double guess = t0 + (t1 - t0) * (target - v0) / (v1 - v0);
        double root;
        if (!solveCrossing(q, target, t0, t1, guess, root, err)) return false;
        // The unwrapped value may start below zero (Moon - Sun), so wrap j.
        const int index = (static_cast<int>(std::fmod(j, q.count)) + q.count) % q.count;
        out.push_back({root, kinds[i], index, (index + q.count - 1) % q.count});
        if (kinds[i] == kKarana && tithiFromKarana && index % 2 == 0)
          out.push_back({root, kTithi, index / 2, (index / 2 + 29) % 30});
      }
      prevValue[i] = v1;
    }
    t0 = t1;
  }
  std::sort(out.begin(), out.end(), [](const Event& a, const Event& b) {
    return a.jdUt < b.jdUt || (a.jdUt == b.jdUt && a.kind < b.kind);
  });
  return true;
}

namespace {

constexpr double kBisectToleranceDays = 1e-8;  // ~0.9 ms

struct GrahaState {
  double lonDeg, speedDegPerDay, sunLonDeg;
};

class GrahaProbe {
 public:
  explicit GrahaProbe(const GrahaSearch& s) : search_(s) { opts_.meanNode = s.meanNode; }
  bool at(double t, GrahaState& st, std::string& err) {
    double row[kBodyFields];
    if (!grahaAt(t, search_.graha, opts_, row, err)) return false;
    st.lonDeg = row[0];
    st.speedDegPerDay = row[3];
    st.sunLonDeg = 0;
    if (search_.kindMask & (1u << kCombustion)) {
      double sun[kBodyFields];
      if (!grahaAt(t, kSun, opts_, sun, err)) return false;
      st.sunLonDeg = sun[0];
    }
    return true;
  }
  int sign(const GrahaState& st) const { return static_cast<int>(st.lonDeg / 30.0) % 12; }
  int retro(const GrahaState& st) const { return st.speedDegPerDay < 0 ? 1 : 0; }
  int combust(const GrahaState& st) const {
    const double orb = st.speedDegPerDay < 0 ? search_.orbRetroDeg : search_.orbDirectDeg;
    return std::fabs(wrap180(st.lonDeg - st.sunLonDeg)) < orb ? 1 : 0;
  }

 private:
  const GrahaSearch& search_;
  BodyOptions opts_;
};

using StateFn = int (GrahaProbe::*)(const GrahaState&) const;

// Bisects a change of a discrete state between a (state sa) and b.
bool bisectChange(GrahaProbe& probe, StateFn fn, double a, int sa, double b, double& root, int& after,
                  std::string& err) {
  GrahaState st;
  while (b - a > kBisectToleranceDays) {
    const double m = 0.5 * (a + b);
    if (!probe.at(m, st, err)) return false;
    if ((probe.*fn)(st) == sa) a = m; else b = m;
  }
  if (!probe.at(b, st, err)) return false;
  root = b;
  after = (probe.*fn)(st);
  return true;
}

// Finds every change of `fn` over the given sample times (sorted); between two
// consecutive samples the state must change at most once.
bool scanChanges(GrahaProbe& probe, StateFn fn, int32_t kind, const std::vector<double>& samples,
                 std::vector<Event>& out, std::string& err) {
  GrahaState st;
  if (!probe.at(samples[0], st, err)) return false;
  int prev = (probe.*fn)(st);
  for (size_t i = 1; i < samples.size(); ++i) {
    if (!probe.at(samples[i], st, err)) return false;
    const int cur = (probe.*fn)(st);
    if (cur != prev) {
      double root;
      int after;
      if (!bisectChange(probe, fn, samples[i - 1], prev, samples[i], root, after, err)) return false;
      out.push_back({root, kind, after, prev});
    }
    prev = cur;
  }
  return true;
}

// Sampling steps: short enough that no station, ingress or combustion
// boundary pair falls inside one step. The true node wobbles with a period
// of about two weeks and can turn direct for a few days, so it is sampled
// six-hourly; Mercury and the Moon move fastest among the others.
double stepDaysFor(int graha, bool meanNode) {
  switch (graha) {
    case kMoon: return 0.25;
    case kRahu:
    case kKetu: return meanNode ? 1.0 : 0.25;
    case kJupiter:
    case kSaturn: return 1.0;
    default: return 0.5;
  }
}

std::vector<double> grid(double a, double b, double step) {
  std::vector<double> t;
  const size_t n = static_cast<size_t>(std::ceil((b - a) / step));
  t.reserve(n + 1);
  for (size_t i = 0; i < n; ++i) t.push_back(a + i * step);
  t.push_back(b);
  return t;
}

}  // namespace

bool findGrahaEvents(const GrahaSearch& search, double startUt, double endUt, std::vector<Event>& out,
                     std::string& err) {
  out.clear();
  if (!std::isfinite(startUt) || !std::isfinite(endUt) || endUt < startUt ||
      endUt - startUt > kMaxSearchDays) {
    err = "search range must be finite, ordered and at most 40 years";
    return false;
  }
  if (search.graha < 0 || search.graha >= kGrahaCount) {
    err = "unknown graha";
    return false;
  }
  if (endUt == startUt) return true;
  SweGuard guard;
  setLahiriMode();
  GrahaProbe probe(search);
  const std::vector<double> base = grid(startUt, endUt, stepDaysFor(search.graha, search.meanNode));
  // The Sun and Moon never station; the mean node always moves backward.
  const bool canStation = search.graha != kSun && search.graha != kMoon &&
                          !(search.meanNode && (search.graha == kRahu || search.graha == kKetu));
  std::vector<Event> stations;
  if (canStation && !scanChanges(probe, &GrahaProbe::retro, kStation, base, stations, err)) return false;
  if (search.kindMask & (1u << kStation)) out.insert(out.end(), stations.begin(), stations.end());
  if (search.kindMask & (1u << kIngress)) {
    // Between stations the motion is monotonic and a step moves far less than
    // a sign, so each step sees at most one ingress.
    std::vector<double> samples = base;
    for (const Event& e : stations) samples.push_back(e.jdUt);
    std::sort(samples.begin(), samples.end());
    if (!scanChanges(probe, &GrahaProbe::sign, kIngress, samples, out, err)) return false;
  }
  if ((search.kindMask & (1u << kCombustion)) && search.graha != kSun && search.graha != kRahu &&
      search.graha != kKetu) {
    std::vector<double> samples = base;
    for (const Event& e : stations) samples.push_back(e.jdUt);
    std::sort(samples.begin(), samples.end());
    if (!scanChanges(probe, &GrahaProbe::combust, kCombustion, samples, out, err)) return false;
  }
  std::sort(out.begin(), out.end(), [](const Event& a, const Event& b) {
    return a.jdUt < b.jdUt || (a.jdUt == b.jdUt && a.kind < b.kind);
  });
  return true;
}

}  // namespace ephem
