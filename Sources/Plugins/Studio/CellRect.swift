/// A rectangle of terminal cells: a first column and row and how many of each.
public struct CellRect: Hashable, Sendable {
    /// The first column.
    public var column: Int
    /// The first row.
    public var row: Int
    /// How many columns; never negative.
    public var columns: Int
    /// How many rows; never negative.
    public var rows: Int

    /// Creates a rectangle of cells.
    public init(column: Int, row: Int, columns: Int, rows: Int) {
        (self.column, self.row) = (column, row)
        (self.columns, self.rows) = (Swift.max(columns, 0), Swift.max(rows, 0))
    }

    /// The rectangle spanning `columns` and `rows`.
    public init(columns: Range<Int>, rows: Range<Int>) {
        self.init(column: columns.lowerBound, row: rows.lowerBound, columns: columns.count, rows: rows.count)
    }

    /// Its columns, as a range.
    public var columnRange: Range<Int> { column..<(column + columns) }
    /// Its rows, as a range.
    public var rowRange: Range<Int> { row..<(row + rows) }

    /// Whether a cell is in it.
    public func contains(column: Int, row: Int) -> Bool {
        columnRange.contains(column) && rowRange.contains(row)
    }

    /// The cells in both rectangles.
    public func intersection(_ other: CellRect) -> CellRect {
        let left = Swift.max(column, other.column)
        let top = Swift.max(row, other.row)
        let right = Swift.min(column + columns, other.column + other.columns)
        let bottom = Swift.min(row + rows, other.row + other.rows)
        return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
    }
}
