import Components

/// A command's input in a few words, for a frame's caption: `tap at (160, 240)`,
/// `held 0.8 s at (40, 60)`, `drag from (40, 60) to (200, 150)`, `2 fingers spreading`,
/// `3 key presses`.
enum GestureWords {
    /// The words for `frame`'s touches and keys, or `nil` when it had neither.
    static func describe(_ frame: SessionFrame) -> String? {
        let keys =
            frame.keyPresses == 0 ? nil : frame.keyPresses == 1 ? "1 key press" : "\(frame.keyPresses) key presses"
        let words = [describe(frame.trails), keys].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: ", then ")
    }

    /// The words for `trails`, or `nil` when there were no touches.
    static func describe(_ trails: [TouchTrail]) -> String? {
        guard let first = trails.first, let start = first.start, let end = first.end else { return nil }
        let fingers = Set(trails.map(\.finger))
        if fingers.count > 1 { return "\(fingers.count) fingers " + spread(trails) }
        if trails.allSatisfy({ $0.isStill() }) {
            if trails.count > 1 { return "\(trails.count) taps at \(point(start))" }
            if first.duration >= FrameOverlay.pressDuration {
                return "held \(Markup.seconds(first.duration)) at \(point(start))"
            }
            return "tap at \(point(start))"
        }
        if trails.count > 1 { return "\(trails.count) touches" }
        return "drag from \(point(start)) to \(point(end))"
    }

    /// Whether the first two fingers ended farther apart than they began.
    private static func spread(_ trails: [TouchTrail]) -> String {
        let a = trails.first { $0.finger == 0 }
        let b = trails.first { $0.finger == 1 }
        guard let a0 = a?.start, let a1 = a?.end, let b0 = b?.start, let b1 = b?.end else { return "together" }
        return a1.distance(to: b1) >= a0.distance(to: b0) ? "spreading" : "pinching"
    }

    /// `(160, 240)`, to the nearest point.
    static func point(_ point: Point) -> String {
        "(\(Markup.number(point.x.rounded())), \(Markup.number(point.y.rounded())))"
    }
}
