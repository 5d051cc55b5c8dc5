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
    /// The change in a few words, as its provenance entry says it: `touchUpInside`,
    /// `valueChanged 0.5`, `selected row [0, 3]`.
    var detail: String {
        switch self {
        case .control(let event):
            var names = ""
            for (name, one) in ControlEvents.named where event.events.contains(one) {
                names += names.isEmpty ? name : "+" + name
            }
            let value = event.value.description
            return names.isEmpty ? value : value.isEmpty ? names : names + " " + value
        case .selectedRow(let indexPath): return "selected row \(indexPath)"
        case .pickedRow(let row, let component): return "picked row \(row) in \(component)"
        case .scrolled(let offset): return "scrolled to \(offset)"
        case .willDecelerate(let offset): return "coasting to \(offset)"
        case .zoomed(let scale): return "zoomed to \(scale.scriptDescription)"
        }
    }
}
