extension MBTilesArchive {
    /// The byte budgets a tile read must stay within, so a damaged or hostile file is refused with
    /// `tooLarge` instead of taking the process's memory.
    public struct Limits: Sendable, Hashable {
        /// The largest tile blob read from the database, as stored (usually gzip).
        public var maxStoredTileBytes: Int
        /// The largest tile after inflating.
        public var maxTileBytes: Int

        /// Budgets far above any sane vector tile (the common advice is under 500 KB).
        public init(maxStoredTileBytes: Int = 8 << 20, maxTileBytes: Int = 32 << 20) {
            self.maxStoredTileBytes = maxStoredTileBytes
            self.maxTileBytes = maxTileBytes
        }
    }
}
