/// How many navigation requests went through each step of the driver: a request goes down once — queued
/// once as it reaches the container, applied once by the drain that follows, and what it shows laid out
/// once. Tests read them to see that a push or a tap takes that path and no other.
struct DriverCounts: Equatable {
    /// Requests that reached the queue (from scenes under a layer's root).
    var queued = 0
    /// Per layer and drain, the requests that decided what the layer shows (a burst counts once).
    var applied = 0
    /// Scenes laid out by the container layout's rules (the base layer's; presented layers place their own).
    var arranged = 0
}
