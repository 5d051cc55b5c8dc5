// Unsafe: a selector around advice resumes its typed chain through the frame's address on the bridge's stack.

/// What a synchronous selector around advice's ``AnyInvocation`` points to: the typed chain to
/// resume, on the bridge's stack for the duration of the advice.
///
/// Proceeding keeps its typed result here, for an advice that returns an outcome its hook
/// cannot return: the call then ends with its last proceed. The outcome the advice returns is
/// read back without a dynamic cast when it holds exactly the hook's result type and an `Any`
/// keeps that type inline (``HookOutcome/moveInlinePayload(from:as:threw:)``), as the outcome of a
/// proceed of a hook returning a small value does.
@usableFromInline
struct AroundFrame<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline let chain: AdviceChain<Receiver, Arguments, Result, Failure>
    @usableFromInline let next: Int
    @usableFromInline let arguments: Arguments
    @usableFromInline var latest: Swift.Result<Result, Failure>?

    @inlinable
    init(chain: AdviceChain<Receiver, Arguments, Result, Failure>, next: Int, arguments: Arguments) {
        self.chain = chain
        self.next = next
        self.arguments = arguments
    }

    /// Runs the rest of the chain with `arguments` and keeps the result.
    @inlinable @inline(__always)
    static func proceed(_ frame: UnsafeMutablePointer<Self>, with arguments: Arguments) -> HookOutcome {
        let chain = frame.pointee.chain
        let result: Swift.Result<Result, Failure>
        do throws(Failure) {
            result = .success(try chain.proceed(from: frame.pointee.next, arguments: arguments))
        } catch {
            result = .failure(error)
        }
        frame.pointee.latest = result
        return HookOutcome(result)
    }

    /// The typed result of the outcome at `outcome`, which this consumes: its value or error,
    /// moved out in place when it is exactly of the hook's types, else cast to them. An outcome
    /// that fits neither is reported and the call ends with its last proceed, or proceeds now.
    @inlinable @inline(__always)
    static func result(
        of outcome: UnsafeMutablePointer<HookOutcome>, frame: UnsafeMutablePointer<Self>, record: HookRecord
    ) throws(Failure) -> Result {
        if let value = HookOutcome.moveInlinePayload(from: outcome, as: Result.self, threw: false) { return value }
        if let error = HookOutcome.moveInlinePayload(from: outcome, as: Failure.self, threw: true) { throw error }
        return try cast(outcome.move(), frame: frame, record: record)
    }

    /// ``result(of:frame:record:)`` for an outcome that needs a cast: kept out of line.
    @inlinable @inline(never)
    static func cast(_ outcome: HookOutcome, frame: UnsafeMutablePointer<Self>, record: HookRecord) throws(Failure)
        -> Result
    {
        if let value = try outcome.cast(to: Result.self, throwing: Failure.self, record: record) { return value }
        if let latest = frame.pointee.latest { return try latest.get() }
        return try frame.pointee.chain.proceed(from: frame.pointee.next, arguments: frame.pointee.arguments)
    }
}

/// The `async` counterpart of ``AroundFrame``'s bookkeeping: a call's last proceed, on the
/// heap since the call suspends. An `async` call costs far more than a cast, so its outcome is
/// simply cast back.
@usableFromInline
final class AsyncAroundState<Result, Failure: Error> {
    @usableFromInline var latest: Swift.Result<Result, Failure>?

    @inlinable
    init() {}

    /// Keeps `result` as the last proceed's and makes its outcome.
    @inlinable
    func keep(_ result: Swift.Result<Result, Failure>) -> HookOutcome {
        latest = result
        return HookOutcome(result)
    }

    /// The typed result of `outcome`, as ``AroundFrame/cast(_:frame:record:)`` finds it;
    /// `nil` when the advice never proceeded and the outcome fits nothing.
    @inlinable
    func result(of outcome: HookOutcome, record: HookRecord) throws(Failure) -> Result? {
        if let value = try outcome.cast(to: Result.self, throwing: Failure.self, record: record) { return value }
        return try latest?.get()
    }
}
