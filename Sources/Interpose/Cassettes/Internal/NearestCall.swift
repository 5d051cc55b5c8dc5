/// Finds the recorded call nearest to one a cassette does not hold, and says why it does not
/// answer: what a person needs to fix the test or the cassette.
enum NearestCall {
    /// The miss for `pending`, given the loaded calls and which of them have answered.
    static func miss(
        of pending: Tape.Pending, cassette: String, matcher: CassetteMatcher, calls: [Reel.Call], used: [Bool],
        cursor: Int
    ) -> CassetteMiss {
        let (index, reason) = nearest(to: pending, matcher: matcher, calls: calls, used: used, cursor: cursor)
        return CassetteMiss(
            cassette: cassette, hook: pending.hook, receiver: pending.receiver, arguments: pending.arguments,
            nearest: index.map { calls[$0].call }, nearestNumber: index.map { $0 + 1 }, reason: reason)
    }

    private static func nearest(
        to pending: Tape.Pending, matcher: CassetteMatcher, calls: [Reel.Call], used: [Bool], cursor: Int
    ) -> (Int?, String) {
        let same = calls.indices.filter { index in
            let call = calls[index].call
            return call.hook == pending.hook && call.receiver == pending.receiver
                && matcher.compare(call.arguments, pending.arguments)
        }
        if let later = same.first(where: { !used[$0] }) {
            guard cursor < later else { return (later, "calls replay in order") }
            return (later, "calls replay in order, and call \(cursor + 1), \(calls[cursor].call.call), comes first")
        }
        if let answered = same.last {
            return (answered, "it answered an earlier call; each recorded call answers one call")
        }
        guard
            let best = calls.indices.max(by: {
                score(calls[$0], pending, used[$0]) < score(calls[$1], pending, used[$1])
            })
        else { return (nil, "it holds no calls") }
        let call = calls[best].call
        if call.hook != pending.hook { return (best, "the cassette holds no call of \(pending.hook)") }
        if call.receiver != pending.receiver {
            return (best, "it was made on \(call.receiver), not \(pending.receiver)")
        }
        return (best, "the arguments differ")
    }

    /// The recorded call of `pending`'s hook nearest to it, by the same measure.
    static func sameHook(as pending: Tape.Pending, calls: [Reel.Call], used: [Bool]) -> Int? {
        calls.indices.filter { calls[$0].call.hook == pending.hook }
            .max { score(calls[$0], pending, used[$0]) < score(calls[$1], pending, used[$1]) }
    }

    /// How near a recorded call is: the hook counts most, then the receiver, then how many of
    /// the arguments' fields agree; a call not yet used wins a tie. Of equals, the first wins.
    private static func score(_ candidate: Reel.Call, _ pending: Tape.Pending, _ used: Bool) -> Double {
        let call = candidate.call
        var score = similarity(call.arguments, pending.arguments)
        if call.hook == pending.hook { score += 4 }
        if call.receiver == pending.receiver { score += 2 }
        if !used { score += 0.5 }
        return score
    }

    /// How alike two values are, from 0 to 1: equal values 1; numbers by how close they are,
    /// strings by the share they begin with; objects and arrays by the share of members or
    /// elements that agree.
    static func similarity(_ lhs: CassetteValue, _ rhs: CassetteValue) -> Double {
        if lhs == rhs { return 1 }
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            let keys = Set(left.keys).union(right.keys)
            let total = keys.reduce(0.0) { sum, key in
                guard let l = left[key], let r = right[key] else { return sum }
                return sum + similarity(l, r)
            }
            return total / Double(keys.count)
        case (.array(let left), .array(let right)):
            let total = zip(left, right).reduce(0.0) { $0 + similarity($1.0, $1.1) }
            return total / Double(max(left.count, right.count))
        case (.string(let left), .string(let right)):
            let shared = zip(left, right).prefix { $0 == $1 }.count
            return Double(shared) / Double(max(left.count, right.count))
        default:
            guard let left = lhs.doubleValue, let right = rhs.doubleValue else { return 0 }
            return 1 - min(1, abs(left - right) / max(abs(left), abs(right)))
        }
    }
}
