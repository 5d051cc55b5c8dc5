/// A test spy on one hook: records every call (receiver, arguments and outcome) in order and,
/// by default, lets it run as usual.
///
/// ```swift
/// let spy = try registry.spy(on: Vault.withdrawHook)
/// _ = try vault.withdraw(30)
/// #expect(spy.callCount == 1)
/// #expect(spy.lastCall?.arguments == 30)
/// #expect(spy.results == [70])
/// ```
///
/// A spy is `around` advice like any other, installed through
/// ``AdviceInstalling/install(_:on:options:)-(Advice<R,A,Res,F>,_,_)``: through a registry, or
/// through a plugin context that then owns it. It goes at the front of the chain by default, so
/// it records the arguments callers pass and the outcome they see. Scope it like any advice to
/// watch one instance or one type.
///
/// Reading a spy is thread-safe: calls can run on any number of threads while a test reads.
/// A call appears once it has returned or thrown; calls are listed in the order they started.
///
/// Receivers are held weakly: a spy never keeps an object alive. ``Call/receiverID`` still
/// tells calls apart after their receiver has gone.
///
/// The advice lives as long as the spy: dropping the last reference to the spy removes it.
/// Call ``remove()`` to stop recording earlier.
///
/// A spy can also stand in for the body: ``stub(_:)`` answers calls with a closure (the calls
/// are still recorded) until ``forward()`` hands them back to the real body.
public final class Spy<Receiver: Interceptable, Arguments: Sendable, Result: Sendable, Failure: Error>: Sendable {
    /// The answer a stub gives in place of the body.
    public typealias Stub = @Sendable (Receiver, Arguments) throws(Failure) -> Result

    /// What the spy does with a call besides recording it.
    enum Behavior: Sendable {
        /// Runs the rest of the chain and the body.
        case forward
        /// Answers with the closure instead.
        case stub(Stub)
    }

    struct State: Sendable {
        var calls: [Call] = []
        var behavior = Behavior.forward
        var token: AdviceToken?
    }

    let state = Locked(State())

    /// The name of the hook the spy watches.
    ///
    /// ```swift
    /// #expect(spy.hook == "Vault.withdraw")
    /// ```
    public let hook: String

    /// Installs a spy on a synchronous hook (`Hook` or `ThrowingHook`).
    ///
    /// ```swift
    /// let spy = try Spy(on: Vault.withdrawHook, in: registry, scope: .instance(vault))
    /// ```
    ///
    /// ``AdviceInstalling/spy(on:named:scope:position:)-(ThrowingHook<R,A,Res,F>,_,_,_)`` says
    /// the same thing from the registry's side.
    ///
    /// - Parameters:
    ///   - hook: The hook to watch.
    ///   - installer: A registry, or a plugin context.
    ///   - name: A name for the spy's advice, unique on the hook; none by default.
    ///   - scope: Which receivers to watch; all by default.
    ///   - position: Where the spy goes in the chain; in front of everything by default.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    public init(
        on hook: ThrowingHook<Receiver, Arguments, Result, Failure>, in installer: some AdviceInstalling,
        named name: String? = nil, scope: AdviceScope<Receiver> = .all, position: AdvicePosition = .first
    ) throws(AdviceError) {
        self.hook = hook.description
        let advice = Advice<Receiver, Arguments, Result, Failure>.around { [weak self] (invocation) throws(Failure) in
            guard let self else { return try invocation.proceed() }
            let sequence = SpySequence.next()
            let (receiver, arguments) = (invocation.receiver, invocation.arguments)
            let outcome: Swift.Result<Result, Failure>
            do throws(Failure) {
                switch self.behavior {
                case .forward: outcome = .success(try invocation.proceed())
                case .stub(let stub): outcome = .success(try stub(receiver, arguments))
                }
            } catch {
                outcome = .failure(error)
            }
            return try self.finish(sequence, receiver, arguments, outcome)
        }
        try adopt(installer.install(advice, on: hook, options: Self.options(name, scope, position)))
    }

    /// Installs a spy on an `async` hook.
    ///
    /// ```swift
    /// let spy = try Spy(on: Feed.loadHook, in: registry)
    /// _ = try await feed.load("news")
    /// #expect(spy.wasCalled(with: "news"))
    /// ```
    ///
    /// - Parameters:
    ///   - hook: The hook to watch.
    ///   - installer: A registry, or a plugin context.
    ///   - name: A name for the spy's advice, unique on the hook; none by default.
    ///   - scope: Which receivers to watch; all by default.
    ///   - position: Where the spy goes in the chain; in front of everything by default.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    public init(
        on hook: AsyncHook<Receiver, Arguments, Result, Failure>, in installer: some AdviceInstalling,
        named name: String? = nil, scope: AdviceScope<Receiver> = .all, position: AdvicePosition = .first
    ) throws(AdviceError) {
        self.hook = hook.description
        let advice = AsyncAdvice<Receiver, Arguments, Result, Failure>.around {
            [weak self] (invocation) async throws(Failure) in
            guard let self else { return try await invocation.proceed() }
            let sequence = SpySequence.next()
            let (receiver, arguments) = (invocation.receiver, invocation.arguments)
            let outcome: Swift.Result<Result, Failure>
            do throws(Failure) {
                switch self.behavior {
                case .forward: outcome = .success(try await invocation.proceed())
                case .stub(let stub): outcome = .success(try stub(receiver, arguments))
                }
            } catch {
                outcome = .failure(error)
            }
            return try self.finish(sequence, receiver, arguments, outcome)
        }
        try adopt(installer.install(advice, on: hook, options: Self.options(name, scope, position)))
    }

    deinit {
        state.withLock { $0.token }?.remove()
    }

    /// Whether the spy's advice is still installed.
    ///
    /// ```swift
    /// spy.remove()
    /// #expect(!spy.isInstalled)
    /// ```
    public var isInstalled: Bool {
        state.withLock { $0.token }?.isInstalled ?? false
    }

    /// Removes the spy's advice: later calls run without it and are not recorded. The calls
    /// recorded so far stay readable. Removing twice does nothing.
    ///
    /// ```swift
    /// spy.remove()
    /// _ = vault.deposit(5)
    /// #expect(spy.callCount == 0)
    /// ```
    public func remove() {
        state.withLock { $0.token }?.remove()
    }

    /// The options a spy installs its advice with.
    static func options(
        _ name: String?, _ scope: AdviceScope<Receiver>, _ position: AdvicePosition
    ) -> AdviceOptions<Receiver> {
        AdviceOptions(name: name, scope: scope, position: position)
    }

    /// Keeps the token of the spy's advice, to remove it later.
    private func adopt(_ token: AdviceToken) {
        state.withLock { $0.token = token }
    }

    /// Records a finished call and hands its outcome back to the caller.
    func finish(
        _ sequence: UInt64, _ receiver: Receiver, _ arguments: Arguments, _ outcome: Swift.Result<Result, Failure>
    ) throws(Failure) -> Result {
        record(Call(sequence: sequence, receiver: receiver, arguments: arguments, outcome: outcome))
        return try outcome.get()
    }

    /// What the spy does with the next call.
    var behavior: Behavior {
        state.withLock { $0.behavior }
    }

    /// Adds a finished call, keeping the list in the order calls started.
    ///
    /// Calls nearly always finish in the order they started, so the search from the end
    /// usually stops at once.
    func record(_ call: Call) {
        state.withLock { state in
            var index = state.calls.endIndex
            while index > state.calls.startIndex, state.calls[index - 1].sequence > call.sequence {
                index -= 1
            }
            state.calls.insert(call, at: index)
        }
    }
}

extension Spy: CustomStringConvertible {
    /// The hook and how many calls the spy has recorded, such as `Spy(Vault.withdraw: 3 calls)`.
    public var description: String {
        let count = callCount
        return "Spy(\(hook): \(count) call\(count == 1 ? "" : "s"))"
    }
}
