#include "cscale.h"
#include "cpu.h"
#include <immintrin.h>
#include <math.h>
#include <string.h>

// Writes the first of the `count` columns of one row with AVX2, eight at a time, and returns how many:
// column c shows source pixel (p + c · step) >> 32. Eight columns' sources lie within eight source pixels
// when step ≤ 2³² (a scale of at least 1), within sixteen when step ≤ 2³³: those are loaded as one or two
// vectors and permuted; farther apart they are gathered. It stops before a load would pass the end of
// the source row (the caller writes the rest one by one).
__attribute__((target("avx2")))
static long scale_row_avx2(uint32_t *m, const uint32_t *s, int src_width, int64_t p, int64_t step, long count) {
    // Columns 0, 2, 4, 6 (even) and 1, 3, 5, 7 (odd) of each group of eight, in 32.32 fixed point.
    __m256i even = _mm256_set_epi64x(p + 6 * step, p + 4 * step, p + 2 * step, p);
    __m256i odd = _mm256_add_epi64(even, _mm256_set1_epi64x(step));
    const __m256i advance = _mm256_set1_epi64x(8 * step), seven = _mm256_set1_epi32(7), eight = _mm256_set1_epi32(8);
    long i = 0;
    if (step <= ((int64_t)1 << 32)) {
        for (; i + 8 <= count; i += 8) {
            // The columns' source pixels in lane order: even's high halves moved down, odd's in place.
            __m256i idx = _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xAA);
            int base = _mm256_cvtsi256_si32(idx);
            if (base + 8 > src_width) break;
            __m256i v = _mm256_loadu_si256((const __m256i *)(s + base));
            __m256i perm = _mm256_sub_epi32(idx, _mm256_set1_epi32(base));
            _mm256_storeu_si256((__m256i *)(m + i), _mm256_permutevar8x32_epi32(v, perm));
            even = _mm256_add_epi64(even, advance);
            odd = _mm256_add_epi64(odd, advance);
        }
    } else if (step <= ((int64_t)1 << 33)) {
        for (; i + 8 <= count; i += 8) {
            __m256i idx = _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xAA);
            int base = _mm256_cvtsi256_si32(idx);
            if (base + 16 > src_width) break;
            __m256i lo = _mm256_loadu_si256((const __m256i *)(s + base));
            __m256i hi = _mm256_loadu_si256((const __m256i *)(s + base + 8));
            __m256i perm = _mm256_sub_epi32(idx, _mm256_set1_epi32(base));
            __m256i high = _mm256_cmpgt_epi32(perm, seven);
            __m256i out = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(lo, perm),
                                             _mm256_permutevar8x32_epi32(hi, _mm256_sub_epi32(perm, eight)), high);
            _mm256_storeu_si256((__m256i *)(m + i), out);
            even = _mm256_add_epi64(even, advance);
            odd = _mm256_add_epi64(odd, advance);
        }
    } else {
        for (; i + 8 <= count; i += 8) {
            __m256i idx = _mm256_blend_epi32(_mm256_srli_epi64(even, 32), odd, 0xAA);
            _mm256_storeu_si256((__m256i *)(m + i), _mm256_i32gather_epi32((const int *)s, idx, 4));
            even = _mm256_add_epi64(even, advance);
            odd = _mm256_add_epi64(odd, advance);
        }
    }
    return i;
}

static inline void fill_row(uint32_t *d, long n, uint32_t v) {
    for (long i = 0; i < n; i++) d[i] = v;
}

void whim_scale_nearest(uint8_t *dst, long dst_stride, int x, int y, int width, int height,
                        const uint8_t *src, long src_stride, int src_width, int src_height,
                        double left, double top, double scale_x, double scale_y, uint32_t land) {
    if (width <= 0 || height <= 0) return;
    if (!(scale_x > 0) || !(scale_y > 0) || !isfinite(scale_x) || !isfinite(scale_y) || !isfinite(left) || !isfinite(top)) {
        for (int j = 0; j < height; j++) fill_row((uint32_t *)(dst + (long)(y + j) * dst_stride) + x, width, land);
        return;
    }
    // The columns, once for every row: `lead` land pixels, `count` source pixels from position p
    // (32.32 fixed point) stepping by `step`, then land to the end.
    const double inv_x = 1.0 / scale_x, inv_y = 1.0 / scale_y;
    const double first = ((double)x + 0.5 - left) * inv_x;
    long lead = 0, count = 0;
    int64_t p = 0, step = 0;
    if (inv_x * 4294967296.0 * ((double)width + 1) >= 9.0e18) {
        // A pixel spans more source columns than the fixed-point walk can hold: each pixel on its own.
        for (int j = 0; j < height; j++) {
            uint32_t *d = (uint32_t *)(dst + (long)(y + j) * dst_stride) + x;
            double sy = floor(((double)(y + j) + 0.5 - top) * inv_y);
            for (int i = 0; i < width; i++) {
                double sx = floor(((double)(x + i) + 0.5 - left) * inv_x);
                // Written so that a coordinate that is not a number (0 × ∞ under a tiny scale) is land.
                d[i] = !(sx >= 0 && sx < (double)src_width && sy >= 0 && sy < (double)src_height)
                    ? land : ((const uint32_t *)(src + (long)sy * src_stride))[(long)sx];
            }
        }
        return;
    }
    if (first < (double)src_width && first + (double)(width - 1) * inv_x >= 0) {
        step = (int64_t)llround(inv_x * 4294967296.0);
        // Leading pixels left of the source, by the exact quotient; then the fixed-point walk.
        if (first < 0) lead = (long)ceil(-first / inv_x - 1e-9);
        if (lead > width) lead = width;
        while (lead < width && ((double)(x + lead) + 0.5 - left) * inv_x < 0) lead++;
        while (lead > 0 && ((double)(x + lead - 1) + 0.5 - left) * inv_x >= 0) lead--;
        if (lead < width) {
            p = (int64_t)floor(((double)(x + lead) + 0.5 - left) * inv_x * 4294967296.0);
            // Pixels until the column reaches src_width.
            double end = ((double)src_width - (((double)(x + lead) + 0.5 - left) * inv_x)) / inv_x;
            count = end <= 0 ? 0 : (long)ceil(end);
            if (count > width - lead) count = width - lead;
            while (count > 0 && ((p + (count - 1) * step) >> 32) >= src_width) count--;
            while (lead + count < width && ((p + count * step) >> 32) < src_width) count++;
        }
    }
    const int avx2 = whim_cpu_has_avx2();
    long prev_row = -1;
    uint32_t *prev = NULL;
    for (int j = 0; j < height; j++) {
        uint32_t *d = (uint32_t *)(dst + (long)(y + j) * dst_stride) + x;
        double sy = floor(((double)(y + j) + 0.5 - top) * inv_y);
        if (count == 0 || !(sy >= 0 && sy < (double)src_height)) {
            fill_row(d, width, land);
            prev_row = -1;
            continue;
        }
        long row = (long)sy;
        if (row == prev_row) {
            memcpy(d, prev, (size_t)width * 4);
        } else {
            const uint32_t *s = (const uint32_t *)(src + row * src_stride);
            fill_row(d, lead, land);
            uint32_t *m = d + lead;
            long i = avx2 ? scale_row_avx2(m, s, src_width, p, step, count) : 0;
            int64_t q = p + i * step;
            for (; i + 4 <= count; i += 4) {
                m[i] = s[q >> 32];
                m[i + 1] = s[(q + step) >> 32];
                m[i + 2] = s[(q + 2 * step) >> 32];
                m[i + 3] = s[(q + 3 * step) >> 32];
                q += 4 * step;
            }
            for (; i < count; i++, q += step) m[i] = s[q >> 32];
            fill_row(m + count, width - lead - count, land);
            prev_row = row;
        }
        prev = d;
    }
}
