/// Turns grids into the escape sequences that show them, sending only what changed since the
/// frame before.
///
/// The first frame, and any frame of another size, clears the screen and paints every cell.
/// After that each row's changed cells are painted in runs: a cursor move to the run, a style
/// change only where the style changes, and its characters. An unchanged frame is an empty
/// string.
///
/// ```swift
/// var writer = TerminalFrameWriter()
/// let first = writer.frame(grid)      // "\u{1B}[0m\u{1B}[2J…" everything
/// let again = writer.frame(grid)      // "": nothing changed
/// ```
package struct TerminalFrameWriter: Sendable {
    private var previous: CellGrid?

    /// Creates a writer that has shown nothing yet.
    package init() {}

    /// Forgets the last frame, so the next is painted whole (after the terminal was cleared
    /// or resized by someone else).
    package mutating func invalidate() {
        previous = nil
    }

    /// The escape sequences that change what the terminal shows into `grid`.
    ///
    /// - Parameter grid: The frame to show, placed at the terminal's top-left corner.
    /// - Returns: The bytes to write, as a string; empty when nothing changed.
    package mutating func frame(_ grid: CellGrid) -> String {
        defer { previous = grid }
        guard let previous, previous.columns == grid.columns, previous.rows == grid.rows else {
            return "\u{1B}[0m\u{1B}[2J" + runs(of: grid, changedFrom: nil) + "\u{1B}[0m"
        }
        let changes = runs(of: grid, changedFrom: previous)
        return changes.isEmpty ? "" : changes + "\u{1B}[0m"
    }

    private func runs(of grid: CellGrid, changedFrom previous: CellGrid?) -> String {
        var output = ""
        var style: CellStyle?
        for row in 0..<grid.rows {
            var column = 0
            while column < grid.columns {
                guard previous.map({ $0[column, row] != grid[column, row] }) ?? true else {
                    column += 1
                    continue
                }
                output += "\u{1B}[\(row + 1);\(column + 1)H"
                // A run goes on over changed cells, and over up to 4 unchanged ones before more
                // changes: repainting them costs less than another cursor move.
                var end = column
                while end < grid.columns, let next = runEnd(grid, previous, row: row, from: end) { end = next }
                for index in column..<end {
                    let cell = grid[index, row]
                    if cell.style != style {
                        output += cell.style.sgr
                        style = cell.style
                    }
                    output.unicodeScalars.append(cell.character)
                }
                column = end
            }
        }
        return output
    }

    /// Where a run that has reached `column` goes on to: past this cell if it changed, or past
    /// a short stretch of unchanged cells followed by a changed one; `nil` when the run ends.
    private func runEnd(_ grid: CellGrid, _ previous: CellGrid?, row: Int, from column: Int) -> Int? {
        guard let previous else { return column + 1 }
        for offset in 0..<5 where column + offset < grid.columns {
            if previous[column + offset, row] != grid[column + offset, row] { return column + offset + 1 }
        }
        return nil
    }
}
