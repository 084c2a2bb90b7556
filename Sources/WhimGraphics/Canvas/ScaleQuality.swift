import CCairo

/// How a scaled image is sampled.
public enum ScaleQuality: Sendable, Hashable {
    /// Nearest pixel: fastest, blocky.
    case nearest
    /// Bilinear: cheap enough for every frame of a zoom animation; aliases when shrinking a lot.
    case bilinear
    /// Cairo's best filter (box-filtered when shrinking): for thumbnails and contact sheets.
    case best

    var cairoFilter: cairo_filter_t {
        switch self {
        case .nearest: return CAIRO_FILTER_NEAREST
        case .bilinear: return CAIRO_FILTER_BILINEAR
        case .best: return CAIRO_FILTER_GOOD
        }
    }
}
