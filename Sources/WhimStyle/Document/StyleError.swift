/// Why a style (or a sprite sheet) could not be loaded: each case describes itself in one line.
public enum StyleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not JSON; `offset` is where reading stopped.
    case invalidJSON(reason: String, offset: Int)
    /// The input is longer than the parser accepts.
    case tooLarge(bytes: Int, limit: Int)
    /// Arrays and objects nest deeper than the JSON parser accepts.
    case tooDeep(limit: Int)
    /// A number too large for a Double (such as 1e400).
    case numberOutOfRange(String)
    /// The document is JSON but its root is not an object.
    case rootNotObject(found: String)
    /// `layers` is missing or is not an array.
    case missingLayers
    /// A layer is malformed (not an object, no string `id` or `type`).
    case invalidLayer(index: Int, reason: String)
    /// Two layers share an id.
    case duplicateLayerID(String)
    /// An expression nests deeper than ``ExpressionCompiler/depthLimit``.
    case expressionTooDeep(context: String, limit: Int)
    /// A sprite sheet's index or image is unusable.
    case invalidSprite(String)

    /// The error in one line.
    public var description: String {
        switch self {
        case let .invalidJSON(reason, offset): "invalid JSON at byte \(offset): \(reason.oneLine)"
        case let .numberOutOfRange(text): "number out of range: \(text.oneLine)"
        case let .rootNotObject(found): "style root is a JSON \(found), not an object"
        case let .invalidLayer(index, reason): "layer \(index): \(reason.oneLine)"
        case let .duplicateLayerID(id): "duplicate layer id \"\(id.oneLine)\""
        case let .expressionTooDeep(context, limit): "expression in \(context.oneLine) nests deeper than \(limit) levels"
        case let .invalidSprite(reason): "sprite: \(reason.oneLine)"
        case let .tooLarge(bytes, limit): "style is \(bytes) bytes, over the \(limit)-byte limit"
        case let .tooDeep(limit): "JSON nests deeper than \(limit) levels"
        case .missingLayers: "style has no \"layers\" array"
        }
    }
}
