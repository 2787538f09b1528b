// Event search over a time range: all moments found in one call.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace ephem {

// Kinds of the monotonic Sun/Moon quantities (bit i of a kind mask).
enum LunarKind : int32_t {
  kTithi = 0,      // Moon - Sun crossing multiples of 12 deg (30 per cycle)
  kKarana = 1,     // Moon - Sun crossing multiples of 6 deg (60)
  kNakshatra = 2,  // Moon crossing multiples of 13 deg 20 min (27)
  kPada = 3,       // Moon crossing multiples of 3 deg 20 min (108)
  kYoga = 4,       // Sun + Moon crossing multiples of 13 deg 20 min (27)
  kSunSign = 5,    // Sun crossing multiples of 30 deg (12)
  kMoonSign = 6,   // Moon crossing multiples of 30 deg (12)
  kLunarKindCount = 7
};

// Kinds of the per-graha events (bit i of a kind mask).
enum GrahaKind : int32_t { kIngress = 0, kStation = 1, kCombustion = 2 };

struct Event {
  double jdUt;
  int32_t kind;
  // Lunar kinds and ingress: the 0-based index that begins at jdUt.
  // Station: 1 when retrograde motion begins, 0 when direct motion begins.
  // Combustion: 1 when the graha enters the orb, 0 when it leaves.
  int32_t index;
  // The state the moment ends, read from the same bracketing as `index` (a
  // second lookup just before the moment can land on the other side of it).
  int32_t before;
};

// Longest range one call may search, so that no request can hang a thread.
constexpr double kMaxSearchDays = 366.0 * 40;

// Every crossing of the requested kinds in (startUt, endUt], sorted by time,
// each to better than 1e-8 day.
bool findLunarEvents(double startUt, double endUt, uint32_t kindMask, std::vector<Event>& out,
                     std::string& err);

struct GrahaSearch {
  int graha = 0;
  bool meanNode = false;
  uint32_t kindMask = 0;
  double orbDirectDeg = 0;  // combustion orb while the graha moves forward
  double orbRetroDeg = 0;   // combustion orb while it is retrograde
};

// Sign ingresses, stations and combustion boundaries of one graha in
// (startUt, endUt], sorted by time, each to better than 1e-7 day.
bool findGrahaEvents(const GrahaSearch& search, double startUt, double endUt, std::vector<Event>& out,
                     std::string& err);

}  // namespace ephem
