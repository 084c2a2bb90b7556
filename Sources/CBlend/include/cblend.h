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
/// One shift or mask, one high-half multiply and one add per input and 16-bit lane; AVX2 where the processor
/// has it (asked once), SSE2 otherwise.
void whim_blend_row(uint8_t *dst, const uint8_t *base, const uint8_t *s1, const uint8_t *s2, const uint8_t *s3,
                    const uint16_t weight[4], int count, long bytes);

/// The inputs of a rect's blend: the base (k = 0) and `count` (1 to 3) overlays, row y of input k at
/// `pixels[k] + y·stride[k]`, with its share `weight[k]` as for `whim_blend_row`. Entries past `count` are
/// never read.
typedef struct {
    const uint8_t *pixels[4];
    long stride[4];
    uint16_t weight[4];
    int count;
} whim_blend_inputs;

/// Blends `rows` rows of `row_bytes` bytes of `inputs` into `dst + y·dst_stride`, as `whim_blend_row` does
/// row by row. With `stream` set, the stores bypass the cache (non-temporal) and are fenced before
/// returning: a blend whose inputs and output together outgrow the last-level cache then writes its output
/// once, instead of first reading each line of the output it is about to overwrite. The pixels are the same
/// either way.
void whim_blend_rect(uint8_t *dst, long dst_stride, const whim_blend_inputs *inputs, long row_bytes, long rows, int stream);

/// `whim_blend_rect` with the SSE2 body even where the CPU has AVX2 (`avx2` 0), so that both bodies can be
/// checked against each other on one machine; `avx2` 1 is `whim_blend_rect`.
void whim_blend_rect_using(uint8_t *dst, long dst_stride, const whim_blend_inputs *inputs, long row_bytes, long rows,
                           int stream, int avx2);

/// The size in bytes of the last-level cache one core can use: the kernel's figure for CPU 0's
/// highest-level cache (one instance's), else the C library's (L3, else L2), 0 when unknown; asked once.
long whim_last_level_cache_bytes(void);

#endif
