import CSDL2
import Testing
import WhimGraphics
@testable import WhimSDL

/// Absurd values from SDL (a broken driver, a hostile window system) are validated at the host's edge,
/// before anything reaches the engine.
@Suite struct SDLEventValidationTests {
    func wheel(_ x: Float, _ y: Float, ix: Int32 = 0, iy: Int32 = 0) -> SDL_MouseWheelEvent {
        var event = SDL_MouseWheelEvent()
        event.preciseX = x
        event.preciseY = y
        event.x = ix
        event.y = iy
        event.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity, .signalingNaN])
    func nonFiniteWheelDeltasAreDropped(value: Float) {
        for event in [wheel(value, 0), wheel(0, value), wheel(value, value, ix: 3, iy: 3)] {
            let (dx, dy) = SDLInputTranslation.wheelDeltas(event)
            #expect(dx == 0 && dy == 0)
        }
    }

    @Test func hugeWheelDeltasAreClamped() {
        let (dx, dy) = SDLInputTranslation.wheelDeltas(wheel(3e38, -3e38))
        #expect(dx == SDLInputTranslation.maximumWheelStep && dy == -SDLInputTranslation.maximumWheelStep)
        let (ix, iy) = SDLInputTranslation.wheelDeltas(wheel(0, 0, ix: .max, iy: .min))
        #expect(ix == 100 && iy == -100)
        #expect(SDLInputTranslation.wheelDeltas(wheel(0.5, -1.25)) == (0.5, -1.25))
    }

    @Test(arguments: [(Int32(0), Int32(540)), (960, 0), (-1, 540), (960, .min), (.min, .min)])
    func windowsWithoutAreaAreNotFollowed(width: Int32, height: Int32) {
        #expect(SDLInputTranslation.windowGeometry(window: (width, height), output: (960, 540)) == nil)
        #expect(SDLInputTranslation.windowGeometry(window: (960, 540), output: (width, height)) == nil)
    }

    @Test func hugeWindowsAndScalesAreClamped() throws {
        let huge = try #require(SDLInputTranslation.windowGeometry(window: (.max, .max), output: (.max, .max)))
        #expect(huge.size == Size(width: 8192, height: 8192) && huge.scale == 2880.0 / 8192 && huge.clamped)
        let hidpi = try #require(SDLInputTranslation.windowGeometry(window: (1, 1), output: (.max, 1)))
        #expect(hidpi.size == Size(width: 1, height: 1) && hidpi.scale == 8)
        let tiny = try #require(SDLInputTranslation.windowGeometry(window: (10_000, 100), output: (1, 1)))
        #expect(tiny.scale == 0.125)
        let big = try #require(SDLInputTranslation.windowGeometry(window: (10_000, 5_000), output: (20_000, 10_000)))
        #expect(big.size.width * big.scale <= 8192 && big.clamped)
        let normal = try #require(SDLInputTranslation.windowGeometry(window: (960, 540), output: (1920, 1080)))
        #expect(normal.size == Size(width: 960, height: 540) && normal.scale == 2 && !normal.clamped)
        // The probe's resizes: 8000² and 30000² windows get frames within the pixel budget.
        for side in [Int32(8000), 30_000] {
            let g = try #require(SDLInputTranslation.windowGeometry(window: (side, side), output: (side, side)))
            let pixels = (g.size.width * g.scale).rounded() * (g.size.height * g.scale).rounded()
            #expect(pixels <= SDLInputTranslation.maximumFramePixels + 1 && g.clamped, "\(side): \(g)")
        }
    }

    @Test func windowsOverTheSideLimitArePutBackAndFramesFitTheRenderersTextures() throws {
        #expect(SDLInputTranslation.windowSizeCap(window: (8192, 8192)) == nil)
        #expect(SDLInputTranslation.windowSizeCap(window: (1280, 800)) == nil)
        for (window, cap) in [((Int32(30_000), Int32(30_000)), (Int32(8192), Int32(8192))), ((8193, 100), (8192, 100)),
                              ((100, .max), (100, 8192))] {
            let put = try #require(SDLInputTranslation.windowSizeCap(window: window))
            #expect(put.width == cap.0 && put.height == cap.1)
        }
        // A window larger than the screens goes back within them (never below 640×480).
        let screen = try #require(SDLInputTranslation.windowSizeCap(window: (8000, 8000), screens: (1920, 1080)))
        #expect(screen.width == 1920 && screen.height == 1080)
        #expect(SDLInputTranslation.windowSizeCap(window: (1920, 1000), screens: (1920, 1080)) == nil)
        let small = try #require(SDLInputTranslation.windowSizeCap(window: (1000, 1000), screens: (320, 200)))
        #expect(small.width == 640 && small.height == 480)
        #expect(SDLInputTranslation.windowSizeCap(window: (8000, 100), screens: (0, -1)) == nil)
        #expect(SDLInputTranslation.frameSide(maximumTexture: (0, 0)) == 8192)
        #expect(SDLInputTranslation.frameSide(maximumTexture: (16_384, 4096)) == 4096)
        #expect(SDLInputTranslation.frameSide(maximumTexture: (-1, 2048)) == 2048)
        // A renderer whose textures are at most 2048 a side gets frames that fit them, stretched.
        let g = try #require(SDLInputTranslation.windowGeometry(window: (3000, 1000), output: (3000, 1000), frameSide: 2048))
        #expect((g.size.width * g.scale).rounded() <= 2048 && g.clamped)
        // 1080p and 4K windows are drawn at full resolution; 5K is drawn smaller.
        for (w, h, full) in [(Int32(1920), Int32(1080), true), (3840, 2160, true), (5120, 2880, false)] {
            let g = try #require(SDLInputTranslation.windowGeometry(window: (w, h), output: (w, h)))
            #expect((g.scale == 1) == full && g.clamped != full, "\(w)×\(h): \(g)")
        }
    }

    /// Property: whatever SDL reports, the geometry is nil or a size and scale the container accepts and
    /// whose frame stays within 8192 pixels a side and the pixel budget.
    @Test func anyReportedSizeGivesAValidGeometry() {
        let values: [Int32] = [.min, -1, 0, 1, 2, 7, 540, 960, 1080, 16_384, 16_385, 100_000, .max]
        for ww in values { for wh in values { for pw in values { for ph in [Int32(1), 1080, .max] {
            guard let g = SDLInputTranslation.windowGeometry(window: (ww, wh), output: (pw, ph)) else { continue }
            #expect(g.size.width >= 1 && g.size.height >= 1 && g.scale > 0 && g.scale.isFinite)
            #expect((g.size.width * g.scale).rounded() <= 8192 && (g.size.height * g.scale).rounded() <= 8192, "\(ww)×\(wh) at \(pw)×\(ph)")
            #expect(g.size.width * g.scale * g.size.height * g.scale <= SDLInputTranslation.maximumFramePixels * 1.001, "\(ww)×\(wh) at \(pw)×\(ph)")
        } } } }
    }
}
