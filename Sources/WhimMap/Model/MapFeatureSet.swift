import WhimGraphics

/// The features of one drawing layer, flat: feature `f` is made of the parts (rings or lines)
/// `partOffsets[f]..<partOffsets[f+1]`, and part `p` of the world points `pointOffsets[p]..<pointOffsets[p+1]`.
///
/// Points are in normalised Web Mercator world units (see `WebMercator`).
public struct MapFeatureSet: Sendable {
    /// The drawing layer these features belong to.
    public let kind: MapFeatureKind
    /// All points of all parts, in normalised Web Mercator world units.
    public private(set) var points: [Point] = []
    /// Where each part's points start in `points`, plus the end.
    public private(set) var pointOffsets: [Int] = [0]
    /// Where each feature's parts start, plus the end.
    public private(set) var partOffsets: [Int] = [0]
    /// The world bounding box of each feature, for culling.
    public private(set) var bounds: [Rect] = []
    /// The `name` tag of each feature, if any.
    public private(set) var names: [String?] = []
    /// Whether each feature is underground (`tunnel=*` or a negative `layer`): drawn faded.
    public private(set) var isTunnel: [Bool] = []

    /// An empty set of `kind`.
    public init(kind: MapFeatureKind) { self.kind = kind }

    /// The number of features.
    public var count: Int { bounds.count }
    /// Whether there are no features.
    public var isEmpty: Bool { bounds.isEmpty }

    /// The parts (rings or lines) of feature `feature`.
    public func parts(of feature: Int) -> Range<Int> { partOffsets[feature]..<partOffsets[feature + 1] }
    /// The points of part `part`, as indices into `points`.
    public func points(ofPart part: Int) -> Range<Int> { pointOffsets[part]..<pointOffsets[part + 1] }

    /// Adds a feature from its parts (lines need 2 points, rings 3; shorter parts are dropped, as are
    /// parts whose nodes lie outside an extract).
    /// Returns false when nothing was left to add.
    @discardableResult
    public mutating func add(parts: [[Point]], name: String? = nil, tunnel: Bool = false) -> Bool {
        var box: Rect?
        var added = 0
        let minimum = kind.isArea ? 3 : 2
        for part in parts where part.count >= minimum {
            var minX = part[0].x, maxX = part[0].x, minY = part[0].y, maxY = part[0].y
            for p in part {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            let partBox = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            box = box.map { $0.unionIncludingDegenerate(partBox) } ?? partBox
            points.append(contentsOf: part)
            pointOffsets.append(points.count)
            added += 1
        }
        guard let box, added > 0 else { return false }
        partOffsets.append(pointOffsets.count - 1)
        bounds.append(box)
        names.append(name)
        isTunnel.append(tunnel)
        return true
    }
}

extension Rect {
    /// Union that keeps zero-width or zero-height boxes (horizontal or vertical lines).
    func unionIncludingDegenerate(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// Overlap test that treats boxes as closed (a degenerate box can still intersect).
    func overlaps(_ o: Rect) -> Bool {
        minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
    }
}
