/// A protocol-buffer encoding problem found by `WireReader`: a varint or field past the end of its
/// message, an impossible field number, a wire type the field cannot have.
package struct WireError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words that name the field where the caller gave one.
    package var detail: String

    package init(_ detail: String) { self.detail = detail }

    package var description: String { detail }
}

/// An error type a `WireReader` throws directly, so a format's decoder (OSM PBF, MVT) reports wire
/// problems as its own error without a conversion at every read.
package protocol WireFailure: Error {
    /// The error for `problem`, found in the message whose context the reader carries (`origin`: for
    /// instance the file offset of the blob being read).
    static func wire(_ problem: WireError, origin: Int) -> Self
}

extension WireError: WireFailure {
    package static func wire(_ problem: WireError, origin: Int) -> WireError { problem }
}
