// The cross-fade's blend kernel: one pass over opaque 32-bit pixels, in 16-bit lanes.
#ifndef CBLEND_H
#define CBLEND_H

#include <stdint.h>
// The module's other kernel, included here so that every build of the module sees it.
#include "creveal.h"
#include "cscale.h"

/// Writes `bytes` bytes of `dst` as the weighted sum of `base` and `count` (1 to 3) sources, rounded once:
/// d = (Σ ⌊(x·256)·w / 65536⌋ + 128) >> 8 over the four inputs, where w = weight[k] is the input's share in
/// 0.16 fixed point (weight[0] the base's, weight[k] source k's). The shares of a stack of constant-opacity
/// layers over an opaque base sum to 65536 (at most 65535 each), so the sum never overflows 16 bits.
/// One unpack, one high-half multiply and one add per input and 16-bit lane; AVX2 where the processor
/// has it (asked once), SSE2 otherwise.
void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t weight[4], int count, long bytes);

#endif
