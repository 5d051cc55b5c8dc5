import Components

/// The commands recorded so far, with the raw events not yet given to one.
@MainActor
struct CommandLog {
    /// A recorded command and the component it is for.
    struct Entry {
        var recorded: RecordedCommand
        weak var component: AnyObject?
        /// The gesture (or key press) it was recorded in.
        var input: Int
    }

    private(set) var entries: [Entry] = []
    /// Raw events since the last command took its share.
    private(set) var unclaimed: [Provenance.Entry] = []

    var count: Int { entries.count }
    /// How many times a command was appended or replaced: a gesture that changed it recorded
    /// something.
    private(set) var revision = 0

    /// Keeps a raw event for the next command.
    mutating func note(_ entry: Provenance.Entry) {
        unclaimed.append(entry)
    }

    /// Drops the raw events no command took.
    mutating func dropUnclaimed() {
        unclaimed.removeAll(keepingCapacity: true)
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
        var command = command
        var entries = takeUnclaimed()
        if let last = self.entries.last, last.component === component,
            actions.contains(where: last.recorded.command.performs), onlyIn.map({ $0 == last.input }) ?? true
        {
            entries = (last.recorded.command.provenance?.entries ?? []) + entries
            command.provenance = Provenance(entries: entries)
            self.entries[self.entries.count - 1] = Entry(
                recorded: RecordedCommand(command: command, warnings: warnings), component: component, input: input)
            return true
        }
        command.provenance = Provenance(entries: entries)
        self.entries.append(
            Entry(recorded: RecordedCommand(command: command, warnings: warnings), component: component, input: input))
        return false
    }

    /// Gives the unclaimed events to the command at `index`.
    mutating func attachUnclaimed(to index: Int) {
        guard entries.indices.contains(index), !unclaimed.isEmpty else { return }
        let kept = entries[index].recorded.command.provenance?.entries ?? []
        var joined: [Provenance.Entry] = []
        joined.reserveCapacity(kept.count + unclaimed.count)
        joined += kept
        joined += takeUnclaimed()
        entries[index].recorded.command.provenance = Provenance(entries: joined)
    }

    /// The unclaimed events, in an array just their size (a command keeps it for as long as it
    /// lives), leaving the working buffer empty for the next ones.
    private mutating func takeUnclaimed() -> [Provenance.Entry] {
        var taken: [Provenance.Entry] = []
        taken.reserveCapacity(unclaimed.count)
        taken += unclaimed
        unclaimed.removeAll(keepingCapacity: true)
        return taken
    }

    /// Forgets every command.
    mutating func removeAll() {
        entries.removeAll()
        unclaimed.removeAll()
    }
}
