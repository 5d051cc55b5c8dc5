/// The position of a row in a table: a section, and a row within that section.
///
/// Index paths sort by section, then by row, which is the order rows appear in.
///
/// ```swift
/// let third = IndexPath(row: 2, section: 0)
/// try table.selectRow(at: third, animated: false, scrollPosition: .middle)
/// ```
public struct IndexPath: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates an index path.
    ///
    /// - Parameters:
    ///   - row: The row within the section.
    ///   - section: The section; 0 by default.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    /// Whether `lhs` comes before `rhs`: an earlier section, or an earlier row in the same one.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// The path as `[section, row]`.
    public var description: String { "[\(section), \(row)]" }
}
