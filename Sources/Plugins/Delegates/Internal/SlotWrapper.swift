import Components
import Interpose

/// Wraps every value set in one kind of slot (a picker's delegate, a table's data source…) in
/// proxies reporting to one channel, and takes them out again.
///
/// Rules, for a value set on a component:
/// - `nil` stays `nil`;
/// - a value whose proxy chain already holds one of this channel's proxies is kept as it is
///   (setting a proxy back never nests);
/// - a value this channel already wraps on that component gets the same proxy back (setting
///   the same delegate again never nests);
/// - anything else, proxies of other channels and other libraries included, is wrapped.
@MainActor
final class SlotWrapper<Component: MainActorInterceptable, Value: Sendable> {
    nonisolated let slot: DelegateSlot<Component, Value>
    nonisolated let channel: any DelegateChannel
    /// The components this wrapper wrapped something for, held weakly.
    private var tracked: [ObjectIdentifier: WeakComponent<Component>] = [:]
    /// The size at which dead entries are next swept out of `tracked`.
    private var sweepAt = 64

    nonisolated init(slot: DelegateSlot<Component, Value>, channel: any DelegateChannel) {
        self.slot = slot
        self.channel = channel
    }

    /// Installs the around advice that wraps every value set through the slot's hook.
    ///
    /// - Returns: The advice's token.
    @discardableResult
    nonisolated func install(
        through installer: any AdviceInstalling, scope: AdviceScope<Component> = .all
    ) throws(AdviceError) -> AdviceToken {
        try installer.on(slot.hook, scope: scope).onMainActor.rewriteArguments { component, value in
            self.rewrite(value, on: component)
        }
    }

    /// The value `component` should keep when `value` is set.
    func rewrite(_ value: Value?, on component: Component) -> Value? {
        guard let value else { return nil }
        let object = slot.object(value)
        if ProxyChain.objects(from: object).contains(where: { own($0) != nil }) {
            track(component)
            return value
        }
        if let current = slot.read(component),
            let existing = ProxyChain.objects(from: slot.object(current)).first(where: {
                own($0)?.link.original === object
            }),
            let reused = slot.cast(existing)
        {
            return reused
        }
        track(component)
        return slot.wrap(value, channel)
    }

    /// Sets each tracked component's value again, so a value set before the advice was
    /// installed gets wrapped.
    ///
    /// - Returns: How many of `components` now report to the channel.
    @discardableResult
    func rewrap(_ components: [Component]) -> Int {
        components.count { component in
            guard let current = slot.read(component) else { return false }
            slot.write(component, current)
            return slot.read(component).map { ProxyChain.objects(from: slot.object($0)).contains { own($0) != nil } }
                ?? false
        }
    }

    /// Sets again the value of each of `candidates` that is this slot's kind of component.
    ///
    /// - Returns: How many of them now report to the channel.
    func rewrap(among candidates: [AnyObject]) -> Int {
        rewrap(candidates.compactMap { $0 as? Component })
    }

    /// Takes this channel's proxies out of every tracked component.
    func unwrapAll() {
        let components = tracked.values.compactMap(\.component)
        tracked = [:]
        for component in components { unwrap(component) }
    }

    /// Takes this channel's proxy out of `component`: the component gets the proxy's original
    /// back when it holds the proxy itself; a proxy nested in another of this library's proxies
    /// is spliced out; one nested in a foreign proxy stays, forwarding only.
    func unwrap(_ component: Component) {
        guard let current = slot.read(component) else { return }
        let chain = ProxyChain.objects(from: slot.object(current))
        guard let index = chain.firstIndex(where: { own($0) != nil }), let proxy = own(chain[index]) else { return }
        if index == 0 {
            slot.write(component, proxy.link.original.flatMap(slot.cast))
        } else if let outer = chain[index - 1] as? any LinkedProxy {
            outer.link.setOriginal(proxy.link.original)
        }
    }

    /// `object` as one of this channel's proxies.
    private func own(_ object: AnyObject) -> (any LinkedProxy)? {
        guard let proxy = object as? any LinkedProxy, proxy.link.channel === channel else { return nil }
        return proxy
    }

    private func track(_ component: Component) {
        tracked[ObjectIdentifier(component)] = WeakComponent(component)
        guard tracked.count >= sweepAt else { return }
        tracked = tracked.filter { $0.value.component != nil }
        sweepAt = max(64, tracked.count * 2)
    }
}

extension SlotWrapper: SlotWrapping {
    nonisolated func installOnEveryComponent(through installer: any AdviceInstalling) throws(AdviceError) {
        try install(through: installer, scope: .all)
    }
}

/// A component held weakly.
@MainActor
struct WeakComponent<Component: AnyObject> {
    weak var component: Component?

    init(_ component: Component) {
        self.component = component
    }
}
