import WhimMap

/// The demo's content on the Helsinki map: rental stations, bike stations and stops inside the shipped
/// extract (the engine itself works with any map; this is the demo's data).
public enum HelsinkiPlaces {
    /// A named place.
    public struct Place: Sendable, Hashable {
        public var id: String
        public var name: String
        public var detail: String
        public var coordinate: GeoCoordinate
    }

    static func place(_ id: String, _ name: String, _ detail: String, _ lat: Double, _ lon: Double) -> Place {
        Place(id: id, name: name, detail: detail, coordinate: GeoCoordinate(latitude: lat, longitude: lon))
    }

    /// Where the user is: the railway square.
    public static let user = place("you", "You are here", "Rautatientori", 60.17095, 24.94325)

    public static let rentalStations = [
        place("kaisaniemi", "Kaisaniemi garage", "6 cars", 60.17330, 24.94690),
        place("kluuvi", "Kluuvi car park", "4 cars", 60.16960, 24.94790),
        place("lasipalatsi", "Lasipalatsi", "3 cars", 60.16990, 24.93690),
        place("esplanadi", "Esplanadi", "2 cars", 60.16740, 24.94880),
    ]

    public static let bikeStations = [
        place("b-rautatientori", "Rautatientori", "14 bikes", 60.17070, 24.94140),
        place("b-kaisaniemenpuisto", "Kaisaniemenpuisto", "9 bikes", 60.17520, 24.94590),
        place("b-ylioppilastalo", "Ylioppilastalo", "5 bikes", 60.16940, 24.94010),
        place("b-senaatintori", "Senaatintori", "11 bikes", 60.16930, 24.95080),
        place("b-kiasma", "Kiasma", "7 bikes", 60.17180, 24.93750),
    ]

    public static let stops = [
        place("s-rautatieasema", "Rautatieasema", "Trams 3, 6, 9 · 1 min", 60.17135, 24.94270),
        place("s-lasipalatsi", "Lasipalatsi", "Trams 1, 2, 4, 10 · 4 min", 60.16950, 24.93830),
        place("s-aleksanterinkatu", "Aleksanterinkatu", "Trams 2, 4, 5, 7 · 2 min", 60.16900, 24.94640),
        place("s-kaisaniemenpuisto", "Kaisaniemenpuisto", "Trams 3, 6, 9 · 6 min", 60.17480, 24.94760),
        place("s-ylioppilastalo", "Ylioppilastalo", "Trams 3, 6 · 3 min", 60.16880, 24.94150),
    ]

    /// Where the taxi is when it is ordered.
    public static let taxi = place("taxi", "Your taxi", "Toyota Corolla", 60.16975, 24.94590)

    /// The tram ride shown on the transit screen: along Aleksanterinkatu to Ylioppilastalo.
    public static var tramLine: [Place] {
        ["s-aleksanterinkatu", "s-ylioppilastalo"]
            .compactMap { id in stops.first { $0.id == id } }
    }
}
