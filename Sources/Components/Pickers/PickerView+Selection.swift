/// Components, rows and the selected row of each wheel.
extension PickerView {
    /// The number of wheels, as the data source last said.
    public var numberOfComponents: Int { rowCounts.count }

    /// The number of rows of the wheel `component`, as the data source last said; 0 for a
    /// component that does not exist.
    public func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The selected row of the wheel `component`, or `nil` when the component does not exist
    /// or has no rows.
    public func selectedRow(inComponent component: Int) -> Int? {
        numberOfRows(inComponent: component) > 0 ? selectedRows[component] : nil
    }

    /// The title of `row` of the wheel `component`, as the delegate gives it (through
    /// ``delegateTitleForRowHook``), or `nil` when it gives none or the row does not exist.
    public func title(forRow row: Int, inComponent component: Int) -> String? {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        return askTitle(forRow: row, component: component)
    }

    /// The first row of the wheel `component` whose title (see ``title(forRow:inComponent:)``)
    /// is exactly `title`, or `nil` when none is.
    ///
    /// ```swift
    /// if let carbon = elements.row(titled: "Carbon", inComponent: 0) { … }
    /// ```
    public func row(titled title: String, inComponent component: Int) -> Int? {
        (0..<numberOfRows(inComponent: component)).first { self.title(forRow: $0, inComponent: component) == title }
    }

    /// The height of the rows of the wheel `component`; ``defaultRowHeight`` for a component
    /// that does not exist.
    public func rowHeight(forComponent component: Int) -> Double {
        rowHeights.indices.contains(component) ? rowHeights[component] : PickerView.defaultRowHeight
    }

    /// The column of the wheel `component`, in the picker's coordinates: the wheels share the
    /// width equally. `nil` for a component that does not exist.
    public func rect(forComponent component: Int) -> Rect? {
        guard rowCounts.indices.contains(component) else { return nil }
        let width = bounds.width / Double(rowCounts.count)
        return Rect(x: bounds.minX + width * Double(component), y: bounds.minY, width: width, height: bounds.height)
    }

    /// Selects `row` of the wheel `component`. As in UIKit, the delegate is not told; a spin
    /// or a tap by a user tells it.
    ///
    /// ```swift
    /// try picker.selectRow(11, inComponent: 0, animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - row: The row to select.
    ///   - component: The wheel.
    ///   - animated: Ignored: the wheel shows the row at once, with no motion to animate.
    /// - Throws: ``PickerViewError`` when the component or the row does not exist.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) throws(PickerViewError) {
        guard rowCounts.indices.contains(component) else {
            throw .componentOutOfRange(component: component, components: rowCounts.count)
        }
        guard (0..<rowCounts[component]).contains(row) else {
            throw .rowOutOfRange(row: row, component: component, rows: rowCounts[component])
        }
        selectedRows[component] = row
    }

    /// Asks the data source again for every wheel's rows, and the delegate for their heights.
    /// Each wheel keeps its selected row, moved to its last row if it no longer has that many.
    public func reloadAllComponents() {
        wheelTouch = nil
        let count = Swift.max(askNumberOfComponents(), 0)
        rowCounts = (0..<count).map { Swift.max(askNumberOfRows(inComponent: $0), 0) }
        rowHeights = (0..<count).map { askRowHeight(forComponent: $0) }
        selectedRows = (0..<count).map { component in
            let kept = component < selectedRows.count ? selectedRows[component] : 0
            return Swift.min(kept, Swift.max(rowCounts[component] - 1, 0))
        }
    }

    /// Asks the data source again for the rows of the wheel `component`, and the delegate for
    /// its row height; the wheel keeps its selected row, moved to its last row if it no longer
    /// has that many. Does nothing for a component that does not exist.
    public func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = Swift.max(askNumberOfRows(inComponent: component), 0)
        rowHeights[component] = askRowHeight(forComponent: component)
        selectedRows[component] = Swift.min(selectedRows[component], Swift.max(rowCounts[component] - 1, 0))
    }
}
