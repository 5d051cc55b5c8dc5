import Components

/// A raw event a recorder keeps as provenance, in 32 bytes instead of a
/// ``Provenance/Entry``'s 80: a touch keeps its phase, tap count and finger rather than
/// strings, and other events their detail with a one-byte source.
///
/// A recorder keeps every raw event of a session, so their size is most of what recording
/// costs in memory. Each one reads back as the entry it stands for (``entry``).
enum RawEvent: Sendable {
    /// A touch, with what its entry's detail is made of.
    struct TouchNote: Sendable {
        let time: Double
        let point: Point
        let tapCount: UInt32
        /// The finger it is, counted from 0 in the order fingers went down in its gesture.
        var finger: UInt16 = 0
        let phase: TouchPhase

        /// `touch` as it is now, each of its properties read once; its tap count only when it
        /// began, the one phase whose entry tells it.
        @MainActor
        init(_ touch: Touch) {
            (time, point, phase) = (touch.timestamp, touch.locationInWindow, touch.phase)
            tapCount = phase == .began ? UInt32(clamping: touch.tapCount) : 0
        }
    }

    /// What reported an event that is not a touch.
    enum Source: UInt8, Sendable {
        case press, motion, change
    }

    /// Any other event: its time, detail and source.
    struct Note: Sendable {
        let time: Double
        let detail: String
        let source: Source
    }

    case touch(TouchNote)
    case note(Note)

    /// An event from `source` with `detail`, at `time`.
    init(_ source: Source, time: Double, detail: String) {
        self = .note(Note(time: time, detail: detail, source: source))
    }

    /// The provenance entry the event stands for.
    var entry: Provenance.Entry {
        switch self {
        case .touch(let touch):
            let detail =
                touch.phase == .began && touch.tapCount > 1 ? "began tap \(touch.tapCount)" : touch.phase.rawValue
            return Provenance.Entry(
                time: touch.time, source: "touch", detail: detail, point: touch.point, finger: Int(touch.finger))
        case .note(let note):
            return Provenance.Entry(time: note.time, source: "\(note.source)", detail: note.detail)
        }
    }
}
