// The addon's functions, one per batch operation. Argument order and units
// are documented in src/native/binding.ts, the only loader of this addon.
#pragma once
#include <napi.h>

namespace napi_bridge {
Napi::Value Init(const Napi::CallbackInfo& info);
Napi::Value Version(const Napi::CallbackInfo& info);
Napi::Value Noop(const Napi::CallbackInfo& info);
Napi::Value Grahas(const Napi::CallbackInfo& info);
Napi::Value AyanamsaOffsets(const Napi::CallbackInfo& info);
Napi::Value Ascendant(const Napi::CallbackInfo& info);
Napi::Value HouseCusps(const Napi::CallbackInfo& info);
Napi::Value RiseSet(const Napi::CallbackInfo& info);
Napi::Value LunarEvents(const Napi::CallbackInfo& info);
Napi::Value GrahaEvents(const Napi::CallbackInfo& info);
Napi::Value SeriesLongitudes(const Napi::CallbackInfo& info);
Napi::Value Eclipses(const Napi::CallbackInfo& info);
Napi::Value EclipseCircumstances(const Napi::CallbackInfo& info);
}  // namespace napi_bridge
