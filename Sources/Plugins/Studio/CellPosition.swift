/// A cell's place in the terminal: a column and a row, from 0.
package struct CellPosition: Hashable, Sendable {
    /// The column, from 0 at the left.
    var column: Int
    /// The row, from 0 at the top.
    var row: Int

    /// Creates a position.
    init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
