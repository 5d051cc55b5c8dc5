/// The names a cassette gives receivers: the test's, or the receiver type's name, numbered from
/// the second receiver of a type on (`Vault`, `Vault #2`), in the order receivers are first met.
///
/// Receivers are held weakly; an identifier whose object has gone is named afresh when met
/// again, so a new object at an old address never inherits an old name.
struct ReceiverNames {
    private struct Entry {
        weak var object: AnyObject?
        let name: String
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// How many receivers of each type have been named by type.
    private var counts: [String: Int] = [:]

    /// Gives `receiver` the name `name`.
    mutating func assign(_ name: String, to receiver: AnyObject) {
        entries[ObjectIdentifier(receiver)] = Entry(object: receiver, name: name)
    }

    /// `receiver`'s name, giving it one by its type if it has none.
    mutating func name(of receiver: AnyObject) -> String {
        let id = ObjectIdentifier(receiver)
        if let entry = entries[id], entry.object === receiver { return entry.name }
        let type = String(describing: Swift.type(of: receiver))
        let count = counts[type, default: 0] + 1
        counts[type] = count
        let name = count == 1 ? type : "\(type) #\(count)"
        entries[id] = Entry(object: receiver, name: name)
        return name
    }
}

// Used only under its cassette's lock. The weak references are compared with the receiver a
// call is made on, never handed out; the receiver being alive, a stale entry loads as `nil`.
extension ReceiverNames: @unchecked Sendable {}
