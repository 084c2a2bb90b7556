#include "cblend.h"
#include <string.h>

typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));

// Macros rather than functions: 32-byte vectors must not cross a call boundary in the SSE2 clone.
#define WIDEN(out, p) do { u8x16 b_; memcpy(&b_, (p), sizeof b_); (out) = __builtin_convertvector(b_, u16x16); } while (0)
#define MUL(out, a, b) do { u16x16 t_ = (a) * (b) + 0x80; (out) = (t_ + (t_ >> 8)) >> 8; } while (0)

static inline uint16_t mul1(uint16_t a, uint16_t b) {
    uint16_t t = (uint16_t)(a * b + 0x80);
    return (uint16_t)((t + (t >> 8)) >> 8);
}

// The clone is chosen by an ifunc resolver that runs before ThreadSanitizer's runtime is up, and its
// instrumented entry crashes there: under TSan only the default build is made.
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define WHIM_BLEND_CLONES
#endif
#endif
#ifndef WHIM_BLEND_CLONES
#define WHIM_BLEND_CLONES __attribute__((target_clones("avx2", "default")))
#endif

WHIM_BLEND_CLONES
void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t alpha[3], int count, long bytes) {
    const uint8_t *src[3] = {s1, s2, s3};
    u16x16 m[3], n[3];
    for (int k = 0; k < 3; k++) {
        uint16_t a = k < count ? alpha[k] : 0;
        for (int j = 0; j < 16; j++) {
            m[k][j] = a;
            n[k][j] = (uint16_t)(255 - a);
        }
    }
    long i = 0;
    for (; i + 16 <= bytes; i += 16) {
        u16x16 acc, s, x, y;
        WIDEN(acc, base + i);
        for (int k = 0; k < count; k++) {
            WIDEN(s, src[k] + i);
            MUL(x, s, m[k]);
            MUL(y, acc, n[k]);
            acc = x + y;
        }
        u8x16 out = __builtin_convertvector(acc, u8x16);
        memcpy(dst + i, &out, sizeof out);
    }
    for (; i < bytes; i++) {
        uint16_t acc = base[i];
        for (int k = 0; k < count; k++) {
            uint16_t a = alpha[k];
            acc = (uint16_t)(mul1(src[k][i], a) + mul1(acc, (uint16_t)(255 - a)));
        }
        dst[i] = (uint8_t)acc;
    }
}
