// The cross-fade's blend kernel: one pass over opaque 32-bit pixels, in 16-bit lanes.
#ifndef CBLEND_H
#define CBLEND_H

#include <stdint.h>

/// Writes `bytes` bytes of `dst`: `base` with `count` (1 to 3) sources blended over it in turn, source k
/// at the constant 8-bit opacity alpha[k], each step rounded as pixman's OVER with a constant mask on
/// opaque pixels rounds it: d = s·a/255 + d·(255 − a)/255, x·y/255 = (t + (t >> 8)) >> 8 with t = x·y + 128.
/// Uses AVX2 where the processor has it (chosen once at load time), SSE2 otherwise.
void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t alpha[3], int count, long bytes);

#endif
