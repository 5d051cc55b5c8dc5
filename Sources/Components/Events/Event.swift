/// One piece of input on its way to the responders: touches, a motion or key presses.
///
/// Events go through ``Application/sendEvent(_:)``, so advice on
/// ``Application/sendEventHook`` sees every event, real or synthesized, before any view does.
///
/// A touch event carries every finger currently on the screen, each in its own phase:
/// during a pinch both fingers are in every event, one perhaps `moved` and the other
/// `stationary`.
///
/// ```swift
/// let down = Event.touches([touch], timestamp: app.clock.now)
/// app.sendEvent(down)
/// ```
public struct Event: Sendable {
    /// The kind of input.
    public let type: EventType
    /// The refinement of the kind: ``EventSubtype/motionShake`` for a shake.
    public let subtype: EventSubtype
    /// When the event happened, in seconds on the application's virtual clock.
    public let timestamp: Double
    /// Every touch on the screen, for a touch event; otherwise empty.
    public let allTouches: [Touch]
    /// The key presses, for a press event; otherwise empty.
    public let allPresses: [Press]
    /// Where the motion is, for a motion event; otherwise `nil`.
    public let motionPhase: MotionPhase?

    private init(
        type: EventType, subtype: EventSubtype = .none, timestamp: Double,
        touches: [Touch] = [], presses: [Press] = [], motionPhase: MotionPhase? = nil
    ) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
        self.allTouches = touches
        self.allPresses = presses
        self.motionPhase = motionPhase
    }

    /// A touch event carrying `touches`, every finger on the screen.
    public static func touches(_ touches: [Touch], timestamp: Double) -> Event {
        Event(type: .touches, timestamp: timestamp, touches: touches)
    }

    /// A motion event: a shake beginning or ending, say.
    public static func motion(_ subtype: EventSubtype, phase: MotionPhase, timestamp: Double) -> Event {
        Event(type: .motion, subtype: subtype, timestamp: timestamp, motionPhase: phase)
    }

    /// A key press event carrying `presses`.
    public static func presses(_ presses: [Press], timestamp: Double) -> Event {
        Event(type: .presses, timestamp: timestamp, presses: presses)
    }

    /// The touches that began in `view`.
    @MainActor
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }

    /// The touches on `window`.
    @MainActor
    public func touches(for window: Window) -> [Touch] {
        allTouches.filter { $0.window === window }
    }
}

extension Event: CustomStringConvertible {
    /// The type, subtype or phase, what the event carries and when it happened.
    public var description: String {
        let time = "at \(timestamp.compactDescription)"
        switch type {
        case .touches: return "Event(touches: \(allTouches.count) \(time))"
        case .presses: return "Event(presses: \(allPresses.count) \(time))"
        case .motion:
            return "Event(motion \(subtype) \(motionPhase?.description ?? "") \(time))"
        }
    }
}
