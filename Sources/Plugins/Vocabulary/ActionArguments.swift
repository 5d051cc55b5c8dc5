import Components

/// A command's arguments, read and checked against its action's declaration: the values a
/// performance reads by name.
///
/// A required argument reads as its value; an optional one reads as `nil` when it was left out,
/// through the `optional` accessors.
///
/// ```swift
/// let stars = call.arguments.whole("stars")          // checked to be 1...5 by the declaration
/// let point = call.arguments.optionalPoint("at")     // nil when the optional x y were left out
/// ```
public struct ActionArguments: Sendable {
    enum Value: Sendable {
        case number(Double)
        case whole(Int)
        case text(String)
        case point(Point)
        case path([Point])
    }

    private var values: [String: Value] = [:]
    /// The secret a `${name}` argument was filled from, by name, so that no message shows it.
    private(set) var secretsUsed: [String: String] = [:]

    init() {}

    /// The number called `name`; 0 when it was left out.
    public func number(_ name: String) -> Double {
        switch values[name] {
        case .number(let number)?: number
        case .whole(let whole)?: Double(whole)
        default: 0
        }
    }

    /// The number called `name`, or `nil` when it was left out.
    public func optionalNumber(_ name: String) -> Double? {
        values[name] == nil ? nil : number(name)
    }

    /// The property a check names: `nil` for the type's default, when it names none or `*`.
    var checkedProperty: String? {
        let property = optionalText("property")
        return property == "*" ? nil : property
    }

    /// The whole number called `name`; `otherwise` when it was left out.
    public func whole(_ name: String, otherwise: Int = 0) -> Int {
        guard case .whole(let whole)? = values[name] else { return otherwise }
        return whole
    }

    /// The text called `name`: a choice as the declaration spells it, a secret's value for
    /// `${name}`; empty when it was left out.
    public func text(_ name: String) -> String {
        optionalText(name) ?? ""
    }

    /// The text called `name`, or `nil` when it was left out.
    public func optionalText(_ name: String) -> String? {
        guard case .text(let text)? = values[name] else { return nil }
        return text
    }

    /// Whether the argument called `name` was given.
    public func has(_ name: String) -> Bool {
        values[name] != nil
    }

    /// The point called `name`; the origin when it was left out.
    public func point(_ name: String) -> Point {
        optionalPoint(name) ?? Point(x: 0, y: 0)
    }

    /// The point called `name`, or `nil` when it was left out.
    public func optionalPoint(_ name: String) -> Point? {
        guard case .point(let point)? = values[name] else { return nil }
        return point
    }

    /// The path called `name`; empty when it was left out.
    public func path(_ name: String) -> [Point] {
        guard case .path(let path)? = values[name] else { return [] }
        return path
    }

    mutating func set(_ value: Value, for name: String) {
        values[name] = value
    }

    mutating func noteSecret(_ name: String, value: String) {
        secretsUsed[name] = value
    }
}
