/// Waiting for other recognizers to fail.
extension GestureRecognizer {
    /// Makes this recognizer wait for `other` to fail before it may recognize; if `other`
    /// recognizes, this one fails.
    ///
    /// The wait applies while `other` takes part in the same gestures (it has touches, or waits
    /// for its next tap); a recognizer that is idle does not hold anything up. The classic use
    /// is a single tap that must not fire on the first tap of a double tap:
    ///
    /// ```swift
    /// singleTap.require(toFail: doubleTap)
    /// try input.tap(photo)                         // single tap: waits…
    /// app.clock.advance(by: app.multiTapInterval)  // …the double tap fails: it fires now
    /// ```
    ///
    /// While it waits the recognizer stays possible (``isWaitingForFailure``); a continuous one
    /// keeps following its touches, and if they lift before `other` fails it sends began and
    /// ended together once `other` fails. Requiring a recognizer twice, or requiring itself,
    /// does nothing. `other` is held weakly.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiredToFail.contains(where: { $0 === other }) else { return }
        requirements.append(WeakRecognizer(recognizer: other))
    }

    /// The recognizers this one waits for to fail, in the order required.
    public var requiredToFail: [GestureRecognizer] {
        requirements.compactMap(\.recognizer)
    }

    /// Whether a recognition of this recognizer is waiting for a required recognizer to fail.
    public var isWaitingForFailure: Bool { pendingState != nil }
}
