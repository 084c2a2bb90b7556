// zlib for Swift: inflate for OSM PBF blobs.
#ifndef WHIM_CZLIB_SHIM_H
#define WHIM_CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit is a macro that does not import into Swift.
static inline int whim_inflate_init(z_stream *stream) { return inflateInit(stream); }
#endif
