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

extension ComponentChange {
    /// The control events sent, when a control reported the change; otherwise `nil`.
    ///
    /// A rule that only asks which events were sent reads them here without binding the
    /// whole ``ControlEvent``, a copy that counts references to the control and its cause:
    ///
    /// ```swift
    /// guard change.controlEvents?.contains(.touchUpInside) == true else { return }
    /// context.record("Tap")
    /// ```
    public var controlEvents: ControlEvents? {
        guard case .control(let event) = self else { return nil }
        return event.events
    }
}
