import Foundation
import Testing
import WhimAnimation
import WhimGraphics
@testable import WhimMap

/// The flight between two views: exact at both ends, zooming out to travel, continuous on screen.
@Suite struct FlightPathTests {
    static let viewport = Size(width: 1920, height: 1080)
    static let globe = Camera(center: GeoCoordinate(latitude: 20, longitude: 0), zoom: 2, viewportSize: viewport)
    static let street = Camera(center: GeoCoordinate(latitude: 60.1699, longitude: 24.9384), zoom: 16, viewportSize: viewport)

    @Test func endsExactlyWhereItIsAsked() {
        let flight = FlightPath(from: Self.globe, to: Self.street)
        #expect(flight.camera(at: 0) == Self.globe)
        #expect(flight.camera(at: 1) == Self.street)
        let near = flight.camera(at: 0.999_999)
        #expect(abs(near.zoom - 16) < 1e-3)
    }

    @Test func aLongPanAtOneZoomZoomsOutOnTheWay() {
        let a = Camera(center: GeoCoordinate(latitude: 60.17, longitude: 24.94), zoom: 14, viewportSize: Self.viewport)
        let b = Camera(center: GeoCoordinate(latitude: 48.86, longitude: 2.35), zoom: 14, viewportSize: Self.viewport)
        let middle = FlightPath(from: a, to: b).camera(at: 0.5)
        #expect(middle.zoom < 8, "zoomed out to travel: \(middle.zoom)")
    }

    @Test func aPureZoomMovesTheZoomOneWayAndKeepsTheCentre() {
        var target = Self.street
        target.zoom = 10
        let flight = FlightPath(from: Self.street, to: target)
        var last = Self.street.zoom
        for i in 1...100 {
            let c = flight.camera(at: Double(i) / 100)
            #expect(c.zoom <= last + 1e-9)
            #expect(c.worldCenter == Self.street.worldCenter)
            last = c.zoom
        }
        #expect(abs(last - 10) < 1e-9)
    }

    /// Over a thousand even steps from the globe to a street, no step moves the view by more than a
    /// fraction of its width or changes the zoom by more than a fraction of a level: one smooth motion.
    @Test func theGlobeToAStreetIsOneSmoothMotion() {
        let flight = FlightPath(from: Self.globe, to: Self.street)
        var previous = flight.camera(at: 0)
        var largestZoomStep = 0.0, largestScreenStep = 0.0
        for i in 1...1000 {
            let c = flight.camera(at: Double(i) / 1000)
            largestZoomStep = max(largestZoomStep, abs(c.zoom - previous.zoom))
            // The centre's move in the earlier view's pixels, as a share of the viewport's width.
            let dx = (c.worldCenter.x - previous.worldCenter.x) * previous.scale
            let dy = (c.worldCenter.y - previous.worldCenter.y) * previous.scale
            largestScreenStep = max(largestScreenStep, (dx * dx + dy * dy).squareRoot() / Self.viewport.width)
            previous = c
        }
        #expect(largestZoomStep < 0.05, "zoom step \(largestZoomStep)")
        #expect(largestScreenStep < 0.02, "screen step \(largestScreenStep)")
        // The straight path, by contrast, crosses most of the world in the last few steps' pixels.
        let straight = CameraAnimation(from: Self.globe, to: Self.street, duration: 1, curve: .linear)
        let late = straight.camera(at: 0.99), later = straight.camera(at: 0.991)
        let jump = abs(later.worldCenter.x - late.worldCenter.x) * late.scale / Self.viewport.width
        #expect(jump > 0.05)
    }

    @Test func anAnimationAlongTheFlightArrivesAndKeepsItsPathWhenRetargeted() {
        var animation = CameraAnimation(from: Self.globe, to: Self.street, duration: 2, curve: TimingCurve.cubicEaseInOut, path: .flight)
        animation.advance(by: 1)
        #expect(animation.camera.zoom < 16)
        let retargeted = animation.retargeted(to: Self.globe)
        #expect(retargeted.path == .flight)
        animation.advance(by: 1)
        #expect(animation.isFinished)
        #expect(animation.camera == Self.street)
    }
}
