/// What an edit did, for undo: a run of typing (or of single-character deletions) is undone in one step.
public enum EditKind: Sendable, Hashable {
    /// Typed text (one key or one committed input-method string).
    case typing
    /// Backspace, one character at a time.
    case deletingBackward
    /// Delete, one character at a time.
    case deletingForward
    /// Anything that is its own undo step: a paste, a cut, a word deleted, a selection replaced.
    case replacing

    /// Whether an edit of this kind right after one of the same kind joins its undo step.
    var joinsRun: Bool { self != .replacing }
}

/// The undo and redo stacks of a text being edited: the text and selection before each undo step, the
/// newest last, at most `depth` of them.
struct EditHistory: Sendable, Equatable {
    /// A text and its selection, as they were.
    struct Snapshot: Sendable, Equatable {
        var text: String
        var selection: TextSelection
    }

    /// The most undo steps kept; the oldest goes first.
    static let depth = 100

    private(set) var undoStack: [Snapshot] = []
    private(set) var redoStack: [Snapshot] = []
    /// The kind of the edit the newest undo step is still growing with; nil after anything but an edit.
    var openRun: EditKind?

    /// Records an edit made from `before`: a new undo step, unless it continues the open run of its kind.
    /// Either way nothing is left to redo.
    mutating func record(from before: Snapshot, kind: EditKind) {
        redoStack.removeAll()
        if kind.joinsRun, openRun == kind, !undoStack.isEmpty { return }
        undoStack.append(before)
        if undoStack.count > Self.depth { undoStack.removeFirst(undoStack.count - Self.depth) }
        openRun = kind
    }

    /// Steps back from `current`: the snapshot to restore, `current` kept for redo; nil when there is none.
    mutating func undo(from current: Snapshot) -> Snapshot? {
        guard let previous = undoStack.popLast() else { return nil }
        redoStack.append(current)
        openRun = nil
        return previous
    }

    /// Steps forward again from `current`: the snapshot to restore; nil when nothing was undone.
    mutating func redo(from current: Snapshot) -> Snapshot? {
        guard let next = redoStack.popLast() else { return nil }
        undoStack.append(current)
        openRun = nil
        return next
    }
}
