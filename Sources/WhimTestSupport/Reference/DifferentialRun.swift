import Foundation
import Testing

/// How many random cases a differential test runs, and from which seed.
///
/// `swift test` runs each suite's default count from seed 1. `WHIM_FUZZ_CASES=N` runs N cases instead
/// (`make fuzz-compositor` sets it for the long run) and `WHIM_FUZZ_SEED=S` starts from seed S, so a
/// failing seed printed by a test can be replayed alone with `WHIM_FUZZ_SEED=S WHIM_FUZZ_CASES=1`.
public struct DifferentialRun: Sendable {
    public var firstSeed: UInt64
    public var count: Int

    /// The run for a suite whose default is `defaultCount` cases; `share` scales the long run's count
    /// for suites whose cases cost more.
    public init(defaultCount: Int, share: Double = 1) {
        let env = ProcessInfo.processInfo.environment
        firstSeed = env["WHIM_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
        if let n = env["WHIM_FUZZ_CASES"].flatMap({ Int($0) }), n > 0 {
            count = max(1, Int((Double(n) * share).rounded()))
        } else {
            count = defaultCount
        }
    }

    /// The seeds of this run.
    public var seeds: [UInt64] { (0..<UInt64(count)).map { firstSeed &+ $0 } }

    /// Runs `check` on every seed, recording each failure it describes (at most `maxFailures`).
    public func run(maxFailures: Int = 5, _ check: (UInt64) -> String?) {
        var failures = 0
        for seed in seeds {
            guard let failure = check(seed) else { continue }
            Issue.record("\(failure)")
            failures += 1
            if failures >= maxFailures { return }
        }
    }

    /// Runs `check` on a seed that once failed; a failure names the bug it found then.
    public static func regression(seed: UInt64, in regressions: [(seed: UInt64, bug: String)], _ check: (UInt64) -> String?) {
        let bug = regressions.first { $0.seed == seed }?.bug ?? ""
        if let failure = check(seed) { Issue.record("\(failure) — regressed: \(bug)") }
    }
}
