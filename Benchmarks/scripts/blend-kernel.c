// The cross-fade kernel alone against memcpy and against its own traffic, all over the same 1080p rows in
// one run:
//   clang -O2 -mavx2 -I Sources/CBlend/include Benchmarks/scripts/blend-kernel.c Sources/CBlend/cblend.c -o /tmp/blend-kernel
//   nice -n 10 /tmp/blend-kernel 40        (from the repository's root; 40 = repetitions, best taken)
// "traffic" reads the same three inputs and writes the output past the cache with no arithmetic (an OR):
// the time the memory system needs for the blend's bytes, what the kernel can at best approach.
#include "cblend.h"
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void traffic(uint8_t *d, const uint8_t *a, const uint8_t *b, const uint8_t *c, long n) {
    for (long i = 0; i < n; i += 32) {
        __m256i v = _mm256_or_si256(_mm256_load_si256((const __m256i *)(a + i)),
                                    _mm256_or_si256(_mm256_load_si256((const __m256i *)(b + i)), _mm256_load_si256((const __m256i *)(c + i))));
        _mm256_stream_si256((__m256i *)(d + i), v);
    }
    _mm_sfence();
}

int main(int argc, char **argv) {
    const long w = 1920, h = 1080, stride = w * 4, n = stride * h;
    uint8_t *d = aligned_alloc(64, n), *b = aligned_alloc(64, n), *s1 = aligned_alloc(64, n), *s2 = aligned_alloc(64, n);
    for (long i = 0; i < n; i++) { b[i] = (uint8_t)rand(); s1[i] = (uint8_t)rand(); s2[i] = (uint8_t)rand(); d[i] = 0; }
    // A cross-fade at p = 0.55 over the map: base 0.2, outgoing 0.25, incoming 0.55 of each pixel.
    const uint16_t weight[4] = {13107, 16384, 36045, 0};
    const whim_blend_inputs inputs = {{b, s1, s2, s1}, {stride, stride, stride, stride}, {weight[0], weight[1], weight[2], weight[3]}, 2};
    int reps = argc > 1 ? atoi(argv[1]) : 30;
    double copy = 1e9, cached = 1e9, streamed = 1e9, floor = 1e9;
    for (int r = 0; r < reps; r++) {
        double t0 = now();
        memcpy(d, b, n);
        double t1 = now();
        whim_blend_rect(d, stride, &inputs, stride, h, 0);
        double t2 = now();
        whim_blend_rect(d, stride, &inputs, stride, h, 1);
        double t3 = now();
        traffic(d, b, s1, s2, n);
        double t4 = now();
        if (t1 - t0 < copy) copy = t1 - t0;
        if (t2 - t1 < cached) cached = t2 - t1;
        if (t3 - t2 < streamed) streamed = t3 - t2;
        if (t4 - t3 < floor) floor = t4 - t3;
    }
    printf("1080p, base + 2 overlays, best of %d: memcpy %.3f ms; blend through the cache %.3f ms = %.2fx memcpy; "
           "streamed %.3f ms = %.2fx memcpy; its traffic alone %.3f ms = %.2fx memcpy (blend streamed = %.2fx its traffic)\n",
           reps, copy * 1e3, cached * 1e3, cached / copy, streamed * 1e3, streamed / copy, floor * 1e3, floor / copy, streamed / floor);
    return d[12345] == 7;
}
