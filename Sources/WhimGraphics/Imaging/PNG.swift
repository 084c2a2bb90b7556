import CCairo
import WhimFiles

/// PNG encoding and decoding through cairo (libpng underneath).
extension Surface {
    /// Encodes the surface as PNG bytes (RGB for RGB24 surfaces, RGBA for ARGB32).
    public func pngData() throws(GraphicsError) -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(handle, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(String(cString: cairo_status_to_string(status))) }
        return sink.bytes
    }

    /// Writes the surface to a PNG file atomically (`AtomicFile`): a link at `path` is replaced, never
    /// written through; a FIFO, device or folder there is refused.
    public func writePNG(to path: String) throws(GraphicsError) {
        let bytes = try pngData()
        do { try AtomicFile.write(bytes, to: path, permissions: 0o644) } catch {
            throw .unwritablePNG(path: path, reason: error.description)
        }
    }

    /// Decodes PNG bytes. Opaque images come back RGB24, others ARGB32.
    public convenience init(pngData bytes: [UInt8], name: String = "<data>") throws(GraphicsError) {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
            throw .unreadablePNG(path: name, reason: "not a PNG (bad signature)")
        }
        let source = ByteSource(bytes)
        let s = cairo_image_surface_create_from_png_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let src = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard src.position + n <= src.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            src.bytes.withUnsafeBufferPointer { buf in
                data.update(from: buf.baseAddress! + src.position, count: n)
            }
            src.position += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        guard let s else { throw .unreadablePNG(path: name, reason: "out of memory") }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            throw .unreadablePNG(path: name, reason: String(cString: cairo_status_to_string(status)))
        }
        try self.init(adopting: s)
    }

    /// Reads a PNG file.
    public convenience init(pngFile path: String) throws(GraphicsError) {
        guard let s = cairo_image_surface_create_from_png(path) else {
            throw .unreadablePNG(path: path, reason: "out of memory")
        }
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            let reason = status == CAIRO_STATUS_FILE_NOT_FOUND ? "file not found" : String(cString: cairo_status_to_string(status))
            throw .unreadablePNG(path: path, reason: reason)
        }
        try self.init(adopting: s)
    }
}

private final class ByteSink {
    var bytes: [UInt8] = []
}

private final class ByteSource {
    let bytes: [UInt8]
    var position = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}
