/// One finger on the screen, followed through all its phases.
///
/// The same `Touch` object is sent in every event from the moment the finger goes down until
/// it is lifted or cancelled; only its phase, location and timestamp change. That is what lets a
/// responder match a `touchesEnded` to the `touchesBegan` it saw.
///
/// Locations are kept in the coordinates of the touch's window; ask for them in any view:
///
/// ```swift
/// override func touchesMoved(_ touches: [Touch], with event: Event) {
///     for touch in touches {
///         stroke.append(touch.location(in: self))
///     }
/// }
/// ```
///
/// Input synthesis builds touches with ``init(location:in:timestamp:tapCount:)`` and moves them
/// on with ``update(phase:location:timestamp:)``. The application sets ``view`` by hit testing
/// and counts taps (``tapCount``) as the system does, before the event reaches
/// ``Application/sendEvent(_:)``'s advice.
@MainActor
public final class Touch {
    /// The touch's current phase.
    public private(set) var phase: TouchPhase
    /// When the touch last changed, in seconds on the application's virtual clock.
    public private(set) var timestamp: Double
    /// How many taps in quick succession, at about the same place, this touch completes: 1 for a
    /// single tap, 2 for the second tap of a double tap. Zero until the application counts it.
    public internal(set) var tapCount: Int
    /// The window the finger is on.
    public private(set) weak var window: Window?
    /// The view the touch began in, as hit testing found it; `nil` until the application hit
    /// tests the touch, or when it began where no view accepts touches.
    public internal(set) weak var view: View?
    /// The current location, in the window's coordinates.
    public private(set) var locationInWindow: Point
    /// The location before the most recent update, in the window's coordinates.
    public private(set) var previousLocationInWindow: Point
    /// Where the touch began, in the window's coordinates.
    let startLocationInWindow: Point
    /// Whether the application has hit tested this touch.
    var isHitTested = false
    /// Whether the touch's view refused it (its view takes a single touch and had one already).
    var isIgnored = false
    /// Whether the application has entered this touch in its tap history.
    var isRecordedAsTap = false

    /// Creates a touch that begins at `location` in `window`.
    ///
    /// - Parameters:
    ///   - location: Where the finger goes down, in the window's coordinates.
    ///   - window: The window the finger is on.
    ///   - timestamp: When, in seconds on the application's virtual clock.
    ///   - tapCount: The tap count, or 0 (the default) to let the application count taps.
    public init(location: Point, in window: Window, timestamp: Double, tapCount: Int = 0) {
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = Swift.max(0, tapCount)
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.startLocationInWindow = location
    }

    /// Moves the touch on to its next phase.
    ///
    /// The previous location becomes the current one, and the current one `location` (or stays
    /// where it is). A touch that has ended or been cancelled no longer changes.
    ///
    /// ```swift
    /// touch.update(phase: .moved, location: Point(x: 120, y: 80), timestamp: clock.now)
    /// touch.update(phase: .ended, timestamp: clock.now)
    /// ```
    ///
    /// - Parameters:
    ///   - phase: The new phase.
    ///   - location: The new location in window coordinates, or `nil` to stay put.
    ///   - timestamp: When, in seconds on the virtual clock.
    public func update(phase: TouchPhase, location: Point? = nil, timestamp: Double) {
        guard !self.phase.isFinal else { return }
        (self.phase, self.timestamp) = (phase, timestamp)
        previousLocationInWindow = locationInWindow
        if let location { locationInWindow = location }
    }

    /// The current location in `view`'s coordinates, or in the window's when `view` is `nil`.
    public func location(in view: View?) -> Point {
        convert(locationInWindow, to: view)
    }

    /// The location before the most recent update, in `view`'s coordinates (the window's when
    /// `view` is `nil`).
    public func previousLocation(in view: View?) -> Point {
        convert(previousLocationInWindow, to: view)
    }

    /// How far the touch has wandered from where it began, in window points.
    var distanceFromStart: Double { locationInWindow.distance(to: startLocationInWindow) }

    private func convert(_ point: Point, to view: View?) -> Point {
        guard let view, let window, view !== window else { return point }
        return view.convert(point, from: window)
    }
}

extension Touch: Hashable {
    /// Touches are equal when they are the same touch.
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Touch: @MainActor CustomStringConvertible {
    /// The phase, location in the window, tap count and the view it began in.
    public var description: String {
        var text = "Touch(\(phase) at \(locationInWindow), taps \(tapCount)"
        if let view { text += ", in \(view.componentName)" }
        return text + ")"
    }
}
