/// What a synchronous selector around advice's ``AnyInvocation`` points to: the typed chain to
/// resume, on the bridge's stack for the duration of the advice.
///
/// Proceeding keeps its typed result here, and counts itself; the outcome it hands the advice
/// carries the frame's address plus that count, so when the advice returns it the result is
/// read back from here, typed, without a dynamic cast.
@usableFromInline
struct AroundFrame<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    @usableFromInline let chain: AdviceChain<Receiver, Arguments, Result, Failure>
    @usableFromInline let next: Int
    @usableFromInline let arguments: Arguments
    @usableFromInline var latest: Swift.Result<Result, Failure>?
    @usableFromInline var proceeds: UInt = 0

    @inlinable
    init(chain: AdviceChain<Receiver, Arguments, Result, Failure>, next: Int, arguments: Arguments) {
        self.chain = chain
        self.next = next
        self.arguments = arguments
    }

    /// Runs the rest of the chain with `arguments` (the frame's when `nil`) and keeps the result.
    @inlinable
    static func proceed(_ frame: UnsafeMutablePointer<Self>, with arguments: Arguments?) -> HookOutcome {
        let chain = frame.pointee.chain
        let result: Swift.Result<Result, Failure>
        do throws(Failure) {
            result = .success(try chain.proceed(from: frame.pointee.next, arguments: arguments ?? frame.pointee.arguments))
        } catch {
            result = .failure(error)
        }
        frame.pointee.latest = result
        frame.pointee.proceeds &+= 1
        let origin = UInt(bitPattern: frame) &+ frame.pointee.proceeds
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
        if outcome.origin != 0, outcome.origin == UInt(bitPattern: frame) &+ frame.pointee.proceeds,
            let latest = frame.pointee.latest
        {
            return try latest.get()
        }
        if let error = outcome.error {
            if let typed = error as? Failure { throw typed }
        } else if let value = outcome.result?.value as? Result {
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
    @usableFromInline var proceeds: UInt = 0

    @inlinable
    init() {}

    /// Keeps `result` as the last proceed's and makes its outcome.
    @inlinable
    func keep(_ result: Swift.Result<Result, Failure>) -> HookOutcome {
        latest = result
        proceeds &+= 1
        let origin = UInt(bitPattern: ObjectIdentifier(self)) &+ proceeds
        switch result {
        case .success(let value): return HookOutcome(returned: value, origin: origin)
        case .failure(let error): return HookOutcome(threw: error, origin: origin)
        }
    }

    /// The typed result of `outcome`, as ``AroundFrame/result(of:frame:record:)`` finds it;
    /// `nil` when the advice never proceeded and the outcome fits nothing.
    @inlinable
    func result(of outcome: HookOutcome, record: HookRecord) throws(Failure) -> Result? {
        if outcome.origin != 0, outcome.origin == UInt(bitPattern: ObjectIdentifier(self)) &+ proceeds,
            let latest
        {
            return try latest.get()
        }
        if let error = outcome.error {
            if let typed = error as? Failure { throw typed }
        } else if let value = outcome.result?.value as? Result {
            return value
        }
        reportForeignOutcome(hook: record)
        return try latest?.get()
    }
}
