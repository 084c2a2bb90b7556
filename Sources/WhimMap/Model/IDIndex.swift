/// Finds the position of an OSM id in a list of ids: binary search when the ids are sorted (the usual
/// `Sort.Type_then_ID` order), a dictionary otherwise.
struct IDIndex {
    private let ids: [Int64]
    private let sorted: Bool
    private let table: [Int64: Int]

    init(_ ids: [Int64]) {
        self.ids = ids
        var isSorted = true
        for i in ids.indices.dropFirst() where ids[i] <= ids[i - 1] {
            isSorted = false
            break
        }
        self.sorted = isSorted
        if isSorted {
            self.table = [:]
        } else {
            var table = [Int64: Int](minimumCapacity: ids.count)
            for (i, id) in ids.enumerated() { table[id] = i }
            self.table = table
        }
    }

    func index(of id: Int64) -> Int? {
        guard sorted else { return table[id] }
        var low = 0, high = ids.count
        while low < high {
            let mid = (low + high) >> 1
            if ids[mid] < id { low = mid + 1 } else { high = mid }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }
}
