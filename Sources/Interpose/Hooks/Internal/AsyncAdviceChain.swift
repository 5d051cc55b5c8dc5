// Unsafe: nodes are read from the table's unretained addresses; the table the chain holds keeps them alive.

/// One `async` call's walk along a hook's chain.
///
/// Unlike the synchronous chain it holds the receiver and the table strongly: a suspended call
/// must keep both alive across every suspension without counting itself as a reader all along.
@usableFromInline
struct AsyncAdviceChain<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline typealias Node = AsyncAdviceNode<Receiver, Arguments, Result, Failure>

    @usableFromInline let receiver: Receiver
    @usableFromInline let table: NodeTable<AnyAdviceNode>
    @usableFromInline let body: (Receiver, Arguments) async throws(Failure) -> Result

    @inlinable
    init(
        receiver: Receiver, table: NodeTable<AnyAdviceNode>,
        body: @escaping (Receiver, Arguments) async throws(Failure) -> Result
    ) {
        self.receiver = receiver
        self.table = table
        self.body = body
    }

    /// Runs the chain from node `start` on, then the body.
    @inlinable
    func proceed(from start: Int, arguments: Arguments) async throws(Failure) -> Result {
        let (count, nodes) = (table.count, table.nodes)
        var index = start
        while index < count {
            let node = Unmanaged<Node>.fromOpaque(nodes[index]).takeUnretainedValue()
            index &+= 1
            guard node.admits(receiver, claiming: !node.runsAfter) else { continue }
            return try await run(node, next: index, arguments: arguments)
        }
        return try await body(receiver, arguments)
    }

    @inlinable
    func run(_ node: Node, next: Int, arguments: Arguments) async throws(Failure) -> Result {
        switch node.body {
        case .before(let before):
            try await before(receiver, arguments)
            return try await proceed(from: next, arguments: arguments)
        case .after(let after):
            let result = try await proceed(from: next, arguments: arguments)
            // Once-advice claims its run only now, so a call that throws does not use it up.
            guard !node.once || node.claimSingleRun() else { return result }
            try await after(receiver, arguments, result)
            return result
        case .around(let around):
            return try await around(AsyncInvocation(chain: self, next: next, arguments: arguments))
        case .instead(let instead):
            return try await instead(receiver, arguments)
        }
    }
}
