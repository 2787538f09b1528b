/* Baseline for bench/native.bench.ts: what a plain C program over the same
 * Swiss Ephemeris sources achieves, calling the library directly.
 *  - positions: nine grahas (seven bodies + true node) for N moments;
 *  - tithi: every tithi end of one year, stepping a day and refining each
 *    crossing with the secant method on direct swe_calc_ut calls.
 * Prints one JSON line. Usage: bench_plain_c N_MOMENTS START_JD */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "swephexp.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double wrap180(double d) { return d - 360.0 * floor((d + 180.0) / 360.0); }

static double elongation(double t) {
  double xs[6], xm[6];
  char serr[AS_MAXCH];
  swe_calc_ut(t, SE_SUN, SEFLG_MOSEPH, xs, serr);
  swe_calc_ut(t, SE_MOON, SEFLG_MOSEPH, xm, serr);
  return fmod(xm[0] - xs[0] + 720.0, 360.0);
}

static int tithi_year(double start) {
  int found = 0;
  double t0 = start, e0 = elongation(t0);
  for (int d = 1; d <= 365; d++) {
    double t1 = start + d, e1 = elongation(t1);
    double v1 = e0 + wrap180(e1 - e0);
    for (double j = floor(e0 / 12.0) + 1; j * 12.0 <= v1; j += 1) {
      double target = j * 12.0, a = t0, b = t1;
      double fa = wrap180(e0 - target), fb = wrap180(e1 - target);
      for (int it = 0; it < 30 && fabs(b - a) > 1e-8; it++) {
        double m = b - fb * (b - a) / (fb - fa);
        double fm = wrap180(elongation(m) - target);
        a = b; fa = fb; b = m; fb = fm;
      }
      found++;
    }
    t0 = t1; e0 = e1;
  }
  return found;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 20000;
  double start = argc > 2 ? atof(argv[2]) : 2461041.5;
  static const int bodies[8] = {SE_SUN, SE_MOON, SE_MARS, SE_MERCURY, SE_JUPITER, SE_VENUS, SE_SATURN, SE_TRUE_NODE};
  swe_set_ephe_path(NULL);
  swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
  double xx[6], sink = 0;
  char serr[AS_MAXCH];
  double t = now_ms();
  for (int i = 0; i < n; i++)
    for (int b = 0; b < 8; b++) {
      swe_calc_ut(start + i * 0.37, bodies[b], SEFLG_MOSEPH | SEFLG_SPEED | SEFLG_SIDEREAL, xx, serr);
      sink += xx[0];
    }
  double positionsMs = now_ms() - t;
  tithi_year(start); /* warm-up */
  int runs = 5;
  t = now_ms();
  int count = 0;
  for (int r = 0; r < runs; r++) count = tithi_year(start);
  double tithiMs = (now_ms() - t) / runs;
  printf("{\"moments\":%d,\"positionsMs\":%.3f,\"momentsPerSecond\":%.0f,\"tithiYearMs\":%.3f,\"tithiCount\":%d,\"sink\":%.1f}\n",
         n, positionsMs, n / (positionsMs / 1e3), tithiMs, count, sink);
  return 0;
}
