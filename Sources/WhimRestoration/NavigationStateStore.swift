import Foundation
import WhimAnimation
import WhimCore
import WhimFiles

/// Saves the navigation state when it changes and restores it at start. Saving is debounced on the
/// injected clock (a burst of changes writes once, `debounce` seconds after the last) and atomic (see
/// `AtomicFile`), so a crash mid-save leaves the old or the new state. Restoring never fails: a missing,
/// unreadable, corrupt, truncated, newer-version or no-longer-valid file gives a one-line warning and nil,
/// and the app starts at its default. No file is lost: a newer version's file is left as it is (this build
/// never overwrites it), and any other file that was not restored is moved aside (`FILE.unreadable`,
/// `FILE.unreadable.1`, …) before a new state can be saved (or, when it cannot be moved, never written over);
/// a store that never restored reads the file before its first save to the same end. A FIFO, socket, device
/// or directory at the path is never read, moved or written over.
public final class NavigationStateStore {
    /// The state file.
    public let path: String
    /// The clock the debounce runs on (injected: the store never reads the wall clock).
    public let clock: any Clock
    /// Seconds a changed state waits before it is saved; changes in between restart the wait.
    public let debounce: Double
    /// Receives one-line warnings (restore problems, failed saves).
    public var warn: (String) -> Void
    /// The largest file that is read (a state is a few hundred bytes).
    public static let maxFileBytes = 256 * 1024

    private var pending: NavigationState?
    private var due = 0.0
    private var lastSaved: NavigationState?
    /// Set when the file belongs to a newer build or could not be moved aside: nothing is written.
    public private(set) var isReadOnly = false
    /// Whether the file was read (at restore, or before the first save without one).
    private var examined = false

    /// A store for the state file at `path`, saving `debounce` seconds after the last change on `clock`.
    /// `warn` gets one line for each problem that does not stop the app (an unreadable or newer file, a failed save).
    public init(path: String, clock: any Clock, debounce: Double = 0.5, warn: @escaping (String) -> Void) {
        self.path = path
        self.clock = clock
        self.debounce = debounce
        self.warn = warn
    }

    /// The saved state, if there is one `tree` allows now or under other conditions (apply it with
    /// `LiveNavigation.restore`, which makes the latter wait); otherwise a warning and nil.
    public func restore(validatingWith tree: RouteTree) -> NavigationState? {
        AtomicFile.removeStaleTemporaries(of: path)
        guard let state = examine(validatingWith: tree) else { return nil }
        lastSaved = state
        return state
    }

    /// Reads the file once, before it is restored or first written over: a missing file or a state this
    /// build reads (and `tree`, when given, accepts) is fine; a newer build's file makes the store read-only;
    /// anything else is warned about and moved aside (see `UnreadableCopies`), or, when it cannot be, makes the
    /// store read-only. Returns the state it read.
    private func examine(validatingWith tree: RouteTree?) -> NavigationState? {
        examined = true
        let bytes: [UInt8]?
        do { bytes = try AtomicFile.read(path, limit: Self.maxFileBytes) } catch {
            warn("navigation state \(DisplayText.bounded(path)) not read (\(error)); starting at the default\(keepUnreadableFile())")
            return nil
        }
        guard let bytes else { return nil }
        let state: NavigationState
        do { state = try Self.decode(bytes) } catch {
            if case .newerVersion = error as? NavigationStateFormatError {
                isReadOnly = true
                warn("navigation state \(DisplayText.bounded(path)) not restored (\(Self.reason(error))); starting at the default and leaving the file as it is")
                return nil
            }
            warn("navigation state \(DisplayText.bounded(path)) not restored (\(Self.reason(error))); starting at the default\(keepUnreadableFile())")
            return nil
        }
        do { try tree?.validate(state) } catch {
            // One a conditional refuses now (saved while logged in) is kept: it waits (`LiveNavigation.restore`).
            if let tree, (try? tree.ignoringConditions.validate(state)) != nil { return state }
            warn("navigation state \(DisplayText.bounded(path)) not restored (\(error)); starting at the default\(keepUnreadableFile())")
            return nil
        }
        return state
    }

    /// Where the first file that could not be restored is kept (later ones get `.1`, `.2`, …).
    public var unreadableCopyPath: String { UnreadableCopies.copyPath(of: path, number: 0) }

    /// Moves a regular file that could not be restored aside (see `UnreadableCopies`) and says where;
    /// anything else (a directory, a FIFO, a file that cannot be moved, too many copies) is left alone and
    /// never written over. Returns the end of the warning line.
    private func keepUnreadableFile() -> String {
        let outcome = UnreadableCopies.keep(path)
        if case .kept = outcome {} else { isReadOnly = true }
        return UnreadableCopies.phrase(outcome, quoting: { DisplayText.bounded($0) })
    }

    /// Notes the current state; it is written `debounce` seconds after the last change (see `tick`).
    public func update(_ state: NavigationState) {
        guard !isReadOnly, state != (pending ?? lastSaved) else { return }
        pending = state == lastSaved ? nil : state
        due = clock.now + debounce
    }

    /// Writes a pending state whose debounce time has passed. Call once per frame.
    public func tick() {
        guard pending != nil, clock.now >= due else { return }
        flush()
    }

    /// Whether a change waits to be written.
    public var hasPendingChange: Bool { pending != nil }

    /// Writes a pending state now (at exit). Without a restore before (`--no-restore`), the file is first
    /// read, so that a newer build's file or one this build cannot read is never written over.
    public func flush() {
        guard let state = pending else { return }
        pending = nil
        if !examined { _ = examine(validatingWith: nil) }
        guard !isReadOnly else { return }
        do {
            try save(state)
            lastSaved = state
        } catch {
            warn("navigation state not saved to \(DisplayText.bounded(path)): \(error)")
        }
    }

    /// Writes a state at once, atomically.
    public func save(_ state: NavigationState) throws {
        try AtomicFile.write(Self.encode(state), to: path)
    }

    /// The state as the store writes it: versioned JSON.
    public static func encode(_ state: NavigationState) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(state)) + [0x0A]
    }

    /// A state from bytes `encode(_:)` wrote; throws for corrupt data or another format version.
    public static func decode(_ bytes: [UInt8]) throws -> NavigationState {
        try JSONDecoder().decode(NavigationState.self, from: Data(bytes))
    }

    private static func reason(_ error: any Error) -> String {
        if let e = error as? NavigationStateFormatError { return e.description }
        if error is DecodingError { return "not a navigation state: corrupt or truncated" }
        return DisplayText.bounded("\(error)")
    }
}
