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
