import Components

/// The commands recorded so far, with the raw events not yet given to one.
///
/// The log keeps each command in parts (its words, its warnings, its raw events in their
/// compact form) and builds the ``RecordedCommand`` when asked: what a session keeps is what
/// recording costs in memory, and a command rarely has modifiers (only a replayed check does).
@MainActor
struct CommandLog {
    /// A recorded command and the component it is for.
    struct Entry {
        var componentType: String
        var identifier: String
        var action: String
        var arguments: [String]
        var warnings: [String]
        /// The raw events it was built from: its provenance.
        var events: [RawEvent]
        /// Its modifiers, when it has any.
        var modifiers: Boxed<Modifiers>?
        weak var component: AnyObject?
        /// The gesture (or key press) it was recorded in.
        var input: Int

        init(_ command: Command, warnings: [String], events: [RawEvent], component: AnyObject, input: Int) {
            componentType = command.componentType
            identifier = command.identifier
            action = command.action
            arguments = command.arguments
            self.warnings = warnings
            self.events = events
            modifiers = command.modifiers.isEmpty ? nil : Boxed(command.modifiers)
            self.component = component
            self.input = input
        }

        /// The command, with its provenance, and its warnings.
        var recorded: RecordedCommand {
            var entries: [Provenance.Entry] = []
            entries.reserveCapacity(events.count)
            for event in events { entries.append(event.entry) }
            let command = Command(
                componentType, identifier, action, arguments, modifiers: modifiers?.value ?? Modifiers(),
                provenance: Provenance(entries: entries))
            return RecordedCommand(command: command, warnings: warnings)
        }

        /// Whether its action is one of `actions`, ignoring case (as ``Command/performs(_:)``).
        func performsOne(of actions: Set<String>) -> Bool {
            let own = action.lowercased()
            for other in actions where other.lowercased() == own { return true }
            return false
        }
    }

    private(set) var entries: [Entry] = []
    /// Raw events since the last command took its share.
    private(set) var unclaimed: [RawEvent] = []

    var count: Int { entries.count }
    /// How many times a command was appended or replaced: a gesture that changed it recorded
    /// something.
    private(set) var revision = 0

    /// Keeps a raw event for the next command.
    mutating func note(_ event: RawEvent) {
        unclaimed.append(event)
    }

    /// Drops the raw events no command took.
    mutating func dropUnclaimed() {
        unclaimed.removeAllKeepingCapacity()
    }

    /// Appends `command`, or replaces the last command when it is for the same component and
    /// its action is one of `replacing` (and, with `onlyIn`, it was recorded in that same input);
    /// either way the command takes the unclaimed events.
    /// Returns whether it replaced one.
    @discardableResult
    mutating func append(
        _ command: Command, warnings: [String], for component: AnyObject, replacing actions: Set<String>,
        input: Int, onlyIn: Int? = nil
    ) -> Bool {
        revision += 1
        // The last entry is looked at in place, and only when the command may replace it: a
        // copy of an entry is a dozen reference counts and a weak reference.
        let last = entries.count - 1
        if !actions.isEmpty, last >= 0, entries[last].component === component,
            entries[last].performsOne(of: actions), onlyIn.map({ $0 == entries[last].input }) ?? true
        {
            let events = joined(entries[last].events)
            entries[last] = Entry(command, warnings: warnings, events: events, component: component, input: input)
            return true
        }
        entries.append(Entry(command, warnings: warnings, events: joined([]), component: component, input: input))
        return false
    }

    /// Gives the unclaimed events to the command at `index`.
    mutating func attachUnclaimed(to index: Int) {
        guard entries.indices.contains(index), !unclaimed.isEmpty else { return }
        entries[index].events = joined(entries[index].events)
    }

    /// `kept` then the unclaimed events, in an array just their size (a command keeps it for as
    /// long as it lives), leaving the working buffer empty for the next ones.
    private mutating func joined(_ kept: [RawEvent]) -> [RawEvent] {
        // Element by element: appending a whole array goes through the general replacement
        // path, several times the cost for the handful of events a command takes.
        var taken: [RawEvent] = []
        taken.reserveCapacity(kept.count + unclaimed.count)
        for event in kept { taken.append(event) }
        for event in unclaimed { taken.append(event) }
        unclaimed.removeAllKeepingCapacity()
        return taken
    }

    /// Forgets every command.
    mutating func removeAll() {
        entries.removeAll()
        unclaimed.removeAll()
    }
}
