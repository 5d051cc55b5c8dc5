/// What handles touches phase by phase: responders and gesture recognizers alike.
///
/// Both override the same four methods; ``handleTouches(_:phase:with:)`` is the one place a
/// phase picks its method, so a new phase cannot reach one kind of handler and not the other.
@MainActor
protocol TouchHandling: AnyObject {
    func touchesBegan(_ touches: [Touch], with event: Event)
    func touchesMoved(_ touches: [Touch], with event: Event)
    func touchesEnded(_ touches: [Touch], with event: Event)
    func touchesCancelled(_ touches: [Touch], with event: Event)
}

extension TouchHandling {
    /// Calls the method for `phase`; stationary touches call none.
    func handleTouches(_ touches: [Touch], phase: TouchPhase, with event: Event) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
