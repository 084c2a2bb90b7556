import WhimCore
import WhimGraphics
import WhimMap

/// A route's turn-by-turn steps as a list under its card (the walk to a dock, the taxi's drive), the same
/// whichever router gave the route.
enum RouteStepsList {
    /// A list of `route`'s steps, `visibleRows` tall (it scrolls), named `identifier`; empty without a route.
    static func make(_ route: Route?, identifier: String, visibleRows: Int = 3) -> ListView {
        let list = ListView(rows: rows(route), visibleRowLimit: visibleRows)
        list.identifier = identifier
        list.selectsOnTap = false
        return list
    }

    /// One row per step: its instruction and how far it runs to the next one.
    static func rows(_ route: Route?) -> [ListRow] {
        guard let route else { return [] }
        return route.maneuvers.enumerated().map { n, step in
            ListRow(id: "step-\(n)", icon: icon(step.kind, route.mode), iconColor: Theme.standard.secondaryText, title: step.instruction,
                    subtitle: step.distance > 0 ? "\(Int(step.distance.rounded())) m" : nil)
        }
    }

    /// The mode's icon for the departure, a pin for an arrival, an arrow ahead for the rest.
    private static func icon(_ kind: Maneuver.Kind, _ mode: TravelMode) -> IconSymbol {
        switch kind {
        case .depart: mode == .walking ? .walk : mode == .cycling ? .bike : mode == .tram ? .tram : .car
        case .arrive: .pin
        case .turn, .continue, .roundabout: .chevronRight
        }
    }
}
