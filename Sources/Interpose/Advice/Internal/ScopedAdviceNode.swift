import Synchronization

/// An advice node that knows its receiver type and so can answer "does this call get it?".
///
/// The test is the first thing the call path does with a node, so it is laid out for speed:
/// every receiver is a tag compare; a type scope remembers its answer for the last dynamic
/// type it saw; an instance scope compares addresses and nothing else.
///
/// An address compare is exact because the node pins its instance's memory with an `unowned`
/// reference: after the instance is deinitialized its memory stays allocated (and so cannot
/// hold a new object) until the node itself is freed, which happens only once the registry
/// has pruned it and no call that could run it is under way (see ``ChainSlot``). A call made
/// from the instance's own `deinit` therefore still runs the advice, safely: the advice's
/// closures live as long as the node.
@usableFromInline
class ScopedAdviceNode<Receiver: AnyObject>: AnyAdviceNode {
    @usableFromInline let scopeKind: AdviceScope<Receiver>.Kind
    /// The address of the instance an instance scope applies to.
    @usableFromInline let instanceAddress: UInt
    /// Keeps the instance's memory from being reused while the node lives.
    private unowned(safe) let pinnedInstance: AnyObject?
    /// The last dynamic type tested, with the answer in its low bit.
    @usableFromInline let typeCache = Atomic<UInt>(0)
    let typeTest: @Sendable (AnyObject) -> Bool
    @usableFromInline let predicate: @Sendable (Receiver) -> Bool
    /// What the node was installed with, as explanations read it; calls never do.
    let terms: NodeTerms<Receiver>

    /// A node applying to `scope`; `flow` is the control flow its advice's closures test
    /// themselves, `marks` the region a control-flow marker enters and `narrowing` the type
    /// the advice's closures narrow the receiver to, which explanations read.
    init(
        id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>, group: UInt64? = nil,
        flow: CompiledFlow = .anywhere, marks: RegionGate? = nil, narrowing: AdviceScope<Receiver>? = nil
    ) {
        terms = NodeTerms(
            scope: scope, flow: scope.condition?.flow ?? flow, marks: marks, narrowing: narrowing)
        var instance: WeakReference?
        var typeTest: @Sendable (AnyObject) -> Bool = { _ in true }
        var predicate: @Sendable (Receiver) -> Bool = { _ in true }
        scopeKind = scope.kind
        switch scope.storage {
        case .all: break
        case .type(_, let test, _), .receivers(_, let test): typeTest = test
        case .instance(let reference): instance = reference
        case .predicate(_, let test): predicate = test
        }
        let instanceAddress = instance.map { UInt(bitPattern: $0.identifier) } ?? 0
        if let condition = scope.condition {
            predicate = Self.conditioned(
                scope.storage, typeTest: typeTest, instanceAddress: instanceAddress, predicate: predicate,
                check: condition.test)
        }
        self.instanceAddress = instanceAddress
        self.pinnedInstance = instance?.object
        self.typeTest = typeTest
        self.predicate = predicate
        super.init(
            id: id, summary: summary, token: token, instance: instance, appliesToAll: scopeKind == .all,
            group: group ?? id)
    }

    /// The receiver test of a scope with a control-flow condition: the scope's own test (its
    /// type's, its instance's or its predicate), then the condition.
    private static func conditioned(
        _ storage: AdviceScope<Receiver>.Storage, typeTest: @escaping @Sendable (AnyObject) -> Bool,
        instanceAddress: UInt, predicate: @escaping @Sendable (Receiver) -> Bool,
        check: @escaping @Sendable () -> Bool
    ) -> @Sendable (Receiver) -> Bool {
        switch storage {
        case .all: { _ in check() }
        case .type, .receivers: { typeTest($0) && check() }
        case .instance: { UInt(bitPattern: ObjectIdentifier($0)) == instanceAddress && check() }
        case .predicate: { predicate($0) && check() }
        }
    }

    /// Whether a call on `receiver` runs this advice. Claims once-advice for this call when
    /// `claiming`; after advice claims later, when it runs (``AnyAdviceNode/claimSingleRun()``).
    @inlinable
    final func admits(_ receiver: Receiver, claiming: Bool) -> Bool {
        guard applies(to: receiver) else { return false }
        return !claiming || !once || claimSingleRun()
    }

    /// Whether this advice's scope covers `receiver`.
    @inlinable
    final func applies(to receiver: Receiver) -> Bool {
        switch scopeKind {
        case .all:
            return true
        case .type:
            let type = UInt(bitPattern: ObjectIdentifier(Swift.type(of: receiver)))
            let cached = typeCache.load(ordering: .relaxed)
            if cached & ~1 == type { return cached & 1 != 0 }
            return resolveType(type, of: receiver)
        case .instance:
            return UInt(bitPattern: ObjectIdentifier(receiver)) == instanceAddress
        case .predicate:
            return predicate(receiver)
        }
    }

    @usableFromInline
    final func resolveType(_ type: UInt, of receiver: Receiver) -> Bool {
        let answer = typeTest(receiver)
        typeCache.store(type | (answer ? 1 : 0), ordering: .relaxed)
        return answer
    }
}

// Immutable after `init` apart from the atomic type cache.
extension ScopedAdviceNode: @unchecked Sendable {}
