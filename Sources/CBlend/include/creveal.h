// The circular reveal's kernel: one pass over opaque 32-bit pixels, each written once.
#ifndef CREVEAL_H
#define CREVEAL_H

#include <stdint.h>

/// Writes `height` rows of `width` pixels of `dst` as a circle reveals `inside` over `outside`: a pixel the
/// circle covers fully (its centre nearer than radius − ½) is copied from `inside`, one it does not touch
/// (centre at radius + ½ or farther) from `outside`, and an edge pixel is what drawing `under` (NULL:
/// black), then `outside` through the circle's outside, then `inside` through the circle does with pixman's
/// OVER and 8-bit coverage masks — coverage c = clamp(radius + ½ − distance, 0, 1), at most the circle's
/// area, `inside`'s mask round(255·c) and `outside`'s round(255·(1 − c)), each product rounded as pixman
/// rounds it. So the result equals that three-layer composite, bit for bit in R, G and B, while the
/// copies run row by row in memory order and `under` is read only at the edge. The rows written are rows
/// `first_row` to `first_row + height − 1` of a rectangle whose top-left pixel's corner (`cx`, `cy`) is
/// measured from (so a rectangle written in several calls comes out as in one); the pointers are at the
/// first row written; strides are in bytes (0 reads one row again and again).
void whim_reveal_rows(uint8_t *dst, long dst_stride, const uint8_t *inside, long inside_stride,
                      const uint8_t *outside, long outside_stride, const uint8_t *under, long under_stride,
                      int width, int height, int first_row, double cx, double cy, double radius);

#endif
