import CCairo
import CPixman

/// A cairo image surface owned by Swift: the map cache, a panel's cached drawing, or a frame.
///
/// RGB24 is for opaque content (frames, the map): cairo turns OVER from an RGB24 source into a plain copy.
/// ARGB32 (premultiplied, native-endian) is for panels with rounded corners, shadows or transparency.
/// The surface is freed when the last reference goes away, never later.
public final class Surface {
    /// The pixel layout of a surface.
    public enum Format: Sendable, Hashable {
        /// 32 bits per pixel, the top byte unused: opaque content.
        case rgb24
        /// 32 bits per pixel, premultiplied alpha.
        case argb32

        var cairoFormat: cairo_format_t { self == .rgb24 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32 }
    }

    /// The largest width or height cairo's image backend accepts.
    public static let maximumSide = 32767

    /// The cairo surface. Package-visible so sibling modules can reach cairo directly where
    /// `Canvas` has no wrapper; library users never see it.
    package let handle: OpaquePointer
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// The pixel layout, fixed at creation.
    public let format: Format

    /// A new surface cleared to transparent black (ARGB32) or black (RGB24).
    public convenience init(width: Int, height: Int, format: Format = .argb32) throws(GraphicsError) {
        try Self.checkSize(width, height)
        guard let s = cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height)) else {
            throw .cairo("out of memory")
        }
        try self.init(adopting: s)
    }

    /// A surface over memory owned by someone else (e.g. a locked SDL texture). The caller keeps `data`
    /// alive and unchanged in size for the lifetime of this object. `stride` must suit the format.
    public convenience init(
        borrowing data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: Format
    ) throws(GraphicsError) {
        try Self.checkSize(width, height)
        guard stride >= width * 4,
            let s = cairo_image_surface_create_for_data(
                data.assumingMemoryBound(to: UInt8.self), format.cairoFormat, Int32(width), Int32(height),
                Int32(stride))
        else { throw .cairo("invalid stride \(stride) for width \(width)") }
        try self.init(adopting: s)
    }

    static func checkSize(_ width: Int, _ height: Int) throws(GraphicsError) {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
            throw .invalidSize(width: width, height: height)
        }
    }

    /// An opaque one-row surface of `color` (its alpha ignored), `width` pixels wide, that stands for the
    /// same row repeated downwards without end (``repeatsRows``): a solid colour as a compositing source
    /// in 4 bytes a pixel of one row, where a full surface would take a frame's memory and a pass over it.
    public convenience init(repeatingRowOf color: Color, width: Int) throws(GraphicsError) {
        try Self.checkSize(width, 1)
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), 1) else { throw .cairo("out of memory") }
        try self.init(adopting: s, repeatsRows: true)
        let c = color.clamped
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        let pixel = 0xFF00_0000 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        withPixels { p in
            for x in 0..<width { p.storeBytes(of: pixel, toByteOffset: x * 4, as: UInt32.self) }
        }
    }

    /// Whether the first row stands for every row below it, without end (see
    /// ``init(repeatingRowOf:width:)``): readers step ``rowStep`` (0) bytes from row to row, and the
    /// surface covers any height (``extent(at:)``). It is a source only; drawing into it changes its row.
    public let repeatsRows: Bool

    /// Bytes a reader steps from one row to the next: ``stride``, or 0 for a surface that repeats its row.
    public var rowStep: Int { repeatsRows ? 0 : stride }

    /// The area the surface's pixels cover with its top-left corner at `origin`: its size, or for one that
    /// repeats its row, everything below the origin in its columns.
    public func extent(at origin: PixelPoint) -> PixelRect {
        PixelRect(x: origin.x, y: origin.y, width: width, height: repeatsRows ? Int(Int32.max) : height)
    }

    /// Takes ownership of a cairo image surface (every initializer ends here; the PNG reader uses it too).
    package init(adopting s: OpaquePointer, repeatsRows: Bool = false) throws(GraphicsError) {
        self.repeatsRows = repeatsRows
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .cairo(String(cString: cairo_status_to_string(status)))
        }
        self.handle = s
        self.width = Int(cairo_image_surface_get_width(s))
        self.height = Int(cairo_image_surface_get_height(s))
        self.stride = Int(cairo_image_surface_get_stride(s))
        self.format = cairo_image_surface_get_format(s) == CAIRO_FORMAT_RGB24 ? .rgb24 : .argb32
    }

    /// A pixman image over the same pixels, made on first use (see `Blit`).
    private var pixman: OpaquePointer?
    /// Solid masks for blits at an opacity, one per 8-bit alpha level, made on first use.
    private var alphaMasks: [OpaquePointer?] = []

    deinit {
        if let pixman { pixman_image_unref(pixman) }
        for mask in alphaMasks { if let mask { pixman_image_unref(mask) } }
        cairo_surface_destroy(handle)
    }

    /// The pixman view of this surface's pixels (same memory, no copy).
    package var pixmanImage: OpaquePointer {
        if let pixman { return pixman }
        let data = cairo_image_surface_get_data(handle)!.withMemoryRebound(to: UInt32.self, capacity: stride * height / 4) { $0 }
        let image = pixman_image_create_bits(format == .rgb24 ? PIXMAN_x8r8g8b8 : PIXMAN_a8r8g8b8, Int32(width), Int32(height), data, Int32(stride))!
        // A repeated row tiles (it is never read beside its columns: compositing keeps to its extent).
        if repeatsRows { pixman_image_set_repeat(image, PIXMAN_REPEAT_NORMAL) }
        pixman = image
        return image
    }

    /// A solid alpha mask at `alpha` (0...255), cached on this (destination) surface.
    package func alphaMask(_ alpha: Int) -> OpaquePointer {
        if alphaMasks.isEmpty { alphaMasks = Array(repeating: nil, count: 256) }
        if let m = alphaMasks[alpha] { return m }
        var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16(alpha * 257))
        let m = pixman_image_create_solid_fill(&color)!
        alphaMasks[alpha] = m
        return m
    }

    /// The size in device pixels.
    public var pixelSize: PixelSize { PixelSize(width: width, height: height) }
    /// The whole surface as a pixel rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Logical-to-device scale for HiDPI: drawing in logical units lands on `scale` device pixels each.
    public var deviceScale: Double {
        get {
            var sx = 1.0, sy = 1.0
            cairo_surface_get_device_scale(handle, &sx, &sy)
            return sx
        }
        set { cairo_surface_set_device_scale(handle, newValue, newValue) }
    }

    /// Reads or writes the raw pixels. Cairo's pending drawing is flushed before, and cairo is told the
    /// pixels changed after, so drawing and direct pixel access never see stale data.
    public func withPixels<R, E: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(handle)
        defer { cairo_surface_mark_dirty(handle) }
        let base = UnsafeMutableRawPointer(cairo_image_surface_get_data(handle)!)
        return try body(UnsafeMutableRawBufferPointer(start: base, count: stride * height))
    }

    /// Reads the raw pixels without marking the surface dirty.
    public func withPixelsReadOnly<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        cairo_surface_flush(handle)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(handle)!)
        return try body(UnsafeRawBufferPointer(start: base, count: stride * height))
    }

    /// The pixel at (x, y) as a straight-alpha colour (8-bit precision); transparent for points outside.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height || repeatsRows else { return .clear }
        return withPixelsReadOnly { buf in
            let v = buf.load(fromByteOffset: y * rowStep + x * 4, as: UInt32.self)
            let a = format == .rgb24 ? 255 : Double(v >> 24)
            guard a > 0 else { return Color.clear }
            let scale = format == .rgb24 ? 1.0 : 255.0 / a
            return Color(
                red: min(1, Double((v >> 16) & 0xFF) * scale / 255), green: min(1, Double((v >> 8) & 0xFF) * scale / 255),
                blue: min(1, Double(v & 0xFF) * scale / 255), alpha: a / 255)
        }
    }

    /// A deep copy with the same format (and, for a surface that repeats its row, the same repetition).
    public func copy() -> Surface {
        // Creating a surface of a size that already exists cannot fail for size reasons.
        let other = try! Surface(adopting: cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height))!, repeatsRows: repeatsRows)
        withPixelsReadOnly { src in
            other.withPixels { dst in dst.copyMemory(from: src) }
        }
        return other
    }
}
