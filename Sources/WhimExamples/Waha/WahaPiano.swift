/// The piano of Waha's Security Mode: an inconspicuous keyboard whose key order unlocks the app.
public enum WahaPiano {
    /// The keys, left to right.
    public static let keys = ["C", "D", "E", "F", "G", "A", "B"]
    /// How many keys a key order has.
    public static let orderLength = 4
}
