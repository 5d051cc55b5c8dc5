import Components

/// Where a screen of the app lies in a terminal, and how a point of it maps to a character
/// cell and back.
///
/// A terminal's cells are about twice as tall as they are wide, so a cell covers twice as many
/// points down as across: the screen keeps its shape, as large as the space allows. Every
/// point of the screen falls in exactly one cell, and every cell of the area maps back to the
/// point at its centre, whatever the terminal's size.
///
/// ```swift
/// let mapping = CellMapping(screen: Size(width: 320, height: 529), columns: 140, rows: 58)!
/// mapping.cell(for: Point(x: 160, y: 264))   // the cell in the middle of the area
/// mapping.point(column: 0, row: 0)           // near the screen's top-left corner
/// ```
package struct CellMapping: Hashable, Sendable {
    /// The fewest columns and rows a screen is drawn in: fewer would leave its text unreadable.
    package static let minimum = (columns: 24, rows: 16)

    /// The size of the screen, in points.
    var screen: Size
    /// The area's first column and row in the terminal, from 0.
    package var column: Int
    /// The area's first row in the terminal, from 0.
    package var row: Int
    /// How many columns the area spans.
    package var columns: Int
    /// How many rows the area spans.
    package var rows: Int

    /// The largest area for `screen` in `columns` by `rows` cells, starting at `column` and
    /// `row`, or `nil` when that is fewer cells than ``minimum``.
    ///
    /// - Parameters:
    ///   - screen: The screen's size, in points.
    ///   - columns: The columns available.
    ///   - rows: The rows available.
    ///   - column: The first column available.
    ///   - row: The first row available.
    package init?(screen: Size, columns: Int, rows: Int, column: Int = 0, row: Int = 0) {
        guard screen.width > 0, screen.height > 0, columns > 0, rows > 0 else { return nil }
        // Points per column: the larger of what the width and the height need (a row is two).
        let across = Swift.max(screen.width / Double(columns), screen.height / Double(2 * rows))
        let used = (
            columns: Swift.min(Int((screen.width / across).rounded(.up)), columns),
            rows: Swift.min(Int((screen.height / (2 * across)).rounded(.up)), rows)
        )
        guard used.columns >= Self.minimum.columns, used.rows >= Self.minimum.rows else { return nil }
        (self.screen, self.column, self.row) = (screen, column, row)
        (self.columns, self.rows) = used
    }

    /// Points per column, across.
    package var pointsPerColumn: Double { screen.width / Double(columns) }
    /// Points per row, down.
    package var pointsPerRow: Double { screen.height / Double(rows) }

    /// The terminal cell a point of the screen falls in, or `nil` for a point off the screen.
    ///
    /// - Parameter point: A point in the screen's coordinates.
    /// - Returns: The cell's column and row in the terminal.
    package func cell(for point: Point) -> (column: Int, row: Int)? {
        guard point.x >= 0, point.y >= 0, point.x < screen.width, point.y < screen.height else { return nil }
        let localColumn = Swift.min(Int(point.x / pointsPerColumn), columns - 1)
        let localRow = Swift.min(Int(point.y / pointsPerRow), rows - 1)
        return (column + localColumn, row + localRow)
    }

    /// The point at the centre of a terminal cell, in the screen's coordinates, or `nil` for a
    /// cell outside the area.
    ///
    /// - Parameters:
    ///   - column: The cell's column in the terminal.
    ///   - row: The cell's row in the terminal.
    /// - Returns: The point a click in that cell means.
    package func point(column: Int, row: Int) -> Point? {
        let (localColumn, localRow) = (column - self.column, row - self.row)
        guard (0..<columns).contains(localColumn), (0..<rows).contains(localRow) else { return nil }
        return Point(x: (Double(localColumn) + 0.5) * pointsPerColumn, y: (Double(localRow) + 0.5) * pointsPerRow)
    }

    /// The cells a rectangle of the screen covers, as terminal columns and rows (half-open),
    /// clipped to the area; empty ranges when it covers none.
    ///
    /// A cell belongs to the rectangle when its centre is inside it, so two rectangles side by
    /// side never share a cell; one narrower than a cell still gets the cell it is mostly in.
    package func cells(covering rect: Rect) -> (columns: Range<Int>, rows: Range<Int>) {
        (
            span(rect.minX, rect.maxX, per: pointsPerColumn, count: columns, offset: column),
            span(rect.minY, rect.maxY, per: pointsPerRow, count: rows, offset: row)
        )
    }

    private func span(_ low: Double, _ high: Double, per size: Double, count: Int, offset: Int) -> Range<Int> {
        guard low.isFinite, high.isFinite, high > low else { return offset..<offset }
        var first = Int(clamp((low / size - 0.5).rounded(.up), count))
        var last = Int(clamp((high / size - 0.5).rounded(.up), count))
        if first == last, high > 0, low < Double(count) * size {
            first = Int(clamp((((low + high) / 2) / size).rounded(.down), count - 1))
            last = first + 1
        }
        return (offset + first)..<(offset + Swift.max(first, last))
    }

    private func clamp(_ value: Double, _ limit: Int) -> Double {
        Swift.min(Swift.max(value, 0), Double(limit))
    }
}
