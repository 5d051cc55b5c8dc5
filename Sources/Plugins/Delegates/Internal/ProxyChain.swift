import Components

/// Proxies nested in proxies: a component's delegate, the proxy's original, its original, and
/// so on, down to the first object that is not a `DelegateProxy`.
enum ProxyChain {
    /// Chains longer than this are taken to loop, and cut.
    static let limit = 64

    /// `head`, then each original after it, outermost first.
    @MainActor
    static func objects(from head: AnyObject) -> [AnyObject] {
        var chain = [head]
        var current = head
        while chain.count < limit, let next = (current as? any DelegateProxy)?.originalDelegate {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether a component holding `head` has, in effect, no delegate: the chain ends in a
    /// proxy whose original has gone.
    @MainActor
    static func isHollow(_ head: AnyObject?) -> Bool {
        guard let head, let last = objects(from: head).last else { return false }
        return last is any DelegateProxy && (last as? any DelegateProxy)?.originalDelegate == nil
    }
}
