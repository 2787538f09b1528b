#include "ephem/state.h"

#include <cstring>

#include "swephexp.h"

#define EPHEM_STR2(x) #x
#define EPHEM_STR(x) EPHEM_STR2(x)

namespace ephem {
namespace {
std::mutex& sharedStateMutex() {
  static std::mutex m;
  return m;
}
// sweodef.h expands TLS to a storage class on TLS builds and to nothing
// otherwise; the stringified macro tells which build we compiled.
constexpr bool kTls = sizeof(EPHEM_STR(TLS)) > 1;
}  // namespace

bool sweStateIsThreadLocal() { return kTls; }

// Guards nest (a batch call may fill the Chebyshev cache under its own
// guard), so only the outermost one on a thread takes the mutex.
thread_local int guardDepth = 0;

SweGuard::SweGuard() : locked_(!kTls && guardDepth == 0) {
  ++guardDepth;
  if (locked_) sharedStateMutex().lock();
}

SweGuard::~SweGuard() {
  --guardDepth;
  if (locked_) sharedStateMutex().unlock();
}

void setLahiriMode() { swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0); }

void initThread() {
  SweGuard guard;
  swe_set_ephe_path(nullptr);
  setLahiriMode();
}

const char* sweVersion(char* buffer) { return swe_version(buffer); }

}  // namespace ephem
