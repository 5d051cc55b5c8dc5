/// One thing that happened, as ``Analytics`` keeps it: a line of its JSON Lines export, such
/// as the last of the ten value changes a slider sends while dragged to 0.75:
///
/// ```json
/// {"detail":"valueChanged 0.75","kind":"control","name":"Slider \"volume\"","time":0.2}
/// ```
///
/// <doc:CountingWhatHappens> shows what a session writes, and how to tie a control event to
/// the screen it happened on.
public struct AnalyticsEvent: Hashable, Sendable, Codable {
    /// What kind of thing happened.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A screen appeared; ``AnalyticsEvent/duration`` is how long it stayed, once it went.
        case screen
        /// A control sent control events.
        case control
        /// A command was recorded or played.
        case command
    }

    /// What kind of thing happened.
    public var kind: Kind
    /// When, in seconds on the application's virtual clock.
    public var time: Double
    /// The screen's title, the component's name, or the command's action and component.
    public var name: String
    /// More about it: the control events and value, or the command's outcome.
    public var detail: String?
    /// How long it lasted, in virtual seconds, when that is known.
    public var duration: Double?

    /// Creates an event.
    public init(kind: Kind, time: Double, name: String, detail: String? = nil, duration: Double? = nil) {
        self.kind = kind
        self.time = time
        self.name = name
        self.detail = detail
        self.duration = duration
    }
}
