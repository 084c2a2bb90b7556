import WhimGraphics

extension MapPolyline {
    /// A route drawn in its mode's colours: walking as blue dots, cycling green, driving blue, tram purple.
    public init(route: Route, color: Color? = nil) {
        switch route.mode {
        case .walking: self.init(coordinates: route.coordinates, color: color ?? 0x1A73E8, width: 5, casing: nil, dash: [0.05, 1.7])
        case .cycling: self.init(coordinates: route.coordinates, color: color ?? 0x188038, width: 5)
        case .driving: self.init(coordinates: route.coordinates, color: color ?? 0x1A73E8, width: 6)
        case .tram: self.init(coordinates: route.coordinates, color: color ?? 0x9334E6, width: 5)
        }
    }
}
