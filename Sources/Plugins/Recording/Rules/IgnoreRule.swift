import Components

/// Records nothing: for views whose input is not worth a command (a window's background, a
/// decoration), so their gestures leave no trace in a script.
///
/// ```swift
/// vocabulary.register(ComponentCommands(Watermark.self, recording: IgnoreRule()))
/// ```
public struct IgnoreRule: RecordingRule {
    /// Creates the rule.
    public init() {}
}
