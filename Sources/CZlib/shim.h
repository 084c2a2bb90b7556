// zlib for Swift: inflate for OSM PBF blobs and gzip-compressed tiles.
#ifndef WHIM_CZLIB_SHIM_H
#define WHIM_CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit and friends are macros that do not import into Swift.
static inline int whim_inflate_init(z_stream *stream) { return inflateInit(stream); }
static inline int whim_inflate_init2(z_stream *stream, int window_bits) { return inflateInit2(stream, window_bits); }
static inline int whim_deflate_init2(z_stream *stream, int level, int window_bits) {
    return deflateInit2(stream, level, Z_DEFLATED, window_bits, 8, Z_DEFAULT_STRATEGY);
}
#endif
