import Components

/// Where a proxy sends each call it forwards: the plugin's bus, or a spy's record.
///
/// A channel decides what happens around the forwarding: publishing, recording, or answering
/// with a stub instead. Once its owner is gone (the plugin uninstalled, the spy removed) it
/// only forwards, so a proxy left behind somewhere changes nothing.
@MainActor
protocol DelegateChannel: AnyObject, Sendable {
    /// Handles one call and returns the answer the component gets.
    ///
    /// - Parameters:
    ///   - call: The call, with its real arguments.
    ///   - source: The component that made it.
    ///   - type: The event type that describes it.
    ///   - knownAnswer: For a method that returns nothing, its answer (`.none`), known before
    ///     forwarding; `nil` for a question.
    ///   - forward: Calls the original (or answers as no delegate would, once it has gone).
    /// - Returns: The answer for the component.
    func intercept<Event: DelegateCallRecording>(
        _ call: Event.Call, from source: Event.Source, as type: Event.Type, knownAnswer: Event.Answer?,
        forward: () -> Event.Answer
    ) -> Event.Answer
}
