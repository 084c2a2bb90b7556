import WhimCore

/// A navigation the tracker's rules forbid.
public enum TrackerRouteError: Error, Hashable, CustomStringConvertible {
    /// Stats, settings or the card collection asked for as something other than a sheet (the seed's
    /// anti-patterns: `tabRouter.navigate(to: .stats)`, stats in `SecondaryRoute`).
    case sheetNotPresented(TrackerRoutes.TrackerSheet, position: Int, as: PresentedAs)

    public var description: String {
        switch self {
        case let .sheetNotPresented(sheet, position, presented):
            let how: String
            switch presented {
            case .push: how = "pushed"
            case .tab: how = "selected as a tab"
            case .modal: how = "presented modally"
            case .drawer: how = "opened as a drawer"
            case .sheet: how = "presented"
            }
            return "\(sheet.rawValue) (position \(position)) is \(how), but \(sheet.rawValue) is always a sheet: present it from a tab's header or a home card, never navigate to it"
        }
    }
}
