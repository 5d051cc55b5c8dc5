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
    /// The loaded calls of served hooks not yet used, by hook and receiver, in the file's order.
    private var waiting: [Key: [Int]] = [:]
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
    func candidates(hook: String, receiver: String) -> [Int] {
        guard let reel, reel.session != .recording else { return [] }
        let waiting = waiting[Key(hook: hook, receiver: receiver)] ?? []
        guard reel.order == .inOrder else { return waiting }
        return waiting.first == cursor ? [cursor] : []
    }

    /// Claims loaded call `index` for the call `pending`: `nil` when it is claimed, or the
    /// candidates left when another call took it first.
    mutating func claim(_ index: Int, sequence: Int, pending: Tape.Pending) -> [Int]? {
        let key = Key(hook: pending.hook, receiver: pending.receiver)
        guard !used[index], reel?.order == .anyOrder || index == cursor else {
            return candidates(hook: pending.hook, receiver: pending.receiver)
        }
        used[index] = true
        waiting[key]?.removeAll { $0 == index }
        log.append(.replayed(index, sequence: sequence))
        advanceCursor()
        return nil
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
