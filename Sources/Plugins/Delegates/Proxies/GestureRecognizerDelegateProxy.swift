import Components

/// A gesture recognizer delegate that reports every question and forwards it to the original,
/// which keeps its behaviour and lifetime: the proxy holds it weakly.
///
/// ```swift
/// let proxy = try #require(pinch.delegate as? GestureRecognizerDelegateProxy)
/// #expect(proxy.original === zoomer)
/// ```
///
/// Once the original has gone, the proxy answers as no delegate would: begin, take every
/// touch, recognize alone.
@MainActor
public final class GestureRecognizerDelegateProxy: GestureRecognizerDelegate, LinkedProxy {
    let link: ProxyLink

    init(original: any GestureRecognizerDelegate, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The delegate calls are forwarded to, while it lives.
    public var original: (any GestureRecognizerDelegate)? { link.original as? any GestureRecognizerDelegate }

    /// Reports the question and forwards it.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        decide(.shouldBegin, recognizer, otherwise: true) { $0.gestureRecognizerShouldBegin(recognizer) }
    }

    /// Reports the question and forwards it.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        decide(.shouldReceive(touch), recognizer, otherwise: true) {
            $0.gestureRecognizer(recognizer, shouldReceive: touch)
        }
    }

    /// Reports the question and forwards it.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        decide(.shouldRecognizeSimultaneously(with: other), recognizer, otherwise: false) {
            $0.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
        }
    }

    /// The original's answer, or `otherwise` (what no delegate answers) once it has gone.
    private func decide(
        _ call: GestureRecognizerDelegateCall.Call, _ recognizer: GestureRecognizer, otherwise: Bool,
        _ ask: (any GestureRecognizerDelegate) -> Bool
    ) -> Bool {
        let answer = link.ask(call, from: recognizer, as: GestureRecognizerDelegateCall.self) {
            .decision(original.map(ask) ?? otherwise)
        }
        switch answer {
        case .decision(let decision): return decision
        }
    }
}
