/// The engine's finger numbers for SDL's fingers: SDL names a finger by its touch device and a finger id
/// the driver chooses (any 64-bit value); the engine gets a small number, unique among the fingers down,
/// from the finger's press to its release.
struct FingerNumbers {
    private var numbers: [SDLFinger: Int] = [:]
    private var next = 0

    /// One finger of one touch device.
    struct SDLFinger: Hashable {
        var device: Int64
        var finger: Int64
    }

    /// The fingers down now.
    var down: [Int] { numbers.values.sorted() }

    /// A new number for a finger that touched (its old one if SDL repeats the press).
    mutating func press(_ finger: SDLFinger) -> Int {
        if let n = numbers[finger] { return n }
        let n = next
        next = next == Int.max ? 0 : next + 1
        numbers[finger] = n
        return n
    }

    /// The number of a finger that is down; nil for one whose press was not seen.
    func number(of finger: SDLFinger) -> Int? { numbers[finger] }

    /// Forgets a lifted finger; returns its number, nil when its press was not seen.
    mutating func release(_ finger: SDLFinger) -> Int? { numbers.removeValue(forKey: finger) }

    /// Forgets every finger (the window lost focus); returns their numbers.
    mutating func releaseAll() -> [Int] {
        defer { numbers.removeAll() }
        return down
    }
}
