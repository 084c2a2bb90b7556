// SDL2 for Swift. Included by path (no pkg-config) so SwiftPM prints no "-D_REENTRANT" warning.
#ifndef WHIM_CSDL2_SHIM_H
#define WHIM_CSDL2_SHIM_H
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>

/// SDL_WINDOWPOS_UNDEFINED and SDL_WINDOWPOS_CENTERED are macros that do not import into Swift.
static inline int whim_sdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int whim_sdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
#endif
