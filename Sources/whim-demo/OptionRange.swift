import ArgumentParser

/// The accepted range of every numeric option, checked in each command's `validate()`, so that a value
/// out of range is one line naming the range before anything runs (no allocation of an absurd frame, no
/// empty sample).
enum OptionRange {
    /// `bench --frames`.
    static let frames = 1...100_000
    /// `bench --worst`.
    static let worst = 0...10_000
    /// `bench --map-grid` (copies per side).
    static let mapGrid = 1...16
    /// `record --every`.
    static let every = 1...10_000
    /// `run --text-scale` (`Legibility.textScales`).
    static let textScale = 1.0...2.0
    /// `--seconds` of a window.
    static let seconds = 0.0...86_400.0

    /// Throws a one-line validation error unless `value` is in `range`.
    static func check<T: Comparable>(_ value: T, in range: ClosedRange<T>, option: String) throws {
        guard range.contains(value) else {
            throw ValidationError("\(option) \(value) is out of range: \(range.lowerBound) to \(range.upperBound)")
        }
    }

    /// Throws unless the optional `value` is absent or in `range`.
    static func check<T: Comparable>(_ value: T?, in range: ClosedRange<T>, option: String) throws {
        if let value { try check(value, in: range, option: option) }
    }
}
