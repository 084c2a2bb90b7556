import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap

/// The answers to "Where to?": a list of the places, streets and travel options that match, best first,
/// their places marked on the map — or a row saying there are none, above what the query's longest start
/// that matches finds ("Kamppi" → "Kamp"). Choosing a travel option or a
/// rental station opens it in place of the answers; choosing a place selects its marker.
enum SearchScreens {
    /// The identifier of the row shown when nothing matches.
    static let noResultsID = "no-results"

    static func results(for query: String, app: DemoApp) -> MapScene {
        let found = app.placeSearch.answers(for: query)
        // Nothing matches: say so, and offer what its longest start that matches finds.
        let closest = found.isEmpty ? app.placeSearch.closest(to: query) : nil
        let answers = closest?.answers ?? found
        let quoted = "“\(query)”"
        let places = answers.enumerated().compactMap { i, answer -> MapMarker? in
            guard case let .place(coordinate) = answer.target else { return nil }
            return MapMarker(id: "answer-\(i)", coordinate: coordinate, title: answer.name, color: 0x1A73E8)
        }
        let layer = MapLayer(name: "search", markers: places, cameraWish: places.isEmpty ? .keep : .fitContent(maxZoom: 17))
        let noResults = ListRow(id: noResultsID, icon: .search, iconColor: Theme.standard.secondaryText, title: "No results for \(quoted)",
                                subtitle: closest.map { "Showing what starts with “\($0.start)”" } ?? "Try a stop, a station, a street or a travel option")
        let rows = (found.isEmpty ? [noResults] : [])
            + answers.enumerated().map { i, answer in
                ListRow(id: "answer-\(i)", icon: icon(answer.kind), iconColor: 0x1A73E8, title: answer.name, subtitle: answer.kind.label,
                        showsChevron: { if case .screen = answer.target { return true } else { return false } }())
            }
        let list = ListView(rows: rows, visibleRowLimit: 5)
        list.identifier = "answers"
        list.onSelect = { [weak app, weak layer] row in
            guard let i = answers.indices.first(where: { "answer-\($0)" == row.id }) else { return }
            switch answers[i].target {
            case let .screen(name, parameters): app?.navigate(to: name, parameters: parameters, replacingTop: true)
            case .place: layer?.selectedMarkerID = row.id
            }
        }
        let subtitle = found.isEmpty ? "No results" : found.count == 1 ? "1 result" : "\(found.count) results"
        let scene = MapScene(.multipart(top: TitleBarPanel(quoted, subtitle: subtitle, leading: ModeScreens.back(app)),
                                        bottom: CardPanel(nil, restingLimit: app.listCardRestingLimit, content: [list])), layer: layer)
        scene.onMarkerTap = { [weak list, weak layer] marker in
            list?.selectedID = marker?.id
            layer?.selectedMarkerID = marker?.id
        }
        return scene
    }

    private static func icon(_ kind: PlaceSearch.Kind) -> IconSymbol {
        switch kind {
        case .travelOption, .station: return .train
        case .rentalStation: return .car
        case .bikeStation: return .bike
        case .tramStop: return .tram
        case .busStop: return .bus
        case .square, .street: return .pin
        }
    }
}
