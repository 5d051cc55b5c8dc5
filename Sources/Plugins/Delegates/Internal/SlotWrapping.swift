import Interpose

/// A ``SlotWrapper`` of any slot: what ``ForwardingEngine`` does with each of its wrappers.
@MainActor
protocol SlotWrapping: AnyObject, Sendable {
    /// Installs the advice that wraps every value set through the slot's hook, on every
    /// component.
    nonisolated func installOnEveryComponent(through installer: any AdviceInstalling) throws(AdviceError)
    /// Sets again the value of each of `candidates` that is this slot's kind of component.
    ///
    /// - Returns: How many of them now report to the channel.
    func rewrap(among candidates: [AnyObject]) -> Int
    /// Takes this channel's proxies out of every tracked component.
    func unwrapAll()
}
