import Interpose

/// Touch, motion and key press delivery: one hooked dispatch point for each kind of input,
/// and overridable methods per phase that it calls.
///
/// ```
///   Window.sendEvent ──▶ view.deliverTouches(touches, phase: .began, with: event)
///                            │  Responder.deliverTouchesHook (advice sees every delivery)
///                            ▼
///                        view.touchesBegan(touches, with: event)   ◀── override this
///                            │  not handled (the default)
///                            ▼
///                        view.next?.deliverTouches(…)              ── up the chain
/// ```
///
/// Override ``touchesBegan(_:with:)`` and its siblings to handle input; call `super` to pass it
/// on. Advice on the hook, scoped with `.type(Canvas.self)`, sees what reaches every canvas,
/// including what its subviews passed up.
extension Responder {
    /// The hook every touch delivery to a responder goes through, in whatever phase.
    nonisolated public static let deliverTouchesHook =
        Hook<Responder, (touches: [Touch], phase: TouchPhase, event: Event), Void>("Responder.deliverTouches")

    /// The hook every motion delivery to a responder goes through.
    nonisolated public static let deliverMotionHook =
        Hook<Responder, (phase: MotionPhase, event: Event), Void>("Responder.deliverMotion")

    /// The hook every key press delivery to a responder goes through.
    nonisolated public static let deliverPressesHook =
        Hook<Responder, (presses: [Press], phase: PressPhase, event: Event), Void>("Responder.deliverPresses")

    /// Delivers `touches`, all in `phase`, to this responder through ``deliverTouchesHook``.
    ///
    /// Windows call this for the views touches began in; default handlers call it on the next
    /// responder. It calls ``touchesBegan(_:with:)``, ``touchesMoved(_:with:)``,
    /// ``touchesEnded(_:with:)`` or ``touchesCancelled(_:with:)``; stationary touches are not
    /// delivered.
    public func deliverTouches(_ touches: [Touch], phase: TouchPhase, with event: Event) {
        Responder.deliverTouchesHook.call(self, (touches, phase, event)) { responder, arguments in
            responder.handleTouches(arguments.touches, phase: arguments.phase, with: arguments.event)
        }
    }

    /// Delivers a motion in `phase` to this responder through ``deliverMotionHook``; it calls
    /// ``motionBegan(_:with:)``, ``motionEnded(_:with:)`` or ``motionCancelled(_:with:)``.
    public func deliverMotion(_ phase: MotionPhase, with event: Event) {
        Responder.deliverMotionHook.call(self, (phase, event)) { responder, arguments in
            responder.dispatchMotion(arguments.phase, event: arguments.event)
        }
    }

    /// Delivers key `presses`, all in `phase`, to this responder through
    /// ``deliverPressesHook``; it calls ``pressesBegan(_:with:)`` or ``pressesEnded(_:with:)``
    /// (or ``pressesCancelled(_:with:)``).
    public func deliverPresses(_ presses: [Press], phase: PressPhase, with event: Event) {
        Responder.deliverPressesHook.call(self, (presses, phase, event)) { responder, arguments in
            responder.dispatchPresses(arguments.presses, phase: arguments.phase, event: arguments.event)
        }
    }

    private func dispatchMotion(_ phase: MotionPhase, event: Event) {
        switch phase {
        case .began: motionBegan(event.subtype, with: event)
        case .ended: motionEnded(event.subtype, with: event)
        case .cancelled: motionCancelled(event.subtype, with: event)
        }
    }

    private func dispatchPresses(_ presses: [Press], phase: PressPhase, event: Event) {
        switch phase {
        case .began: pressesBegan(presses, with: event)
        case .ended: pressesEnded(presses, with: event)
        case .cancelled: pressesCancelled(presses, with: event)
        case .changed, .stationary: break
        }
    }
}

extension Responder: TouchHandling {}
