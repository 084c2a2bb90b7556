#include "creveal.h"
#include <math.h>
#include <string.h>

// pixman's rounded 8-bit product: a·b/255.
static inline uint32_t mul_un8(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 0x80;
    return (t + (t >> 8)) >> 8;
}

// One pixel's 8-bit masks at squared distance d2 from the centre, as the compositor's coverage masks have
// them: `inside`'s round(255·c) and `outside`'s (the circle's outside) round(255·(1 − c)).
static inline void masks(double d2, double radius, double inner_sq, double outer_sq, double area, uint32_t *m_in, uint32_t *m_out) {
    if (d2 < inner_sq) { *m_in = 255; *m_out = 0; return; }
    if (d2 >= outer_sq) { *m_in = 0; *m_out = 255; return; }
    double c = radius + 0.5 - sqrt(d2);
    c = c < 0 ? 0 : (c > 1 ? 1 : c);
    if (c > area) c = area;
    *m_in = (uint32_t)(c * 255 + 0.5);
    *m_out = (uint32_t)((1 - c) * 255 + 0.5);
}

// An edge pixel: `under`, then `outside` OVER it through m_out, then `inside` OVER that through m_in.
static inline void edge_pixel(uint8_t *d, const uint8_t *in, const uint8_t *out, const uint8_t *under, uint32_t m_in, uint32_t m_out) {
    for (int k = 0; k < 3; k++) {
        uint32_t u = under ? under[k] : 0;
        uint32_t t = mul_un8(out[k], m_out) + mul_un8(u, 255 - m_out);
        d[k] = (uint8_t)(mul_un8(in[k], m_in) + mul_un8(t, 255 - m_in));
    }
    d[3] = 0xff;
}

void whim_reveal_rows(uint8_t *dst, long dst_stride, const uint8_t *inside, long inside_stride,
                      const uint8_t *outside, long outside_stride, const uint8_t *under, long under_stride,
                      int width, int height, int first_row, double cx, double cy, double radius) {
    double r = radius > 0 ? radius : 0;
    double inner = r - 0.5 > 0 ? r - 0.5 : 0;
    double inner_sq = inner * inner, outer_sq = (r + 0.5) * (r + 0.5);
    double area = M_PI * r * r;
    for (int y = 0; y < height; y++) {
        uint8_t *d = dst + y * dst_stride;
        const uint8_t *in = inside + y * inside_stride, *out = outside + y * outside_stride;
        const uint8_t *un = under ? under + y * under_stride : NULL;
        double dy = (first_row + y) + 0.5 - cy, dy2 = dy * dy;
        // Columns whose centres may lie within radius + ½ ([ol, or)), and within radius − ½ ([il, ir)): the
        // first taken a pixel wider and the second a pixel narrower than the exact roots, so that rounding
        // never misplaces a pixel; everything between is decided pixel by pixel.
        int ol = width, or_ = width, il = width, ir = width;
        if (outer_sq > dy2) {
            double h = sqrt(outer_sq - dy2);
            double l = floor(cx - 0.5 - h) - 1, rr = ceil(cx - 0.5 + h) + 2;
            ol = l < 0 ? 0 : (l > width ? width : (int)l);
            or_ = rr < ol ? ol : (rr > width ? width : (int)rr);
            if (inner_sq > dy2) {
                double hi = sqrt(inner_sq - dy2);
                double a = ceil(cx - 0.5 - hi) + 1, b = floor(cx - 0.5 + hi);
                il = a < ol ? ol : (a > or_ ? or_ : (int)a);
                ir = b < il ? il : (b > or_ ? or_ : (int)b);
            } else {
                il = ir = or_;
            }
        } else {
            ol = or_ = il = ir = width;
        }
        if (ol > 0) memcpy(d, out, (size_t)ol * 4);
        for (int x = ol; x < il; x++) {
            double dx = x + 0.5 - cx;
            uint32_t m_in, m_out;
            masks(dx * dx + dy2, r, inner_sq, outer_sq, area, &m_in, &m_out);
            edge_pixel(d + x * 4, in + x * 4, out + x * 4, un ? un + x * 4 : NULL, m_in, m_out);
        }
        if (ir > il) memcpy(d + (size_t)il * 4, in + (size_t)il * 4, (size_t)(ir - il) * 4);
        for (int x = ir; x < or_; x++) {
            double dx = x + 0.5 - cx;
            uint32_t m_in, m_out;
            masks(dx * dx + dy2, r, inner_sq, outer_sq, area, &m_in, &m_out);
            edge_pixel(d + x * 4, in + x * 4, out + x * 4, un ? un + x * 4 : NULL, m_in, m_out);
        }
        if (or_ < width) memcpy(d + (size_t)or_ * 4, out + (size_t)or_ * 4, (size_t)(width - or_) * 4);
    }
}
