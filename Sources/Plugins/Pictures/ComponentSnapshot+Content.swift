import Components

extension ComponentSnapshot {
    /// What a component showed, by kind: the part of its state a person sees.
    ///
    /// ```swift
    /// switch snapshot.content {
    /// case .toggle(let isOn): print(isOn ? "on" : "off")
    /// case .slider(let value, _, _): print(value)
    /// default: break
    /// }
    /// ```
    public enum Content: Hashable, Sendable, Codable {
        /// A view with nothing of its own to show, or of a type the snapshot does not know.
        case plain
        /// A window: the screen's background.
        case window
        /// A navigation bar; its title and back button are its children.
        case navigationBar
        /// A label's text.
        case text(String)
        /// A button's title, and whether a finger is on it.
        case button(title: String, isHighlighted: Bool)
        /// A text field: the text it shows (bullets when secure), its placeholder, and whether
        /// it is being edited.
        case textField(text: String, placeholder: String?, isSecure: Bool, isEditing: Bool)
        /// A switch, on or off.
        case toggle(isOn: Bool)
        /// A slider's value in its range.
        case slider(value: Double, minimum: Double, maximum: Double)
        /// A stepper's value in its range.
        case stepper(value: Double, minimum: Double, maximum: Double)
        /// A segmented control's titles and the selected segment (-1 for none).
        case segments(titles: [String], selected: Int)
        /// A picker's wheels.
        case picker(wheels: [Wheel])
        /// A scroll view or table: where its content is scrolled to, how large it is, and the
        /// zoom scale.
        case scroll(offset: Point, contentSize: Size, zoomScale: Double)
        /// A table's cell, and whether it is selected or highlighted.
        case cell(isSelected: Bool)
    }

    /// One wheel of a picker: the selected row and the rows around it that show.
    public struct Wheel: Hashable, Sendable, Codable {
        /// One row that shows.
        public struct Row: Hashable, Sendable, Codable {
            /// The row's index in the wheel.
            public var index: Int
            /// Its title.
            public var title: String

            /// Creates a row.
            public init(index: Int, title: String) {
                self.index = index
                self.title = title
            }
        }

        /// The selected row, or `nil` when the wheel has no rows.
        public var selectedRow: Int?
        /// How many rows the wheel has.
        public var rowCount: Int
        /// The height of a row, in points.
        public var rowHeight: Double
        /// The rows that show, the selected one among them.
        public var rows: [Row]

        /// Creates a wheel.
        ///
        /// - Parameters:
        ///   - selectedRow: The selected row.
        ///   - rowCount: How many rows it has.
        ///   - rowHeight: The height of a row.
        ///   - rows: The rows that show.
        public init(selectedRow: Int?, rowCount: Int, rowHeight: Double, rows: [Row]) {
            self.selectedRow = selectedRow
            self.rowCount = rowCount
            self.rowHeight = rowHeight
            self.rows = rows
        }
    }
}
