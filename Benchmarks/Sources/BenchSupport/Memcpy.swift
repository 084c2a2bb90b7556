import Foundation

/// The physical floor: one memcpy of a whole frame between two page-aligned buffers.
public final class FrameCopy {
    public let bytes: Int
    private let source: UnsafeMutableRawPointer
    private let destination: UnsafeMutableRawPointer

    public init(bytes: Int) {
        self.bytes = bytes
        source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096)
        destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4096)
        memset(source, 0x5A, bytes)
        memset(destination, 0, bytes)
    }

    deinit {
        source.deallocate()
        destination.deallocate()
    }

    @inline(never)
    public func copy() {
        memcpy(destination, source, bytes)
    }

    /// A byte of the destination, so the copy cannot be optimised away.
    public var probe: UInt8 { destination.load(fromByteOffset: bytes / 2, as: UInt8.self) }
}
