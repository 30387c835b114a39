#ifndef FLUID_CSDL2_SHIM_H
#define FLUID_CSDL2_SHIM_H
// SDL2 and SDL2_ttf for Swift. Macros that Swift cannot import are re-exported as constants.
#define SDL_MAIN_HANDLED 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

static const int CSDL_WINDOWPOS_CENTERED = SDL_WINDOWPOS_CENTERED;
static const int CSDL_WINDOWPOS_UNDEFINED = SDL_WINDOWPOS_UNDEFINED;
static inline Uint32 CSDL_BUTTON(int x) { return SDL_BUTTON(x); }
static const Uint32 CSDL_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const int CSDL_AUDIO_F32SYS = AUDIO_F32SYS;

#endif
