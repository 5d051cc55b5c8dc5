/// Spinning pickers and tapping table rows.
extension InputSynthesizer {
    /// Spins the wheel `component` of `picker` by `rows`, as a user would: a vertical drag on
    /// the wheel's column, from its middle, `rows` row heights long (upwards for a positive
    /// count, which moves to later rows).
    ///
    /// The wheel settles when the finger lifts, within its rows, and the picker's delegate
    /// hears the new row once.
    ///
    /// ```swift
    /// try input.spin(datePicker, component: 0, rows: 3)   // three months on
    /// ```
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - component: The wheel to spin.
    ///   - rows: How many rows to move: positive for later rows, negative for earlier ones.
    /// - Throws: ``SynthesisError`` when the component does not exist or a user could not touch
    ///   the picker there.
    public func spin(_ picker: PickerView, component: Int, rows: Int) throws(SynthesisError) {
        guard let column = picker.rect(forComponent: component) else {
            throw .invalidGesture(
                "\(picker.componentName) has no component \(component) (it has \(picker.numberOfComponents))")
        }
        let start = Point(x: column.midX, y: column.midY)
        let distance = Double(rows) * picker.rowHeight(forComponent: component)
        try drag(picker, from: start, to: start.offsetBy(dx: 0, dy: -distance))
    }

    /// Taps the row at `indexPath` of `table`, first scrolling it fully into view without
    /// animation if it is not (as a user would scroll to it; the scroll goes through the
    /// table's offset hook, not through touches).
    ///
    /// - Throws: ``SynthesisError`` when the row does not exist, its data source gave it no
    ///   cell, or a user could not touch it.
    public func tapRow(at indexPath: IndexPath, in table: TableView) throws(SynthesisError) {
        do {
            try table.scrollToRow(at: indexPath, at: .none, animated: false)
        } catch {
            throw .invalidGesture("\(table.componentName): \(error)")
        }
        guard let cell = table.cellForRow(at: indexPath) else {
            throw .invalidGesture("\(table.componentName) shows no cell for row \(indexPath)")
        }
        try tap(cell)
    }
}
