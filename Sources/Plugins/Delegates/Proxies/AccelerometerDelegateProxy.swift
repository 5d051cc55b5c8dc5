import Components

/// An accelerometer delegate that reports every reading and forwards it to the original, which
/// keeps its behaviour and lifetime: the proxy holds it weakly.
///
/// ```swift
/// let proxy = try #require(accelerometer.delegate as? AccelerometerDelegateProxy)
/// #expect(proxy.original === level)
/// ```
///
/// An accelerometer ticks while it has a delegate. So that a proxy whose original has gone does
/// not keep it ticking for ever, the proxy then takes itself out (sets the delegate to `nil`) at
/// the next reading, as the accelerometer would have stopped at that reading with no delegate.
@MainActor
public final class AccelerometerDelegateProxy: AccelerometerDelegate, LinkedProxy {
    let link: ProxyLink

    init(original: any AccelerometerDelegate, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The delegate calls are forwarded to, while it lives.
    public var original: (any AccelerometerDelegate)? { link.original as? any AccelerometerDelegate }

    /// Reports the reading, then forwards it.
    public func accelerometer(_ accelerometer: Accelerometer, didAccelerate acceleration: Acceleration) {
        link.tell(.didAccelerate(acceleration), from: accelerometer, as: AccelerometerDelegateCall.self, none: .none) {
            original?.accelerometer(accelerometer, didAccelerate: acceleration)
        }
        if link.original == nil, ProxyChain.isHollow(accelerometer.delegate) { accelerometer.delegate = nil }
    }
}
