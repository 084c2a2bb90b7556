// pixman, the pixel engine under cairo's image backend: the compositor blits through it directly so a
// steady-state frame allocates nothing (cairo wraps a new pixman image whenever part of a surface is drawn).
#ifndef WHIM_CPIXMAN_SHIM_H
#define WHIM_CPIXMAN_SHIM_H
#include <pixman.h>
#endif
