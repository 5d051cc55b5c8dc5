import Components

/// Where a recorded command came from: the raw events and hook calls it was built from, with
/// the virtual time of each.
///
/// A recorder keeps these so a person can see why a command reads as it does (which touches
/// made a `Move`, which delegate call made a `Select`), and so tools can draw the touch trail.
/// Secure text never appears here: a recorder redacts it before it keeps an entry.
public struct Provenance: Hashable, Sendable, Codable {
    /// One raw event or hook call.
    public struct Entry: Hashable, Sendable, Codable {
        /// Virtual time, in seconds since the clock started.
        public var time: Double
        /// What reported it: a hook's name (`Application.sendEvent`) or an event type.
        public var source: String
        /// A one-line description, such as `began (160, 240) tap 1`.
        public var detail: String
        /// Where the finger was, in window coordinates, when the entry is a touch.
        public var point: Point?
        /// Which finger, counting from 0 in the order they went down, when the entry is a touch.
        public var finger: Int?

        /// Creates an entry.
        public init(time: Double, source: String, detail: String, point: Point? = nil, finger: Int? = nil) {
            self.time = time
            self.source = source
            self.detail = detail
            self.point = point
            self.finger = finger
        }
    }

    /// The entries, oldest first.
    public var entries: [Entry]

    /// Creates a provenance from its entries.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }
}
