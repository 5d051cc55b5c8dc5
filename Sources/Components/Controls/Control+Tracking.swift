/// Turning the tracked touch into control events.
extension Control {
    func trackBegan(_ touch: Touch, _ event: Event) {
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: .touchDown, with: event)
        if touch.tapCount > 1 { sendActions(for: .touchDownRepeat, with: event) }
    }

    func trackMoved(_ touch: Touch, _ event: Event) {
        let wasInside = isTouchInside
        isTouchInside = contains(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        if isTouchInside != wasInside {
            sendActions(for: isTouchInside ? .touchDragEnter : .touchDragExit, with: event)
        }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackEnded(_ touch: Touch, _ event: Event) {
        let inside = contains(touch)
        isTouchInside = inside
        endTracking(touch, with: event)
        resetTracking()
        for events in inside ? touchUpInsideEvents : [.touchUpOutside] {
            sendActions(for: events, with: event)
        }
    }

    func trackCancelled(_ event: Event) {
        cancelTracking(with: event)
        resetTracking()
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether `touch` is inside the control's bounds.
    func contains(_ touch: Touch) -> Bool {
        bounds.contains(touch.location(in: self))
    }

    private func resetTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }
}
