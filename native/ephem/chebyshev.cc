#include "ephem/chebyshev.h"

#include <cmath>

#include "ephem/bodies.h"
#include "ephem/state.h"
#include "swephexp.h"

namespace ephem {
namespace {
constexpr double kEpochUt = 2451545.0;  // J2000: origin of the segment grid
// Bounds the per-thread cache (about 500 years of Moon segments).
constexpr size_t kMaxCachedSegments = 100000;
// Segment lengths and sizes, measured against direct calls at 20,000 random
// moments 1900-2100: both fits stay within 4e-5" of Moshier, which is the
// library's own numerical noise; 9 Moon coefficients would give 2e-4".
// Fewer coefficients make each evaluation cheaper, which is what the warm
// search spends its time on.
constexpr double kMoonSpanDays = 4.0;
constexpr int kMoonCoefficients = 12;
constexpr double kSunSpanDays = 16.0;
constexpr int kSunCoefficients = 12;

double wrap180(double deg) { return deg - 360.0 * std::floor((deg + 180.0) / 360.0); }
}  // namespace

double chebyshevNode(int k, int m) { return std::cos(M_PI * (k + 0.5) / m); }

void chebyshevFit(const double* samples, int m, int n, double* c) {
  for (int j = 0; j < n; ++j) {
    double sum = 0;
    for (int k = 0; k < m; ++k) sum += samples[k] * std::cos(M_PI * j * (k + 0.5) / m);
    c[j] = sum * 2.0 / m;
  }
  c[0] *= 0.5;
}

double chebyshevSum(const double* c, int n, double x) {
  double b1 = 0, b2 = 0;
  for (int j = n - 1; j >= 1; --j) {
    const double b0 = 2.0 * x * b1 - b2 + c[j];
    b2 = b1;
    b1 = b0;
  }
  return x * b1 - b2 + c[0];
}

void chebyshevSumAndDerivative(const double* c, int n, double x, double* value, double* derivative) {
  // T_j' = j U_{j-1}; both families obey the same three-term recurrence.
  double tPrev = 1, t = x, uPrev = 1, u = 2 * x;  // T_0, T_1, U_0, U_1
  double v = c[0] + (n > 1 ? c[1] * x : 0.0);
  double d = n > 1 ? c[1] : 0.0;
  for (int j = 2; j < n; ++j) {
    const double tNext = 2 * x * t - tPrev;
    v += c[j] * tNext;
    d += c[j] * j * u;  // j U_{j-1}
    tPrev = t;
    t = tNext;
    const double uNext = 2 * x * u - uPrev;
    uPrev = u;
    u = uNext;
  }
  *value = v;
  *derivative = d;
}

LongitudeSeries::LongitudeSeries(int graha, double spanDays, int coefficients)
    : graha_(graha), spanDays_(spanDays), n_(coefficients) {}

bool LongitudeSeries::fit(int64_t index, Segment& seg, std::string& err) {
  SweGuard guard;
  setLahiriMode();
  const int n = n_;
  double samples[kMaxCoefficients];
  seg.startUt = kEpochUt + static_cast<double>(index) * spanDays_;
  const int32_t flags = kEphemerisFlag | SEFLG_SIDEREAL;
  const int32_t mask = kEphemerisMask | SEFLG_SIDEREAL;
  for (int k = 0; k < n; ++k) {
    const double t = seg.startUt + (chebyshevNode(k, n) + 1.0) * 0.5 * spanDays_;
    double xx[6];
    char serr[AS_MAXCH];
    serr[0] = '\0';
    const int32_t ret = swe_calc_ut(t, sweBody(graha_, false), flags, xx, serr);
    if (ret < 0 || (ret & mask) != (flags & mask)) {
      err = serr[0] ? serr : "swe_calc_ut returned unexpected flags";
      return false;
    }
    // Unwrap relative to the first node so the fitted function is continuous.
    samples[k] = k == 0 ? xx[0] : samples[k - 1] + wrap180(xx[0] - samples[k - 1]);
  }
  chebyshevFit(samples, n, n, seg.value);
  // Coefficients of the derivative in x: c'_{j-1} = c'_{j+1} + 2 j c_j.
  for (int j = 0; j < kMaxCoefficients; ++j) seg.derivative[j] = 0;
  for (int j = n - 1; j >= 1; --j) {
    const double next = j + 1 < n ? seg.derivative[j + 1] : 0.0;
    seg.derivative[j - 1] = next + 2.0 * j * seg.value[j];
  }
  seg.derivative[0] *= 0.5;
  for (int j = 0; j < n; ++j) seg.derivative[j] *= 2.0 / spanDays_;  // d/dx -> d/dt
  for (int j = n; j < kMaxCoefficients; ++j) seg.value[j] = 0;
  return true;
}

const LongitudeSeries::Segment* LongitudeSeries::segmentFor(double jdUt, std::string& err) {
  const int64_t index = static_cast<int64_t>(std::floor((jdUt - kEpochUt) / spanDays_));
  if (index == lastIndex_) return last_;
  auto it = cache_.find(index);
  if (it == cache_.end()) {
    if (cache_.size() >= kMaxCachedSegments) cache_.clear();
    Segment seg;
    if (!fit(index, seg, err)) return nullptr;
    it = cache_.emplace(index, seg).first;
  }
  last_ = &it->second;
  lastIndex_ = index;
  return last_;
}

bool LongitudeSeries::eval(double jdUt, double* longitudeDeg, double* speedDegPerDay, std::string& err) {
  const Segment* seg = segmentFor(jdUt, err);
  if (seg == nullptr) return false;
  const double x = 2.0 * (jdUt - seg->startUt) / spanDays_ - 1.0;
  const double lon = chebyshevSum(seg->value, n_, x);
  *longitudeDeg = lon - 360.0 * std::floor(lon / 360.0);
  if (speedDegPerDay != nullptr) *speedDegPerDay = chebyshevSum(seg->derivative, n_ - 1, x);
  return true;
}

LongitudeSeries& sunSeries() {
  thread_local LongitudeSeries series(kSun, kSunSpanDays, kSunCoefficients);
  return series;
}

LongitudeSeries& moonSeries() {
  thread_local LongitudeSeries series(kMoon, kMoonSpanDays, kMoonCoefficients);
  return series;
}

}  // namespace ephem
