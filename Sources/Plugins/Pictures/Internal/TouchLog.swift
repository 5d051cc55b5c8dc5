import Components

/// The touches sent to an application since the last command was played, as trails: each
/// touch from `began` to its end, on the lowest finger number free when it began.
@MainActor
struct TouchLog {
    private var trails: [TouchTrail] = []
    /// The trail of each touch still down.
    private var open: [ObjectIdentifier: Int] = [:]

    /// Notes where each touch of `event` is (stationary touches add nothing).
    mutating func note(_ event: Event) {
        for touch in event.allTouches where touch.phase != .stationary {
            let key = ObjectIdentifier(touch)
            if touch.phase == .began || open[key] == nil {
                let finger = freeFinger()
                open[key] = trails.count
                trails.append(TouchTrail(finger: finger, points: [], times: []))
            }
            guard let index = open[key] else { continue }
            let offset = touch.window?.frame.origin ?? .zero
            trails[index].points.append(touch.locationInWindow.offsetBy(dx: offset.x, dy: offset.y))
            trails[index].times.append(touch.timestamp)
            if touch.phase == .cancelled { trails[index].wasCancelled = true }
            if touch.phase.isFinal { open[key] = nil }
        }
    }

    /// The trails so far, forgetting them.
    mutating func take() -> [TouchTrail] {
        defer {
            trails.removeAll()
            open.removeAll()
        }
        return trails
    }

    /// The lowest finger number no touch still down has.
    private func freeFinger() -> Int {
        let taken = Set(open.values.map { trails[$0].finger })
        return (0...).first { !taken.contains($0) } ?? 0
    }
}
