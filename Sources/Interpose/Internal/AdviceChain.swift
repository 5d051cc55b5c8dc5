/// One call's walk along a hook's chain.
///
/// The call keeps a ``Frame`` (receiver, the snapshot's table, the body) on its stack and the
/// chain is a pointer to it, so handing the chain to around advice inside an ``Invocation``
/// copies one word and retains nothing. Nothing else is retained either: the caller holds the
/// receiver, the receiver holds the registry, and the registry keeps every snapshot it ever
/// published.
@usableFromInline
struct AdviceChain<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline typealias Node = AdviceNode<Receiver, Arguments, Result, Failure>

    /// What one call walks: lives on the caller's stack for the duration of the call.
    @usableFromInline
    struct Frame {
        @usableFromInline let receiver: Unmanaged<Receiver>
        @usableFromInline let table: Unmanaged<NodeTable<AnyAdviceNode>>
        @usableFromInline let body: (Receiver, Arguments) throws(Failure) -> Result

        @inlinable
        init(
            receiver: Receiver, table: Unmanaged<NodeTable<AnyAdviceNode>>,
            body: @escaping (Receiver, Arguments) throws(Failure) -> Result
        ) {
            self.receiver = .passUnretained(receiver)
            self.table = table
            self.body = body
        }
    }

    @usableFromInline let frame: UnsafePointer<Frame>

    @inlinable
    init(_ frame: UnsafePointer<Frame>) {
        self.frame = frame
    }

    /// Runs `table`'s chain, then `body`, for one call on `receiver`.
    @inlinable
    static func run(
        _ receiver: Receiver, _ arguments: Arguments, table: Unmanaged<NodeTable<AnyAdviceNode>>,
        body: (Receiver, Arguments) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withoutActuallyEscaping(body) { (body) throws(Failure) -> Result in
            var frame = Frame(receiver: receiver, table: table, body: body)
            return try withUnsafePointer(to: &frame) { (frame) throws(Failure) -> Result in
                try AdviceChain(frame).proceed(from: 0, arguments, receiver)
            }
        }
    }

    /// The receiver of the call.
    @inlinable
    var receiver: Receiver { frame.pointee.receiver.takeUnretainedValue() }

    /// Runs the chain from node `start` on, then the body.
    @inlinable
    func proceed(from start: Int, _ arguments: Arguments) throws(Failure) -> Result {
        try frame.pointee.receiver.withGuaranteed { (receiver) throws(Failure) -> Result in
            try proceed(from: start, arguments, receiver)
        }
    }

    /// Walks the chain without a stack frame per advice: before advice runs as it is met,
    /// after advice is remembered (one bit each) and run in reverse once the body, or an
    /// around advice that took over the rest of the chain, has returned.
    @inlinable
    func proceed(from start: Int, _ arguments: Arguments, _ receiver: Receiver) throws(Failure) -> Result {
        let (count, nodes) = frame.pointee.table._withUnsafeGuaranteedRef { ($0.count, $0.nodes) }
        var pendingAfter: UInt64 = 0
        var index = start
        var result: Result?
        while index < count {
            let node = Unmanaged<Node>.fromOpaque(nodes[index])
            index &+= 1
            guard node._withUnsafeGuaranteedRef({ $0.admits(receiver) }) else { continue }
            let next = index
            let kind = node._withUnsafeGuaranteedRef { $0.kind }
            if kind == .after && next &- start <= 64 {
                pendingAfter |= 1 &<< UInt64(next &- start &- 1)
                continue
            }
            result = try node.withGuaranteed { (node) throws(Failure) -> Result? in
                try run(node, next: next, arguments, receiver)
            }
            if result != nil { break }
        }
        let value: Result
        if let result { value = result } else { value = try frame.pointee.body(receiver, arguments) }
        try runAfter(pendingAfter, from: start, arguments, receiver, value)
        return value
    }

    /// Runs one advice: before advice returns `nil` (the walk goes on); the others return the
    /// result of the rest of the chain, which they ran themselves.
    @inlinable
    func run(_ node: Node, next: Int, _ arguments: Arguments, _ receiver: Receiver) throws(Failure) -> Result? {
        switch node.kind {
        case .before:
            try node.before(receiver, arguments)
            return nil
        case .after:
            let result = try proceed(from: next, arguments, receiver)
            try node.after(receiver, arguments, result)
            return result
        case .around:
            return try node.around(Invocation(chain: self, next: next, arguments: arguments))
        }
    }

    /// Runs the after advice marked in `pending` (bit `i` is node `start + i`), innermost first.
    @inlinable
    func runAfter(
        _ pending: UInt64, from start: Int, _ arguments: Arguments, _ receiver: Receiver, _ result: Result
    ) throws(Failure) {
        var pending = pending
        let nodes = frame.pointee.table._withUnsafeGuaranteedRef { $0.nodes }
        while pending != 0 {
            let bit = 63 &- pending.leadingZeroBitCount
            pending &= ~(1 &<< UInt64(bit))
            try Unmanaged<Node>.fromOpaque(nodes[start &+ bit]).withGuaranteed { (node) throws(Failure) in
                try node.after(receiver, arguments, result)
            }
        }
    }
}
