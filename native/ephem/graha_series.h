// Precomputed Chebyshev series of the grahas (the "graha series file").
//
// A kundli needs the nine grahas with speeds at one random moment; the
// Moshier theory costs ~120 us for that, the series ~1 us. As JPL ephemerides
// do, native/tools/build_graha_series.cc fits, at install time, Chebyshev
// polynomials over fixed segments of time to what grahaPositions returns
// directly (Lahiri sidereal, Moshier): each body's longitude (unwrapped),
// latitude and distance, the true and the mean node, and the Lahiri ayanamsa;
// and, for the ascendant, the time-dependent inputs of swe_houses_ex: the
// Greenwich apparent sidereal time and the true obliquity. Speeds are the
// derivative of the longitude polynomial. The addon loads the file once per
// process and shares it read-only between threads.
//
// Segments of the planets are halved where one polynomial cannot follow the
// position: near superior conjunction the Swiss Ephemeris's gravitational
// light deflection by the Sun (swi_deflect_light, up to ~2" at the solar
// limb, with a tabulated mass profile inside the disc) varies on the scale of
// hours. Where even the shortest allowed piece fails, the segment is marked
// "direct" and that graha is computed by the library at those moments.
//
// File layout (little-endian; every offset is in bytes from the file start
// and a multiple of 8):
//   FileHeader
//   GroupHeader[kSeriesGroupCount]
//   per group: uint32 nodes[nodeCount] (padded to 8 bytes), then
//              double coefficients[leafCount][channel 0 n | channel 1 n | ...]
// nodes[0 .. baseSegments-1] are the roots of each base segment; a node is a
// leaf (the index of its coefficient block), an internal node (kInternalBit |
// index of its first child; the second child follows it; children split the
// interval in halves) or kDirectNode.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

namespace ephem {

// Groups of channels sharing one segmentation (one library call per sample).
enum SeriesGroup : int {
  // kSun .. kSaturn of bodies.h come first, in graha order.
  kSeriesTrueNode = 7,
  kSeriesMeanNode = 8,
  kSeriesAyanamsa = 9,
  // Channels: Greenwich apparent sidereal time (deg, unwrapped) and true
  // obliquity (deg), as swe_houses_ex computes them (houses.h siderealTimeAt).
  kSeriesSiderealTime = 10,
  kSeriesGroupCount = 11
};

struct SeriesParams {
  double spanDays;       // base segment length
  int32_t samples;       // Chebyshev nodes sampled per segment (m)
  int32_t coefficients;  // coefficients kept per channel (n <= m)
  int32_t channels;      // 3 (longitude, latitude, distance), 1 (ayanamsa) or 2 (sidereal time)
  int32_t maxDepth;      // halvings allowed where the fit misses the tolerance
};

// Fit parameters per group, chosen by measurement (docs/engine.md).
extern const SeriesParams kSeriesParams[kSeriesGroupCount];

// Covered range: the engine's computing range, 1799-01-01T00:00Z to
// 2401-01-01T00:00Z (src/core/defaults.ts COMPUTE_FIRST_JD_UT and
// COMPUTE_END_JD_UT, checked by src/native/ephemeris.ts checkMoments), which
// is the dates a request may name, 1800-01-01 to 2399-12-31, and a year's
// margin either side for time zones, sunrises and the searches around the
// first and last days. The series starts earlier, at 1798-08-07 (1800-01-01
// less 512 days, two mean-node segments), so that every segment boundary of
// the fit over 1800-2400 stays where it was before the margin was added: the
// fit there is unchanged to the bit, and the margins are fitted the same way.
constexpr double kSeriesStartJdUt = 2377984.5;
constexpr double kSeriesEndJdUt = 2598007.5;

constexpr char kSeriesMagic[8] = {'G', 'R', 'A', 'H', 'A', 'S', 'E', 'R'};
// 2: the sidereal time group was added. 3: the range padded to 1799-2401.
constexpr uint32_t kSeriesFormatVersion = 3;
constexpr uint32_t kSeriesEndianMark = 0x01020304;
constexpr uint32_t kInternalBit = 0x80000000u;
constexpr uint32_t kDirectNode = 0xFFFFFFFFu;

struct FileHeader {
  char magic[8];
  uint32_t formatVersion;
  uint32_t endianMark;
  char sweVersion[16];
  double startJdUt;
  double endJdUt;
  uint64_t paramsHash;  // of kSeriesParams: a changed fit invalidates the file
  uint64_t fileBytes;
  uint64_t checksum;    // of every byte after the headers
  uint32_t groupCount;
  uint32_t reserved;
};

struct GroupHeader {
  double spanDays;
  uint32_t baseSegments;
  uint32_t coefficients;
  uint32_t channels;
  uint32_t nodeCount;
  uint64_t nodesOffset;
  uint64_t coefficientsOffset;
  uint64_t leafCount;
};

static_assert(sizeof(FileHeader) == 80, "FileHeader layout");
static_assert(sizeof(GroupHeader) == 48, "GroupHeader layout");

uint64_t seriesParamsHash();
// 64-bit FNV-1a over 8-byte words (the payload is a multiple of 8 bytes).
uint64_t seriesChecksum(const uint8_t* data, size_t bytes);
constexpr size_t kSeriesHeadersBytes = sizeof(FileHeader) + kSeriesGroupCount * sizeof(GroupHeader);

// deg in [0, 360), never 360 itself.
double normalize360(double deg);

// Number of base segments of a group over the covered range.
uint32_t seriesBaseSegments(int group);

// One evaluated row: longitude [0, 360) deg, latitude deg, distance AU,
// longitude speed deg/day. Sidereal (Lahiri).
class GrahaSeries {
 public:
  // Validates a whole file image (header, parameters, library version, range,
  // sizes, offsets, checksum); on failure returns false and fills err.
  bool adopt(const uint8_t* data, size_t bytes, std::string& err);

  bool covers(double jdUt) const { return jdUt >= kSeriesStartJdUt && jdUt <= kSeriesEndJdUt; }

  // Row of group g (0..8 as SeriesGroup/graha order, Rahu = node groups) at
  // jdUt; false when that segment is marked direct (compute it directly).
  bool body(int group, double jdUt, double* row) const;
  // Lahiri ayanamsa (deg, with nutation) and its rate (deg/day).
  bool ayanamsa(double jdUt, double* deg, double* rateDegPerDay) const;
  // Greenwich apparent sidereal time [0, 360) deg and true obliquity deg, as
  // swe_houses_ex uses them; false when that segment is marked direct.
  bool siderealTime(double jdUt, double* siderealTimeDeg, double* obliquityDeg) const;

 private:
  struct Group {
    double spanDays = 0;
    uint32_t baseSegments = 0;
    uint32_t coefficients = 0;
    uint32_t channels = 0;
    const uint32_t* nodes = nullptr;
    const double* coefficientsData = nullptr;
  };
  // Finds the leaf covering jdUt: its coefficient block, start and length.
  const double* leaf(const Group& g, double jdUt, double* x, double* spanDays) const;
  Group groups_[kSeriesGroupCount];
};

struct SeriesInfo {
  bool loaded = false;
  std::string path;
  std::string error;  // why it is not loaded
  double startJdUt = 0;
  double endJdUt = 0;
  size_t bytes = 0;
};

// Loads the file once per process (the first call's path wins; later calls
// return the same state). Thread-safe; the series is immutable afterwards.
const SeriesInfo& loadGrahaSeries(const std::string& path);
// The loaded series, or nullptr (not loaded yet, missing or invalid).
const GrahaSeries* grahaSeries();

}  // namespace ephem
