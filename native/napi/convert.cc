#include "napi/convert.h"

#include <string>

namespace napi_bridge {
namespace {
void typeError(const Napi::CallbackInfo& info, size_t index, const char* expected, size_t minLength) {
  std::string msg = "Expected " + std::string(expected) + " of length >= " + std::to_string(minLength) +
                    " for argument " + std::to_string(index);
  Napi::TypeError::New(info.Env(), msg).ThrowAsJavaScriptException();
}
}  // namespace

double* float64Arg(const Napi::CallbackInfo& info, size_t index, size_t minLength, size_t* length) {
  if (info.Length() > index && info[index].IsTypedArray()) {
    Napi::TypedArray ta = info[index].As<Napi::TypedArray>();
    if (ta.TypedArrayType() == napi_float64_array && ta.ElementLength() >= minLength) {
      Napi::Float64Array f = ta.As<Napi::Float64Array>();
      if (length != nullptr) *length = f.ElementLength();
      return f.Data();
    }
  }
  typeError(info, index, "Float64Array", minLength);
  return nullptr;
}

int32_t* int32Arg(const Napi::CallbackInfo& info, size_t index, size_t minLength) {
  if (info.Length() > index && info[index].IsTypedArray()) {
    Napi::TypedArray ta = info[index].As<Napi::TypedArray>();
    if (ta.TypedArrayType() == napi_int32_array && ta.ElementLength() >= minLength) {
      return ta.As<Napi::Int32Array>().Data();
    }
  }
  typeError(info, index, "Int32Array", minLength);
  return nullptr;
}

bool numberArg(const Napi::CallbackInfo& info, size_t index, double* value) {
  if (info.Length() > index && info[index].IsNumber()) {
    *value = info[index].As<Napi::Number>().DoubleValue();
    return true;
  }
  Napi::TypeError::New(info.Env(), "Expected number for argument " + std::to_string(index))
      .ThrowAsJavaScriptException();
  return false;
}

Napi::Object eventsToJs(Napi::Env env, const std::vector<ephem::Event>& events) {
  const size_t n = events.size();
  Napi::Float64Array jd = Napi::Float64Array::New(env, n);
  Napi::Int32Array kind = Napi::Int32Array::New(env, n);
  Napi::Int32Array index = Napi::Int32Array::New(env, n);
  Napi::Int32Array before = Napi::Int32Array::New(env, n);
  for (size_t i = 0; i < n; ++i) {
    jd[i] = events[i].jdUt;
    kind[i] = events[i].kind;
    index[i] = events[i].index;
    before[i] = events[i].before;
  }
  Napi::Object result = Napi::Object::New(env);
  result.Set("jdUt", jd);
  result.Set("kind", kind);
  result.Set("index", index);
  result.Set("before", before);
  result.Set("error", env.Null());
  return result;
}

Napi::Object errorResult(Napi::Env env, const std::string& message) {
  Napi::Object result = eventsToJs(env, {});
  result.Set("error", Napi::String::New(env, message));
  return result;
}

}  // namespace napi_bridge
