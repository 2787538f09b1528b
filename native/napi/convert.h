// TypedArray <-> C++ converters. No astronomy here.
#pragma once
#include <napi.h>

#include <vector>

#include "ephem/events.h"

namespace napi_bridge {

// Returns the Float64Array's data, or nullptr after throwing a TypeError that
// names the argument when it is not a Float64Array of at least minLength.
double* float64Arg(const Napi::CallbackInfo& info, size_t index, size_t minLength, size_t* length);
int32_t* int32Arg(const Napi::CallbackInfo& info, size_t index, size_t minLength);
bool numberArg(const Napi::CallbackInfo& info, size_t index, double* value);

// {jdUt: Float64Array, kind: Int32Array, index: Int32Array, error: null}
Napi::Object eventsToJs(Napi::Env env, const std::vector<ephem::Event>& events);
Napi::Object errorResult(Napi::Env env, const std::string& message);

}  // namespace napi_bridge
