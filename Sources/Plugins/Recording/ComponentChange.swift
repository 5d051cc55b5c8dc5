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

/// A table view's delegate heard that a row was selected.
public struct RowSelected: ComponentChange {
    /// The row.
    public let indexPath: IndexPath
    /// `selected row [0, 3]`.
    public var description: String { "selected row \(indexPath)" }
}

/// A picker's delegate heard that a wheel settled on a row.
public struct WheelPicked: ComponentChange {
    /// The row the wheel settled on.
    public let row: Int
    /// The wheel.
    public let component: Int
    /// `picked row 3 in 0`.
    public var description: String { "picked row \(row) in \(component)" }
}

/// A scroll view's content offset changed.
public struct ContentScrolled: ComponentChange {
    /// The offset now.
    public let offset: Point
    /// `scrolled to (0, 120)`.
    public var description: String { "scrolled to \(offset)" }
}

/// A scroll view's drag ended, and its content will coast to rest at this offset (already
/// there when it will not move).
public struct ContentWillRest: ComponentChange {
    /// Where the content will rest.
    public let offset: Point
    /// `coasting to (0, 120)`.
    public var description: String { "coasting to \(offset)" }
}

/// A scroll view's zoom scale changed.
public struct ContentZoomed: ComponentChange {
    /// The zoom scale now.
    public let scale: Double
    /// `zoomed to 2`.
    public var description: String { "zoomed to \(scale.scriptDescription)" }
}

extension ControlEvent: ComponentChange {
    /// The events and the value: `touchUpInside`, `valueChanged 0.5`.
    public var description: String {
        var names = ""
        for (name, one) in ControlEvents.named where events.contains(one) {
            names += names.isEmpty ? name : "+" + name
        }
        let value = value.description
        return names.isEmpty ? value : value.isEmpty ? names : names + " " + value
    }
}
