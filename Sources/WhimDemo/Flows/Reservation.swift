/// A booked rental car.
public struct Reservation: Sendable, Hashable {
    public var station: HelsinkiPlaces.Place
    public var dates: String
    public var code: String
    public var fullInsurance: Bool

    public init(station: HelsinkiPlaces.Place, dates: String, code: String, fullInsurance: Bool = true) {
        self.station = station
        self.dates = dates
        self.code = code
        self.fullInsurance = fullInsurance
    }
}
