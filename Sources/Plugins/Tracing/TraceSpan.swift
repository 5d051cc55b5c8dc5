/// One traced call: which hook, on what, with what, how it ended, and when.
///
/// Spans nest: ``parent`` is the span that was under way on the same track when this one began.
public struct TraceSpan: Sendable, Hashable {
    /// How a call ended.
    public enum Outcome: Sendable, Hashable, CustomStringConvertible {
        /// It returned this value, described.
        case returned(String)
        /// It threw this error, described.
        case threw(String)

        /// `→ VALUE` or `threw ERROR`.
        public var description: String {
            switch self {
            case .returned(let value): "→ \(value)"
            case .threw(let error): "threw \(error)"
            }
        }
    }

    /// The span's number, from 0 in the order calls began.
    public let id: Int
    /// The span under way on the same track when this one began, if any.
    public let parent: Int?
    /// How many spans enclose this one.
    public let depth: Int
    /// Where the call began: 1 for calls on main-actor receivers (every component), then 2,
    /// 3, … for the threads other calls began on, in order of first use.
    public let track: Int
    /// The hook's name.
    public let hook: String
    /// The receiver, described.
    public let receiver: String
    /// The arguments, described (tuple labels kept).
    public let arguments: String
    /// When the call began, in seconds of the tracer's ``Tracer/clock`` (an application's
    /// virtual clock, say).
    public let start: Double
    /// When the call ended, on the same clock; `nil` while it is under way.
    public internal(set) var end: Double?
    /// When the call began in real time: seconds of the tracer's ``Tracer/wallClock`` since
    /// the trace started.
    public let wallStart: Double
    /// When the call ended in real time; `nil` while it is under way.
    public internal(set) var wallEnd: Double?
    /// How the call ended; `nil` while it is under way.
    public internal(set) var outcome: Outcome?
    /// The order of the call's beginning and end among all the tracer saw.
    let beganAt: Int
    var endedAt: Int?

    /// How long the call took on the tracer's clock, once it ended.
    public var duration: Double? { end.map { $0 - start } }

    /// How long the call took in real time, once it ended, nested calls included.
    public var wallDuration: Double? { wallEnd.map { $0 - wallStart } }
}
