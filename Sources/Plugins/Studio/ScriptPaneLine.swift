/// One line of the script beside the screen: a command, a warning about the one below it, or
/// why a replayed command failed, with how the replay went for it.
package struct ScriptPaneLine: Hashable, Sendable {
    /// What the line is.
    package enum Kind: Hashable, Sendable {
        /// The command with this number (from 1), as the script writes it.
        case command(Int)
        /// A warning the recorder wrote about the next command.
        case warning
        /// Why the command above failed when replayed.
        case failure
    }

    /// How a replay went for a command.
    package enum Mark: Hashable, Sendable {
        /// Not replayed.
        case none
        /// Playing now.
        case playing
        /// Played and passed.
        case passed
        /// Played and failed.
        case failed
    }

    /// What the line is.
    package var kind: Kind
    /// Its text.
    package var text: String
    /// How a replay went for it.
    package var mark: Mark

    /// Creates a line.
    package init(_ kind: Kind, _ text: String, mark: Mark = .none) {
        self.kind = kind
        self.text = text
        self.mark = mark
    }
}
