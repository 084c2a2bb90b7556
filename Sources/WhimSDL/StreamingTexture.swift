import CSDL2
import WhimCore
import WhimGraphics

/// The SDL texture the frame is shown through: streaming, `SDL_PIXELFORMAT_RGB888` (the same 32-bit
/// 0x00RRGGBB words as cairo's RGB24, so pixels are copied, never converted), the frame's pixel size.
///
/// Only damaged rects are uploaded: `SDL_UpdateTexture` with the rect and a pointer into the frame at the
/// rect's first pixel, with the frame's stride. Owned by the host, destroyed before its renderer.
final class StreamingTexture {
    let handle: OpaquePointer
    let size: PixelSize

    /// A texture of `size` device pixels for `renderer`.
    init(renderer: OpaquePointer, size: PixelSize) throws(HostError) {
        guard !size.isEmpty else { throw .invalidWindowSize(width: size.width, height: size.height) }
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
            Int32(size.width), Int32(size.height))
        else {
            throw .textureCreationFailed(width: size.width, height: size.height, reason: SDLError.current())
        }
        // The frame is opaque: no blending when it is copied to the window.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        handle = texture
        self.size = size
    }

    deinit { SDL_DestroyTexture(handle) }

    /// What one upload did.
    struct Upload {
        var rects = 0
        var pixels = 0
        var bytes = 0
        var failed = false
    }

    /// Uploads `rects` (device pixels, clipped to the texture and the frame) from `frame` (RGB24).
    /// Allocation-free.
    func upload(_ rects: some Sequence<PixelRect>, from frame: Surface) -> Upload {
        let limit = PixelRect(size: size).intersection(frame.bounds)
        let stride = frame.stride
        return frame.withPixelsReadOnly { pixels in
            var result = Upload()
            guard let base = pixels.baseAddress else { return result }
            for damaged in rects {
                let r = damaged.intersection(limit)
                guard !r.isEmpty else { continue }
                var rect = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                let first = base + r.y * stride + r.x * 4
                if SDL_UpdateTexture(handle, &rect, first, Int32(stride)) != 0 { result.failed = true }
                result.rects += 1
                result.pixels += r.area
                result.bytes += r.width * 4 * r.height
            }
            return result
        }
    }

    /// Uploads the whole frame.
    func uploadAll(from frame: Surface) -> Upload {
        upload(CollectionOfOne(PixelRect(size: size)), from: frame)
    }
}
