#include "cblend.h"
#include <emmintrin.h>
#include <immintrin.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>
#include "cpu.h"

// x·256 in each 16-bit lane — the lane's even byte shifted up, or its odd byte with the even one masked
// off — times the weight's high half: the input's share in 8.8 fixed point. Shifts and masks, not
// unpacks, so the shuffle unit is left alone and the two halves never have to be packed back together.
#define SHARE_EVEN_SSE2(v, w) _mm_mulhi_epu16(_mm_slli_epi16((v), 8), (w))
#define SHARE_ODD_SSE2(v, w) _mm_mulhi_epu16(_mm_and_si128((v), high), (w))
#define SHARE_EVEN_AVX2(v, w) _mm256_mulhi_epu16(_mm256_slli_epi16((v), 8), (w))
#define SHARE_ODD_AVX2(v, w) _mm256_mulhi_epu16(_mm256_and_si256((v), high), (w))

static inline uint8_t blend1(const uint8_t *x[4], const uint16_t w[4], int inputs, long i) {
    uint32_t acc = 0;
    for (int k = 0; k < inputs; k++) acc += ((uint32_t)x[k][i] * 256u * w[k]) >> 16;
    return (uint8_t)((acc + 128) >> 8);
}

// The vector bodies blend bytes [from, to) with `to - from` a multiple of the vector's width; a streaming
// body needs `dst + from` aligned to it. Each is made once per input count and store kind (the callers
// below pass constants), so that the loop has no branch but its own and keeps every input's load in
// flight at once.
__attribute__((target("avx2"), always_inline))
static inline void blend_avx2_body(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], const int inputs, long from, long to, const int stream) {
    const __m256i high = _mm256_set1_epi16((short)0xff00), round = _mm256_set1_epi16(128);
    __m256i wv[4];
    const uint8_t *in[4];  // in registers: the stores below could alias `x` as far as the compiler knows
    for (int k = 0; k < 4; k++) {
        wv[k] = _mm256_set1_epi16((short)(k < inputs ? w[k] : 0));
        in[k] = x[k];
    }
    for (long i = from; i < to; i += 32) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(in[0] + i));
        __m256i even = SHARE_EVEN_AVX2(v, wv[0]), odd = SHARE_ODD_AVX2(v, wv[0]);
        for (int k = 1; k < inputs; k++) {
            v = _mm256_loadu_si256((const __m256i *)(in[k] + i));
            even = _mm256_add_epi16(even, SHARE_EVEN_AVX2(v, wv[k]));
            odd = _mm256_add_epi16(odd, SHARE_ODD_AVX2(v, wv[k]));
        }
        // Rounded, each sum's high byte is the result: the even bytes' moved down, the odd bytes' kept.
        even = _mm256_srli_epi16(_mm256_add_epi16(even, round), 8);
        odd = _mm256_and_si256(_mm256_add_epi16(odd, round), high);
        __m256i out = _mm256_or_si256(even, odd);
        if (stream) _mm256_stream_si256((__m256i *)(dst + i), out);
        else _mm256_storeu_si256((__m256i *)(dst + i), out);
    }
}

__attribute__((always_inline))
static inline void blend_sse2_body(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], const int inputs, long from, long to, const int stream) {
    const __m128i high = _mm_set1_epi16((short)0xff00), round = _mm_set1_epi16(128);
    __m128i wv[4];
    const uint8_t *in[4];  // in registers: the stores below could alias `x` as far as the compiler knows
    for (int k = 0; k < 4; k++) {
        wv[k] = _mm_set1_epi16((short)(k < inputs ? w[k] : 0));
        in[k] = x[k];
    }
    for (long i = from; i < to; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(in[0] + i));
        __m128i even = SHARE_EVEN_SSE2(v, wv[0]), odd = SHARE_ODD_SSE2(v, wv[0]);
        for (int k = 1; k < inputs; k++) {
            v = _mm_loadu_si128((const __m128i *)(in[k] + i));
            even = _mm_add_epi16(even, SHARE_EVEN_SSE2(v, wv[k]));
            odd = _mm_add_epi16(odd, SHARE_ODD_SSE2(v, wv[k]));
        }
        even = _mm_srli_epi16(_mm_add_epi16(even, round), 8);
        odd = _mm_and_si128(_mm_add_epi16(odd, round), high);
        __m128i out = _mm_or_si128(even, odd);
        if (stream) _mm_stream_si128((__m128i *)(dst + i), out);
        else _mm_storeu_si128((__m128i *)(dst + i), out);
    }
}

// The instances: 2 to 4 inputs, stores through the cache or streamed.
#define BODY_INSTANCES(isa, attr)                                                                                      \
    attr static void blend_##isa(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], int inputs, long from, long to, \
                                 int stream) {                                                                         \
        switch (inputs * 2 + (stream != 0)) {                                                                          \
        case 4: blend_##isa##_body(dst, x, w, 2, from, to, 0); break;                                                  \
        case 5: blend_##isa##_body(dst, x, w, 2, from, to, 1); break;                                                  \
        case 6: blend_##isa##_body(dst, x, w, 3, from, to, 0); break;                                                  \
        case 7: blend_##isa##_body(dst, x, w, 3, from, to, 1); break;                                                  \
        case 8: blend_##isa##_body(dst, x, w, 4, from, to, 0); break;                                                  \
        default: blend_##isa##_body(dst, x, w, 4, from, to, 1); break;                                                 \
        }                                                                                                              \
    }
BODY_INSTANCES(avx2, __attribute__((target("avx2"))))
BODY_INSTANCES(sse2, )

// One row: the bytes before the first aligned vector (streaming only) and after the last whole vector one
// at a time, the rest by the widest body the CPU runs.
static void blend_row(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], int inputs, long bytes, int avx2, int stream) {
    const long width = avx2 ? 32 : 16;
    long head = stream ? (long)((width - ((uintptr_t)dst & (width - 1))) & (width - 1)) : 0;
    if (head > bytes) head = bytes;
    for (long i = 0; i < head; i++) dst[i] = blend1(x, w, inputs, i);
    long end = head + (bytes - head) / width * width;
    if (avx2) blend_avx2(dst, x, w, inputs, head, end, stream);
    else blend_sse2(dst, x, w, inputs, head, end, stream);
    for (long i = end; i < bytes; i++) dst[i] = blend1(x, w, inputs, i);
}

void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t weight[4], int count, long bytes) {
    const uint8_t *x[4] = {base, s1, s2, s3};
    blend_row(dst, x, weight, count + 1, bytes, whim_cpu_has_avx2(), 0);
}

void whim_blend_rect_using(uint8_t *dst, long dst_stride, const whim_blend_inputs *inputs, long row_bytes, long rows,
                           int stream, int avx2) {
    const int count = inputs->count;
    avx2 = avx2 && whim_cpu_has_avx2();
    for (long y = 0; y < rows; y++) {
        const uint8_t *x[4];
        for (int k = 0; k < 4; k++) {
            int i = k <= count ? k : 1;
            x[k] = inputs->pixels[i] + y * inputs->stride[i];
        }
        blend_row(dst + y * dst_stride, x, inputs->weight, count + 1, row_bytes, avx2, stream);
    }
    // Streaming stores are weakly ordered: they are made visible before anyone reads the rect.
    if (stream) _mm_sfence();
}

void whim_blend_rect(uint8_t *dst, long dst_stride, const whim_blend_inputs *inputs, long row_bytes, long rows, int stream) {
    whim_blend_rect_using(dst, dst_stride, inputs, row_bytes, rows, stream, 1);
}

// The size in bytes of the highest-level cache the kernel lists for CPU 0 ("32768K"), 0 if none is listed.
// The kernel's figure is one cache instance's, the share one core can use; the C library's (sysconf) is
// taken from the processor's model and can be the whole package's (256 MB on a 32 MB-per-complex EPYC).
static long sysfs_last_level_cache_bytes(void) {
    long best = 0;
    int best_level = 0;
    for (int i = 0; i < 16; i++) {
        char path[64];
        int level = 0;
        long size = 0;
        char unit = 0;
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
        FILE *f = fopen(path, "r");
        if (!f) break;
        int read_level = fscanf(f, "%d", &level);
        fclose(f);
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        f = fopen(path, "r");
        if (!f) continue;
        int read_size = fscanf(f, "%ld%c", &size, &unit);
        fclose(f);
        if (read_level != 1 || read_size < 1 || size <= 0) continue;
        long bytes = size * (unit == 'K' ? 1024L : unit == 'M' ? 1024L * 1024 : unit == 'G' ? 1024L * 1024 * 1024 : 1);
        if (level > best_level || (level == best_level && bytes > best)) { best_level = level; best = bytes; }
    }
    return best;
}

long whim_last_level_cache_bytes(void) {
    static _Atomic long known = -1;
    long k = atomic_load_explicit(&known, memory_order_relaxed);
    if (k < 0) {
        k = sysfs_last_level_cache_bytes();
        if (k <= 0) {
            long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE), l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
            k = l3 > 0 ? l3 : (l2 > 0 ? l2 : 0);
        }
        atomic_store_explicit(&known, k, memory_order_relaxed);
    }
    return k;
}
