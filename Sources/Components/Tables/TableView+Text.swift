/// Rows by what they show: the text of any row, on screen or not, and the row that shows a
/// given text.
extension TableView {
    /// The text the row at `indexPath` shows: its cell's label text.
    ///
    /// A row on screen is read off its cell. For a row off screen the data source is asked for
    /// a cell, as it would be were the row scrolled into view (through
    /// ``dataSourceCellForRowHook``); the cell is read, then kept for reuse. Nothing scrolls.
    ///
    /// ```swift
    /// try countries.text(forRowAt: IndexPath(row: 1))   // "Albania", wherever the table is scrolled
    /// ```
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The cell's text; `nil` when the data source gives the row no cell, or a cell
    ///   without text.
    /// - Throws: ``TableViewError`` when the row does not exist.
    public func text(forRowAt indexPath: IndexPath) throws(TableViewError) -> String? {
        let index = try index(of: indexPath)
        if let cell = visibleCellsByIndex[index] { return cell.textLabel.text }
        guard let cell = askDataSourceCell(for: indexPath) else { return nil }
        let text = cell.textLabel.text
        if cell.superview == nil, !visibleCellsByIndex.values.contains(where: { $0 === cell }) { retire(cell) }
        return text
    }

    /// The first row, section by section and top to bottom, whose text (see
    /// ``text(forRowAt:)``) is exactly `text`; only rows of `section` when one is given.
    ///
    /// ```swift
    /// if let austria = countries.indexPathForRow(withText: "Austria") {
    ///     try input.tapRow(at: austria, in: countries)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to look for, compared exactly.
    ///   - section: The only section to look in, or `nil` for all of them.
    /// - Returns: The row, or `nil` when no row shows `text`.
    public func indexPathForRow(withText text: String, inSection section: Int? = nil) -> IndexPath? {
        let sections = section.map { [$0] } ?? Array(0..<numberOfSections)
        for section in sections {
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                if (try? self.text(forRowAt: indexPath)) == text { return indexPath }
            }
        }
        return nil
    }
}
