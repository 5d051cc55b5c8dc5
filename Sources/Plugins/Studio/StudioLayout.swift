import Components

/// Where the studio puts things in a terminal: a title row, the app's screen at the left as
/// large as its shape allows, the script beside it, a status row and a help row; or, in a
/// terminal too small for them, nothing but a message saying so.
///
/// ```
/// Interpose studio · recording → my.mt
/// ┌ screen ──────┐  Script · 3 commands
/// │              │    1  TabBar tabs Select settings
/// │              │    2  …
/// └──────────────┘
/// status: what the last input did
/// help: the keys
/// ```
///
/// ```swift
/// let layout = StudioLayout(columns: 200, rows: 60, screen: snapshot.size)
/// layout.point(column: 10, row: 5)   // the screen point a click there means
/// ```
package struct StudioLayout: Hashable, Sendable {
    /// The fewest columns the script needs beside the screen.
    package static let scriptColumns = 30
    /// The terminal's columns.
    let columns: Int
    /// The terminal's rows.
    let rows: Int
    /// Where the screen is drawn, or `nil` when the terminal is too small.
    package let mapping: CellMapping?

    /// Lays out a terminal of `columns` by `rows` for a screen of `screen` points.
    package init(columns: Int, rows: Int, screen: Size) {
        self.columns = Swift.max(columns, 0)
        self.rows = Swift.max(rows, 0)
        mapping = CellMapping(
            screen: screen, columns: self.columns - 3 - Self.scriptColumns, rows: self.rows - 3, column: 1, row: 1)
    }

    /// The smallest terminal the studio draws a screen of `screen` points in (the fewest rows,
    /// then the fewest columns for them), for a person to be told.
    package static func smallest(for screen: Size) -> (columns: Int, rows: Int) {
        for rows in (CellMapping.minimum.rows + 3)...400 {
            for columns in (CellMapping.minimum.columns + 3 + scriptColumns)...800
            where StudioLayout(columns: columns, rows: rows, screen: screen).mapping != nil {
                return (columns, rows)
            }
        }
        return (800, 400)
    }

    /// The cells the script takes, at the right of the screen.
    package var script: CellRect {
        guard let mapping else { return CellRect(column: 0, row: 0, columns: 0, rows: 0) }
        let left = mapping.column + mapping.columns + 2
        return CellRect(column: left, row: 1, columns: columns - left, rows: rows - 3)
    }

    /// The row for what the last input did.
    var statusRow: Int { rows - 2 }
    /// The row listing the keys.
    var helpRow: Int { rows - 1 }

    /// The screen point a cell means, or `nil` for a cell off the screen.
    package func point(column: Int, row: Int) -> Point? {
        mapping?.point(column: column, row: row)
    }
}
