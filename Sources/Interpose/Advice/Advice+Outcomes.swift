/// Advice that runs after the call, by how it ended: `afterReturning` sees the result,
/// `afterThrowing` the typed error, which it may translate into another of the hook's errors.
///
/// ```swift
/// try registry.on(Vault.withdrawHook).afterReturning { vault, amount, balance in audit(balance) }
/// try registry.on(Vault.withdrawHook).afterThrowing { (vault, amount, error) throws(VaultError) in
///     if case .insufficientFunds = error { throw .frozen }   // translated
/// }
/// ```
///
/// ``after(_:)`` is `afterReturning` under its older name. An `afterThrowing` advice that returns
/// lets the original error go on; one that throws replaces it. Its error type is the hook's, so
/// a translation the hook could not throw does not compile.
extension Advice {
    /// Runs after the rest of the chain returns, seeing receiver, arguments and result; not
    /// when it throws. The same as ``after(_:)``, listed as `afterReturning`.
    ///
    /// - Parameter body: What to run.
    /// - Returns: The advice.
    @inlinable
    public static func afterReturning(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    ) -> Self {
        var advice = Self.after(body)
        advice.form = "afterReturning"
        return advice
    }

    /// Runs when the rest of the chain throws, seeing receiver, arguments and the error; the
    /// error goes on unless the advice throws another in its place.
    ///
    /// - Parameter body: What to run; throw to translate the error.
    /// - Returns: The advice.
    @inlinable
    public static func afterThrowing(
        _ body: @escaping @Sendable (Receiver, Arguments, Failure) throws(Failure) -> Void
    ) -> Self {
        var advice = Self.around { (invocation) throws(Failure) -> Result in
            do throws(Failure) {
                return try invocation.proceed()
            } catch {
                try body(invocation.receiver, invocation.arguments, error)
                throw error
            }
        }
        advice.form = "afterThrowing"
        return advice
    }
}

extension AsyncAdvice {
    /// Runs after the rest of the chain returns, seeing its result; listed as
    /// `afterReturning`. See ``Advice/afterReturning(_:)``.
    ///
    /// - Parameter body: What to run.
    /// - Returns: The advice.
    @inlinable
    public static func afterReturning(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) async throws(Failure) -> Void
    ) -> Self {
        var advice = Self.after(body)
        advice.form = "afterReturning"
        return advice
    }

    /// Runs when the rest of the chain throws, seeing the error; throw to translate it. See
    /// ``Advice/afterThrowing(_:)``.
    ///
    /// - Parameter body: What to run; throw to translate the error.
    /// - Returns: The advice.
    @inlinable
    public static func afterThrowing(
        _ body: @escaping @Sendable (Receiver, Arguments, Failure) async throws(Failure) -> Void
    ) -> Self {
        let advice = Self.around { (invocation) async throws(Failure) -> Result in
            do throws(Failure) {
                return try await invocation.proceed()
            } catch {
                try await body(invocation.receiver, invocation.arguments, error)
                throw error
            }
        }
        return Self(body: advice.body, form: "afterThrowing")
    }
}
