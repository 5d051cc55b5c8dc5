/// The state behind a ``Tape``'s lock: what has been used, what has been recorded, and the
/// receivers' names. Plain transitions, no user code.
struct TapeState: Sendable {
    /// A call of this run, in the order calls started.
    enum Entry: Sendable {
        /// A loaded call answered a call.
        case replayed(Int, sequence: Int)
        /// A call ran and was recorded.
        case recorded(RecordedCall, sequence: Int)

        var sequence: Int {
            switch self {
            case .replayed(_, let sequence), .recorded(_, let sequence): sequence
            }
        }
    }

    var names = ReceiverNames()
    private(set) var reel: Reel?
    /// Which loaded calls have answered a call.
    private(set) var used: [Bool] = []
    /// The first loaded call of a served hook not yet used: the next to answer, in order.
    private(set) var cursor = 0
    /// The loaded calls of served hooks, by hook and receiver, in the file's order.
    private var waiting: [Key: [Int]] = [:]
    /// How many of each list's first calls are used: where looking for an unused one starts.
    private var starts: [Key: Int] = [:]
    private var sequence = 0
    var log: [Entry] = []
    var problems: [CassetteError] = []

    /// A hook and a receiver's name.
    private struct Key: Hashable {
        let hook: String
        let receiver: String
    }

    /// Starts the run on `reel`; `false` if one has started before.
    mutating func load(_ reel: Reel) -> Bool {
        guard self.reel == nil else { return false }
        self.reel = reel
        used = Array(repeating: false, count: reel.calls.count)
        for (index, call) in reel.calls.enumerated() where call.answer != nil {
            waiting[Key(hook: call.call.hook, receiver: call.call.receiver), default: []].append(index)
        }
        advanceCursor()
        return true
    }

    /// The number of the call starting now.
    mutating func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    /// The loaded calls that may answer a call on `hook` on `receiver`: the next one in order, or
    /// every one not yet used.
    mutating func candidates(hook: String, receiver: String) -> [Int] {
        guard let reel, reel.session != .recording else { return [] }
        let key = Key(hook: hook, receiver: receiver)
        let unused = unusedCalls(key)
        guard reel.order == .inOrder else { return unused.filter { !used[$0] } }
        return unused.first == cursor ? [cursor] : []
    }

    /// Claims the first candidate (see ``candidates(hook:receiver:)``) whose arguments pass
    /// `matches`, for the call numbered `sequence`; `nil` when none does.
    mutating func claimFirst(
        hook: String, receiver: String, sequence: Int, where matches: (CassetteValue) -> Bool
    ) -> Int? {
        guard let reel, reel.session != .recording else { return nil }
        let unused = unusedCalls(Key(hook: hook, receiver: receiver))
        let index: Int?
        if reel.order == .inOrder {
            index = unused.first == cursor && matches(reel.calls[cursor].call.arguments) ? cursor : nil
        } else {
            index = unused.first { !used[$0] && matches(reel.calls[$0].call.arguments) }
        }
        guard let index, claim(index, sequence: sequence) else { return nil }
        return index
    }

    /// Claims loaded call `index` for the call numbered `sequence`; `false` when another call
    /// took it first, or, in order, it is no longer next.
    mutating func claim(_ index: Int, sequence: Int) -> Bool {
        guard !used[index], reel?.order == .anyOrder || index == cursor else { return false }
        used[index] = true
        log.append(.replayed(index, sequence: sequence))
        advanceCursor()
        return true
    }

    /// The calls of `key` from its first unused one on, moving its start past those used.
    private mutating func unusedCalls(_ key: Key) -> ArraySlice<Int> {
        guard let calls = waiting[key] else { return [] }
        var start = starts[key, default: 0]
        while start < calls.count, used[calls[start]] { start += 1 }
        starts[key] = start
        return calls[start...]
    }

    private mutating func advanceCursor() {
        guard let reel else { return }
        while cursor < used.count, used[cursor] || reel.calls[cursor].answer == nil { cursor += 1 }
    }

    /// The calls the cassette holds now, as ``Cassette/save()`` writes them: the calls of this
    /// run in the order they started, then the loaded calls no call used, in the file's order.
    /// A run that only replays holds the loaded calls as they were.
    var held: [RecordedCall] {
        guard let reel else { return [] }
        if reel.session == .replaying { return reel.calls.map(\.call) }
        let run = log.sorted { $0.sequence < $1.sequence }.map { entry in
            switch entry {
            case .replayed(let index, _): reel.calls[index].call
            case .recorded(let call, _): call
            }
        }
        return run + unused
    }

    /// The loaded calls no call used, in the file's order.
    var unused: [RecordedCall] {
        guard let reel else { return [] }
        return reel.calls.indices.filter { !used[$0] }.map { reel.calls[$0].call }
    }

    /// Whether the run recorded any call.
    var hasRecorded: Bool {
        log.contains { if case .recorded = $0 { true } else { false } }
    }
}
