// Pango through cairo (pangocairo): text shaping, line breaking, ellipsis and font fallback; cairo's FreeType fonts.
#ifndef WHIM_CPANGO_SHIM_H
#define WHIM_CPANGO_SHIM_H
#include <pango/pangocairo.h>
/* Which faces cairo synthesizes (a bold made from a regular face is not the same under every rotation). */
#include <cairo-ft.h>
#endif
