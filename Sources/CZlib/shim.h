#ifndef FLUID_CZLIB_SHIM_H
#define FLUID_CZLIB_SHIM_H
// zlib for Swift: deflate and inflate for the PNG codec, and its CRC-32.
#include <zlib.h>
#endif
