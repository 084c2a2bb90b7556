import WhimGraphics

extension MapModel {
    /// The bytes the model's arrays hold (elements × their stride; strings longer than fit inline and
    /// the allocator's own overhead not counted): what loading a map keeps, to compare with the file.
    public var storedBytes: Int {
        roads.storedBytes + places.count * MemoryLayout<MapPlace>.stride + tileFeatures.storedBytes
    }
}

extension RoadGraph {
    /// The bytes of the graph's arrays.
    var storedBytes: Int {
        (coordinates.count * 2 + edgeOffsets.count + edgeTargets.count + edgeSources.count + edgeKinds.count + kindProfiles.count + kindNames.count) * 4
            + (edgeLengths.count + profileSpeeds.count) * MemoryLayout<Double>.stride + streetNames.count * MemoryLayout<String>.stride
    }
}
