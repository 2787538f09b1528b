// Chebyshev series of the Sun's and Moon's Lahiri sidereal longitudes.
//
// The event search evaluates these two longitudes thousands of times a year.
// As JPL ephemerides do, we fit each body over fixed segments of time with a
// Chebyshev polynomial sampled from the Swiss Ephemeris itself, then evaluate
// the polynomial (a few dozen flops) instead of the full theory (~12 us).
// Segments are cached per thread, so warm searches never call the library.
// The fit error is bounded in test/native/chebyshev.test.ts against direct
// calls (under 0.01 arcsecond).
#pragma once
#include <cstdint>
#include <string>
#include <unordered_map>

namespace ephem {

// Chebyshev fitting shared by the per-thread Sun/Moon series below and the
// precomputed graha series (graha_series.h, native/tools/build_graha_series.cc).

// Node k (0 <= k < m) of the m Chebyshev nodes of the first kind on [-1, 1],
// in descending order (k = 0 is the node nearest +1).
double chebyshevNode(int k, int m);

// c[0..n-1] (n <= m): coefficients of the degree m-1 interpolant through
// samples taken at the m nodes, truncated to n terms. For n < m this is the
// discrete least-squares fit of degree n-1 at those nodes, which averages the
// library's sample-to-sample noise. c[0] is the plain constant term.
void chebyshevFit(const double* samples, int m, int n, double* c);

// Clenshaw summation of sum c_j T_j(x).
double chebyshevSum(const double* c, int n, double x);

// The sum and its derivative with respect to x at once.
void chebyshevSumAndDerivative(const double* c, int n, double x, double* value, double* derivative);

class LongitudeSeries {
 public:
  static constexpr int kMaxCoefficients = 32;

  LongitudeSeries(int graha, double spanDays, int coefficients);

  // Sidereal longitude in [0, 360) degrees and its rate in deg/day at jdUt.
  // Returns false (err filled) when the library fails while fitting.
  bool eval(double jdUt, double* longitudeDeg, double* speedDegPerDay, std::string& err);

  size_t cachedSegments() const { return cache_.size(); }

 private:
  struct Segment {
    double startUt;
    double value[kMaxCoefficients];
    double derivative[kMaxCoefficients];
  };
  const Segment* segmentFor(double jdUt, std::string& err);
  bool fit(int64_t index, Segment& seg, std::string& err);

  int graha_;
  double spanDays_;
  int n_;
  std::unordered_map<int64_t, Segment> cache_;
  const Segment* last_ = nullptr;
  int64_t lastIndex_ = INT64_MIN;
};

// This thread's series (created on first use).
LongitudeSeries& sunSeries();
LongitudeSeries& moonSeries();

}  // namespace ephem
