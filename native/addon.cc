// Export table of the ephemeris addon; nothing else lives here.
#include <napi.h>

#include "napi/exports.h"

namespace {
Napi::Object InitModule(Napi::Env env, Napi::Object exports) {
  exports.Set("init", Napi::Function::New(env, napi_bridge::Init));
  exports.Set("version", Napi::Function::New(env, napi_bridge::Version));
  exports.Set("noop", Napi::Function::New(env, napi_bridge::Noop));
  exports.Set("grahas", Napi::Function::New(env, napi_bridge::Grahas));
  exports.Set("ayanamsaOffsets", Napi::Function::New(env, napi_bridge::AyanamsaOffsets));
  exports.Set("ascendant", Napi::Function::New(env, napi_bridge::Ascendant));
  exports.Set("houseCusps", Napi::Function::New(env, napi_bridge::HouseCusps));
  exports.Set("riseSet", Napi::Function::New(env, napi_bridge::RiseSet));
  exports.Set("lunarEvents", Napi::Function::New(env, napi_bridge::LunarEvents));
  exports.Set("grahaEvents", Napi::Function::New(env, napi_bridge::GrahaEvents));
  exports.Set("seriesLongitudes", Napi::Function::New(env, napi_bridge::SeriesLongitudes));
  exports.Set("eclipses", Napi::Function::New(env, napi_bridge::Eclipses));
  exports.Set("eclipseCircumstances", Napi::Function::New(env, napi_bridge::EclipseCircumstances));
  return exports;
}
}  // namespace

NODE_API_MODULE(vedic_ephemeris, InitModule)
