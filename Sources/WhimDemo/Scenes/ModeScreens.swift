import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap

/// The screens pushed from Home's travel options: city bikes, taxi, public transport.
enum ModeScreens {
    static func back(_ app: DemoApp) -> (IconSymbol, () -> Void) { (.back, { [weak app] in app?.back() }) }

    static func bikes(app: DemoApp) -> MapScene {
        let stations = HelsinkiPlaces.bikeStations
        let user = HelsinkiPlaces.user.coordinate
        let walks = stations.map { app.legs.leg(from: user, to: $0.coordinate, .walking) }
        let layer = MapLayer(name: "bikes", markers: stations.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x188038) }
                             + [MapMarker(id: "you", coordinate: user, color: 0xD93025)],
                             // The user, every nearby dock and the walk to the nearest.
                             cameraWish: .fitContent(maxZoom: 16.5))
        let list = ListView(rows: zip(stations, walks).map { station, walk in
            ListRow(id: station.id, icon: .bike, iconColor: 0x188038, title: station.name,
                    subtitle: walk.map { "walk \($0.minutes) min · \(Int($0.distance.rounded())) m" }, detail: station.detail)
        }, visibleRowLimit: 5)
        list.identifier = "stations"
        let steps = RouteStepsList.make(nil, identifier: "walk-steps", visibleRows: 2)
        // The walking leg to the selected dock (the nearest one at first), drawn and listed step by step.
        func select(_ id: String?) {
            layer.selectedMarkerID = id
            let walk = stations.firstIndex { $0.id == id }.flatMap { walks[$0] }
            layer.polylines = walk.map { [MapPolyline(route: $0)] } ?? []
            steps.rows = RouteStepsList.rows(walk)
        }
        let nearest = zip(stations, walks).min { ($0.1?.duration ?? .infinity) < ($1.1?.duration ?? .infinity) }?.0.id
        select(nearest)
        list.selectedID = nearest
        list.onSelect = { row in select(row.id) }
        let scene = MapScene(.multipart(top: TitleBarPanel("City bikes", subtitle: "Season pass active", leading: back(app)),
                                        bottom: CardPanel("Stations", restingLimit: app.listCardRestingLimit, content: [list, steps])), layer: layer)
        scene.onMarkerTap = { [weak list] marker in
            list?.selectedID = marker?.id
            select(marker?.id)
        }
        return scene
    }

    static func taxi(app: DemoApp) -> MapScene {
        let taxi = HelsinkiPlaces.taxi
        // The taxi drives to the user along the streets, one-way streets respected.
        let drive = app.taxiDrive
        let layer = MapLayer(name: "taxi", markers: [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, title: "Pick-up", color: 0xD93025),
                                                     MapMarker(id: "car", coordinate: taxi.coordinate, title: "Your taxi", color: 0xE37400)],
                             polylines: drive.map { [MapPolyline(route: $0, color: 0xE37400)] } ?? [],
                             cameraWish: .fitContent(maxZoom: 17))
        let request = Button("Request taxi · €14", icon: .taxi)
        request.identifier = "request"
        request.action = { [weak app, weak request] in
            request?.title = "Taxi on its way"
            request?.isEnabled = false
            _ = app
        }
        let card = CardPanel("Taxi", content: [Label("Driver Aino · Toyota Corolla · ABC-123", color: Theme.standard.secondaryText),
                                               RouteStepsList.make(drive, identifier: "drive-steps"), request])
        return MapScene(.multipart(top: TitleBarPanel("Taxi", subtitle: "\(DemoLegs.minutes(drive, else: "a few min")) away", leading: back(app)), bottom: card), layer: layer)
    }

    /// Public transport: the tram ride, the walk to it and the stops' departures.
    static func transit(app: DemoApp) -> MapScene {
        let stops = HelsinkiPlaces.stops
        let user = HelsinkiPlaces.user.coordinate
        // The ride along the tram tracks, and the walk to where it starts.
        let line = app.legs.tramLine(through: HelsinkiPlaces.tramLine.map(\.coordinate))
        let walk = HelsinkiPlaces.tramLine.first.flatMap { app.legs.leg(from: user, to: $0.coordinate, .walking) }
        let layer = MapLayer(name: "transit", markers: stops.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x9334E6) }
                             + [MapMarker(id: "you", coordinate: user, color: 0xD93025)],
                             polylines: line.map { MapPolyline(route: $0) } + (walk.map { [MapPolyline(route: $0)] } ?? []),
                             cameraWish: .fitContent(maxZoom: 16.5))
        let list = ListView(rows: stops.map { ListRow(id: $0.id, icon: .tram, iconColor: 0x9334E6, title: $0.name, subtitle: $0.detail) }, visibleRowLimit: 5)
        list.identifier = "departures"
        list.onSelect = { [weak layer] row in layer?.selectedMarkerID = row.id }
        let scene = MapScene(.multipart(top: TitleBarPanel("Public transport", subtitle: "Trams nearby", leading: back(app)),
                                        bottom: CardPanel("Departures", restingLimit: app.listCardRestingLimit, content: [list])), layer: layer)
        scene.onMarkerTap = { [weak list, weak layer] marker in
            list?.selectedID = marker?.id
            layer?.selectedMarkerID = marker?.id
        }
        return scene
    }
}
