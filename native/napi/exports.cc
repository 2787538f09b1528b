#include "napi/exports.h"

#include <algorithm>
#include <string>
#include <vector>

#include "ephem/bodies.h"
#include "ephem/chebyshev.h"
#include "ephem/eclipses.h"
#include "ephem/events.h"
#include "ephem/graha_series.h"
#include "ephem/houses.h"
#include "ephem/rise_set.h"
#include "ephem/state.h"
#include "napi/convert.h"

namespace napi_bridge {
namespace {
// Flag bits shared with src/native/binding.ts.
constexpr int kFlagTropical = 1;
constexpr int kFlagMeanNode = 2;
constexpr int kFlagMoon = 4;
constexpr int kFlagDiscCentre = 8;
constexpr int kFlagNoRefraction = 16;
constexpr int kFlagDirect = 32;
constexpr int kFlagTruePositions = 64;

Napi::Value resultOf(Napi::Env env, size_t failures, const std::string& message) {
  if (failures == 0) return env.Null();
  return Napi::String::New(env, message);
}

// The leading arguments of a per-place batch call: moments[n], latitudeDeg[n],
// longitudeDeg[n] and the flags number. False when one is missing or of
// another length (a JS exception is then pending).
struct PlaceMoments {
  size_t n = 0;
  const double* jd = nullptr;
  const double* lat = nullptr;
  const double* lon = nullptr;
  int flags = 0;
};

bool placeMomentsArgs(const Napi::CallbackInfo& info, PlaceMoments* args) {
  args->jd = float64Arg(info, 0, 0, &args->n);
  if (args->jd == nullptr) return false;
  args->lat = float64Arg(info, 1, args->n, nullptr);
  if (args->lat == nullptr) return false;
  args->lon = float64Arg(info, 2, args->n, nullptr);
  double flags = 0;
  if (args->lon == nullptr || !numberArg(info, 3, &flags)) return false;
  args->flags = static_cast<int>(flags);
  return true;
}
}  // namespace

// init(seriesPath?: string): per-thread setup; the first call in the process
// loads the graha series file (later paths are ignored).
Napi::Value Init(const Napi::CallbackInfo& info) {
  Napi::Env env = info.Env();
  ephem::initThread();
  std::string path;
  if (info.Length() > 0 && info[0].IsString()) path = info[0].As<Napi::String>().Utf8Value();
  const ephem::SeriesInfo& s = ephem::loadGrahaSeries(path);
  Napi::Object o = Napi::Object::New(env);
  char buf[256];
  o.Set("sweVersion", Napi::String::New(env, ephem::sweVersion(buf)));
  o.Set("threadLocalState", Napi::Boolean::New(env, ephem::sweStateIsThreadLocal()));
  Napi::Object series = Napi::Object::New(env);
  series.Set("loaded", Napi::Boolean::New(env, s.loaded));
  series.Set("path", Napi::String::New(env, s.path));
  series.Set("startJdUt", s.loaded ? Napi::Value(Napi::Number::New(env, s.startJdUt)) : env.Null());
  series.Set("endJdUt", s.loaded ? Napi::Value(Napi::Number::New(env, s.endJdUt)) : env.Null());
  series.Set("bytes", Napi::Number::New(env, static_cast<double>(s.bytes)));
  series.Set("error", s.loaded ? env.Null() : Napi::Value(Napi::String::New(env, s.error)));
  o.Set("series", series);
  return o;
}

Napi::Value Version(const Napi::CallbackInfo& info) {
  char buf[256];
  return Napi::String::New(info.Env(), ephem::sweVersion(buf));
}

Napi::Value Noop(const Napi::CallbackInfo& info) { return info.Env().Undefined(); }

// grahas(jdUt: Float64Array[n], flags, out: Float64Array[n*36],
//        ayanamsa: Float64Array[n], status: Int32Array[n]) -> null | message
Napi::Value Grahas(const Napi::CallbackInfo& info) {
  size_t n = 0;
  double flags = 0;
  const double* jd = float64Arg(info, 0, 0, &n);
  if (jd == nullptr || !numberArg(info, 1, &flags)) return info.Env().Undefined();
  double* out = float64Arg(info, 2, n * ephem::kGrahaCount * ephem::kBodyFields, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  double* aya = float64Arg(info, 3, n, nullptr);
  if (aya == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 4, n);
  if (status == nullptr) return info.Env().Undefined();
  ephem::BodyOptions opts;
  opts.tropical = (static_cast<int>(flags) & kFlagTropical) != 0;
  opts.meanNode = (static_cast<int>(flags) & kFlagMeanNode) != 0;
  opts.forceDirect = (static_cast<int>(flags) & kFlagDirect) != 0;
  opts.truePositions = (static_cast<int>(flags) & kFlagTruePositions) != 0;
  std::string err;
  const size_t failures = ephem::grahasBatch(jd, n, opts, out, aya, status, err);
  return resultOf(info.Env(), failures, err);
}

// ayanamsaOffsets(jdUt[n], siderealMode, out[n], status[n]) -> null | message
// out: the mode's true ayanamsa minus Lahiri's, degrees.
Napi::Value AyanamsaOffsets(const Napi::CallbackInfo& info) {
  size_t n = 0;
  double mode = 0;
  const double* jd = float64Arg(info, 0, 0, &n);
  if (jd == nullptr || !numberArg(info, 1, &mode)) return info.Env().Undefined();
  double* out = float64Arg(info, 2, n, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 3, n);
  if (status == nullptr) return info.Env().Undefined();
  std::string err;
  const int siderealMode = mode == static_cast<int>(mode) ? static_cast<int>(mode) : -1;
  const size_t failures = ephem::ayanamsaOffsetsBatch(jd, n, siderealMode, out, status, err);
  return resultOf(info.Env(), failures, err);
}

// ascendant(jdUt[n], latitudeDeg[n], longitudeDeg[n], flags, out[n*2], status[n])
Napi::Value Ascendant(const Napi::CallbackInfo& info) {
  PlaceMoments a;
  if (!placeMomentsArgs(info, &a)) return info.Env().Undefined();
  double* out = float64Arg(info, 4, a.n * 2, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 5, a.n);
  if (status == nullptr) return info.Env().Undefined();
  std::string err;
  const bool tropical = (a.flags & kFlagTropical) != 0;
  const bool direct = (a.flags & kFlagDirect) != 0;
  const size_t failures = ephem::ascendantBatch(a.jd, a.lat, a.lon, a.n, tropical, direct, out, status, err);
  return resultOf(info.Env(), failures, err);
}

// houseCusps(jdUt[n], latitudeDeg[n], longitudeDeg[n], flags, houseSystem, out[n*12], status[n])
// houseSystem: the Swiss Ephemeris letter's character code ('P' Placidus).
Napi::Value HouseCusps(const Napi::CallbackInfo& info) {
  PlaceMoments a;
  double system = 0;
  if (!placeMomentsArgs(info, &a) || !numberArg(info, 4, &system)) return info.Env().Undefined();
  double* out = float64Arg(info, 5, a.n * 12, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 6, a.n);
  if (status == nullptr) return info.Env().Undefined();
  const int hsys = static_cast<int>(system);
  if (hsys != 'P') {
    Napi::TypeError::New(info.Env(), "houseSystem: expected 'P' (Placidus)").ThrowAsJavaScriptException();
    return info.Env().Undefined();
  }
  std::string err;
  const bool tropical = (a.flags & kFlagTropical) != 0;
  const bool direct = (a.flags & kFlagDirect) != 0;
  const size_t failures = ephem::houseCuspsBatch(a.jd, a.lat, a.lon, a.n, hsys, tropical, direct, out, status, err);
  return resultOf(info.Env(), failures, err);
}

// riseSet(dayStartUt[n], latitudeDeg[n], longitudeDeg[n], flags, out[n*2], status[n])
Napi::Value RiseSet(const Napi::CallbackInfo& info) {
  PlaceMoments a;
  if (!placeMomentsArgs(info, &a)) return info.Env().Undefined();
  double* out = float64Arg(info, 4, a.n * 2, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 5, a.n);
  if (status == nullptr) return info.Env().Undefined();
  const int f = a.flags;
  ephem::RiseSetOptions opts;
  opts.graha = (f & kFlagMoon) ? ephem::kMoon : ephem::kSun;
  opts.discCentre = (f & kFlagDiscCentre) != 0;
  opts.noRefraction = (f & kFlagNoRefraction) != 0;
  opts.forceDirect = (f & kFlagDirect) != 0;
  std::string err;
  const size_t failures = ephem::riseSetBatch(a.jd, a.lat, a.lon, a.n, opts, out, status, err);
  return resultOf(info.Env(), failures, err);
}

// lunarEvents(startUt, endUt, kindMask) -> {jdUt, kind, index, error}
Napi::Value LunarEvents(const Napi::CallbackInfo& info) {
  double start = 0, end = 0, mask = 0;
  if (!numberArg(info, 0, &start) || !numberArg(info, 1, &end) || !numberArg(info, 2, &mask))
    return info.Env().Undefined();
  std::vector<ephem::Event> events;
  std::string err;
  if (!ephem::findLunarEvents(start, end, static_cast<uint32_t>(mask), events, err))
    return errorResult(info.Env(), err);
  return eventsToJs(info.Env(), events);
}

// grahaEvents(graha, startUt, endUt, kindMask, flags, orbDirectDeg, orbRetroDeg)
Napi::Value GrahaEvents(const Napi::CallbackInfo& info) {
  double graha = 0, start = 0, end = 0, mask = 0, flags = 0, orbD = 0, orbR = 0;
  if (!numberArg(info, 0, &graha) || !numberArg(info, 1, &start) || !numberArg(info, 2, &end) ||
      !numberArg(info, 3, &mask) || !numberArg(info, 4, &flags) || !numberArg(info, 5, &orbD) ||
      !numberArg(info, 6, &orbR))
    return info.Env().Undefined();
  ephem::GrahaSearch search;
  search.graha = static_cast<int>(graha);
  search.kindMask = static_cast<uint32_t>(mask);
  search.meanNode = (static_cast<int>(flags) & kFlagMeanNode) != 0;
  search.orbDirectDeg = orbD;
  search.orbRetroDeg = orbR;
  std::vector<ephem::Event> events;
  std::string err;
  if (!ephem::findGrahaEvents(search, start, end, events, err)) return errorResult(info.Env(), err);
  return eventsToJs(info.Env(), events);
}

// eclipses(startUt, endUt, latitudeDeg, longitudeDeg, altitudeM, bodyMask)
//   -> {values: Float64Array[n*kEclipseFields], error: null | message}
// (record layout: native/ephem/eclipses.h)
Napi::Value Eclipses(const Napi::CallbackInfo& info) {
  double start = 0, end = 0, lat = 0, lon = 0, alt = 0, mask = 0;
  if (!numberArg(info, 0, &start) || !numberArg(info, 1, &end) || !numberArg(info, 2, &lat) ||
      !numberArg(info, 3, &lon) || !numberArg(info, 4, &alt) || !numberArg(info, 5, &mask))
    return info.Env().Undefined();
  Napi::Env env = info.Env();
  std::vector<double> values;
  std::string err;
  Napi::Object result = Napi::Object::New(env);
  if (!ephem::findEclipses(start, end, lat, lon, alt, static_cast<unsigned>(mask), values, err)) {
    result.Set("values", Napi::Float64Array::New(env, 0));
    result.Set("error", Napi::String::New(env, err));
    return result;
  }
  Napi::Float64Array array = Napi::Float64Array::New(env, values.size());
  std::copy(values.begin(), values.end(), array.Data());
  result.Set("values", array);
  result.Set("error", env.Null());
  return result;
}

// eclipseCircumstances(jdUt[n], latitudeDeg[n], longitudeDeg[n], flags, out[n*4], status[n])
// flags: kFlagMoon for a lunar eclipse; out per moment as native/ephem/eclipses.h states.
Napi::Value EclipseCircumstances(const Napi::CallbackInfo& info) {
  PlaceMoments a;
  if (!placeMomentsArgs(info, &a)) return info.Env().Undefined();
  double* out = float64Arg(info, 4, a.n * ephem::kCircumstanceFields, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  int32_t* status = int32Arg(info, 5, a.n);
  if (status == nullptr) return info.Env().Undefined();
  const bool lunar = (a.flags & kFlagMoon) != 0;
  std::string err;
  const size_t failures = ephem::eclipseCircumstancesBatch(a.jd, a.lat, a.lon, a.n, lunar, out, status, err);
  return resultOf(info.Env(), failures, err);
}

// seriesLongitudes(jdUt[n], out[n*2]): Sun and Moon sidereal longitudes from
// the cached Chebyshev series (for testing their error bound).
Napi::Value SeriesLongitudes(const Napi::CallbackInfo& info) {
  size_t n = 0;
  const double* jd = float64Arg(info, 0, 0, &n);
  if (jd == nullptr) return info.Env().Undefined();
  double* out = float64Arg(info, 1, n * 2, nullptr);
  if (out == nullptr) return info.Env().Undefined();
  std::string err;
  for (size_t i = 0; i < n; ++i) {
    if (!ephem::sunSeries().eval(jd[i], &out[2 * i], nullptr, err) ||
        !ephem::moonSeries().eval(jd[i], &out[2 * i + 1], nullptr, err))
      return Napi::String::New(info.Env(), err);
  }
  return info.Env().Null();
}

}  // namespace napi_bridge
