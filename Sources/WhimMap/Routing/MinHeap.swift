/// A binary min-heap of (key, value) pairs, the priority queue of the path search.
struct MinHeap {
    private var keys: [Double] = []
    private var values: [Int32] = []

    var isEmpty: Bool { keys.isEmpty }

    mutating func push(_ key: Double, _ value: Int32) {
        keys.append(key)
        values.append(value)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            guard keys[i] < keys[parent] else { break }
            keys.swapAt(i, parent)
            values.swapAt(i, parent)
            i = parent
        }
    }

    /// Removes and returns the pair with the smallest key.
    mutating func pop() -> (key: Double, value: Int32)? {
        guard let key = keys.first, let value = values.first else { return nil }
        let lastKey = keys.removeLast(), lastValue = values.removeLast()
        if !keys.isEmpty {
            keys[0] = lastKey
            values[0] = lastValue
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < keys.count && keys[l] < keys[m] { m = l }
                if r < keys.count && keys[r] < keys[m] { m = r }
                if m == i { break }
                keys.swapAt(i, m)
                values.swapAt(i, m)
                i = m
            }
        }
        return (key, value)
    }
}
