// SDL2 for the benchmark baseline, included by path (no pkg-config, so no "-D_REENTRANT" warning).
#ifndef WHIM_BENCH_CSDL2_SHIM_H
#define WHIM_BENCH_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#endif
