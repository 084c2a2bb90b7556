import Foundation
import WhimGraphics

/// An X Window Dump (the output of `xwd`) decoded into an RGB24 surface, without ImageMagick.
///
/// The format (X11/XWDFile.h): a header of 25 big-endian 32-bit fields (100 bytes) followed by the window
/// name up to `header_size`, then `ncolors` 12-byte colour entries, then the pixels in ZPixmap format,
/// `bytes_per_line` per row, each pixel `bits_per_pixel` wide in the header's `byte_order`, its channels
/// picked out by the red/green/blue masks.
struct XWDImage {
    enum DecodeError: Error, CustomStringConvertible {
        case truncated(needed: Int, have: Int)
        case unsupported(String)

        var description: String {
            switch self {
            case let .truncated(needed, have): return "xwd data is truncated: needs \(needed) bytes, has \(have)"
            case let .unsupported(what): return "unsupported xwd image: \(what)"
            }
        }
    }

    /// The decoded image (the whole dump, e.g. the root window).
    let surface: Surface

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count >= 100 else { throw DecodeError.truncated(needed: 100, have: bytes.count) }
        func field(_ i: Int) -> Int {
            let o = i * 4
            return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
        }
        let headerSize = field(0), version = field(1), format = field(2)
        let width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12)
        let masks = (red: UInt32(field(14)), green: UInt32(field(15)), blue: UInt32(field(16)))
        let colors = field(19)
        guard version == 7 else { throw DecodeError.unsupported("file version \(version), expected 7") }
        guard format == 2 else { throw DecodeError.unsupported("pixmap format \(format), expected ZPixmap (2)") }
        guard bitsPerPixel == 32 || bitsPerPixel == 24 else { throw DecodeError.unsupported("\(bitsPerPixel) bits per pixel") }
        guard masks.red != 0, masks.green != 0, masks.blue != 0 else { throw DecodeError.unsupported("a colour-mapped visual") }
        let pixelStart = headerSize + colors * 12
        let needed = pixelStart + bytesPerLine * height
        guard needed <= bytes.count else { throw DecodeError.truncated(needed: needed, have: bytes.count) }

        let bytesPerPixel = bitsPerPixel / 8
        let surface = try Surface(width: width, height: height, format: .rgb24)
        func channel(_ value: UInt32, _ mask: UInt32) -> UInt32 {
            let shifted = (value & mask) >> UInt32(mask.trailingZeroBitCount)
            let bits = (mask >> UInt32(mask.trailingZeroBitCount)).nonzeroBitCount
            return bits >= 8 ? shifted >> UInt32(bits - 8) : shifted * 255 / ((1 << UInt32(bits)) - 1)
        }
        surface.withPixels { dst in
            for y in 0..<height {
                let row = pixelStart + y * bytesPerLine
                for x in 0..<width {
                    let o = row + x * bytesPerPixel
                    var v: UInt32 = 0
                    for b in 0..<bytesPerPixel {
                        let byte = UInt32(bytes[o + b])
                        v |= byteOrder == 0 ? byte << UInt32(8 * b) : byte << UInt32(8 * (bytesPerPixel - 1 - b))
                    }
                    let rgb = channel(v, masks.red) << 16 | channel(v, masks.green) << 8 | channel(v, masks.blue)
                    dst.storeBytes(of: rgb, toByteOffset: y * surface.stride + x * 4, as: UInt32.self)
                }
            }
        }
        self.surface = surface
    }

    /// The part of the image at `rect` (clipped to the image) as a new surface.
    func cropped(to rect: PixelRect) throws -> Surface {
        let r = rect.intersection(surface.bounds)
        let out = try Surface(width: max(1, r.width), height: max(1, r.height), format: .rgb24)
        guard !r.isEmpty else { return out }
        surface.withPixelsReadOnly { src in
            out.withPixels { dst in
                for y in 0..<r.height {
                    let from = (r.y + y) * surface.stride + r.x * 4
                    let to = y * out.stride
                    dst.baseAddress!.advanced(by: to).copyMemory(from: src.baseAddress!.advanced(by: from), byteCount: r.width * 4)
                }
            }
        }
        return out
    }
}
