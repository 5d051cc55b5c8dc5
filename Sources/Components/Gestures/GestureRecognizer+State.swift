import Interpose

/// The state machine: recognizing, failing, sending actions and resetting.
extension GestureRecognizer {
    /// Sends the recognizer's actions for its current state, through ``sendActionsHook``.
    ///
    /// Entering a state that sends actions calls this; call it yourself to act as the
    /// recognizer would, without changing its state. Each action runs once, in the order it was
    /// added; orphaned actions are dropped.
    public func sendActions() {
        GestureRecognizer.sendActionsHook.call(self, storedState) { recognizer, _ in
            recognizer.performActions()
        }
    }

    /// The body of the ``state`` setter, behind ``setStateHook``.
    func transition(to requested: GestureRecognizerState) {
        if requested == .possible { return returnToPossible() }
        guard let next = admit(requested) else { return }
        let previous = storedState
        storedState = next
        pendingState = nil
        environment?.recognizer(self, didMoveFrom: previous, to: next)
        if next.sendsActions { sendActions() }
    }

    /// The state a request may take now; `nil` when a recognition must wait.
    private func admit(_ requested: GestureRecognizerState) -> GestureRecognizerState? {
        guard storedState == .possible else { return requested }
        guard requested != .cancelled else { return .failed }
        guard requested != .failed else { return .failed }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return .failed }
        guard let environment else { return requested }
        return environment.admit(self, requested)
    }

    private func returnToPossible() {
        storedState = .possible
        pendingState = nil
        activeTouches = []
        environment?.forget(self)
        reset()
    }

    private func performActions() {
        registrations.removeAll(where: \.isOrphaned)
        for action in registrations {
            action.perform(for: self)
        }
    }

    /// Cancels or fails the gesture under way when the recognizer is turned off.
    func stopForDisabling() {
        if storedState.isInProgress {
            state = .cancelled
        } else if storedState == .possible, !activeTouches.isEmpty || pendingState != nil {
            state = .failed
        }
    }

    /// The gesture machinery of the recognizer's window, if it is in one.
    var environment: GestureEnvironment? {
        view?.window?.gestureEnvironment
    }

    /// The application's clock, if the recognizer's view is in an application's window.
    var clock: VirtualClock? {
        view?.application?.clock
    }
}
