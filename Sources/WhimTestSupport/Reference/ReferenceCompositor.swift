import CCairo
import WhimGraphics

/// One part as the reference compositor draws it: a surface with its top-left corner at `origin` (device
/// pixels), or a colour over a rect there, at `opacity`, seen only through every circle in `clips` (inside a
/// circle, or outside an inverted one).
public struct ReferenceLayer {
    /// What a layer paints.
    public enum Pixels {
        /// A surface's pixels.
        case surface(Surface)
        /// A colour (with its alpha) over a rect of `size` device pixels.
        case color(Color, PixelSize)
        /// A surface's first row repeated down (and across) a rect of `size` device pixels: cairo's own
        /// repeating pattern, for a surface that repeats its row.
        case repeatedRow(Surface, PixelSize)
    }

    public var pixels: Pixels
    public var origin: PixelPoint
    public var opacity: Double
    public var clips: [Circle]

    public init(surface: Surface, origin: PixelPoint, opacity: Double = 1, clips: [Circle] = []) {
        self.init(pixels: .surface(surface), origin: origin, opacity: opacity, clips: clips)
    }

    public init(pixels: Pixels, origin: PixelPoint, opacity: Double = 1, clips: [Circle] = []) {
        self.pixels = pixels
        self.origin = origin
        self.opacity = opacity
        self.clips = clips
    }
}

/// The slow, obviously correct twin of the compositor, to check its pixels against.
///
/// It paints a black frame, the backdrop at its origin, then every layer back to front with cairo, from
/// scratch: no caching, no occlusion, no damage, no fast paths. Opacity is applied in 8 bits
/// (`round(opacity × 255) / 255`), as the compositor applies it.
public enum ReferenceCompositor {
    /// The frame of `size` device pixels showing `backdrop` (nil: black) and `layers`, back to front.
    public static func render(size: PixelSize, backdrop: Surface?, backdropOrigin: PixelPoint = .zero, layers: [ReferenceLayer]) -> Surface {
        // A frame of a size the compositor could hold; an allocation failure here is a broken test machine.
        let frame = try! Surface(width: size.width, height: size.height, format: .rgb24)
        let cr = cairo_create(frame.handle)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        if let backdrop { paint(.surface(backdrop), at: backdropOrigin, opacity: 1, clips: [], on: cr) }
        for layer in layers { paint(layer.pixels, at: layer.origin, opacity: layer.opacity, clips: layer.clips, on: cr) }
        cairo_surface_flush(frame.handle)
        return frame
    }

    private static func paint(_ pixels: ReferenceLayer.Pixels, at origin: PixelPoint, opacity: Double, clips: [Circle], on cr: OpaquePointer) {
        let alpha = (min(1, max(0, opacity)) * 255).rounded() / 255
        guard alpha > 0 else { return }
        cairo_save(cr)
        for circle in clips {
            cairo_new_path(cr)
            if circle.inverted {
                // The whole plane but the disc: a huge rectangle with the circle cut out (even-odd).
                cairo_rectangle(cr, -1e6, -1e6, 2e6, 2e6)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            } else {
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            }
            if circle.radius > 0 { cairo_arc(cr, circle.center.x, circle.center.y, circle.radius, 0, 2 * Double.pi) }
            cairo_clip(cr)
        }
        switch pixels {
        case let .surface(surface):
            cairo_set_source_surface(cr, surface.handle, Double(origin.x), Double(origin.y))
        case let .color(color, size):
            clip(to: origin, size, on: cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        case let .repeatedRow(surface, size):
            clip(to: origin, size, on: cr)
            // The row alone, as its own surface, repeated.
            let row = cairo_surface_create_for_rectangle(surface.handle, 0, 0, Double(surface.width), 1)!
            defer { cairo_surface_destroy(row) }
            cairo_set_source_surface(cr, row, Double(origin.x), Double(origin.y))
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_REPEAT)
        }
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
    }

    private static func clip(to origin: PixelPoint, _ size: PixelSize, on cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
        cairo_clip(cr)
    }
}
