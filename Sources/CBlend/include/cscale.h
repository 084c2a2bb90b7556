// The zoom stopgap's kernel: a nearest-pixel scale of opaque 32-bit pixels, each destination pixel written once.
#ifndef CSCALE_H
#define CSCALE_H

#include <stdint.h>

/// Writes the `width` × `height` pixels of `dst` whose top-left pixel is (`x`, `y`) (`dst` points at pixel
/// (0, 0); strides in bytes) with `src` scaled by (`scale_x`, `scale_y`) and placed with its top-left corner
/// at (`left`, `top`): pixel (px, py) takes source pixel (⌊(px + ½ − left) / scale_x⌋, ⌊(py + ½ − top) /
/// scale_y⌋), or `land` where that lies outside `src`. Columns step in 32.32 fixed point from the first
/// pixel's exact position (so a column may differ from the exact quotient only within 2⁻³² · width of a
/// pixel boundary); a destination row that shows the same source row as the row above is a copy of it.
/// Rows go eight pixels at a time through AVX2 where the CPU has it (the same pixels as one by one).
/// A scale that is not positive and finite, or a placement that is not finite, writes land everywhere;
/// a coordinate that is not a number (a scale so small its inverse overflows) is land.
void whim_scale_nearest(uint8_t *dst, long dst_stride, int x, int y, int width, int height,
                        const uint8_t *src, long src_stride, int src_width, int src_height,
                        double left, double top, double scale_x, double scale_y, uint32_t land);

#endif
