import Components

/// A value a rule records as a command's argument, written as a script writes it: a number
/// (`0.5`, `3`), a point (`x y`), a path (`x1 y1 x2 y2 …`), text, or nothing for an optional
/// argument left out (`nil`).
///
/// ```swift
/// context.record(.tap, place)            // `Tap`, or `Tap 10 20` when place is a point
/// context.record(.select, row, section)  // `Select 3 1`
/// ```
public protocol ScriptValue {
    /// The words the value takes in a script.
    var scriptWords: [String] { get }
}

extension Double: ScriptValue {
    /// The number, whole ones without a fraction.
    public var scriptWords: [String] { [scriptDescription] }
}

extension Int: ScriptValue {
    /// The number.
    public var scriptWords: [String] { [String(self)] }
}

extension String: ScriptValue {
    /// The text, one word however many spaces it holds.
    public var scriptWords: [String] { [self] }
}

extension Point: ScriptValue {
    /// `x y`.
    public var scriptWords: [String] { [x.scriptDescription, y.scriptDescription] }
}

extension Array: ScriptValue where Element == Point {
    /// `x1 y1 x2 y2 …`.
    public var scriptWords: [String] { flatMap(\.scriptWords) }
}

extension Optional: ScriptValue where Wrapped: ScriptValue {
    /// The value's words, or none when it is left out.
    public var scriptWords: [String] { self?.scriptWords ?? [] }
}

extension ControlValue: ScriptValue {
    /// The value as ``description`` writes it.
    public var scriptWords: [String] { [description] }
}
