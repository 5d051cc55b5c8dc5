import Components

/// What every forwarding proxy holds: the original it forwards to and the channel it reports to.
///
/// The original is held weakly, as the component held it, so wrapping changes no lifetime;
/// an original that is itself a `DelegateProxy` (a proxy nested in a proxy) has
/// no other owner and is held strongly, as components hold proxies.
@MainActor
final class ProxyLink {
    /// Where calls are reported.
    let channel: any DelegateChannel
    private weak var weakOriginal: AnyObject?
    private var retainedOriginal: AnyObject?

    init(original: AnyObject, channel: any DelegateChannel) {
        self.channel = channel
        setOriginal(original)
    }

    /// The object calls are forwarded to, while it lives.
    var original: AnyObject? { retainedOriginal ?? weakOriginal }

    /// Forwards to `original` from now on: how an unwrapped proxy is spliced out of a chain.
    func setOriginal(_ original: AnyObject?) {
        weakOriginal = original
        retainedOriginal = original is any DelegateProxy ? original : nil
    }

    /// A question: reported with the answer the original (or a stub) gave.
    func ask<Event: DelegateCallRecording>(
        _ call: Event.Call, from source: Event.Source, as type: Event.Type, forward: () -> Event.Answer
    ) -> Event.Answer {
        channel.intercept(call, from: source, as: type, knownAnswer: nil, forward: forward)
    }

    /// A call that returns nothing: reported before it is forwarded, with the answer `none`.
    func tell<Event: DelegateCallRecording>(
        _ call: Event.Call, from source: Event.Source, as type: Event.Type, none: Event.Answer, forward: () -> Void
    ) {
        _ = channel.intercept(call, from: source, as: type, knownAnswer: none) {
            forward()
            return none
        }
    }
}

/// A proxy this library made: it has a ``ProxyLink``.
@MainActor
protocol LinkedProxy: DelegateProxy {
    /// The original and the channel.
    var link: ProxyLink { get }
}

extension LinkedProxy {
    /// The delegate or data source calls are forwarded to, while it lives, as `DelegateProxy`
    /// asks: the same for every proxy of this library.
    ///
    /// ```swift
    /// #expect(proxy.originalDelegate === model)
    /// ```
    public var originalDelegate: AnyObject? { link.original }
}
