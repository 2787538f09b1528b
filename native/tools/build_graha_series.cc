// Builds the graha series file (native/ephem/graha_series.h) at install time.
//
//   build_graha_series OUTPUT [--force] [--threads N] [--check N]
//
// Samples the same ephem:: functions grahaPositions calls (sidereal Lahiri,
// Moshier, positions without SEFLG_SPEED: the library returns the same
// position with or without it, measured within 3e-10"), fits each segment and
// writes OUTPUT atomically (a temporary file renamed over it). A valid OUTPUT
// with the same parameters is left alone. --check N compares the file with
// direct calls at N random moments and prints the largest differences.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "ephem/bodies.h"
#include "ephem/chebyshev.h"
#include "ephem/graha_series.h"
#include "ephem/houses.h"
#include "ephem/state.h"

namespace {

using ephem::kSeriesParams;
using ephem::SeriesParams;

// Error estimates that trigger a halving (adaptive groups only): the sum of
// the coefficients the fit drops. Below the promised 0.001" and 1e-9 with a
// margin for what the estimate misses (measured by --check).
constexpr double kAngleToleranceDeg = 1e-4 / 3600.0;
constexpr double kDistanceToleranceRel = 1e-10;
constexpr int kMaxSamples = 64;
// Sidereal time advances ~541 deg between the widest-spaced of 20 Chebyshev
// nodes in 16 days, so its samples are unwrapped about this rate instead of
// about the previous sample (IAU 1982 GMST rate, 1.00273790935 turns per day).
constexpr double kSiderealRateDegPerDay = 360.98564736629;
// Work is split into chunks of about 50 years per group, for both cores.
constexpr double kChunkDays = 50 * 365.25;

const char* const kGroupNames[ephem::kSeriesGroupCount] = {"Sun",    "Moon",      "Mars",      "Mercury", "Jupiter",
                                                           "Venus",  "Saturn",    "true node", "mean node",
                                                           "ayanamsa", "sidereal time"};

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double yearOf(double jdUt) { return 2000.0 + (jdUt - 2451545.0) / 365.25; }

double wrap180(double deg) { return deg - 360.0 * std::floor((deg + 180.0) / 360.0); }

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "graha series: %s\n", message.c_str());
  std::exit(1);
}

// One sample of a group: longitude, latitude, distance (or the ayanamsa, or
// sidereal time and obliquity).
void sample(int group, double jdUt, bool speed, double* out) {
  std::string err;
  if (group == ephem::kSeriesSiderealTime) {
    if (!ephem::siderealTimeAt(jdUt, &out[0], &out[1], err)) fail(err);
    return;
  }
  if (group == ephem::kSeriesAyanamsa) {
    if (!ephem::ayanamsaAt(jdUt, out, err)) fail(err);
    return;
  }
  ephem::BodyOptions opts;
  opts.speed = speed;
  opts.meanNode = group == ephem::kSeriesMeanNode;
  const int graha = group < ephem::kRahu ? group : ephem::kRahu;
  if (!ephem::grahaAt(jdUt, graha, opts, out, err)) fail(err);
}

struct Chunk {
  int group = 0;
  uint32_t firstBase = 0, endBase = 0;
  std::vector<uint32_t> roots;     // local encoding (see assemble)
  std::vector<uint32_t> children;  // internal nodes' children, in pairs
  std::vector<double> coefficients;
  size_t leaves = 0, directSegments = 0;
};

// Fits [start, start + span) and returns its node in the chunk's local
// encoding: a leaf index, kInternalBit | child pair index, or kDirectNode.
uint32_t fitNode(Chunk& c, double start, double span, int depth) {
  const SeriesParams& p = kSeriesParams[c.group];
  const int m = p.samples, n = p.coefficients, channels = p.channels;
  const double rate = c.group == ephem::kSeriesSiderealTime ? kSiderealRateDegPerDay : 0.0;
  double samples[3][kMaxSamples];
  double previousJdUt = 0;
  for (int k = 0; k < m; ++k) {
    double row[ephem::kBodyFields];
    const double offsetDays = (ephem::chebyshevNode(k, m) + 1.0) * 0.5 * span;
    const double t = start + offsetDays;
    sample(c.group, t, false, row);
    for (int ch = 0; ch < channels; ++ch) samples[ch][k] = row[ch];
    // Unwrap the longitude (sidereal time) so the fitted function is continuous.
    if (k > 0) {
      const double expected = samples[0][k - 1] + rate * (t - previousJdUt);
      samples[0][k] = expected + wrap180(row[0] - expected);
    }
    previousJdUt = t;
    // A Julian day near 2.4e6 is a multiple of 4.7e-10 day (40 us), in which
    // the Earth turns up to 3e-4"; move the sample from the rounded moment t
    // back to the node itself (t - start is exact).
    samples[0][k] -= rate * ((t - start) - offsetDays);
  }
  double full[3][kMaxSamples];
  bool good = true;
  for (int ch = 0; ch < channels; ++ch) {
    ephem::chebyshevFit(samples[ch], m, m, full[ch]);
    double dropped = 0;
    for (int j = n; j < m; ++j) dropped += std::fabs(full[ch][j]);
    const double tolerance = ch == 2 ? kDistanceToleranceRel * std::fabs(full[ch][0]) : kAngleToleranceDeg;
    if (dropped > tolerance) good = false;
  }
  if (!good && depth < p.maxDepth) {
    const size_t pair = c.children.size();
    c.children.resize(pair + 2);
    const uint32_t left = fitNode(c, start, span * 0.5, depth + 1);
    const uint32_t right = fitNode(c, start + span * 0.5, span * 0.5, depth + 1);
    c.children[pair] = left;
    c.children[pair + 1] = right;
    return ephem::kInternalBit | static_cast<uint32_t>(pair);
  }
  if (!good && p.maxDepth > 0) {
    ++c.directSegments;
    return ephem::kDirectNode;
  }
  for (int ch = 0; ch < channels; ++ch) c.coefficients.insert(c.coefficients.end(), full[ch], full[ch] + n);
  return static_cast<uint32_t>(c.leaves++);
}

void fitChunk(Chunk& c) {
  ephem::SweGuard guard;
  ephem::setLahiriMode();
  const double span = kSeriesParams[c.group].spanDays;
  for (uint32_t b = c.firstBase; b < c.endBase; ++b)
    c.roots.push_back(fitNode(c, ephem::kSeriesStartJdUt + b * span, span, 0));
}

std::vector<Chunk> planChunks() {
  std::vector<Chunk> chunks;
  // The costliest groups first, so that the two threads finish together.
  const int order[ephem::kSeriesGroupCount] = {ephem::kSeriesTrueNode, ephem::kMoon, ephem::kMercury, ephem::kMars,
                                               ephem::kVenus, ephem::kSaturn, ephem::kJupiter, ephem::kSun,
                                               ephem::kSeriesSiderealTime, ephem::kSeriesAyanamsa,
                                               ephem::kSeriesMeanNode};
  for (int group : order) {
    const uint32_t base = ephem::seriesBaseSegments(group);
    const uint32_t per = std::max<uint32_t>(1, static_cast<uint32_t>(kChunkDays / kSeriesParams[group].spanDays));
    for (uint32_t b = 0; b < base; b += per) {
      Chunk c;
      c.group = group;
      c.firstBase = b;
      c.endBase = std::min(base, b + per);
      chunks.push_back(std::move(c));
    }
  }
  return chunks;
}

void runChunks(std::vector<Chunk>& chunks, int threads, double t0) {
  std::atomic<size_t> next{0}, done{0};
  std::mutex lastMutex;
  std::string last;
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) {
    pool.emplace_back([&] {
      ephem::initThread();  // the library's state is per thread on Linux
      for (size_t j; (j = next.fetch_add(1)) < chunks.size();) {
        fitChunk(chunks[j]);
        const Chunk& c = chunks[j];
        const double span = kSeriesParams[c.group].spanDays;
        char label[96];
        std::snprintf(label, sizeof label, "%s %.0f-%.0f", kGroupNames[c.group],
                      yearOf(ephem::kSeriesStartJdUt + c.firstBase * span),
                      yearOf(ephem::kSeriesStartJdUt + c.endBase * span));
        std::lock_guard<std::mutex> lock(lastMutex);
        last = label;
        ++done;
      }
    });
  }
  double lastPrint = now();
  while (done.load() < chunks.size()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (now() - lastPrint >= 2.0) {
      std::lock_guard<std::mutex> lock(lastMutex);
      std::fprintf(stderr, "graha series: %zu/%zu chunks, last %s, %.1f s\n", done.load(), chunks.size(), last.c_str(),
                   now() - t0);
      lastPrint = now();
    }
  }
  for (std::thread& t : pool) t.join();
}

void append(std::vector<uint8_t>& out, const void* data, size_t bytes) {
  const auto* p = static_cast<const uint8_t*>(data);
  out.insert(out.end(), p, p + bytes);
}

// Lays the chunks out as the file: per group, nodes = [roots in order] +
// [every chunk's children], leaves numbered in chunk order.
std::vector<uint8_t> assemble(const std::vector<Chunk>& chunks) {
  std::vector<uint8_t> file(ephem::kSeriesHeadersBytes, 0);
  ephem::GroupHeader groups[ephem::kSeriesGroupCount];
  for (int g = 0; g < ephem::kSeriesGroupCount; ++g) {
    const SeriesParams& p = kSeriesParams[g];
    std::vector<const Chunk*> mine;
    for (const Chunk& c : chunks)
      if (c.group == g) mine.push_back(&c);
    std::sort(mine.begin(), mine.end(), [](const Chunk* a, const Chunk* b) { return a->firstBase < b->firstBase; });
    const uint32_t base = ephem::seriesBaseSegments(g);
    std::vector<uint32_t> nodes(base);
    std::vector<double> coefficients;
    size_t childBase = base, leafBase = 0;
    for (const Chunk* c : mine) {
      auto relocate = [&](uint32_t v) -> uint32_t {
        if (v == ephem::kDirectNode) return v;
        if (v & ephem::kInternalBit)
          return ephem::kInternalBit | static_cast<uint32_t>(childBase + (v & ~ephem::kInternalBit));
        return static_cast<uint32_t>(leafBase + v);
      };
      for (size_t i = 0; i < c->roots.size(); ++i) nodes[c->firstBase + i] = relocate(c->roots[i]);
      for (uint32_t v : c->children) nodes.push_back(relocate(v));
      childBase += c->children.size();
      leafBase += c->leaves;
      coefficients.insert(coefficients.end(), c->coefficients.begin(), c->coefficients.end());
    }
    if (nodes.size() % 2) nodes.push_back(0);  // pad to 8 bytes
    ephem::GroupHeader& h = groups[g];
    std::memset(&h, 0, sizeof h);
    h.spanDays = p.spanDays;
    h.baseSegments = base;
    h.coefficients = static_cast<uint32_t>(p.coefficients);
    h.channels = static_cast<uint32_t>(p.channels);
    h.nodeCount = static_cast<uint32_t>(nodes.size());
    h.nodesOffset = file.size();
    append(file, nodes.data(), nodes.size() * sizeof(uint32_t));
    h.coefficientsOffset = file.size();
    h.leafCount = leafBase;
    append(file, coefficients.data(), coefficients.size() * sizeof(double));
  }
  ephem::FileHeader header;
  std::memset(&header, 0, sizeof header);
  std::memcpy(header.magic, ephem::kSeriesMagic, sizeof header.magic);
  header.formatVersion = ephem::kSeriesFormatVersion;
  header.endianMark = ephem::kSeriesEndianMark;
  char version[256];
  std::strncpy(header.sweVersion, ephem::sweVersion(version), sizeof header.sweVersion - 1);
  header.startJdUt = ephem::kSeriesStartJdUt;
  header.endJdUt = ephem::kSeriesEndJdUt;
  header.paramsHash = ephem::seriesParamsHash();
  header.fileBytes = file.size();
  header.groupCount = ephem::kSeriesGroupCount;
  header.checksum =
      ephem::seriesChecksum(file.data() + ephem::kSeriesHeadersBytes, file.size() - ephem::kSeriesHeadersBytes);
  std::memcpy(file.data(), &header, sizeof header);
  std::memcpy(file.data() + sizeof header, groups, sizeof groups);
  return file;
}

bool readAll(const std::string& path, std::vector<uint64_t>& image, size_t& bytes) {
  FILE* f = std::fopen(path.c_str(), "rb");
  if (f == nullptr) return false;
  std::fseek(f, 0, SEEK_END);
  const long size = std::ftell(f);
  std::rewind(f);
  bytes = size > 0 ? static_cast<size_t>(size) : 0;
  image.assign((bytes + 7) / 8, 0);
  const bool ok = size >= 0 && std::fread(image.data(), 1, bytes, f) == bytes;
  std::fclose(f);
  return ok;
}

// Largest differences of the series from direct calls (with SEFLG_SPEED) at
// n random moments plus both ends of the range.
void check(const ephem::GrahaSeries& series, int n, double fromJdUt, double toJdUt) {
  ephem::initThread();
  ephem::SweGuard guard;
  ephem::setLahiriMode();
  std::mt19937_64 rng(20261122);
  std::uniform_real_distribution<double> uniform(fromJdUt, toJdUt);
  double lonMax[ephem::kSeriesGroupCount] = {}, latMax[ephem::kSeriesGroupCount] = {};
  double distMax[ephem::kSeriesGroupCount] = {}, speedMax[ephem::kSeriesGroupCount] = {};
  double tropLonMax = 0, tropSpeedMax = 0;
  size_t direct[ephem::kSeriesGroupCount] = {};
  for (int i = 0; i < n + 2; ++i) {
    const double t = i == n ? ephem::kSeriesStartJdUt : i == n + 1 ? ephem::kSeriesEndJdUt : uniform(rng);
    double aya, ayaRate;
    series.ayanamsa(t, &aya, &ayaRate);
    for (int g = 0; g < ephem::kSeriesGroupCount; ++g) {
      double fit[4], ref[4];
      if (g == ephem::kSeriesAyanamsa) {
        sample(g, t, true, ref);
        lonMax[g] = std::max(lonMax[g], std::fabs(aya - ref[0]));
        continue;
      }
      if (g == ephem::kSeriesSiderealTime) {
        // Columns: sidereal time in "lon", obliquity in "lat".
        if (!series.siderealTime(t, &fit[0], &fit[1])) {
          ++direct[g];
          continue;
        }
        sample(g, t, true, ref);
        lonMax[g] = std::max(lonMax[g], std::fabs(wrap180(fit[0] - ref[0])));
        latMax[g] = std::max(latMax[g], std::fabs(fit[1] - ref[1]));
        continue;
      }
      if (!series.body(g, t, fit)) {
        ++direct[g];
        continue;
      }
      sample(g, t, true, ref);
      lonMax[g] = std::max(lonMax[g], std::fabs(wrap180(fit[0] - ref[0])));
      latMax[g] = std::max(latMax[g], std::fabs(fit[1] - ref[1]));
      distMax[g] = std::max(distMax[g], std::fabs(fit[2] / ref[2] - 1.0));
      speedMax[g] = std::max(speedMax[g], std::fabs(fit[3] - ref[3]));
      if (g < ephem::kRahu) {
        // Tropical = sidereal + ayanamsa, checked against a direct tropical call.
        ephem::BodyOptions tropical;
        tropical.tropical = true;
        std::string err;
        double trop[4];
        if (!ephem::grahaAt(t, g, tropical, trop, err)) fail(err);
        tropLonMax = std::max(tropLonMax, std::fabs(wrap180(fit[0] + aya - trop[0])));
        tropSpeedMax = std::max(tropSpeedMax, std::fabs(fit[3] + ayaRate - trop[3]));
      }
    }
  }
  std::printf("%-10s %12s %12s %12s %14s %8s\n", "group", "lon \"", "lat \"", "dist rel", "speed deg/day", "direct");
  for (int g = 0; g < ephem::kSeriesGroupCount; ++g)
    std::printf("%-10s %12.2e %12.2e %12.2e %14.2e %8zu\n", kGroupNames[g], lonMax[g] * 3600, latMax[g] * 3600,
                distMax[g], speedMax[g], direct[g]);
  std::printf("tropical (sidereal + ayanamsa) vs direct tropical: lon %.2e\", speed %.2e deg/day; %d moments\n",
              tropLonMax * 3600, tropSpeedMax, n + 2);
}

}  // namespace

int main(int argc, char** argv) {
  std::string output;
  bool force = false;
  int threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int checkMoments = 0;
  double checkFrom = ephem::kSeriesStartJdUt, checkTo = ephem::kSeriesEndJdUt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--force") {
      force = true;
    } else if (a == "--threads" && i + 1 < argc) {
      threads = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--check" && i + 1 < argc) {
      checkMoments = std::max(0, std::atoi(argv[++i]));
    } else if (a == "--check-range" && i + 2 < argc) {
      checkFrom = std::atof(argv[++i]);
      checkTo = std::atof(argv[++i]);
    } else if (output.empty() && a[0] != '-') {
      output = a;
    } else {
      fail("usage: build_graha_series OUTPUT [--force] [--threads N] [--check N]");
    }
  }
  if (output.empty()) fail("usage: build_graha_series OUTPUT [--force] [--threads N] [--check N]");
  ephem::initThread();
  std::vector<uint64_t> image;
  size_t bytes = 0;
  ephem::GrahaSeries series;
  std::string err;
  const bool valid = readAll(output, image, bytes) &&
                     series.adopt(reinterpret_cast<const uint8_t*>(image.data()), bytes, err);
  if (valid && !force) {
    std::fprintf(stderr, "graha series: %s is up to date (%.1f MB), skipped\n", output.c_str(), bytes / 1e6);
  } else {
    const double t0 = now();
    std::fprintf(stderr, "graha series: fitting %.0f-%.0f on %d threads into %s\n", yearOf(ephem::kSeriesStartJdUt),
                 yearOf(ephem::kSeriesEndJdUt), threads, output.c_str());
    std::vector<Chunk> chunks = planChunks();
    runChunks(chunks, threads, t0);
    const std::vector<uint8_t> file = assemble(chunks);
    const std::string tmp = output + ".tmp";
    FILE* f = std::fopen(tmp.c_str(), "wb");
    if (f == nullptr || std::fwrite(file.data(), 1, file.size(), f) != file.size() || std::fclose(f) != 0)
      fail("cannot write " + tmp);
    if (std::rename(tmp.c_str(), output.c_str()) != 0) fail("cannot rename " + tmp + " to " + output);
    size_t leaves[ephem::kSeriesGroupCount] = {}, directs = 0;
    for (const Chunk& c : chunks) {
      leaves[c.group] += c.leaves;
      directs += c.directSegments;
    }
    std::string counts;
    for (int g = 0; g < ephem::kSeriesGroupCount; ++g)
      counts += std::string(g ? ", " : "") + kGroupNames[g] + " " + std::to_string(leaves[g]);
    std::fprintf(stderr, "graha series: wrote %s (%.1f MB) in %.1f s; segments: %s; direct: %zu\n", output.c_str(),
                 file.size() / 1e6, now() - t0, counts.c_str(), directs);
    if (checkMoments > 0 && !(readAll(output, image, bytes) &&
                              series.adopt(reinterpret_cast<const uint8_t*>(image.data()), bytes, err)))
      fail("the file just written does not load: " + err);
  }
  if (checkMoments > 0) check(series, checkMoments, checkFrom, checkTo);
  return 0;
}
