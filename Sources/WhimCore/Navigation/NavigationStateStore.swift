import Foundation
import WhimAnimation

/// Saves the navigation state when it changes and restores it at start. Saving is debounced on the
/// injected clock (a burst of changes writes once, `debounce` seconds after the last) and atomic (see
/// `AtomicFile`), so a crash mid-save leaves the old or the new state. Restoring never fails: a missing,
/// unreadable, corrupt, truncated, newer-version or no-longer-valid file gives a one-line warning and nil,
/// and the app starts at its default. No file is lost: a newer version's file is left as it is (this build
/// never overwrites it), and any other file that was not restored is moved to `unreadableCopyPath` before a
/// new state can be saved (or, when it cannot be moved, never written over).
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
    /// Set when the file belongs to a newer build: nothing is written.
    public private(set) var isReadOnly = false

    /// A store for the state file at `path`, saving `debounce` seconds after the last change on `clock`.
    /// `warn` gets one line for each problem that does not stop the app (an unreadable or newer file, a failed save).
    public init(path: String, clock: any Clock, debounce: Double = 0.5, warn: @escaping (String) -> Void) {
        self.path = path
        self.clock = clock
        self.debounce = debounce
        self.warn = warn
    }

    /// The saved state, if there is a valid one for `tree`; otherwise a warning and nil.
    public func restore(validatingWith tree: RouteTree) -> NavigationState? {
        AtomicFile.removeStaleTemporaries(of: path)
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
        do { try tree.validate(state) } catch {
            warn("navigation state \(DisplayText.bounded(path)) not restored (\(error)); starting at the default\(keepUnreadableFile())")
            return nil
        }
        lastSaved = state
        return state
    }

    /// Where a file that could not be restored is kept, so that saving the new state never destroys it.
    public var unreadableCopyPath: String { path + ".unreadable" }

    /// Moves a regular file that could not be restored to `unreadableCopyPath` (replacing an older copy) and
    /// says where; anything else (a directory, a file that cannot be moved) is left alone and never
    /// written over. Returns the end of the warning line.
    private func keepUnreadableFile() -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, rename(path, unreadableCopyPath) == 0 else {
            isReadOnly = true
            return " and leaving the file as it is"
        }
        return "; the file is kept as \(DisplayText.bounded(unreadableCopyPath))"
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

    /// Writes a pending state now (at exit).
    public func flush() {
        guard let state = pending else { return }
        pending = nil
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
