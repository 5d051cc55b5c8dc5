/// Why a picker could not select a row: the component or the row does not exist.
///
/// ```
/// component 2 does not exist: the picker has 2 components
/// row 40 does not exist in component 1: it has 31 rows
/// ```
public enum PickerViewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `component` is not one of the picker's `components`.
    case componentOutOfRange(component: Int, components: Int)
    /// `row` is not one of the `rows` of `component`.
    case rowOutOfRange(row: Int, component: Int, rows: Int)

    /// A sentence naming the component or row and what exists.
    public var description: String {
        switch self {
        case .componentOutOfRange(let component, let components):
            "component \(component) does not exist: the picker has \(components) component\(components == 1 ? "" : "s")"
        case .rowOutOfRange(let row, let component, let rows):
            "row \(row) does not exist in component \(component): it has \(rows) row\(rows == 1 ? "" : "s")"
        }
    }
}
