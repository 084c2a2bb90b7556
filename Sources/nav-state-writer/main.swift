import Glibc
import WhimCore
import WhimFiles
import WhimRestoration

// A child process for the restoration test: saves navigation states to a file as fast as it can, each
// with a title parameter of a different length, until it is killed. Usage: nav-state-writer FILE SEED
// (the states are those of a notes app: /notes/note?title=…).

let arguments = CommandLine.arguments
guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    print("usage: nav-state-writer FILE SEED")
    exit(2)
}
/// xorshift64: the lengths of the titles, from the seed.
struct Lengths {
    var state: UInt64
    mutating func next() -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % 1500)
    }
}
var lengths = Lengths(state: seed | 1)
while true {
    let length = lengths.next()
    let title = String(repeating: "x", count: length)
    let state = NavigationState([RouteElement("notes"), RouteElement("note", parameters: ["title": .string(title)])])
    do {
        try AtomicFile.write(NavigationStateStore.encode(state), to: arguments[1])
    } catch {
        print("nav-state-writer: \(error)")
        exit(1)
    }
}
