extension Int {
    /// `value` rounded toward zero as an Int, saturating at the representable range; NaN gives `nan`.
    /// For positions derived from input, where `Int(_:)` would trap on a non-finite or huge Double.
    init(saturating value: Double, nan: Int = 0) {
        if value.isNaN {
            self = nan
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
