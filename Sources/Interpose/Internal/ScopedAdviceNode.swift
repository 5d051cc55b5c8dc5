import Synchronization

/// An advice node that knows its receiver type and so can answer "does this call get it?".
///
/// The test is the first thing the call path does with a node, so it is laid out for speed:
/// every receiver is a tag compare; a type scope remembers its answer for the last dynamic
/// type it saw; an instance scope compares addresses before it touches the weak reference.
@usableFromInline
class ScopedAdviceNode<Receiver: AnyObject>: AnyAdviceNode {
    @usableFromInline
    enum ScopeKind: UInt8 {
        case all, type, instance, predicate
    }

    @usableFromInline let scopeKind: ScopeKind
    /// The address of the instance an instance scope applies to.
    @usableFromInline let instanceAddress: UInt
    /// The last dynamic type tested, with the answer in its low bit.
    @usableFromInline let typeCache = Atomic<UInt>(0)
    let typeTest: @Sendable (AnyObject) -> Bool
    @usableFromInline let predicate: @Sendable (Receiver) -> Bool

    init(id: UInt64, summary: AdviceDescription, token: AdviceToken, scope: AdviceScope<Receiver>) {
        var instance: WeakReference?
        var typeTest: @Sendable (AnyObject) -> Bool = { _ in true }
        var predicate: @Sendable (Receiver) -> Bool = { _ in true }
        switch scope.storage {
        case .all:
            scopeKind = .all
        case .type(_, let test):
            scopeKind = .type
            typeTest = test
        case .instance(let reference):
            scopeKind = .instance
            instance = reference
        case .predicate(_, let test):
            scopeKind = .predicate
            predicate = test
        }
        self.instanceAddress = instance.map { UInt(bitPattern: $0.identifier) } ?? 0
        self.typeTest = typeTest
        self.predicate = predicate
        super.init(id: id, summary: summary, token: token, instance: instance, appliesToAll: scopeKind == .all)
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
                && isScopedInstance(receiver)
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

    /// Tells the live scoped instance from a new object at a freed instance's address, and
    /// from the instance itself once its `deinit` has begun (the weak reference reads `nil`
    /// then), so advice never runs on an instance whose closures may be freed at any moment.
    @usableFromInline
    final func isScopedInstance(_ receiver: Receiver) -> Bool {
        instance?.object === receiver
    }
}

// Immutable after `init` apart from the atomic type cache.
extension ScopedAdviceNode: @unchecked Sendable {}
