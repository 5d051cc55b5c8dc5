import Components

/// What a component reports while a person uses it, as a ``RecordingRule`` hears it.
public enum ComponentChange: Sendable {
    /// A control sent control events (from the ``TargetActionListener``).
    case control(ControlEvent)
    /// A table view's delegate heard that a row was selected.
    case selectedRow(IndexPath)
    /// A picker's delegate heard that a wheel settled on a row.
    case pickedRow(row: Int, component: Int)
    /// A scroll view's content offset changed.
    case scrolled(to: Point)
    /// A scroll view's drag ended and its content will coast to rest at this offset (already
    /// there when it will not move).
    case willDecelerate(to: Point)
    /// A scroll view's zoom scale changed.
    case zoomed(to: Double)
}
