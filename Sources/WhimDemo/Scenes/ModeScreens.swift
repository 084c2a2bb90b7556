import WhimCore
import WhimGraphics
import WhimMap

/// The screens pushed from Home's travel options: city bikes, taxi, public transport.
enum ModeScreens {
    static func back(_ app: DemoApp) -> (IconSymbol, () -> Void) { (.back, { [weak app] in app?.back() }) }

    static func bikes(app: DemoApp) -> MapScene {
        let layer = MapLayer(name: "bikes", markers: HelsinkiPlaces.bikeStations.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x188038) },
                             cameraWish: .fitContent(maxZoom: 16.5))
        let list = ListView(rows: HelsinkiPlaces.bikeStations.map { ListRow(id: $0.id, icon: .bike, iconColor: 0x188038, title: $0.name, detail: $0.detail) }, visibleRowLimit: 5)
        list.onSelect = { [weak layer] row in layer?.selectedMarkerID = row.id }
        let scene = MapScene(.multipart(top: TitleBarPanel("City bikes", subtitle: "Season pass active", leading: back(app)),
                                        bottom: CardPanel("Stations", content: [list])), layer: layer)
        scene.onMarkerTap = { [weak list] marker in list?.selectedID = marker?.id }
        return scene
    }

    static func taxi(app: DemoApp) -> MapScene {
        let pickup = HelsinkiPlaces.stops[2]
        let layer = MapLayer(name: "taxi", markers: [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, title: "Pick-up", color: 0xD93025),
                                                     MapMarker(id: "car", coordinate: pickup.coordinate, title: "Your taxi", color: 0xE37400)],
                             polylines: [MapPolyline(coordinates: HelsinkiPlaces.route(to: pickup).reversed(), color: 0xE37400, width: 5)],
                             cameraWish: .fitContent(maxZoom: 17))
        let request = Button("Request taxi · €14", icon: .taxi)
        request.identifier = "request"
        request.action = { [weak app, weak request] in
            request?.title = "Taxi on its way"
            request?.isEnabled = false
            _ = app
        }
        let card = CardPanel("Taxi", content: [Label("Driver Aino · Toyota Corolla · ABC-123", color: Theme.standard.secondaryText), request])
        return MapScene(.multipart(top: TitleBarPanel("Taxi", subtitle: "4 min away", leading: back(app)), bottom: card), layer: layer)
    }

    static func transit(app: DemoApp) -> MapScene {
        let stops = HelsinkiPlaces.stops
        let layer = MapLayer(name: "transit", markers: stops.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x9334E6) },
                             polylines: [MapPolyline(coordinates: stops.map(\.coordinate), color: 0x9334E6, width: 4)],
                             cameraWish: .fitContent(maxZoom: 16.5))
        let list = ListView(rows: stops.map { ListRow(id: $0.id, icon: .tram, iconColor: 0x9334E6, title: $0.name, subtitle: $0.detail) }, visibleRowLimit: 5)
        list.onSelect = { [weak layer] row in layer?.selectedMarkerID = row.id }
        return MapScene(.multipart(top: TitleBarPanel("Public transport", subtitle: "Trams nearby", leading: back(app)),
                                   bottom: CardPanel("Departures", content: [list])), layer: layer)
    }
}
