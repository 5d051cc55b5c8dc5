import Components

/// The commands recorded so far, with the raw events not yet given to one.
///
/// The log keeps each command in parts (its words, its warnings, where its raw events are) and
/// builds the ``RecordedCommand`` when asked; what only some commands have (modifiers, a
/// checkpoint's snapshot) is kept apart. Every raw event goes, in its compact form, into one
/// array in the order it came: each command's events are a range of it, and the unclaimed ones
/// its end, so a gesture's events are never moved from one array to another.
@MainActor
struct CommandLog {
    /// A recorded command and the component it is for.
    struct Entry {
        var componentType: String
        var identifier: String
        var action: String
        /// The action its rule recorded, before a dialect spelled it: what a later command
        /// replaces it by.
        var recordedAs: String
        var arguments: [String]
        var warnings: [String]
        /// Where the raw events it was built from (its provenance) are in the log's events.
        var events: Range<Int>
        /// Its modifiers, when it has any.
        var modifiers: Boxed<Modifiers>?
        /// The screen it checks, for a snapshot checkpoint.
        var snapshot: Boxed<TreeSnapshot>?
        weak var component: AnyObject?
        /// The gesture (or key press) it was recorded in.
        var input: Int

        init(
            _ command: consuming Command, as recordedAs: String, warnings: [String], events: Range<Int>,
            component: AnyObject, input: Int
        ) {
            componentType = command.componentType
            identifier = command.identifier
            action = command.action
            self.recordedAs = recordedAs
            arguments = command.arguments
            self.warnings = warnings
            self.events = events
            modifiers = command.modifiers.isEmpty ? nil : Boxed(command.modifiers)
            self.component = component
            self.input = input
        }
    }

    private(set) var entries: [Entry] = []
    /// Every command's raw events in order, then the unclaimed ones: those since the last
    /// command took its share, from ``unclaimedStart`` on.
    private var events: [RawEvent] = []
    private var unclaimedStart = 0

    var count: Int { entries.count }

    /// Keeps a raw event for the next command.
    mutating func note(_ event: RawEvent) {
        events.append(event)
    }

    /// Drops the raw events no command took.
    mutating func dropUnclaimed() {
        events.removeLast(events.count - unclaimedStart)
    }

    /// Appends `command`, recorded as `action`, or replaces the last command when it is for
    /// the same component and was recorded as one of `actions` (and, with `onlyIn`, in that same
    /// input); either way the command takes the unclaimed events. Returns whether it replaced
    /// one.
    @discardableResult
    mutating func append(
        _ command: consuming Command, as action: String, warnings: [String], for component: AnyObject,
        replacing actions: [String], input: Int, onlyIn: Int? = nil
    ) -> Bool {
        let last = entries.count - 1
        // The last entry is looked at in place, and only when the command may replace it.
        if !actions.isEmpty, last >= 0, entries[last].component === component,
            actions.contains(entries[last].recordedAs),
            onlyIn.map({ $0 == entries[last].input }) ?? true
        {
            // The last command's events end where the unclaimed ones begin.
            let events = entries[last].events.lowerBound..<claimUnclaimed()
            entries[last] = Entry(
                command, as: action, warnings: warnings, events: events, component: component, input: input)
            return true
        }
        let events = unclaimedStart..<claimUnclaimed()
        entries.append(
            Entry(command, as: action, warnings: warnings, events: events, component: component, input: input))
        return false
    }

    /// Keeps `snapshot` with the last command, a snapshot checkpoint, whose arguments become
    /// `arguments`.
    mutating func keepSnapshot(_ snapshot: TreeSnapshot, arguments: [String]) {
        guard let last = entries.indices.last else { return }
        entries[last].snapshot = Boxed(snapshot)
        entries[last].arguments = arguments
    }

    /// Keeps `snapshot` with the command at `index`.
    mutating func keepSnapshot(_ snapshot: TreeSnapshot, at index: Int) {
        entries[index].snapshot = Boxed(snapshot)
    }

    /// Gives the unclaimed events to the last command.
    mutating func attachUnclaimedToLast() {
        guard let last = entries.indices.last else { return }
        entries[last].events = entries[last].events.lowerBound..<claimUnclaimed()
    }

    /// Marks every unclaimed event claimed. Returns where they end.
    private mutating func claimUnclaimed() -> Int {
        unclaimedStart = events.count
        return unclaimedStart
    }

    /// The command at `index`, with its provenance, and its warnings.
    func recorded(at index: Int) -> RecordedCommand {
        let entry = entries[index]
        let command = Command(
            entry.componentType, entry.identifier, entry.action, entry.arguments,
            modifiers: entry.modifiers?.value ?? Modifiers(),
            provenance: Provenance(entries: events[entry.events].map(\.entry)))
        return RecordedCommand(command: command, warnings: entry.warnings, snapshot: entry.snapshot?.value)
    }

    /// Every command, with its provenance, and its warnings.
    var recordedCommands: [RecordedCommand] {
        entries.indices.map { recorded(at: $0) }
    }

    /// Forgets every command.
    mutating func removeAll() {
        entries.removeAll()
        events.removeAll()
        unclaimedStart = 0
    }
}
