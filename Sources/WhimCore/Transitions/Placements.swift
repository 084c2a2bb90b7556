/// Up to four placements (two parts of each side), back to front, stored inline: computing a frame's
/// placements never touches the heap.
public struct Placements: RandomAccessCollection, Sendable, Hashable {
    /// The most placements a transition returns: two parts of each of two scenes.
    public static let capacity = 4

    private var p0: PartPlacement?
    private var p1: PartPlacement?
    private var p2: PartPlacement?
    private var p3: PartPlacement?
    public private(set) var count = 0

    /// No placements.
    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(i: Int) -> PartPlacement {
        get {
            precondition(i >= 0 && i < count, "placement index out of range")
            switch i {
            case 0: return p0!
            case 1: return p1!
            case 2: return p2!
            default: return p3!
            }
        }
        set {
            precondition(i >= 0 && i < count, "placement index out of range")
            switch i {
            case 0: p0 = newValue
            case 1: p1 = newValue
            case 2: p2 = newValue
            default: p3 = newValue
            }
        }
    }

    /// Adds a placement in front of the others. More than `capacity` is a programming error.
    public mutating func append(_ p: PartPlacement) {
        precondition(count < Self.capacity, "a transition places at most \(Self.capacity) parts")
        count += 1
        self[count - 1] = p
    }

    /// The placement of a part, if it is placed.
    public func placement(of id: ScenePartID) -> PartPlacement? { first { $0.id == id } }
}
