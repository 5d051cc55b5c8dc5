import Components

/// A picker's delegate heard that a wheel settled on a row.
public struct WheelPicked: ComponentChange {
    /// The row the wheel settled on.
    public let row: Int
    /// The wheel.
    public let component: Int
    /// `picked row 3 in 0`.
    public var description: String { "picked row \(row) in \(component)" }
}
