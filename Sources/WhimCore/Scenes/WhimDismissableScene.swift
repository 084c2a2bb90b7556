/// A scene that the user can dismiss by dragging its card or panel down, or with Esc — a modal, a sheet,
/// a presented flow. The container makes the drag interactive: the dismissal's transition follows the
/// finger, and if the gesture is cancelled the returned closure undoes the dismissal.
public protocol WhimDismissableScene: WhimScene {
    /// Performs the dismissal (the model change, with the scene's usual transition) and returns how to
    /// undo it.
    func dismiss() -> () -> Void
}
