// The cross-fade kernel alone against memcpy, both over the same 1080p rows in one run:
//   clang -O2 -I Sources/CBlend/include Benchmarks/scripts/blend-kernel.c Sources/CBlend/cblend.c -o /tmp/blend-kernel
//   nice -n 10 /tmp/blend-kernel 40        (from the repository's root; 40 = repetitions, best taken)
#include "cblend.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    const long w = 1920, h = 1080, stride = w * 4, n = stride * h;
    uint8_t *d = aligned_alloc(64, n), *b = aligned_alloc(64, n), *s1 = aligned_alloc(64, n), *s2 = aligned_alloc(64, n);
    for (long i = 0; i < n; i++) { b[i] = (uint8_t)rand(); s1[i] = (uint8_t)rand(); s2[i] = (uint8_t)rand(); d[i] = 0; }
    // A cross-fade at p = 0.55 over the map: base 0.2, outgoing 0.25, incoming 0.55 of each pixel.
    const uint16_t weight[4] = {13107, 16384, 36045, 0};
    int reps = argc > 1 ? atoi(argv[1]) : 30;
    double copy = 1e9, blend = 1e9;
    for (int r = 0; r < reps; r++) {
        double t0 = now();
        for (long y = 0; y < h; y++) memcpy(d + y * stride, b + y * stride, stride);
        double t1 = now();
        for (long y = 0; y < h; y++) {
            long o = y * stride;
            whim_blend_row(d + o, b + o, s1 + o, s2 + o, s1 + o, weight, 2, stride);
        }
        double t2 = now();
        if (t1 - t0 < copy) copy = t1 - t0;
        if (t2 - t1 < blend) blend = t2 - t1;
    }
    printf("1080p, base + 2 overlays, best of %d: memcpy %.3f ms, blend %.3f ms = %.2fx memcpy\n", reps, copy * 1e3, blend * 1e3, blend / copy);
    return d[12345] == 7;
}
