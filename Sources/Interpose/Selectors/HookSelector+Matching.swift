extension HookSelector {
    /// Whether the selector matches `hook`, for some receivers at least.
    ///
    /// ```swift
    /// HookSelector.named("View.*").matches(View.didInitHook.declaration)   // true
    /// ```
    ///
    /// - Parameter hook: A declared hook.
    /// - Returns: `true` when advice installed through the selector would go on the hook
    ///   (sealed hooks aside, which refuse it).
    public func matches(_ hook: DeclaredHook) -> Bool {
        if case .never = rule.match(hook) { return false }
        return true
    }

    /// How the selector matches `hook`: never, for all its receivers, or for receivers that
    /// pass a test of their dynamic type.
    func match(_ hook: DeclaredHook) -> SelectorMatch {
        rule.match(hook)
    }
}

/// How a selector matches one hook.
enum SelectorMatch: Sendable {
    /// Not at all.
    case never
    /// For every receiver.
    case always
    /// For receivers that pass `test`, which depends only on their dynamic type.
    case when(label: String, test: @Sendable (AnyObject) -> Bool)

    static func from(_ matches: Bool) -> Self { matches ? .always : .never }

    var negated: Self {
        switch self {
        case .never: .always
        case .always: .never
        case .when(let label, let test): .when(label: "not (\(label))", test: { !test($0) })
        }
    }

    func and(_ other: Self) -> Self {
        switch (self, other) {
        case (.never, _), (_, .never): .never
        case (.always, let match), (let match, .always): match
        case (.when(let lhs, let left), .when(let rhs, let right)):
            .when(label: "\(lhs) and \(rhs)", test: { left($0) && right($0) })
        }
    }

    func or(_ other: Self) -> Self {
        switch (self, other) {
        case (.always, _), (_, .always): .always
        case (.never, let match), (let match, .never): match
        case (.when(let lhs, let left), .when(let rhs, let right)):
            .when(label: "\(lhs) or \(rhs)", test: { left($0) || right($0) })
        }
    }
}

extension HookSelector.Rule {
    func match(_ hook: DeclaredHook) -> SelectorMatch {
        switch self {
        case .any: .always
        case .name(let pattern): .from(pattern.matches(hook.name))
        case .receiver(let rule): rule.match(hook)
        case .type(let rule): .from(rule.matches(hook))
        case .throwing: .from(hook.isThrowing)
        case .async: .from(hook.isAsync)
        case .exactly(let key, _): .from(hook.record.key == key)
        case .not(let rule): rule.match(hook).negated
        case .and(let lhs, let rhs): lhs.match(hook).and(rhs.match(hook))
        case .or(let lhs, let rhs): lhs.match(hook).or(rhs.match(hook))
        }
    }
}

extension ReceiverRule {
    /// All receivers of a hook declared by the type or a subclass; the type's instances among
    /// the receivers of a hook declared by a superclass; nothing otherwise.
    func match(_ hook: DeclaredHook) -> SelectorMatch {
        if covers(hook.record.receiverType) { return .always }
        if probe(hook.record.operations.receiverAccepts) { return .when(label: "\(name) and subclasses", test: test) }
        return .never
    }
}
