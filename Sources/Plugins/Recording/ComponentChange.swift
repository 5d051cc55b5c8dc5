import Components

/// What a component reports while a person uses it, as a ``RecordingRule`` hears it: a
/// control's events, a selected row, a scroll, or a change of a type of your own.
///
/// A component reports changes through the hooks its ``ComponentCommands`` names in
/// `reports:` (``ComponentReport``), and a control through the control events it names in
/// `controlEvents:`. Its description is how the change's provenance entry says it.
///
/// ```swift
/// /// A rating view's delegate heard that a person rated.
/// struct Rated: ComponentChange {
///     let stars: Int
///     var description: String { "rated \(stars)" }
/// }
/// ```
public protocol ComponentChange: Sendable, CustomStringConvertible {}

extension ControlEvent: ComponentChange {
    /// The events and the value: `touchUpInside`, `valueChanged 0.5`.
    public var description: String {
        let names = events.names.joined(separator: "+")
        let value = value.description
        return names.isEmpty ? value : value.isEmpty ? names : names + " " + value
    }
}
