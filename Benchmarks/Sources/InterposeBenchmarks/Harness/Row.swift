/// One line of the table: what was measured, its cost, and what it is compared with.
struct Row: Sendable {
    /// The group the row belongs to, for the table's headings.
    let group: String
    /// What was measured.
    let name: String
    /// The median cost of one operation, in nanoseconds.
    let nanoseconds: Double
    /// The name of the row this one is compared with, if any.
    let peer: String?
    /// The unit of `nanoseconds` when it is not "per operation" (for memory rows).
    let unit: String

    init(group: String, name: String, nanoseconds: Double, peer: String? = nil, unit: String = "ns/op") {
        self.group = group
        self.name = name
        self.nanoseconds = nanoseconds
        self.peer = peer
        self.unit = unit
    }
}

/// A performance target the run checks, stated as a comparison between rows.
struct Target: Sendable {
    /// The target in words.
    let statement: String
    /// Whether the measured rows meet it.
    let check: @Sendable ([String: Double]) -> Bool?
}
