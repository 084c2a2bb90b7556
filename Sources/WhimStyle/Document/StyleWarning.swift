/// Something in a style that is ignored or replaced by a default; the style still loads.
///
/// Unsupported names (layer types, properties, operators) are reported once per document, whichever layer
/// meets them first; malformed values are reported once per layer and property.
public struct StyleWarning: Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing was ignored.
    public enum Kind: Hashable, Sendable {
        /// A layer type drawn as nothing (raster, hillshade, fill-extrusion, heatmap, sky, ...).
        case unsupportedLayerType
        /// A paint or layout property that is ignored.
        case unsupportedProperty
        /// An expression operator that evaluates to nothing (the property's default; false in a filter).
        case unsupportedOperator
        /// A value that does not fit its property (wrong type, unparseable colour); the default is used.
        case invalidValue
        /// A filter that is not a boolean expression; the layer matches no feature.
        case invalidFilter
        /// A source or sprite entry that is unusable and left out.
        case invalidEntry
    }

    /// What kind of thing was ignored.
    public var kind: Kind
    /// The name of what was ignored: a layer type, property, operator, or entry.
    public var name: String
    /// The layer it was met in, if any.
    public var layer: String?
    /// Details, such as the offending value.
    public var detail: String

    /// A warning about `name`.
    public init(_ kind: Kind, _ name: String, layer: String? = nil, detail: String = "") {
        self.kind = kind
        self.name = name
        self.layer = layer
        self.detail = detail
    }

    /// The warning in one line.
    public var description: String {
        let name = name.oneLine
        let what: String
        switch kind {
        case .unsupportedLayerType: what = "unsupported layer type \"\(name)\" (drawn as nothing)"
        case .unsupportedProperty: what = "unsupported property \"\(name)\" (ignored)"
        case .unsupportedOperator: what = "unsupported expression operator \"\(name)\" (evaluates to the default)"
        case .invalidValue: what = "invalid value for \"\(name)\" (default used)"
        case .invalidFilter: what = "invalid filter (layer matches nothing)"
        case .invalidEntry: what = "invalid entry \"\(name)\" (left out)"
        }
        let place = layer.map { " in layer \"\($0.oneLine)\"" } ?? ""
        return what + place + (detail.isEmpty ? "" : ": " + detail.oneLine)
    }
}

/// Collects warnings while a style loads, passing each on and dropping repeats.
final class WarningSink {
    private(set) var warnings: [StyleWarning] = []
    private var seenNames: Set<String> = []
    private var seenValues: Set<String> = []
    private let forward: (StyleWarning) -> Void
    /// The layer being read, stamped on warnings.
    var layer: String?

    init(_ forward: @escaping (StyleWarning) -> Void) { self.forward = forward }

    /// Reports an unsupported name once per document.
    func unsupported(_ kind: StyleWarning.Kind, _ name: String, detail: String? = nil) {
        guard seenNames.insert("\(kind):\(name)").inserted else { return }
        emit(StyleWarning(kind, name, layer: layer, detail: detail ?? ""))
    }

    /// Reports a bad value once per layer and name.
    func invalid(_ kind: StyleWarning.Kind, _ name: String, _ detail: String) {
        guard seenValues.insert("\(layer ?? ""):\(kind):\(name)").inserted else { return }
        emit(StyleWarning(kind, name, layer: layer, detail: detail))
    }

    private func emit(_ w: StyleWarning) {
        warnings.append(w)
        forward(w)
    }
}
