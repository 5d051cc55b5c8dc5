/// A cell's place in the terminal: a column and a row, from 0.
public struct CellPosition: Hashable, Sendable {
    /// The column, from 0 at the left.
    public var column: Int
    /// The row, from 0 at the top.
    public var row: Int

    /// Creates a position.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
