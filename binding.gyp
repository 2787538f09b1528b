# node-gyp build of the same addon as CMakeLists.txt (the default, `npm ci`),
# for machines without CMake: `npm run build:native:gyp`. Same sources, same
# definitions: the Swiss Ephemeris C files of the pinned `sweph` package
# (checked against vendor/swisseph/SHA256SUMS by scripts/swisseph-sources.mjs),
# native/ephem, the Node-API layer, and the graha series generator.
{
  'variables': {
    'swe_dir': '<!(node scripts/swisseph-sources.mjs)',
    'napi_dir': '<!(node -p "require(\'node-addon-api\').include_dir")',
  },
  # As CMake's Release build: -O3 (node-gyp's Release default), NDEBUG, C++17 with exceptions.
  'target_defaults': {
    'defines': ['NDEBUG'],
    'cflags_cc': ['-std=c++17'],
    'cflags_cc!': ['-std=gnu++14', '-std=gnu++17', '-fno-exceptions'],
    'xcode_settings': { 'CLANG_CXX_LANGUAGE_STANDARD': 'c++17', 'GCC_ENABLE_CPP_EXCEPTIONS': 'YES', 'MACOSX_DEPLOYMENT_TARGET': '11.0' },
    'msvs_settings': { 'VCCLCompilerTool': { 'AdditionalOptions': ['/std:c++17'], 'ExceptionHandling': 1 } },
    'include_dirs': ['native', '<(swe_dir)'],
  },
  'targets': [
    {
      'target_name': 'swisseph',
      'type': 'static_library',
      'sources': [
        '<(swe_dir)/swecl.c', '<(swe_dir)/swedate.c', '<(swe_dir)/swehel.c', '<(swe_dir)/swehouse.c', '<(swe_dir)/swejpl.c',
        '<(swe_dir)/swemmoon.c', '<(swe_dir)/swemplan.c', '<(swe_dir)/sweph.c', '<(swe_dir)/swephlib.c',
      ],
      # Third-party code: silence its warnings, as the CMake build does.
      'cflags': ['-w'],
      'xcode_settings': { 'WARNING_CFLAGS': ['-w'] },
    },
    {
      'target_name': 'ephem',
      'type': 'static_library',
      'sources': [
        'native/ephem/state.cc', 'native/ephem/bodies.cc', 'native/ephem/houses.cc', 'native/ephem/rise_set.cc', 'native/ephem/rise_set_series.cc',
        'native/ephem/chebyshev.cc', 'native/ephem/graha_series.cc', 'native/ephem/events.cc', 'native/ephem/eclipses.cc',
      ],
      'dependencies': ['swisseph'],
    },
    {
      'target_name': 'vedic_ephemeris',
      'sources': ['native/addon.cc', 'native/napi/convert.cc', 'native/napi/exports.cc'],
      'include_dirs': ['<(napi_dir)'],
      'defines': ['NAPI_VERSION=8', 'NAPI_DISABLE_CPP_EXCEPTIONS', 'NODE_API_SWALLOW_UNTHROWABLE_EXCEPTIONS'],
      'dependencies': ['ephem', 'swisseph'],
    },
    {
      'target_name': 'build_graha_series',
      'type': 'executable',
      'sources': ['native/tools/build_graha_series.cc'],
      'dependencies': ['ephem', 'swisseph'],
      'conditions': [['OS!="win"', { 'libraries': ['-lpthread', '-lm'] }]],
    },
  ],
}
