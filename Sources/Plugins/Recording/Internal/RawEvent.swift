import Components

/// A raw event a recorder keeps as provenance, in 32 bytes instead of a
/// ``Provenance/Entry``'s 80: a touch keeps its phase, tap count and finger rather than
/// strings, and other events their detail with a one-byte source.
///
/// A recorder keeps every raw event of a session, so their size is most of what recording
/// costs in memory. Each one reads back as exactly the entry it stands for (``entry``); an
/// event that does not fit (a finger or tap count beyond the compact fields) is kept whole.
enum RawEvent {
    /// A touch, with what its entry's detail is made of.
    struct TouchNote {
        let time: Double
        let point: Point
        let tapCount: UInt32
        let finger: UInt16
        let phase: TouchPhase
    }

    /// What reported an event that is not a touch.
    enum Source: UInt8 {
        case press, motion, change
    }

    /// Any other event: its time, detail and source.
    struct Note {
        let time: Double
        let detail: String
        let source: Source
    }

    case touch(TouchNote)
    case note(Note)
    /// An entry kept whole, for an event the compact forms cannot hold.
    case whole(Boxed<Provenance.Entry>)

    /// A touch as `reading` found it, as finger `finger` of its gesture.
    init(_ reading: TouchReading, finger: Int) {
        let (time, point, phase, tapCount) = (reading.time, reading.point, reading.phase, reading.tapCount)
        guard let finger = UInt16(exactly: finger), let taps = UInt32(exactly: tapCount) else {
            let detail = Self.detail(phase: phase, tapCount: tapCount)
            self = .whole(
                Boxed(Provenance.Entry(time: time, source: "touch", detail: detail, point: point, finger: finger)))
            return
        }
        self = .touch(TouchNote(time: time, point: point, tapCount: taps, finger: finger, phase: phase))
    }

    /// An event from `source` with `detail`, at `time`.
    init(_ source: Source, time: Double, detail: String) {
        self = .note(Note(time: time, detail: detail, source: source))
    }

    /// The provenance entry the event stands for.
    var entry: Provenance.Entry {
        switch self {
        case .touch(let touch):
            Provenance.Entry(
                time: touch.time, source: "touch",
                detail: Self.detail(phase: touch.phase, tapCount: Int(touch.tapCount)),
                point: touch.point, finger: Int(touch.finger))
        case .note(let note): Provenance.Entry(time: note.time, source: note.source.name, detail: note.detail)
        case .whole(let whole): whole.value
        }
    }

    /// A touch's detail: its phase, and its tap count when a began touch continues taps.
    static func detail(phase: TouchPhase, tapCount: Int) -> String {
        phase == .began && tapCount > 1 ? "began tap \(tapCount)" : phase.rawValue
    }
}

extension RawEvent.Source {
    /// The source an entry names.
    var name: String {
        switch self {
        case .press: "press"
        case .motion: "motion"
        case .change: "change"
        }
    }
}

/// The compact forms hold only values (and an immutable entry): safe to share.
extension RawEvent: Sendable {}

/// What a recorder reads of a touch at each event: the gesture's finger and the raw event both
/// need it.
struct TouchReading {
    let time: Double
    let point: Point
    let phase: TouchPhase
    let tapCount: Int

    /// `touch` as it is now.
    @MainActor
    init(_ touch: Touch) {
        (time, point, phase, tapCount) = (touch.timestamp, touch.locationInWindow, touch.phase, touch.tapCount)
    }
}
