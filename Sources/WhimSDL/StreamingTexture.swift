import CSDL2
import WhimCore
import WhimGraphics

/// The SDL texture the frame is shown through: streaming, `SDL_PIXELFORMAT_RGB888` (the same 32-bit
/// 0x00RRGGBB words as cairo's RGB24, so pixels are copied, never converted), the frame's pixel size.
///
/// Only damaged rects are uploaded: `SDL_UpdateTexture` with the rect and a pointer into the frame at the
/// rect's first pixel, with the frame's stride. Where the renderer keeps the texture's pixels in memory
/// that stays put and holds what was written (the software renderer, when RGB888 is one of its own
/// formats: locking returns that memory, unlocking copies nothing), `pixels` is a surface over them and
/// the compositor composes straight into it: a frame is not composed and then copied again. Owned by the
/// host, destroyed before its renderer.
final class StreamingTexture {
    let handle: OpaquePointer
    let size: PixelSize
    /// The texture's own pixels as a surface, when the renderer allows composing into them (see above).
    private(set) var pixels: Surface?

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
        pixels = Self.persistentPixels(of: texture, renderer: renderer, size: size)
    }

    /// A surface over the texture's memory when locking it hands out that memory itself (the software
    /// renderer with RGB888 among its formats), nil otherwise (a GPU renderer locks a staging buffer whose
    /// content is undefined and uploads all of it).
    private static func persistentPixels(of texture: OpaquePointer, renderer: OpaquePointer, size: PixelSize) -> Surface? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name, String(cString: name) == "software" else { return nil }
        let formats = withUnsafeBytes(of: info.texture_formats) { Array($0.bindMemory(to: UInt32.self).prefix(Int(info.num_texture_formats))) }
        guard formats.contains(SDL_PIXELFORMAT_RGB888.rawValue), let (memory, pitch) = lock(texture) else { return nil }
        SDL_UnlockTexture(texture)
        guard let surface = try? Surface(borrowing: memory, width: size.width, height: size.height, stride: pitch, format: .rgb24) else { return nil }
        // The window's frame: paged in now (it is black either way), not by the first frame composed into it.
        surface.pageIn()
        return surface
    }

    private static func lock(_ texture: OpaquePointer) -> (UnsafeMutableRawPointer, Int)? {
        var memory: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &memory, &pitch) == 0 else { return nil }
        guard let memory else {
            SDL_UnlockTexture(texture)
            return nil
        }
        return (memory, Int(pitch))
    }

    /// Locks the texture for composing into `pixels`; false (nothing locked, `pixels` dropped) when the
    /// renderer hands out other memory than before. Pair with `unlock()`.
    func lockPixels() -> Bool {
        guard let surface = pixels else { return false }
        guard let (memory, pitch) = Self.lock(handle) else {
            pixels = nil
            return false
        }
        if pitch != surface.stride || UnsafeRawPointer(memory) != surface.withPixelsReadOnly({ $0.baseAddress }) {
            SDL_UnlockTexture(handle)
            pixels = nil
            return false
        }
        return true
    }

    /// Ends what `lockPixels()` started.
    func unlock() { SDL_UnlockTexture(handle) }

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
