/// A booked rental car.
public struct Reservation: Sendable, Hashable {
    public var station: HelsinkiPlaces.Place
    public var dates: String
    public var code: String
}
