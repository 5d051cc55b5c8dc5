import Synchronization

/// The registry's record of one installed advice, whatever its hook's types.
///
/// The generic subclasses (``AdviceNode`` and ``AsyncAdviceNode``) carry the closures and
/// the scope test the call path reads; this base carries what listings, removal and pruning
/// need.
@usableFromInline
class AnyAdviceNode: ListedNode {
    /// The registry-wide identifier, shared with the node's token.
    @usableFromInline let id: UInt64
    /// What listings show.
    let summary: AdviceDescription
    /// The token handed to the installer; once-advice removes itself through it.
    let token: AdviceToken
    /// The instance an instance-scoped advice applies to.
    let instance: WeakReference?
    /// Whether the node removes itself after its first run.
    @usableFromInline let once: Bool
    /// Whether the node runs on every call: scope `.all` and not once.
    @usableFromInline let isUnconditional: Bool
    private let claimed = Atomic<Bool>(false)

    /// The identifier of the token that removes the node: its own, or for a node installed by
    /// selector advice or as a control-flow marker, that of the advice it belongs to.
    let group: UInt64

    init(
        id: UInt64, summary: AdviceDescription, token: AdviceToken, instance: WeakReference?, appliesToAll: Bool,
        group: UInt64
    ) {
        self.id = id
        self.group = group
        self.summary = summary
        self.token = token
        self.instance = instance
        self.once = summary.once
        self.runsAfter = summary.kind == .after
        self.isUnconditional = appliesToAll && !summary.once
    }

    /// Where the node runs relative to the rest of the chain, for its table's layout.
    var side: NodeSide {
        switch summary.kind {
        case .before: .before
        case .after: .after
        case .around: .wrapping
        case .instead: .replacing
        }
    }
    /// Whether the node runs after the rest of the chain.
    @usableFromInline let runsAfter: Bool

    /// The advice's name, for positions.
    var name: String? { summary.name }

    /// Whether the node is instance-scoped and its instance has gone.
    ///
    /// Called under the registry's lock, so the instance it loads waits in `releases`.
    @usableFromInline func isOrphaned(_ releases: DeferredReleases) -> Bool {
        guard let instance else { return false }
        return instance.isGone(deferringReleaseTo: releases)
    }

    /// What the node adds to its slot's filter: its instance's bit, or every bit.
    @usableFromInline var filterBits: UInt {
        instance.map { ChainSlot<AnyAdviceNode>.filterBit(for: UInt(bitPattern: $0.identifier)) } ?? .max
    }

    /// Claims the single run of once-advice: `true` for exactly one caller, which also
    /// removes the advice so the next call runs without it.
    @usableFromInline
    final func claimSingleRun() -> Bool {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
        else { return false }
        token.remove()
        return true
    }

    /// Whether once-advice has had its single run, for explanations.
    final var isSpent: Bool {
        once && claimed.load(ordering: .relaxed)
    }
}

// Every stored property is immutable but `claimed`, which is atomic.
extension AnyAdviceNode: @unchecked Sendable {}
