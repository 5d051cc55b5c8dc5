extension Advice {
    /// The same advice, running only where `check` holds and otherwise letting the call go on
    /// as if it were not there. Instead advice becomes around advice that proceeds when the
    /// check fails.
    ///
    /// Wrapping the closures keeps an unconditional advice unconditional, so its chain stays
    /// on the flat path (before and after loops) instead of testing a scope on every node. The
    /// wrapper the advice's own factory made (``limiter``) is specialized for its types; the one
    /// made here, for advice built otherwise, is generic code and costs a little more.
    @usableFromInline
    func limited(to check: @escaping @Sendable () -> Bool) -> Self {
        if let limiter { return Self(body: limiter(check), narrowing: narrowing, form: form ?? kind.rawValue) }
        let body: Body =
            switch body {
            case .before(let before):
                .before { (receiver, arguments) throws(Failure) in
                    if check() { try before(receiver, arguments) }
                }
            case .after(let after):
                .after { (receiver, arguments, result) throws(Failure) in
                    if check() { try after(receiver, arguments, result) }
                }
            case .around(let around):
                .around { (invocation) throws(Failure) -> Result in
                    check() ? try around(invocation) : try invocation.proceed()
                }
            case .instead(let instead):
                .around { (invocation) throws(Failure) -> Result in
                    check() ? try instead(invocation.receiver, invocation.arguments) : try invocation.proceed()
                }
            }
        return Self(body: body, narrowing: narrowing, form: form ?? kind.rawValue)
    }
}

extension AsyncAdvice {
    /// The same advice, running only where `check` holds; see ``Advice/limited(to:)``.
    @usableFromInline
    func limited(to check: @escaping @Sendable () -> Bool) -> Self {
        if let limiter { return Self(body: limiter(check), form: form ?? kind.rawValue) }
        let body: Body =
            switch body {
            case .before(let before):
                .before { (receiver, arguments) async throws(Failure) in
                    if check() { try await before(receiver, arguments) }
                }
            case .after(let after):
                .after { (receiver, arguments, result) async throws(Failure) in
                    if check() { try await after(receiver, arguments, result) }
                }
            case .around(let around):
                .around { (invocation) async throws(Failure) -> Result in
                    check() ? try await around(invocation) : try await invocation.proceed()
                }
            case .instead(let instead):
                .around { (invocation) async throws(Failure) -> Result in
                    check()
                        ? try await instead(invocation.receiver, invocation.arguments) : try await invocation.proceed()
                }
            }
        return Self(body: body, form: form ?? kind.rawValue)
    }
}
