extension Detent {
    /// Half the container: a sheet's medium detent.
    public static let medium = Detent.fraction(0.5)
    /// Nearly the whole container, leaving 40 units of what is below showing: a sheet's large detent.
    public static let large = Detent.fromTop(40)

    /// A fixed visible height.
    public static func height(_ h: Double) -> Detent { .fromBottom(h) }
}
