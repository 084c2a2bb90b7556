#include "cblend.h"
#include <emmintrin.h>
#include <immintrin.h>
#include "cpu.h"

// x·256 in each 16-bit lane (the byte unpacked above a zero), times the weight's high half: the input's
// share in 8.8 fixed point.
#define SHARE_SSE2(v, half, w) _mm_mulhi_epu16(_mm_unpack##half##_epi8(zero, (v)), (w))
#define SHARE_AVX2(v, half, w) _mm256_mulhi_epu16(_mm256_unpack##half##_epi8(zero, (v)), (w))

static inline uint8_t blend1(const uint8_t *x[4], const uint16_t w[4], int inputs, long i) {
    uint32_t acc = 0;
    for (int k = 0; k < inputs; k++) acc += ((uint32_t)x[k][i] * 256u * w[k]) >> 16;
    return (uint8_t)((acc + 128) >> 8);
}

__attribute__((target("avx2")))
static long blend_avx2(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], int inputs, long bytes) {
    const __m256i zero = _mm256_setzero_si256(), round = _mm256_set1_epi16(128);
    __m256i wv[4];
    for (int k = 0; k < 4; k++) wv[k] = _mm256_set1_epi16((short)(k < inputs ? w[k] : 0));
    long i = 0;
    for (; i + 32 <= bytes; i += 32) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(x[0] + i));
        __m256i lo = SHARE_AVX2(v, lo, wv[0]), hi = SHARE_AVX2(v, hi, wv[0]);
        for (int k = 1; k < inputs; k++) {
            v = _mm256_loadu_si256((const __m256i *)(x[k] + i));
            lo = _mm256_add_epi16(lo, SHARE_AVX2(v, lo, wv[k]));
            hi = _mm256_add_epi16(hi, SHARE_AVX2(v, hi, wv[k]));
        }
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, round), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, round), 8);
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_packus_epi16(lo, hi));
    }
    return i;
}

static long blend_sse2(uint8_t *dst, const uint8_t *x[4], const uint16_t w[4], int inputs, long bytes) {
    const __m128i zero = _mm_setzero_si128(), round = _mm_set1_epi16(128);
    __m128i wv[4];
    for (int k = 0; k < 4; k++) wv[k] = _mm_set1_epi16((short)(k < inputs ? w[k] : 0));
    long i = 0;
    for (; i + 16 <= bytes; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(x[0] + i));
        __m128i lo = SHARE_SSE2(v, lo, wv[0]), hi = SHARE_SSE2(v, hi, wv[0]);
        for (int k = 1; k < inputs; k++) {
            v = _mm_loadu_si128((const __m128i *)(x[k] + i));
            lo = _mm_add_epi16(lo, SHARE_SSE2(v, lo, wv[k]));
            hi = _mm_add_epi16(hi, SHARE_SSE2(v, hi, wv[k]));
        }
        lo = _mm_srli_epi16(_mm_add_epi16(lo, round), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(hi, round), 8);
        _mm_storeu_si128((__m128i *)(dst + i), _mm_packus_epi16(lo, hi));
    }
    return i;
}

void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t weight[4], int count, long bytes) {
    const uint8_t *x[4] = {base, s1, s2, s3};
    int inputs = count + 1;
    long i = whim_cpu_has_avx2() ? blend_avx2(dst, x, weight, inputs, bytes) : blend_sse2(dst, x, weight, inputs, bytes);
    for (; i < bytes; i++) dst[i] = blend1(x, weight, inputs, i);
}
