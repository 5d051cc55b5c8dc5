import Foundation
import Interpose

/// A tracer's record: spans in the order calls began, and for each track the spans under way.
final class TraceLog: Sendable {
    private let state = Locked(State())

    private struct State {
        /// The spans kept, the first of them numbered `firstID`.
        var spans: [TraceSpan] = []
        var firstID = 0
        /// For each track, the spans under way, outermost first.
        var open: [Int: [Int]] = [:]
        var tracks: [ObjectIdentifier: Int] = [:]
        var nextEvent = 0
        /// Descriptions cut to the tracer's value limit since the last reset.
        var truncated = 0

        func index(of id: Int) -> Int? {
            let index = id - firstID
            return spans.indices.contains(index) ? index : nil
        }
    }

    /// Opens a span on the main actor's track (1) or the current thread's at `time` on the
    /// tracer's clock and `wall` on its wall clock; returns its identifier.
    func begin(
        hook: String, receiver: String, arguments: String, onMainActor: Bool, at time: Double, wall: Double
    ) -> Int {
        let thread = Self.currentThread()
        return state.withLock { state in
            let track = onMainActor ? 1 : Self.track(for: thread, in: &state)
            let stack = state.open[track, default: []]
            let id = state.firstID + state.spans.count
            state.spans.append(
                TraceSpan(
                    id: id, parent: stack.last, depth: stack.count, track: track, hook: hook, receiver: receiver,
                    arguments: arguments, start: time, wallStart: wall, beganAt: state.nextEvent))
            state.nextEvent += 1
            state.open[track, default: []].append(id)
            return id
        }
    }

    /// Closes span `id` with `outcome`, at `time` on the tracer's clock and `wall` on its wall
    /// clock.
    func end(_ id: Int, outcome: TraceSpan.Outcome, at time: Double, wall: Double) {
        state.withLock { state in
            for track in state.open.keys { state.open[track]?.removeAll { $0 == id } }
            guard let index = state.index(of: id) else { return }
            state.spans[index].end = time
            state.spans[index].wallEnd = wall
            state.spans[index].outcome = outcome
            state.spans[index].endedAt = state.nextEvent
            state.nextEvent += 1
        }
    }

    /// Every span kept, in the order calls began.
    var spans: [TraceSpan] { state.withLock { $0.spans } }

    /// Counts a description cut to the value limit.
    func noteTruncated() {
        state.withLock { $0.truncated += 1 }
    }

    /// How many descriptions were cut since the last reset.
    var truncated: Int { state.withLock { $0.truncated } }

    /// Forgets every span so far; calls under way when it is called are not recorded when they
    /// end, and spans that begin inside them still nest under them.
    func reset() {
        state.withLock { state in
            state.firstID += state.spans.count
            state.spans = []
            state.truncated = 0
        }
    }

    /// The current thread; a plain function so `async` callers may ask too.
    private static func currentThread() -> ObjectIdentifier {
        ObjectIdentifier(Thread.current)
    }

    /// The track of calls made on `thread` off the main actor: 2, 3, … in order of first use.
    private static func track(for thread: ObjectIdentifier, in state: inout State) -> Int {
        if let track = state.tracks[thread] { return track }
        let track = state.tracks.count + 2
        state.tracks[thread] = track
        return track
    }
}
