import WhimGraphics

/// A drag shared between a card (or sheet) and a scroll view on it, as a recogniser drives it: each move
/// of the finger goes through a `ScrollHandover`, the content's share scrolls the view at once, and the
/// card's share comes back as the height the finger proposes for the card.
struct ScrollSharing {
    /// The scroll view under the press.
    let view: ScrollView
    private var model: ScrollHandover
    private var last: Point

    /// A drag from `start` on `view`, with the card `height` tall and `tallest` its tallest detent; stops
    /// the view's momentum (the finger caught it).
    init(_ view: ScrollView, from start: Point, height: Double, tallest: Double) {
        view.stopMomentum()
        self.view = view
        model = ScrollHandover(offset: view.scrollOffset, maxOffset: view.maxScroll, height: height, tallest: tallest)
        last = start
    }

    /// The finger moved to `p`: scrolls the view by its share; returns the card's proposed height.
    mutating func move(to p: Point) -> Double {
        model.drag(by: p.y - last.y)
        last = p
        view.scroll(to: model.offset)
        return model.height
    }

    /// The release at `velocity` (units per second, down positive): when it belongs to the content, flings
    /// it and returns true (the card stays at its tallest detent); otherwise returns false.
    func release(velocity: Point) -> Bool {
        guard model.releaseScrollsContent else { return false }
        view.fling(velocity: -velocity.y)
        return true
    }
}
