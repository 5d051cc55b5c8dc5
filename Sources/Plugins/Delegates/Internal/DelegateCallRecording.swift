import Components

/// An event type the proxies can build: every ``TypedDelegateCall`` of a schema the library
/// puts into words.
///
/// Building happens on the main actor, where the source can be read (a text field says whether
/// it is secure, and its text is redacted then).
protocol DelegateCallRecording: DelegateCallEvent {
    /// The event for `call`, made by `source`, answered with `answer`.
    @MainActor init(sequence: UInt64, time: Double?, source: Source, call: Call, answer: Answer)
}
