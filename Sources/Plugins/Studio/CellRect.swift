/// A rectangle of terminal cells: a first column and row and how many of each.
package struct CellRect: Hashable, Sendable {
    /// The first column.
    var column: Int
    /// The first row.
    var row: Int
    /// How many columns; never negative.
    package var columns: Int
    /// How many rows; never negative.
    var rows: Int

    /// Creates a rectangle of cells.
    package init(column: Int, row: Int, columns: Int, rows: Int) {
        (self.column, self.row) = (column, row)
        (self.columns, self.rows) = (Swift.max(columns, 0), Swift.max(rows, 0))
    }

    /// The rectangle spanning `columns` and `rows`.
    init(columns: Range<Int>, rows: Range<Int>) {
        self.init(column: columns.lowerBound, row: rows.lowerBound, columns: columns.count, rows: rows.count)
    }

    /// Its columns, as a range.
    var columnRange: Range<Int> { column..<(column + columns) }
    /// Its rows, as a range.
    var rowRange: Range<Int> { row..<(row + rows) }

    /// Whether a cell is in it.
    func contains(column: Int, row: Int) -> Bool {
        columnRange.contains(column) && rowRange.contains(row)
    }

    /// The cells in both rectangles.
    func intersection(_ other: CellRect) -> CellRect {
        let left = Swift.max(column, other.column)
        let top = Swift.max(row, other.row)
        let right = Swift.min(column + columns, other.column + other.columns)
        let bottom = Swift.min(row + rows, other.row + other.rows)
        return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
    }
}
