// Pango through cairo (pangocairo): text shaping, line breaking, ellipsis and font fallback.
#ifndef WHIM_CPANGO_SHIM_H
#define WHIM_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
