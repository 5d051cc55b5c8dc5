import Components

/// A table view's delegate heard that a row was selected.
public struct RowSelected: ComponentChange {
    /// The row.
    public let indexPath: IndexPath
    /// `selected row [0, 3]`.
    public var description: String { "selected row \(indexPath)" }
}
