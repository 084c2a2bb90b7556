/// A bottom card moving on its spring after it was let go: the panel that carries the card advances it;
/// the container lays the screen out again as it moves.
extension Panel {
    /// Whether the panel's card is moving on its spring.
    var cardIsAnimating: Bool { card?.isAnimating ?? false }

    /// Advances the card's spring by `dt` seconds; returns whether it still moves (false without a card
    /// in motion).
    func advanceCard(by dt: Double) -> Bool {
        guard var moved = card, moved.isAnimating else { return false }
        let moving = moved.advance(by: dt)
        card = moved
        return moving
    }
}
