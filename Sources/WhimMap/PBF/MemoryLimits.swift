extension PBFDecoder {
    /// The decoder's total memory budget for the data it decodes, derived from the file's size: a real
    /// extract decodes to a few bytes per byte of PBF, while a small hostile file can declare millions of
    /// entities per block (zlib shrinks repetition a thousandfold). Past the budget decoding stops with
    /// `PBFError.memoryBudgetExceeded`, naming the block, before anything is allocated for it.
    public struct MemoryLimits: Sendable, Hashable {
        /// Bytes of decoded data allowed per byte of the file (16 by default: real extracts decode to about 4.5 in the
        /// compact layout, `PBFDecoder.decodedBytes`).
        public var bytesPerFileByte: Int
        /// Allowed whatever the file's size (small files).
        public var minimum: Int
        /// Never more than this, however large the file.
        public var cap: Int

        /// A budget of `bytesPerFileByte` per byte of file, at least `minimum` and at most `cap` bytes.
        public init(bytesPerFileByte: Int = 16, minimum: Int = 64 << 20, cap: Int = 16 << 30) {
            self.bytesPerFileByte = max(0, bytesPerFileByte)
            self.minimum = max(0, minimum)
            self.cap = max(0, cap)
        }

        /// The budget for a file of `fileSize` bytes.
        public func budget(fileSize: Int) -> Int {
            let (scaled, overflow) = max(0, fileSize).multipliedReportingOverflow(by: bytesPerFileByte)
            return min(cap, max(minimum, overflow ? .max : scaled))
        }
    }
}
