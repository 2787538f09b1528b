// Swiss Ephemeris state discipline for multi-threaded callers.
//
// The library keeps its working state in the global `swed`. Built on Linux it
// is thread-local (`TLS` is `__thread`), so worker threads never share it; on
// macOS and Windows the sources define `TLS` as empty and every thread shares
// one `swed`. Two rules make our calls safe on every platform:
//  1. every entry point takes a SweGuard, which locks a process-wide mutex only
//     when the state is shared (free when it is thread-local);
//  2. under the guard, every entry point sets all the state it relies on
//     (sidereal mode) before computing, so results never depend on call order.
// Non-Lahiri ayanamsas are fixed offsets applied in TypeScript, so the native
// side only ever uses SE_SIDM_LAHIRI.
#pragma once
#include <mutex>

namespace ephem {

// Moshier's built-in ephemeris: no data files, the project default.
constexpr int kEphemerisFlag = 4;  // SEFLG_MOSEPH
// SEFLG_JPLEPH | SEFLG_SWIEPH | SEFLG_MOSEPH: which ephemeris answered.
constexpr int kEphemerisMask = 7;

bool sweStateIsThreadLocal();

class SweGuard {
 public:
  SweGuard();
  ~SweGuard();
  SweGuard(const SweGuard&) = delete;
  SweGuard& operator=(const SweGuard&) = delete;

 private:
  bool locked_;
};

// Sets the sidereal mode used by every sidereal computation (Lahiri).
void setLahiriMode();

// One-time per-thread initialisation (ephemeris path off: Moshier only).
void initThread();

const char* sweVersion(char* buffer);

}  // namespace ephem
