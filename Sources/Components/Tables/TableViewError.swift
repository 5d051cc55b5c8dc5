/// Why a table could not do what it was asked: the section or row does not exist.
///
/// ```
/// section 3 does not exist: the table has 2 sections
/// row [0, 120] does not exist: section 0 has 100 rows
/// ```
public enum TableViewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index path's section is not one of the table's `sections`.
    case sectionOutOfRange(IndexPath, sections: Int)
    /// The index path's row is not one of the `rows` in its section.
    case rowOutOfRange(IndexPath, rows: Int)

    /// A sentence naming the index path and what exists.
    public var description: String {
        switch self {
        case .sectionOutOfRange(let path, let sections):
            "section \(path.section) does not exist: the table has \(sections) section\(sections == 1 ? "" : "s")"
        case .rowOutOfRange(let path, let rows):
            "row \(path) does not exist: section \(path.section) has \(rows) row\(rows == 1 ? "" : "s")"
        }
    }
}
