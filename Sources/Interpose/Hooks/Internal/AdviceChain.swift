// Unsafe: advice is called through unretained node addresses; a retain and release per advice costs more than it.

/// One call's walk along a hook's chain.
///
/// The walk runs `before` advice as it meets it, remembers `after` advice (one bit each) and
/// runs it in reverse once the body returns, so a chain of before and after advice costs no
/// stack frame per advice and never needs the body anywhere but in its parameter. Only when
/// around advice takes over does the call put a ``Frame`` (receiver, the table's nodes, body) on
/// its stack; the ``Invocation`` handed to the advice points to it, so it copies one word and
/// retains nothing. Around advice that proceeds runs ``proceed(from:arguments:)`` inlined into
/// itself: it calls the next unconditional around advice, or the body, directly, so a chain of
/// them costs one stack frame per advice, like a chain of closures. Nothing else is retained
/// either: the caller holds the receiver, the body is called borrowed from the frame, and the
/// call is marked as a reader of the hook's ``ChainSlot``, which keeps the table alive until it
/// returns.
///
/// Every function here takes its arguments in one order: receiver, arguments, table, body,
/// frame.
@usableFromInline
struct AdviceChain<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline typealias Node = AdviceNode<Receiver, Arguments, Result, Failure>
    @usableFromInline typealias Body = (Receiver, Arguments) throws(Failure) -> Result
    @usableFromInline typealias Table = NodeTable<AnyAdviceNode>

    /// What around advice resumes: lives on the caller's stack for the duration of the call.
    ///
    /// It copies what ``proceed(from:arguments:)`` reads from the table, so that resuming the
    /// chain at an unconditional wrapper, or at the body, reads the frame and one node and
    /// nothing else.
    @usableFromInline
    struct Frame: ~Copyable {
        @usableFromInline let receiver: Unmanaged<Receiver>
        /// The table's node addresses.
        @usableFromInline let nodes: UnsafeMutablePointer<UnsafeRawPointer>
        /// How many leading nodes are around advice that applies to every call
        /// (``NodeTable/leadingWrappers``).
        @usableFromInline let wrappers: Int
        /// The table's node count: proceeding from here runs the body.
        @usableFromInline let count: Int
        @usableFromInline let table: Unmanaged<Table>
        @usableFromInline let body: Body

        @inlinable
        init(receiver: Receiver, table: Unmanaged<Table>, body: @escaping Body) {
            self.receiver = .passUnretained(receiver)
            (nodes, wrappers, count) = table._withUnsafeGuaranteedRef { ($0.nodes, $0.leadingWrappers, $0.count) }
            self.table = table
            self.body = body
        }
    }

    @usableFromInline let frame: UnsafePointer<Frame>

    @inlinable
    init(_ frame: UnsafePointer<Frame>) {
        self.frame = frame
    }

    /// The receiver of the call.
    @inlinable
    var receiver: Receiver { frame.pointee.receiver.takeUnretainedValue() }

    /// Resumes the chain at node `next`: what ``Invocation/proceed()`` does, inlined into the
    /// advice that calls it. Unconditional around advice next in line is called straight from
    /// here, and so is the body once the chain is done, so a chain of around advice costs one
    /// stack frame per advice: the advice's own. Anything else (instead advice, a scope to
    /// test, before or after advice) takes the walk.
    @inlinable @inline(__always)
    func proceed(from next: Int, arguments: Arguments) throws(Failure) -> Result {
        if next < frame.pointee.wrappers {
            return try Unmanaged<Node>.fromOpaque(frame.pointee.nodes[next]).withGuaranteed {
                (node) throws(Failure) -> Result in
                try node.around(Invocation(chain: self, next: next &+ 1, arguments: arguments))
            }
        }
        if next == frame.pointee.count { return try Self.callBody(frame.pointee, arguments: arguments) }
        return try resume(from: next, arguments: arguments)
    }

    /// Calls the body borrowed from the frame. Read through the pointer instead, the closure
    /// would be copied, and its context retained and released around every call.
    @inlinable @inline(__always)
    static func callBody(_ frame: borrowing Frame, arguments: Arguments) throws(Failure) -> Result {
        try frame.receiver.withGuaranteed { (receiver) throws(Failure) -> Result in try frame.body(receiver, arguments)
        }
    }

    /// Resumes the chain at a node that needs the walk (a scope to test, before or after
    /// advice): kept out of line so that advice which proceeds stays small.
    @inlinable @inline(never)
    func resume(from start: Int, arguments: Arguments) throws(Failure) -> Result {
        try frame.pointee.receiver.withGuaranteed { (receiver) throws(Failure) -> Result in
            try frame.pointee.table.withGuaranteed { (table) throws(Failure) -> Result in
                try Self.walk(
                    from: start, receiver: receiver, arguments: arguments, table: table,
                    body: frame.pointee.body, frame: frame)
            }
        }
    }

    /// Runs `table`'s chain, then `body`, for one call on `receiver`. A chain that starts with
    /// unconditional around or instead advice is handed to it here, without a walk.
    @inlinable @inline(__always)
    static func run(
        receiver: Receiver, arguments: Arguments, table: Unmanaged<Table>, body: Body
    ) throws(Failure) -> Result {
        let (wrappers, replaces, first) = table._withUnsafeGuaranteedRef {
            ($0.leadingWrappers, $0.startsWithReplacement, $0.first)
        }
        if wrappers != 0 || replaces {
            return try wrap(
                Unmanaged<Node>.fromOpaque(first.unsafelyUnwrapped), next: 1, receiver: receiver, arguments: arguments,
                table: table, body: body)
        }
        return try table.withGuaranteed { (table) throws(Failure) -> Result in
            try runUnwrapped(receiver: receiver, arguments: arguments, table: table, body: body)
        }
    }

    /// Runs a chain that does not start with an unconditional wrapper: as two loops when it is
    /// flat, otherwise by a walk.
    @inlinable @inline(never)
    static func runUnwrapped(
        receiver: Receiver, arguments: Arguments, table: Table, body: Body
    ) throws(Failure) -> Result {
        if table.isFlat { return try runFlat(receiver: receiver, arguments: arguments, table: table, body: body) }
        return try walk(from: 0, receiver: receiver, arguments: arguments, table: table, body: body, frame: nil)
    }

    /// Runs a flat chain (unconditional before and after advice only) as two loops.
    @inlinable
    static func runFlat(receiver: Receiver, arguments: Arguments, table: Table, body: Body) throws(Failure) -> Result {
        for node in table.leading {
            try Unmanaged<Node>.fromOpaque(node).withGuaranteed { (node) throws(Failure) in
                try node.before(receiver, arguments)
            }
        }
        let result = try body(receiver, arguments)
        for node in table.trailing {
            try Unmanaged<Node>.fromOpaque(node).withGuaranteed { (node) throws(Failure) in
                try node.after(receiver, arguments, result)
            }
        }
        return result
    }

    /// Walks the chain from node `start`. `frame` is the call's frame once around advice has
    /// made one; until then the body is only ever the parameter.
    @inlinable
    static func walk(
        from start: Int, receiver: Receiver, arguments: Arguments, table: Table, body: Body,
        frame: UnsafePointer<Frame>?
    ) throws(Failure) -> Result {
        let count = table.count
        let nodes = table.nodes
        let checksScope = !table.isUnconditional
        var pendingAfter: UInt64 = 0
        var index = start
        while index < count {
            let node = Unmanaged<Node>.fromOpaque(nodes[index])
            index &+= 1
            let kind = node._withUnsafeGuaranteedRef { $0.kind }
            if checksScope, !node._withUnsafeGuaranteedRef({ $0.admits(receiver, claiming: kind != .after) }) {
                continue
            }
            switch kind {
            case .before:
                try node.withGuaranteed { (node) throws(Failure) in try node.before(receiver, arguments) }
            case .after where index &- start <= 64:
                pendingAfter |= 1 &<< UInt64(index &- start &- 1)
            case .after:
                let result = try walk(
                    from: index, receiver: receiver, arguments: arguments, table: table, body: body, frame: frame)
                try runAfter(node, receiver: receiver, arguments: arguments, result: result)
                try runAfter(
                    pendingAfter, from: start, receiver: receiver, arguments: arguments, table: table, result: result)
                return result
            case .around, .instead:
                let result: Result
                if let frame {
                    result = try enter(node, next: index, arguments: arguments, frame: frame)
                } else {
                    result = try wrap(
                        node, next: index, receiver: receiver, arguments: arguments, table: .passUnretained(table),
                        body: body)
                }
                try runAfter(
                    pendingAfter, from: start, receiver: receiver, arguments: arguments, table: table, result: result)
                return result
            }
        }
        let result = try body(receiver, arguments)
        try runAfter(pendingAfter, from: start, receiver: receiver, arguments: arguments, table: table, result: result)
        return result
    }

    /// Hands the rest of the chain to around or instead advice: around advice gets the call's
    /// frame, made here; instead advice needs none.
    @inlinable @inline(__always)
    static func wrap(
        _ node: Unmanaged<Node>, next: Int, receiver: Receiver, arguments: Arguments, table: Unmanaged<Table>,
        body: Body
    ) throws(Failure) -> Result {
        if node._withUnsafeGuaranteedRef({ $0.kind == .instead }) {
            return try node.withGuaranteed { (node) throws(Failure) -> Result in try node.instead(receiver, arguments) }
        }
        return try withoutActuallyEscaping(body) { (body) throws(Failure) -> Result in
            var made = Frame(receiver: receiver, table: table, body: body)
            return try withFramePointer(&made) { (frame) throws(Failure) -> Result in
                try enter(node, next: next, arguments: arguments, frame: frame)
            }
        }
    }

    /// Lends `frame`'s address to `body`. A frame holds addresses and a closure, never a
    /// buffer that could overrun, so it goes without a stack protector.
    @inlinable @inline(__always)
    static func withFramePointer(
        _ frame: inout Frame, _ body: (UnsafePointer<Frame>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        do {
            return try _withUnprotectedUnsafeMutablePointer(to: &frame) { try body(UnsafePointer($0)) }
        } catch {
            // `body` throws only `Failure`; the standard library's signature erases it.
            throw error as! Failure
        }
    }

    /// Calls around advice with an invocation that resumes the chain at `next`, or instead
    /// advice with the call.
    @inlinable @inline(__always)
    static func enter(
        _ node: Unmanaged<Node>, next: Int, arguments: Arguments, frame: UnsafePointer<Frame>
    ) throws(Failure) -> Result {
        try node.withGuaranteed { (node) throws(Failure) -> Result in
            if node.kind == .instead {
                return try frame.pointee.receiver.withGuaranteed { (receiver) throws(Failure) -> Result in
                    try node.instead(receiver, arguments)
                }
            }
            return try node.around(Invocation(chain: AdviceChain(frame), next: next, arguments: arguments))
        }
    }

    /// Runs the after advice marked in `pending` (bit `i` is node `start + i`), innermost first.
    @inlinable
    static func runAfter(
        _ pending: UInt64, from start: Int, receiver: Receiver, arguments: Arguments, table: Table, result: Result
    ) throws(Failure) {
        var pending = pending
        let nodes = table.nodes
        while pending != 0 {
            let bit = 63 &- pending.leadingZeroBitCount
            pending &= ~(1 &<< UInt64(bit))
            let node = Unmanaged<Node>.fromOpaque(nodes[start &+ bit])
            try runAfter(node, receiver: receiver, arguments: arguments, result: result)
        }
    }

    /// Runs one after advice the walk let through. Once-advice claims its run only here, when
    /// the call has returned, so a call that throws does not use it up.
    @inlinable
    static func runAfter(_ node: Unmanaged<Node>, receiver: Receiver, arguments: Arguments, result: Result)
        throws(Failure)
    {
        try node.withGuaranteed { (node) throws(Failure) in
            guard !node.once || node.claimSingleRun() else { return }
            try node.after(receiver, arguments, result)
        }
    }
}
