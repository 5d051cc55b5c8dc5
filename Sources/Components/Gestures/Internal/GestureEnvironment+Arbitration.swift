/// Arbitration between recognizers: who may recognize, who must wait, who fails.
///
/// ```
///   recognizer asks to leave possible (state = .began / .ended …)
///     ├─ another recognizer sharing its touches is under way and excludes it ─▶ failed
///     ├─ a recognizer it requires to fail is still possible and engaged ─▶ waits (pending)
///     └─ otherwise it recognizes:
///          ├─ cancelsTouchesInView: its touches are cancelled in the views
///          ├─ recognizers requiring it to fail fail
///          └─ recognizers sharing its touches that it excludes fail (or are cancelled)
///   recognizer fails ─▶ recognizers pending on it recognize, if nothing else holds them
/// ```
extension GestureEnvironment {
    /// The state `recognizer`, leaving possible, may take now: `requested`, `failed`, or `nil`
    /// when it must wait for a required recognizer to fail (it is then pending).
    func admit(_ recognizer: GestureRecognizer, _ requested: GestureRecognizerState) -> GestureRecognizerState? {
        let beaten = engaged.contains { other in
            other !== recognizer && other.storedState.isInProgress && other.excludes(recognizer)
                && sharesTouches(other, recognizer)
        }
        guard !beaten else { return .failed }
        guard !isBlocked(recognizer) else {
            let merged = recognizer.pendingState == .began && requested == .changed ? .began : requested
            recognizer.pendingState = merged
            if !pending.contains(where: { $0 === recognizer }) { pending.append(recognizer) }
            return nil
        }
        return requested
    }

    /// Reacts to `recognizer` moving from `previous` to `state`.
    func recognizer(
        _ recognizer: GestureRecognizer, didMoveFrom previous: GestureRecognizerState, to state: GestureRecognizerState
    ) {
        pending.removeAll { $0 === recognizer }
        if previous == .possible, state != .failed {
            if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
            prevent(by: recognizer)
        }
        if state == .failed { releaseDependents(of: recognizer) }
        releaseWithheld()
    }

    /// Whether a recognizer `recognizer` requires to fail is still possible and engaged.
    private func isBlocked(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.requiredToFail.contains { required in
            required.storedState == .possible && engaged.contains { $0 === required }
        }
    }

    /// Whether some touch feeds both recognizers.
    private func sharesTouches(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        records.contains { $0.feeds(first) && $0.feeds(second) }
    }

    /// Fails the recognizers that required `winner` to fail, and fails or cancels those sharing
    /// its touches that it excludes.
    private func prevent(by winner: GestureRecognizer) {
        for other in engaged + pending where other !== winner {
            if other.storedState == .possible, other.requiredToFail.contains(where: { $0 === winner }) {
                other.state = .failed
            } else if winner.excludes(other), sharesTouches(winner, other) {
                if other.storedState == .possible {
                    other.state = .failed
                } else if other.storedState.isInProgress {
                    other.state = .cancelled
                }
            }
        }
    }

    /// Lets the recognizers waiting on `failed` recognize, when nothing else holds them.
    private func releaseDependents(of failed: GestureRecognizer) {
        for waiting in pending where waiting.requiredToFail.contains(where: { $0 === failed }) {
            guard let wanted = waiting.pendingState, !isBlocked(waiting) else { continue }
            waiting.pendingState = nil
            pending.removeAll { $0 === waiting }
            if type(of: waiting).isContinuous, wanted == .ended {
                waiting.state = .began
                if waiting.storedState == .began { waiting.state = .ended }
            } else {
                waiting.state = wanted
            }
        }
    }
}

extension GestureRecognizer {
    /// Whether the recognizer takes `touch`, which just began in its view or inside it.
    func takes(_ touch: Touch) -> Bool {
        isEnabled && isAnalyzing && shouldReceive(touch)
            && delegate?.gestureRecognizer(self, shouldReceive: touch) != false
    }
}
