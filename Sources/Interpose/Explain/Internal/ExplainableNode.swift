/// An advice node as explanations read it: what its scope says of a receiver, and the control
/// flow it applies in.
protocol ExplainableNode: AnyAdviceNode {
    /// Whether the node's scope, and the type its closures narrow to, cover `receiver`;
    /// `nil` for "any receiver".
    func scopeVerdict(for receiver: AnyObject?) -> ScopeVerdict
    /// Where in the control flow the advice applies.
    var explainedFlow: CompiledFlow { get }
    /// The region the node enters, if it is a control-flow marker.
    var marks: RegionGate? { get }
}

/// What a node's scope says of one receiver.
enum ScopeVerdict {
    /// The scope covers it.
    case applies
    /// No receiver was given; the scope, in words, decides.
    case depends(String)
    /// The scope turns it away, for this reason.
    case miss(AdviceMiss)
}

extension ScopedAdviceNode: ExplainableNode {
    var explainedFlow: CompiledFlow { terms.flow }
    var marks: RegionGate? { terms.marks }

    /// The same tests a call makes (``applies(to:)``), clause by clause, so that the one that
    /// fails can be named; a once-advice's control-flow condition is left to ``explainedFlow``.
    func scopeVerdict(for receiver: AnyObject?) -> ScopeVerdict {
        var scope = terms.scope
        scope.condition = nil
        guard let receiver else {
            if case .all = scope.storage, terms.narrowing == nil { return .applies }
            return .depends(
                [scope.description, terms.narrowing?.description].compactMap { $0 }.joined(separator: ", "))
        }
        guard let typed = receiver as? Receiver else {
            return .miss(.receiverType(scope: String(describing: Receiver.self), receiverType: Self.typeName(receiver)))
        }
        if let miss = Self.miss(of: scope, for: typed) { return .miss(miss) }
        if let narrowing = terms.narrowing, case .type(let name, let test, _) = narrowing.storage, !test(typed) {
            return .miss(.narrowing(type: name, receiverType: Self.typeName(receiver)))
        }
        return .applies
    }

    /// Why `scope` does not cover `receiver`, or `nil` when it does.
    private static func miss(of scope: AdviceScope<Receiver>, for receiver: Receiver) -> AdviceMiss? {
        switch scope.storage {
        case .all:
            return nil
        case .type(_, let test, _), .receivers(_, let test):
            return test(receiver) ? nil : .receiverType(scope: scope.description, receiverType: typeName(receiver))
        case .instance(let reference):
            guard reference.identifier != ObjectIdentifier(receiver) else { return nil }
            return .otherInstance(scope: scope.description, receiver: WeakReference(receiver).described)
        case .predicate(let label, let test):
            return test(receiver) ? nil : .predicate(label: label)
        }
    }

    private static func typeName(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }
}

extension WeakReference {
    /// The object as its type and address, such as `Vault 0x600000c04000`.
    var described: String { "\(typeName) \(address)" }
}
