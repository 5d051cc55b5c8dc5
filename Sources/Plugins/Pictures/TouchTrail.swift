import Components

/// Where one finger went during one touch, from the moment it went down until it lifted, in
/// window coordinates, with the virtual time of each point.
///
/// A ``SessionFrame`` has a trail per touch of its command: a tap is a trail that stays put, a
/// drag one that moves, a pinch two at once (``finger`` 0 and 1), a double tap two in turn on
/// the same finger. ``trails(in:)`` reads them from a recorded command's provenance.
///
/// ```swift
/// let trail = frame.trails[0]
/// trail.start            // (160, 240): where the finger went down
/// trail.isStill()        // true for a tap or a long press
/// trail.duration         // 0.8 for the synthesizer's long press
/// ```
public struct TouchTrail: Hashable, Sendable, Codable {
    /// Which finger, counting from 0 among the fingers down at once.
    public var finger: Int
    /// Every place the finger reported, the first where it went down.
    public var points: [Point]
    /// The virtual time of each point, in seconds.
    public var times: [Double]
    /// Whether the touch was cancelled rather than lifted.
    public var wasCancelled: Bool

    /// Creates a trail.
    ///
    /// - Parameters:
    ///   - finger: Which finger, from 0.
    ///   - points: Where it went, in window coordinates.
    ///   - times: When it was at each point, in virtual seconds.
    ///   - wasCancelled: Whether the touch was cancelled.
    public init(finger: Int, points: [Point], times: [Double], wasCancelled: Bool = false) {
        self.finger = finger
        self.points = points
        self.times = times
        self.wasCancelled = wasCancelled
    }

    /// Where the finger went down.
    public var start: Point? { points.first }
    /// Where it lifted, or was last seen.
    public var end: Point? { points.last }

    /// How long the finger was down, in seconds.
    public var duration: Double {
        guard let first = times.first, let last = times.last else { return 0 }
        return last - first
    }

    /// The farthest the finger got from where it went down, in points.
    public var movement: Double {
        guard let start else { return 0 }
        return points.map { $0.distance(to: start) }.max() ?? 0
    }

    /// Whether the finger stayed within `tolerance` points of where it went down: a tap or a
    /// press rather than a drag.
    public func isStill(tolerance: Double = 10) -> Bool {
        movement <= tolerance
    }

    /// The trails of the touches a recorded command was built from: its provenance's touch
    /// entries, split at each finger's `began`.
    ///
    /// ```swift
    /// let trails = TouchTrail.trails(in: recorded.command.provenance)
    /// ```
    ///
    /// - Parameter provenance: The command's provenance; `nil` gives no trails.
    /// - Returns: A trail per touch, in the order the touches began.
    public static func trails(in provenance: Provenance?) -> [TouchTrail] {
        var trails: [TouchTrail] = []
        var open: [Int: Int] = [:]
        for entry in provenance?.entries ?? [] where entry.source == "touch" {
            guard let point = entry.point, let finger = entry.finger else { continue }
            if entry.detail.hasPrefix("began") || open[finger] == nil {
                open[finger] = trails.count
                trails.append(TouchTrail(finger: finger, points: [], times: []))
            }
            guard let index = open[finger] else { continue }
            trails[index].points.append(point)
            trails[index].times.append(entry.time)
            if entry.detail == "cancelled" { trails[index].wasCancelled = true }
        }
        return trails
    }
}
