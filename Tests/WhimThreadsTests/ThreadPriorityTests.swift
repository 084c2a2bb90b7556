import CThreads
import Foundation
import Testing
import WhimThreads

/// `ThreadPriority` on a thread of its own (the test runner's threads keep theirs): each priority is what
/// the thread reads back after applying it, whatever nice value the tests were started with.
@Suite struct ThreadPriorityTests {
    /// Runs `body` on a new thread and returns its result.
    func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T { onNewThreadSync(body) }

    /// A worker started by the frame thread inherits its long slices; `.low` gives them back (a nice
    /// value alone kept them: a worker at nice 10 could hold a core for 20 ms).
    @Test func aThreadStartedByTheFrameThreadInheritsItsSlicesUntilItGoesLow() {
        let (inherited, low, sliceAfter) = onNewThread { () -> (UInt64, ThreadPriority?, UInt64) in
            ThreadPriority.frames.applyToCurrentThread()
            return onNewThreadSync { () -> (UInt64, ThreadPriority?, UInt64) in
                let inherited = whim_time_slice()
                ThreadPriority.low.applyToCurrentThread()
                return (inherited, ThreadPriority.ofCurrentThread, whim_time_slice())
            }
        }
        #expect(low == .low)
        #expect(sliceAfter != ThreadPriority.frameSlice)
        if !Self.kernelBefore612 { #expect(inherited == ThreadPriority.frameSlice) }
    }

    /// Nice 10 under `SCHED_BATCH` (3): a worker the frame thread wakes does not preempt it.
    @Test func lowIsNiceTenAndBatch() {
        let (applied, read, nice, policy) = onNewThread { () -> (Bool, ThreadPriority?, Int32, Int32) in
            let applied = ThreadPriority.low.applyToCurrentThread()
            return (applied, ThreadPriority.ofCurrentThread, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), sched_getscheduler(0))
        }
        #expect(applied && read == .low && nice >= 10 && policy == 3)
    }

    /// A nice value of 10 alone (the ordinary policy) is not `.low`.
    @Test func niceTenAloneIsNotLow() {
        let read = onNewThread { () -> ThreadPriority? in
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            return ThreadPriority.ofCurrentThread
        }
        #expect(read == nil)
    }

    @Test func idleIsSchedIdleAndStaysSo() {
        let (applied, read, policy) = onNewThread { () -> (Bool, ThreadPriority?, Int32) in
            let applied = ThreadPriority.idle.applyToCurrentThread()
            // The low priority's nice value does not take the thread out of SCHED_IDLE.
            ThreadPriority.low.applyToCurrentThread()
            return (applied, ThreadPriority.ofCurrentThread, sched_getscheduler(0))
        }
        #expect(applied && read == .idle && policy == 5)
    }

    /// The slice request needs `sched_setattr` (Linux 3.14); kernels before 6.12 accept it and ignore the
    /// slice, and then the thread reads back as nothing in particular.
    @Test func framesAskForLongSlicesAndKeepTheirNiceValue() {
        let (applied, read, slice, niceBefore, niceAfter) = onNewThread { () -> (Bool, ThreadPriority?, UInt64, Int32, Int32) in
            let before = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
            let applied = ThreadPriority.frames.applyToCurrentThread()
            return (applied, ThreadPriority.ofCurrentThread, whim_time_slice(), before, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        }
        #expect(applied)
        #expect(niceAfter == niceBefore, "the frame thread's nice value changed")
        if slice == ThreadPriority.frameSlice {
            #expect(read == .frames)
        } else {
            #expect(read == nil && Self.kernelBefore612, "the kernel keeps slice \(slice), not the one asked for")
        }
    }

    static var kernelBefore612: Bool {
        var name = utsname()
        uname(&name)
        let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let parts = release.split(separator: ".").prefix(2).compactMap { Int($0.prefix { $0.isNumber }) }
        return parts.count == 2 && (parts[0], parts[1]) < (6, 12)
    }
}

/// What a thread hands back; written before the semaphore is signalled, read after the wait.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Runs `body` on a new thread (started by the calling one, so it inherits the caller's scheduling) and
/// returns its result.
private func onNewThreadSync<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.start()
    done.wait()
    return box.value!
}

extension ThreadPriorityTests {
    /// A benchmark timing frames on a test's thread runs it as the frame thread, and leaves its slice as it was.
    @Test func asFrameThreadGivesTheSliceBack() {
        let (before, during, after) = onNewThread { () -> (UInt64, UInt64, UInt64) in
            // A new thread inherits its parent's slice, and a test runner's thread may have run a window
            // host (which makes its thread the frame thread): start from a slice of its own.
            _ = whim_request_time_slice(3_000_000)
            let before = whim_time_slice()
            let during = ThreadPriority.asFrameThread { whim_time_slice() }
            return (before, during, whim_time_slice())
        }
        #expect(after == before)
        // Kernels before 6.12 ignore the request: then nothing changes at all.
        #expect(during == ThreadPriority.frameSlice || during == before)
        #expect(before != ThreadPriority.frameSlice, "a new thread of the test runner already had the frame slice")
    }
}
