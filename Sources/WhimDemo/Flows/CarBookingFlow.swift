import WhimAppShell
import WhimCore
import WhimGraphics
import WhimMap

/// Where the car-booking flow starts.
public enum CarBookingFlowIntent: Sendable {
    case locationPicker
    case datesPicker(station: HelsinkiPlaces.Place)
}

/// How the car-booking flow ends.
public enum CarBookingFlowRoute: Sendable, Hashable {
    case dismiss
    case carBooked(Reservation)
}

/// The car-rental flow, as in the design: a navigation stack subclass that starts from an intent and ends
/// through its router. Pick-up location (stations as markers; selecting one highlights it) → dates →
/// summary (the route as a polyline) → Book: a circular reveal from the Book button into the ticket.
/// Presented modally; dragging its card down or Esc at its first step dismisses it. Once dates or cover
/// are chosen, any way of leaving it unbooked asks "Discard changes?" first.
public final class CarBookingFlow: WhimSceneNavigationStack, WhimDismissableScene {
    private let router: (CarBookingFlowRoute) -> Void
    public private(set) var station: HelsinkiPlaces.Place?
    public private(set) var dates = "Today 14:00 – Tomorrow 14:00"
    /// Whether full insurance is chosen (the dates step's switch); the summary and price follow it.
    public private(set) var fullInsurance = true
    private var bookingCount = 0
    /// Whether the user chose dates or cover on the dates step and has not booked yet: leaving then asks
    /// "Discard changes?" (the flow's leave guard).
    public private(set) var hasUnbookedChoice = false
    /// Routes the walk to the pick-up station (none drawn without).
    private let legs: DemoLegs?

    public init(intent: CarBookingFlowIntent, legs: DemoLegs? = nil, router: @escaping (CarBookingFlowRoute) -> Void) {
        self.router = router
        self.legs = legs
        super.init()
        switch intent {
        case .locationPicker:
            push(scene: locationPicker())
        case let .datesPicker(station):
            self.station = station
            push(scenes: [locationPicker(), datesPicker()])
        }
        relationship.leaveGuard = .discardingChanges(of: self, message: "The dates you chose are not booked yet.") { [weak self] in
            self?.hasUnbookedChoice ?? false
        }
    }

    /// Dismisses the whole flow (its parent pops it); the returned closure puts it back.
    public func dismiss() -> () -> Void { popFromParent() }

    private func close() { router(.dismiss) }

    private func back() {
        if scenes.count > 1 { pop() } else { router(.dismiss) }
    }

    // MARK: Steps

    func locationPicker() -> MapScene {
        let layer = MapLayer(
            name: "rental stations",
            markers: HelsinkiPlaces.rentalStations.map { MapMarker(id: $0.id, coordinate: $0.coordinate, title: $0.name, color: 0x1A73E8) }
                + [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, title: nil, color: 0xD93025)],
            cameraWish: .fitContent(maxZoom: 17))
        // Each station with the walk to it along the streets, when the map has one.
        let list = ListView(rows: HelsinkiPlaces.rentalStations.map { station in
            let walk = legs?.leg(from: HelsinkiPlaces.user.coordinate, to: station.coordinate, .walking)
            return ListRow(id: station.id, icon: .car, title: station.name,
                           subtitle: walk.map { "\(station.detail) · walk \($0.minutes) min" } ?? station.detail, showsChevron: true)
        }, visibleRowLimit: 3)
        list.identifier = "stations"
        let next = Button("Choose dates", icon: .calendar)
        next.identifier = "next"
        next.isEnabled = station != nil
        list.selectedID = station?.id
        layer.selectedMarkerID = station?.id
        list.onSelect = { [weak self, weak layer, weak next] row in
            guard let self, let place = HelsinkiPlaces.rentalStations.first(where: { $0.id == row.id }) else { return }
            self.station = place
            layer?.selectedMarkerID = place.id
            next?.isEnabled = true
        }
        next.action = { [weak self] in
            guard let self, self.station != nil else { return }
            self.push(scene: self.datesPicker())
        }
        let card = CardPanel("Pick-up location", content: [list, next])
        let top = TitleBarPanel("Rent a car", subtitle: "Step 1 of 3", leading: (.close, { [weak self] in self?.close() }))
        let scene = MapScene(.multipart(top: top, bottom: card), layer: layer)
        // A tap on a station marker selects it in the list too.
        scene.onMarkerTap = { [weak list] marker in
            guard let marker, let row = list?.rows.first(where: { $0.id == marker.id }) else { return }
            list?.selectedID = row.id
            list?.onSelect?(row)
        }
        return scene
    }

    func datesPicker() -> MapScene {
        let place = station ?? HelsinkiPlaces.rentalStations[0]
        let layer = MapLayer(name: "pick-up", markers: [MapMarker(id: place.id, coordinate: place.coordinate, title: place.name)],
                             circles: [MapCircle(center: place.coordinate, radiusMeters: 120)], cameraWish: .center(place.coordinate, zoom: 16.5))
        layer.selectedMarkerID = place.id
        let options = ["Today 14:00 – Tomorrow 14:00", "Tomorrow 09:00 – 18:00", "Weekend: Fri 17:00 – Mon 09:00"]
        let list = ListView(rows: options.enumerated().map { ListRow(id: "d\($0.offset)", icon: .clock, title: $0.element) }, visibleRowLimit: 3)
        list.identifier = "dates"
        list.selectedID = options.firstIndex(of: dates).map { "d\($0)" }
        list.onSelect = { [weak self] row in
            if let i = Int(row.id.dropFirst()) { self?.dates = options[i] }
            self?.hasUnbookedChoice = true
        }
        let insurance = Toggle("Full insurance (+€14)", isOn: fullInsurance) { [weak self] on in
            self?.fullInsurance = on
            self?.hasUnbookedChoice = true
        }
        insurance.identifier = "insurance"
        let next = Button("Review", icon: .check, action: { [weak self] in
            guard let self else { return }
            self.push(scene: self.summary())
        })
        next.identifier = "next"
        let card = CardPanel("When?", content: [list, insurance, next])
        let top = TitleBarPanel("Rent a car", subtitle: "Step 2 of 3 · \(place.name)", leading: (.back, { [weak self] in self?.back() }))
        return MapScene(.multipart(top: top, bottom: card), layer: layer)
    }

    func summary() -> MapScene {
        let place = station ?? HelsinkiPlaces.rentalStations[0]
        // The walk from the user to the pick-up station, along the streets.
        let walk = legs?.leg(from: HelsinkiPlaces.user.coordinate, to: place.coordinate, .walking)
        let layer = MapLayer(
            name: "route",
            markers: [MapMarker(id: "you", coordinate: HelsinkiPlaces.user.coordinate, title: "You", color: 0xD93025),
                      MapMarker(id: place.id, coordinate: place.coordinate, title: place.name)],
            polylines: walk.map { [MapPolyline(route: $0)] } ?? [], cameraWish: .fitContent(maxZoom: 17.5))
        let book = Button("Book · €\(price)", icon: .check)
        book.identifier = "book"
        let summaryRows = ListView(rows: [
            ListRow(id: "where", icon: .pin, title: place.name, subtitle: "Pick-up and return"),
            ListRow(id: "when", icon: .calendar, title: dates, subtitle: fullInsurance ? "Full insurance included" : "Basic cover only, no full insurance"),
        ], visibleRowLimit: 2)
        summaryRows.identifier = "summary"
        let card = CardPanel("Summary", content: [summaryRows, book])
        let top = TitleBarPanel("Rent a car", subtitle: "Step 3 of 3 · walk \(DemoLegs.minutes(walk, else: "to the station"))", leading: (.back, { [weak self] in self?.back() }))
        book.action = { [weak self, weak book, weak card] in
            guard let self, let book, let card else { return }
            self.confirm(from: book, in: card)
        }
        return MapScene(.multipart(top: top, bottom: card), layer: layer)
    }

    /// The rental's price in euros: €35, plus €14 with full insurance.
    public var price: Int { fullInsurance ? 49 : 35 }

    /// Books the car and reveals the ticket in a circle that grows from the Book button.
    private func confirm(from button: Button, in card: Panel) {
        guard let place = station else { return }
        bookingCount += 1
        hasUnbookedChoice = false
        // Four digits or more (4712 up); not String(format:), whose first use on the tap's frame cast every
        // argument through Foundation's conformance searches (0.75 ms under perf).
        let code = "WH-\(place.id.prefix(3).uppercased())-\(4711 + bookingCount)"
        let reservation = Reservation(station: place, dates: dates, code: code, fullInsurance: fullInsurance)
        let origin = container?.rectInContainerPixels(of: button) ?? Rect(x: 0, y: 0, width: 1, height: 1)
        let ticket = WhimSingleScene(fullscreen: TicketPanel(reservation: reservation) { [weak self] in self?.router(.carBooked(reservation)) })
        push(scene: ticket, animating: WhimSceneAnimatedTransitions.Circular(.present, origin: origin))
    }
}
