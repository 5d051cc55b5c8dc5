import Interpose

/// Sending events and actions.
extension Application {
    /// Sends `event` to the responders that should get it, through ``sendEventHook``.
    ///
    /// Before the hook runs, the application prepares the event the way the system prepares
    /// real input: touches that just began are hit tested in their window (setting
    /// ``Touch/view``) and their taps counted (``Touch/tapCount``); touches that ended as taps
    /// are remembered for counting the next; key presses going to a secure text field are
    /// marked (``Press/isSecure``) so their descriptions hide the text. So advice on the hook
    /// sees what a recorder needs. Preparing an event twice changes nothing.
    ///
    /// Then ``route(_:)`` delivers it: touches to their windows, motion and key presses to the
    /// first responder (or the key window).
    public func sendEvent(_ event: Event) {
        prepare(event)
        Application.sendEventHook.call(self, event) { application, event in
            application.route(event)
        }
    }

    /// Sends a control's `action` to `target`, through ``sendActionHook``, and says whether it
    /// was performed.
    ///
    /// With a `target`, the action is performed on it. With none, an action that takes no target
    /// simply runs; one bound to a target type goes up the responder chain from the first
    /// responder (or from `sender`) to the first responder of that type.
    ///
    /// - Parameters:
    ///   - action: What to perform.
    ///   - target: Whom to perform it on; `nil` to search the responder chain.
    ///   - sender: The control sending the action.
    ///   - event: The event that caused it, if any.
    /// - Returns: Whether some target performed the action.
    @discardableResult
    public func sendAction(
        _ action: Action, to target: (any AnyObject & Sendable)?, from sender: Control, for event: Event?
    ) -> Bool {
        Application.sendActionHook.call(self, (action, target, sender, event)) { application, message in
            application.performAction(message.action, to: message.target, from: message.sender, for: message.event)
        }
    }

    private func prepare(_ event: Event) {
        if event.type == .presses, (firstResponder as? TextField)?.isSecureTextEntry == true {
            for press in event.allPresses { press.isSecure = true }
        }
        guard event.type == .touches else { return }
        let rules = TapHistory.Rules(interval: multiTapInterval, distance: multiTapDistance)
        for touch in event.allTouches where touch.phase == .began && !touch.isHitTested {
            hitTest(touch, in: event)
            if touch.tapCount == 0 {
                touch.tapCount = tapCount(for: touch, rules: rules)
            }
        }
        for touch in event.allTouches where touch.phase == .ended && !touch.isRecordedAsTap {
            touch.isRecordedAsTap = true
            guard let window = touch.window, touch.distanceFromStart <= tapMovementTolerance else { continue }
            tapHistory.record(
                .init(
                    location: touch.locationInWindow, window: ObjectIdentifier(window), time: touch.timestamp,
                    count: touch.tapCount))
        }
    }

    private func hitTest(_ touch: Touch, in event: Event) {
        touch.isHitTested = true
        guard let window = touch.window else { return }
        touch.view = window.hitTest(touch.locationInWindow, with: event)
        guard let view = touch.view, !view.isMultipleTouchEnabled else { return }
        touch.isIgnored = event.allTouches.contains { other in
            other !== touch && other.view === view && !other.isIgnored && !other.phase.isFinal && other.isHitTested
        }
    }

    private func tapCount(for touch: Touch, rules: TapHistory.Rules) -> Int {
        guard let window = touch.window else { return 1 }
        return tapHistory.count(
            at: touch.locationInWindow, window: ObjectIdentifier(window), time: touch.timestamp, rules: rules)
    }

    /// When a tap at `location` in `window` would stop counting as the next tap of an earlier
    /// one; `nil` if it would not continue one now.
    func multiTapDeadline(at location: Point, in window: Window) -> Double? {
        let rules = TapHistory.Rules(interval: multiTapInterval, distance: multiTapDistance)
        return tapHistory.deadline(at: location, window: ObjectIdentifier(window), time: clock.now, rules: rules)
    }
}
