import Foundation

/// The presentation structures whose motion every golden series shows (over the grid in WhimCore's tests,
/// over the map in the seed apps' screens), each held at `progresses`; golden files are named
/// `<structure>-p<progress>` (`sheet-p025`).
public enum PresentationStructure: String, CaseIterable, Sendable {
    case sheet
    case sheetDetent = "sheet-detent"
    case sheetOverSheet = "sheet-over-sheet"
    case confirmation
    case alert
    case drawer
    case conditionalRoot = "conditional-root"

    /// The progress values each motion is held at.
    public static let progresses = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// The golden's name at progress `p`.
    public func goldenName(progress p: Double) -> String {
        "\(rawValue)-p\(String(format: "%03d", Int((p * 100).rounded())))"
    }
}
