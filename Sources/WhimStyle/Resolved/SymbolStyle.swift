import WhimGraphics

/// How to label or mark a feature: a `symbol` layer's layout and paint at one zoom for one feature.
public struct SymbolStyle: Hashable, Sendable {
    /// Where symbols go.
    public enum Placement: String, Hashable, Sendable {
        /// At the point (or a polygon's or line's label point).
        case point
        /// Repeated along the line, `spacing` apart, following it.
        case line
        /// Once, at the middle of the line.
        case lineCenter = "line-center"
    }

    /// Which part of the text sits at the anchor point.
    public enum Anchor: String, Hashable, Sendable {
        case center, left, right, top, bottom
        case topLeft = "top-left", topRight = "top-right", bottomLeft = "bottom-left", bottomRight = "bottom-right"
    }

    /// `symbol-placement`.
    public var placement: Placement
    /// `symbol-spacing` in pixels, for line placement.
    public var spacing: Double
    /// `symbol-sort-key`; nil to keep document order.
    public var sortKey: Double?
    /// `text-field` with tokens filled in and `text-transform` applied; "" for no text.
    public var text: String
    /// `text-font` mapped to an installed font.
    public var font: StyleFont
    /// `text-size` in pixels.
    public var textSize: Double
    /// `text-max-width` in ems: wrap text wider than this.
    public var maxWidth: Double
    /// `text-line-height` in ems.
    public var lineHeight: Double
    /// `text-letter-spacing` in ems.
    public var letterSpacing: Double
    /// `text-offset` in ems (x right, y down).
    public var offset: (x: Double, y: Double)
    /// `text-anchor`.
    public var anchor: Anchor
    /// `text-justify` ("auto", "left", "center", "right").
    public var justify: String
    /// `text-padding` in pixels around the text's box for collisions.
    public var padding: Double
    /// `text-allow-overlap`.
    public var textAllowOverlap: Bool
    /// `text-ignore-placement`.
    public var textIgnorePlacement: Bool
    /// `text-optional`: the icon may show without its text.
    public var textOptional: Bool
    /// `text-color`.
    public var textColor: Color
    /// `text-halo-color`.
    public var haloColor: Color
    /// `text-halo-width` in pixels.
    public var haloWidth: Double
    /// `text-opacity`.
    public var textOpacity: Double
    /// `icon-image` with tokens filled in; "" for no icon.
    public var iconImage: String
    /// `icon-size`, a scale of the sprite's size.
    public var iconSize: Double
    /// `icon-allow-overlap`.
    public var iconAllowOverlap: Bool
    /// `icon-ignore-placement`.
    public var iconIgnorePlacement: Bool
    /// `icon-optional`: the text may show without its icon.
    public var iconOptional: Bool
    /// `icon-opacity`.
    public var iconOpacity: Double
    /// `icon-color`, for SDF icons.
    public var iconColor: Color

    /// The font at this symbol's text size.
    public var textFont: Font { font.font(size: textSize) }

    /// Equal when every field is.
    public static func == (a: SymbolStyle, b: SymbolStyle) -> Bool {
        a.placement == b.placement && a.spacing == b.spacing && a.sortKey == b.sortKey && a.text == b.text
            && a.font == b.font && a.textSize == b.textSize && a.maxWidth == b.maxWidth && a.lineHeight == b.lineHeight
            && a.letterSpacing == b.letterSpacing && a.offset == b.offset && a.anchor == b.anchor && a.justify == b.justify
            && a.padding == b.padding && a.textAllowOverlap == b.textAllowOverlap
            && a.textIgnorePlacement == b.textIgnorePlacement && a.textOptional == b.textOptional
            && a.textColor == b.textColor && a.haloColor == b.haloColor && a.haloWidth == b.haloWidth
            && a.textOpacity == b.textOpacity && a.iconImage == b.iconImage && a.iconSize == b.iconSize
            && a.iconAllowOverlap == b.iconAllowOverlap && a.iconIgnorePlacement == b.iconIgnorePlacement
            && a.iconOptional == b.iconOptional && a.iconOpacity == b.iconOpacity && a.iconColor == b.iconColor
    }

    /// Hashes the text, icon and placement (enough to tell symbols apart).
    public func hash(into h: inout Hasher) {
        h.combine(text)
        h.combine(iconImage)
        h.combine(placement)
        h.combine(textSize)
    }
}

extension StyleLayer {
    /// The symbol's text alone: `text-field` with tokens filled in and `text-transform` applied. Cheaper
    /// than ``symbol(zoom:feature:)`` when only the text is needed (collision keys, deduplication).
    public func text<F: StyleFeature>(zoom: Double, feature: F) -> String {
        let raw = string(.textField, zoom: zoom, feature: feature)
        switch string(.textTransform, zoom: zoom, feature: feature) {
        case "uppercase": return raw.uppercased()
        case "lowercase": return raw.lowercased()
        default: return raw
        }
    }

    /// The symbol layout and paint at `zoom` for `feature`.
    public func symbol<F: StyleFeature>(zoom: Double, feature: F) -> SymbolStyle {
        let offset = numbers(.textOffset, zoom: zoom, feature: feature)
        return SymbolStyle(
            placement: SymbolStyle.Placement(rawValue: string(.symbolPlacement, zoom: zoom, feature: feature)) ?? .point,
            spacing: max(1, number(.symbolSpacing, zoom: zoom, feature: feature) ?? 250),
            sortKey: number(.symbolSortKey, zoom: zoom, feature: feature),
            text: text(zoom: zoom, feature: feature),
            font: font(zoom: zoom, feature: feature),
            textSize: max(0, number(.textSize, zoom: zoom, feature: feature) ?? 16),
            maxWidth: max(0, number(.textMaxWidth, zoom: zoom, feature: feature) ?? 10),
            lineHeight: number(.textLineHeight, zoom: zoom, feature: feature) ?? 1.2,
            letterSpacing: number(.textLetterSpacing, zoom: zoom, feature: feature) ?? 0,
            offset: (offset.count == 2 ? offset[0] : 0, offset.count == 2 ? offset[1] : 0),
            anchor: SymbolStyle.Anchor(rawValue: string(.textAnchor, zoom: zoom, feature: feature)) ?? .center,
            justify: string(.textJustify, zoom: zoom, feature: feature),
            padding: max(0, number(.textPadding, zoom: zoom, feature: feature) ?? 2),
            textAllowOverlap: bool(.textAllowOverlap, zoom: zoom, feature: feature),
            textIgnorePlacement: bool(.textIgnorePlacement, zoom: zoom, feature: feature),
            textOptional: bool(.textOptional, zoom: zoom, feature: feature),
            textColor: color(.textColor, zoom: zoom, feature: feature) ?? .black,
            haloColor: color(.textHaloColor, zoom: zoom, feature: feature) ?? .clear,
            haloWidth: max(0, number(.textHaloWidth, zoom: zoom, feature: feature) ?? 0),
            textOpacity: unit(number(.textOpacity, zoom: zoom, feature: feature)),
            iconImage: string(.iconImage, zoom: zoom, feature: feature),
            iconSize: max(0, number(.iconSize, zoom: zoom, feature: feature) ?? 1),
            iconAllowOverlap: bool(.iconAllowOverlap, zoom: zoom, feature: feature),
            iconIgnorePlacement: bool(.iconIgnorePlacement, zoom: zoom, feature: feature),
            iconOptional: bool(.iconOptional, zoom: zoom, feature: feature),
            iconOpacity: unit(number(.iconOpacity, zoom: zoom, feature: feature)),
            iconColor: color(.iconColor, zoom: zoom, feature: feature) ?? .black)
    }
}
