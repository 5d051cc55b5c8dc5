/// What a synchronous selector around advice's ``AnyInvocation`` points to: the typed chain to
/// resume, on the bridge's stack for the duration of the advice.
///
/// Proceeding keeps its typed result here; the outcome it hands the advice carries an origin
/// no other proceed in the process has (``FlowStack/nextOrigin()``), so when the advice returns
/// that outcome the result is read back from here, typed, without a dynamic cast (which costs
/// several times the rest of the bridge).
@usableFromInline
struct AroundFrame<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline let chain: AdviceChain<Receiver, Arguments, Result, Failure>
    @usableFromInline let next: Int
    @usableFromInline let arguments: Arguments
    @usableFromInline var latest: Swift.Result<Result, Failure>?
    /// The origin of `latest`'s outcome; 0 before any proceed.
    @usableFromInline var latestOrigin: UInt = 0

    @inlinable
    init(chain: AdviceChain<Receiver, Arguments, Result, Failure>, next: Int, arguments: Arguments) {
        self.chain = chain
        self.next = next
        self.arguments = arguments
    }

    /// Runs the rest of the chain with `arguments` and keeps the result, tagged with an origin
    /// from `stack`.
    @inlinable
    static func proceed(_ frame: UnsafeMutablePointer<Self>, with arguments: Arguments, stack: FlowStack)
        -> HookOutcome
    {
        let chain = frame.pointee.chain
        let result: Swift.Result<Result, Failure>
        do throws(Failure) {
            result = .success(try chain.proceed(from: frame.pointee.next, arguments: arguments))
        } catch {
            result = .failure(error)
        }
        let origin = stack.nextOrigin()
        frame.pointee.latest = result
        frame.pointee.latestOrigin = origin
        switch result {
        case .success(let value): return HookOutcome(returned: value, origin: origin)
        case .failure(let error): return HookOutcome(threw: error, origin: origin)
        }
    }

    /// The typed result of `outcome`: the last proceed's when the outcome is it, else the
    /// outcome's value or error cast to the hook's types. An outcome that fits neither is
    /// reported and the call ends with its last proceed, or proceeds now.
    @inlinable
    static func result(of outcome: HookOutcome, frame: UnsafeMutablePointer<Self>, record: HookRecord) throws(Failure)
        -> Result
    {
        if outcome.origin != 0, outcome.origin == frame.pointee.latestOrigin, let latest = frame.pointee.latest {
            return try latest.get()
        }
        if outcome.didThrow {
            if let typed = outcome.payload as? Failure { throw typed }
        } else if let value = outcome.payload as? Result {
            return value
        }
        reportForeignOutcome(hook: record)
        if let latest = frame.pointee.latest { return try latest.get() }
        return try frame.pointee.chain.proceed(from: frame.pointee.next, arguments: frame.pointee.arguments)
    }
}

/// The `async` counterpart of ``AroundFrame``'s bookkeeping: a call's last proceed and their
/// count, on the heap since the call suspends.
@usableFromInline
final class AsyncAroundState<Result, Failure: Error> {
    @usableFromInline var latest: Swift.Result<Result, Failure>?
    @usableFromInline var latestOrigin: UInt = 0

    @inlinable
    init() {}

    /// Keeps `result` as the last proceed's and makes its outcome.
    @inlinable
    func keep(_ result: Swift.Result<Result, Failure>) -> HookOutcome {
        let origin = FlowStack.shared.nextOrigin()
        latest = result
        latestOrigin = origin
        switch result {
        case .success(let value): return HookOutcome(returned: value, origin: origin)
        case .failure(let error): return HookOutcome(threw: error, origin: origin)
        }
    }

    /// The typed result of `outcome`, as ``AroundFrame/result(of:frame:record:)`` finds it;
    /// `nil` when the advice never proceeded and the outcome fits nothing.
    @inlinable
    func result(of outcome: HookOutcome, record: HookRecord) throws(Failure) -> Result? {
        if outcome.origin != 0, outcome.origin == latestOrigin, let latest {
            return try latest.get()
        }
        if outcome.didThrow {
            if let typed = outcome.payload as? Failure { throw typed }
        } else if let value = outcome.payload as? Result {
            return value
        }
        reportForeignOutcome(hook: record)
        return try latest?.get()
    }
}
