#include "ephem/graha_series.h"

#include <cmath>
#include <cstdio>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <vector>

#include "ephem/chebyshev.h"
#include "ephem/state.h"

namespace ephem {

// Measured with `build_graha_series --check` against direct calls (figures in
// docs/engine.md). Base segments are as long as the smooth part of each
// motion allows: every geocentric position carries the Earth's monthly
// wobble about the Earth-Moon barycentre (~1" for Jupiter), so no planet gets
// more than the Sun's 16 days. The planets take 4 samples beyond the coefficients they keep,
// which gives the generator its error estimate, and may halve a segment down
// to about 2 days near superior conjunction; what still fails there is left
// to the library ("direct"). The true node takes 32 samples for 28
// coefficients: its direct values jitter by up to ~0.06" from one moment to
// the next (the library differentiates the Moon's motion numerically), and a
// least-squares fit averages that out instead of following it.
const SeriesParams kSeriesParams[kSeriesGroupCount] = {
    {16.0, 12, 12, 3, 0},   // Sun: no light deflection, smooth
    {8.0, 16, 16, 3, 0},    // Moon
    {16.0, 16, 12, 3, 3},   // Mars
    {16.0, 20, 16, 3, 3},   // Mercury
    {16.0, 16, 12, 3, 3},   // Jupiter
    {16.0, 16, 12, 3, 3},   // Venus
    {16.0, 16, 12, 3, 3},   // Saturn
    {16.0, 32, 28, 3, 0},   // true node
    {256.0, 12, 12, 3, 0},  // mean node: a slow polynomial
    {16.0, 16, 16, 1, 0},   // Lahiri ayanamsa (nutation's 13.7-day term)
    // Sidereal time and obliquity: a straight line (the Earth's rotation) plus
    // the nutation terms the ayanamsa also carries. swe_sidtime0 switches to
    // its long-term model for t <= 1850-01-01 and t >= 2050-01-01 and jumps
    // there by 0.096" and 1.9". The generator halves the two segments holding
    // the switches (6 and 15 days into their 16) into pieces of 2 and 1 days,
    // one of which starts at the switch, so no piece straddles a jump. Four
    // samples beyond the coefficients give the error estimate that finds them.
    {16.0, 20, 16, 2, 4},
};

namespace {
constexpr uint64_t kFnvOffset = 1469598103934665603ull;
constexpr uint64_t kFnvPrime = 1099511628211ull;

uint64_t fnv(uint64_t h, const void* data, size_t bytes) {
  const auto* p = static_cast<const uint8_t*>(data);
  for (size_t i = 0; i < bytes; ++i) h = (h ^ p[i]) * kFnvPrime;
  return h;
}
}  // namespace

uint64_t seriesParamsHash() {
  uint64_t h = kFnvOffset;
  for (const SeriesParams& p : kSeriesParams) {
    h = fnv(h, &p.spanDays, sizeof p.spanDays);
    const int32_t ints[4] = {p.samples, p.coefficients, p.channels, p.maxDepth};
    h = fnv(h, ints, sizeof ints);
  }
  const double range[2] = {kSeriesStartJdUt, kSeriesEndJdUt};
  return fnv(h, range, sizeof range);
}

uint64_t seriesChecksum(const uint8_t* data, size_t bytes) {
  // Word-wise FNV: ~8x faster than byte-wise over the tens of MB loaded once.
  uint64_t h = kFnvOffset;
  for (size_t i = 0; i + 8 <= bytes; i += 8) {
    uint64_t w;
    std::memcpy(&w, data + i, 8);
    h = (h ^ w) * kFnvPrime;
  }
  return h;
}

double normalize360(double deg) {
  const double r = deg - 360.0 * std::floor(deg / 360.0);
  return r < 360.0 ? r : 0.0;  // a tiny negative input rounds up to 360
}

uint32_t seriesBaseSegments(int group) {
  return static_cast<uint32_t>(std::ceil((kSeriesEndJdUt - kSeriesStartJdUt) / kSeriesParams[group].spanDays));
}

bool GrahaSeries::adopt(const uint8_t* data, size_t bytes, std::string& err) {
  err.clear();
  if (bytes < kSeriesHeadersBytes) {
    err = "file is shorter than its header";
    return false;
  }
  FileHeader h;
  std::memcpy(&h, data, sizeof h);
  char version[256];
  if (std::memcmp(h.magic, kSeriesMagic, sizeof h.magic) != 0) {
    err = "not a graha series file (bad magic)";
  } else if (h.endianMark != kSeriesEndianMark) {
    err = "written with another byte order";
  } else if (h.formatVersion != kSeriesFormatVersion) {
    err = "format version " + std::to_string(h.formatVersion) + ", expected " + std::to_string(kSeriesFormatVersion);
  } else if (std::strncmp(h.sweVersion, sweVersion(version), sizeof h.sweVersion) != 0) {
    err = "fitted to another Swiss Ephemeris version";
  } else if (h.startJdUt != kSeriesStartJdUt || h.endJdUt != kSeriesEndJdUt || h.paramsHash != seriesParamsHash() ||
             h.groupCount != kSeriesGroupCount) {
    err = "fitted with other parameters or range";
  } else if (h.fileBytes != bytes) {
    err = "file size " + std::to_string(bytes) + " differs from the " + std::to_string(h.fileBytes) + " in its header";
  } else if (seriesChecksum(data + kSeriesHeadersBytes, bytes - kSeriesHeadersBytes) != h.checksum) {
    err = "checksum mismatch";
  }
  if (!err.empty()) return false;
  for (int g = 0; g < kSeriesGroupCount; ++g) {
    GroupHeader gh;
    std::memcpy(&gh, data + sizeof(FileHeader) + g * sizeof(GroupHeader), sizeof gh);
    const SeriesParams& p = kSeriesParams[g];
    const uint64_t stride = static_cast<uint64_t>(p.channels) * p.coefficients;
    const bool ok = gh.spanDays == p.spanDays && gh.baseSegments == seriesBaseSegments(g) &&
                    gh.coefficients == static_cast<uint32_t>(p.coefficients) &&
                    gh.channels == static_cast<uint32_t>(p.channels) && gh.nodeCount >= gh.baseSegments &&
                    gh.nodesOffset % 8 == 0 && gh.coefficientsOffset % 8 == 0 &&
                    gh.nodesOffset + 4ull * gh.nodeCount <= bytes && gh.leafCount <= kInternalBit &&
                    gh.coefficientsOffset + 8 * stride * gh.leafCount <= bytes;
    if (!ok) {
      err = "group " + std::to_string(g) + " does not match its parameters or lies outside the file";
      return false;
    }
    const auto* nodes = reinterpret_cast<const uint32_t*>(data + gh.nodesOffset);
    // Every reference must stay inside the tables, so that a lookup can never
    // read out of bounds even in a file that passed the checksum by chance.
    for (uint32_t i = 0; i < gh.nodeCount; ++i) {
      const uint32_t v = nodes[i];
      if (v == kDirectNode) continue;
      const bool bad = (v & kInternalBit) ? (v & ~kInternalBit) + 1ull >= gh.nodeCount : v >= gh.leafCount;
      if (bad) {
        err = "group " + std::to_string(g) + " has a node out of range";
        return false;
      }
    }
    Group& out = groups_[g];
    out.spanDays = gh.spanDays;
    out.baseSegments = gh.baseSegments;
    out.coefficients = gh.coefficients;
    out.channels = gh.channels;
    out.nodes = nodes;
    out.coefficientsData = reinterpret_cast<const double*>(data + gh.coefficientsOffset);
  }
  return true;
}

const double* GrahaSeries::leaf(const Group& g, double jdUt, double* x, double* spanDays) const {
  const double offset = jdUt - kSeriesStartJdUt;
  double index = std::floor(offset / g.spanDays);
  index = std::fmin(std::fmax(index, 0.0), g.baseSegments - 1.0);
  double start = kSeriesStartJdUt + index * g.spanDays;
  double span = g.spanDays;
  uint32_t node = g.nodes[static_cast<uint32_t>(index)];
  // Children halve their parent; a tree is at most maxDepth (< 16) deep.
  for (int depth = 0; node != kDirectNode && (node & kInternalBit) && depth < 16; ++depth) {
    span *= 0.5;
    const uint32_t child = node & ~kInternalBit;
    if (jdUt >= start + span) {
      start += span;
      node = g.nodes[child + 1];
    } else {
      node = g.nodes[child];
    }
  }
  if (node == kDirectNode || (node & kInternalBit)) return nullptr;
  *x = std::fmin(std::fmax(2.0 * (jdUt - start) / span - 1.0, -1.0), 1.0);
  *spanDays = span;
  return g.coefficientsData + static_cast<size_t>(node) * g.channels * g.coefficients;
}

bool GrahaSeries::body(int group, double jdUt, double* row) const {
  const Group& g = groups_[group];
  double x, span;
  const double* c = leaf(g, jdUt, &x, &span);
  if (c == nullptr) return false;
  const int n = static_cast<int>(g.coefficients);
  double lon, dlon;
  chebyshevSumAndDerivative(c, n, x, &lon, &dlon);
  row[0] = normalize360(lon);
  row[1] = chebyshevSum(c + n, n, x);
  row[2] = chebyshevSum(c + 2 * n, n, x);
  row[3] = dlon * 2.0 / span;  // d/dx -> d/dt
  return true;
}

bool GrahaSeries::ayanamsa(double jdUt, double* deg, double* rateDegPerDay) const {
  double x, span;
  const double* c = leaf(groups_[kSeriesAyanamsa], jdUt, &x, &span);
  if (c == nullptr) return false;
  double d;
  chebyshevSumAndDerivative(c, static_cast<int>(groups_[kSeriesAyanamsa].coefficients), x, deg, &d);
  *rateDegPerDay = d * 2.0 / span;
  return true;
}

// Sidereal-time model switch of swe_sidtime0 (swephlib.c SIDT_LTERM_T0); the
// long-term model still applies at this instant itself.
constexpr double kSiderealTimeSwitch1850JdUt = 2396758.5;

bool GrahaSeries::siderealTime(double jdUt, double* siderealTimeDeg, double* obliquityDeg) const {
  // Pieces are [start, end): the piece starting at the 1850 switch follows
  // the later model, which the library uses only after this instant.
  if (jdUt == kSiderealTimeSwitch1850JdUt) return false;
  const Group& g = groups_[kSeriesSiderealTime];
  double x, span;
  const double* c = leaf(g, jdUt, &x, &span);
  if (c == nullptr) return false;
  const int n = static_cast<int>(g.coefficients);
  *siderealTimeDeg = normalize360(chebyshevSum(c, n, x));
  *obliquityDeg = chebyshevSum(c + n, n, x);
  return true;
}

namespace {
std::once_flag loadOnce;
SeriesInfo loadedInfo;
std::vector<uint64_t> fileImage;  // 8-byte aligned storage of the whole file
GrahaSeries loadedSeries;
std::atomic<const GrahaSeries*> activeSeries{nullptr};

bool readFile(const std::string& path, std::string& err) {
  std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!f) {
    err = "cannot open " + path;
    return false;
  }
  if (std::fseek(f.get(), 0, SEEK_END) != 0) {
    err = "cannot seek in " + path;
    return false;
  }
  const long size = std::ftell(f.get());
  std::rewind(f.get());
  if (size < 0) {
    err = "cannot size " + path;
    return false;
  }
  loadedInfo.bytes = static_cast<size_t>(size);
  fileImage.assign((loadedInfo.bytes + 7) / 8, 0);
  if (std::fread(fileImage.data(), 1, loadedInfo.bytes, f.get()) != loadedInfo.bytes) {
    err = "cannot read " + path;
    return false;
  }
  return true;
}
}  // namespace

const SeriesInfo& loadGrahaSeries(const std::string& path) {
  std::call_once(loadOnce, [&path] {
    loadedInfo.path = path;
    std::string err;
    if (path.empty()) {
      err = "no series path given";
    } else if (readFile(path, err) &&
               loadedSeries.adopt(reinterpret_cast<const uint8_t*>(fileImage.data()), loadedInfo.bytes, err)) {
      loadedInfo.loaded = true;
      loadedInfo.startJdUt = kSeriesStartJdUt;
      loadedInfo.endJdUt = kSeriesEndJdUt;
      activeSeries.store(&loadedSeries, std::memory_order_release);
      return;
    }
    loadedInfo.error = err;
    std::vector<uint64_t>().swap(fileImage);
  });
  return loadedInfo;
}

const GrahaSeries* grahaSeries() {
  // Published with release after the file is fully in memory.
  return activeSeries.load(std::memory_order_acquire);
}

}  // namespace ephem
