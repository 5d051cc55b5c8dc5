/// Behaviour to wrap around every hook a selector matches, seeing each call type-erased.
///
/// Install it with ``AdviceInstalling/on(matching:named:flow:position:)``, which returns a
/// ``SelectorAdvisor`` whose methods build these:
///
/// ```swift
/// try registry.on(matching: "View.*").before { call in print(call.hook.name) }
/// try registry.on(matching: .throwing).afterThrowing { call, error in print(call.hook.name, error); return nil }
/// ```
///
/// Synchronous kinds (before, after, afterReturning, afterThrowing) apply to synchronous and
/// `async` hooks alike. ``around(_:)`` applies to the synchronous hooks a selector matches and
/// ``aroundAsync(_:)`` to the `async` ones; install both to wrap every kind of call.
public struct SelectorAdvice: Sendable {
    @usableFromInline
    enum Body: Sendable {
        case before(@Sendable (borrowing HookCall) -> Void)
        case after(@Sendable (borrowing HookCall, HookValue) -> Void)
        case afterThrowing(@Sendable (borrowing HookCall, any Error) -> (any Error)?)
        case around(@Sendable (borrowing AnyInvocation) -> HookOutcome)
        case aroundAsync(@Sendable (borrowing AsyncAnyInvocation) async -> HookOutcome)
    }

    @usableFromInline let body: Body
    /// The form as written, for listings.
    let form: String

    init(_ body: Body, form: String) {
        self.body = body
        self.form = form
    }

    /// Runs before the rest of each matched hook's chain.
    ///
    /// - Parameter body: Sees the call.
    /// - Returns: The advice.
    public static func before(_ body: @escaping @Sendable (borrowing HookCall) -> Void) -> Self {
        Self(.before(body), form: "before")
    }

    /// Runs after the rest of each matched hook's chain returns, seeing the result; not when it
    /// throws.
    ///
    /// - Parameter body: Sees the call and the result.
    /// - Returns: The advice.
    public static func after(_ body: @escaping @Sendable (borrowing HookCall, HookValue) -> Void) -> Self {
        Self(.after(body), form: "after")
    }

    /// ``after(_:)`` under AspectJ's name: runs when the call returns, seeing the result.
    ///
    /// - Parameter body: Sees the call and the result.
    /// - Returns: The advice.
    public static func afterReturning(_ body: @escaping @Sendable (borrowing HookCall, HookValue) -> Void) -> Self {
        Self(.after(body), form: "afterReturning")
    }

    /// Runs when the rest of the chain throws, seeing the error; returns an error to throw in
    /// its place, or `nil` to let the original go on.
    ///
    /// A replacement the hook cannot throw (see ``HookCall/canThrow(_:)``) is ignored, and the
    /// original goes on: a hook's callers only ever see its own error type.
    ///
    /// - Parameter body: Sees the call and the error.
    /// - Returns: The advice.
    public static func afterThrowing(
        _ body: @escaping @Sendable (borrowing HookCall, any Error) -> (any Error)?
    ) -> Self {
        Self(.afterThrowing(body), form: "afterThrowing")
    }

    /// Wraps the rest of each matched synchronous hook's chain; see ``AnyInvocation``.
    ///
    /// - Parameter body: Proceeds or not, and returns the call's outcome.
    /// - Returns: The advice.
    public static func around(_ body: @escaping @Sendable (borrowing AnyInvocation) -> HookOutcome) -> Self {
        Self(.around(body), form: "around")
    }

    /// Wraps the rest of each matched `async` hook's chain; see ``AsyncAnyInvocation``.
    ///
    /// - Parameter body: Proceeds or not, and returns the call's outcome.
    /// - Returns: The advice.
    public static func aroundAsync(
        _ body: @escaping @Sendable (borrowing AsyncAnyInvocation) async -> HookOutcome
    ) -> Self {
        Self(.aroundAsync(body), form: "aroundAsync")
    }

    /// When the advice runs in each chain it joins.
    public var kind: AdviceKind {
        switch body {
        case .before: .before
        case .after: .after
        case .afterThrowing, .around, .aroundAsync: .around
        }
    }
}

extension SelectorAdvice {
    /// Whether the advice joins only `async` hooks (`true`), only synchronous ones (`false`),
    /// or both (`nil`).
    var joinsAsync: Bool? {
        switch body {
        case .around: false
        case .aroundAsync: true
        case .before, .after, .afterThrowing: nil
        }
    }
}
