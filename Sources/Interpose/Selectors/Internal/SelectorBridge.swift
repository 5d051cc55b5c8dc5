// Unsafe: selector advice reads the typed arguments and frame through their addresses on the stack, unboxed.

/// Turns selector advice into typed advice for one synchronous hook's types.
///
/// Everything here is inlinable and reached from ``DeclaredHook/init(_:)-(ThrowingHook<R,A,Res,F>)``,
/// so it is compiled in the module that declares the hook, where the types are concrete: the
/// closures a registry runs for selector advice are specialized code, and a call hands the
/// advice a ``HookCall`` or ``AnyInvocation`` that points to its arguments without copying or
/// retaining anything.
@usableFromInline
enum SelectorBridge<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline typealias Frame = AroundFrame<Receiver, Arguments, Result, Failure>
    @usableFromInline typealias Typed = Advice<Receiver, Arguments, Result, Failure>

    /// The operations a ``HookRecord`` of such a hook carries.
    @inlinable
    static func operations() -> HookOperations {
        HookOperations(
            makeNode: { advice, recipe in
                Self.advice(advice, record: recipe.record, flow: recipe.flow).map { makeAdviceNode($0, recipe: recipe) }
            },
            makeMarker: { recipe, region in makeAdviceNode(marker(region: region), recipe: recipe) },
            receiverAccepts: { $0 is Receiver.Type },
            boxArguments: { $0.assumingMemoryBound(to: Arguments.self).pointee },
            frameArguments: { $0.assumingMemoryBound(to: Frame.self).pointee.arguments },
            acceptsArguments: { $0 is Arguments },
            acceptsResult: { $0 is Result },
            acceptsError: { $0 is Failure },
            proceed: { frame in
                let frame = frame.assumingMemoryBound(to: Frame.self)
                return Frame.proceed(frame, with: frame.pointee.arguments)
            },
            proceedWith: { frame, arguments in
                let frame = frame.assumingMemoryBound(to: Frame.self)
                return Frame.proceed(frame, with: arguments as? Arguments ?? frame.pointee.arguments)
            })
    }

    /// `advice` as typed advice on the hook `record` describes, running only where `flow`
    /// holds; `nil` for `async` around advice.
    @inlinable
    static func advice(_ advice: SelectorAdvice, record: HookRecord, flow: CompiledFlow) -> Typed? {
        guard let typed = Self.advice(advice, record: record) else { return nil }
        return flow.isAnywhere ? typed : typed.limited(to: flow.test)
    }

    /// `advice` as typed advice on the hook `record` describes; `nil` for `async` around advice.
    @inlinable
    static func advice(_ advice: SelectorAdvice, record: HookRecord) -> Typed? {
        switch advice.body {
        case .before(let body):
            return .before { receiver, arguments in
                withUnsafePointer(to: arguments) { body(HookCall(record: record, receiver: receiver, arguments: $0)) }
            }
        case .after(let body):
            return .after { receiver, arguments, result in
                withUnsafePointer(to: arguments) {
                    body(HookCall(record: record, receiver: receiver, arguments: $0), HookValue(result))
                }
            }
        case .afterThrowing(let body):
            return afterThrowing(body, record: record)
        case .around(let body):
            return .around(SelectorAround(body: body, record: record).call)
        case .aroundAsync:
            return nil
        }
    }

    /// Runs `body` when the rest of the chain throws, and throws its replacement when the hook
    /// can.
    @inlinable
    static func afterThrowing(
        _ body: @escaping @Sendable (borrowing HookCall, any Error) -> (any Error)?, record: HookRecord
    ) -> Typed {
        .around { (invocation) throws(Failure) -> Result in
            do throws(Failure) {
                return try invocation.proceed()
            } catch {
                let replacement = withUnsafePointer(to: invocation.arguments) {
                    body(HookCall(record: record, receiver: invocation.receiver, arguments: $0), error)
                }
                if let replacement, let typed = replacement as? Failure { throw typed }
                throw error
            }
        }
    }

    /// Hands `body` an ``AnyInvocation`` over a frame on this stack, and reads the call's typed
    /// result back from the outcome it returns.
    ///
    /// Frame and outcome hold addresses, values and a result, never a buffer that could overrun,
    /// so they go without a stack protector (the `_withUnprotected` forms).
    @inlinable @inline(__always)
    static func around(
        _ invocation: borrowing Invocation<Receiver, Arguments, Result, Failure>,
        body: @Sendable (borrowing AnyInvocation) -> HookOutcome, record: HookRecord
    ) throws(Failure) -> Result {
        var frame = Frame(chain: invocation.chain, next: invocation.next, arguments: invocation.arguments)
        return try _withUnprotectedUnsafeMutablePointer(to: &frame) { (frame) throws(Failure) -> Result in
            try run(frame: frame, body: body, record: record)
        }
    }

    /// Runs `body` on the frame at `frame` and reads its outcome back. The outcome is kept in
    /// memory of its own, so that its value can be moved out in place with nothing left to
    /// destroy (``Frame/result(of:frame:record:)``).
    @inlinable @inline(__always)
    static func run(
        frame: UnsafeMutablePointer<Frame>, body: @Sendable (borrowing AnyInvocation) -> HookOutcome,
        record: HookRecord
    ) throws(Failure) -> Result {
        try _withUnprotectedUnsafeTemporaryAllocation(of: HookOutcome.self, capacity: 1) {
            (outcome) throws(Failure) -> Result in
            let outcome = outcome.baseAddress.unsafelyUnwrapped
            outcome.initialize(
                to: body(
                    AnyInvocation(
                        record: record, receiver: frame.pointee.chain.receiver, frame: UnsafeMutableRawPointer(frame))))
            return try Frame.result(of: outcome, frame: frame, record: record)
        }
    }

    /// Advice that keeps the current thread inside `region` for the rest of the call.
    @inlinable
    static func marker(region: RegionGate) -> Typed {
        .around { (invocation) throws(Failure) -> Result in
            region.enter()
            defer { region.leave() }
            return try invocation.proceed()
        }
    }
}
