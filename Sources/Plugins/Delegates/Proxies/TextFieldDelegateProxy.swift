import Components

/// A text field delegate that reports every call and forwards it to the original, which keeps
/// its behaviour and lifetime: the proxy holds it weakly.
///
/// ```swift
/// let proxy = try #require(field.delegate as? TextFieldDelegateProxy)
/// #expect(proxy.original === form)
/// ```
///
/// Once the original has gone, the proxy answers as no delegate would (allow everything).
@MainActor
public final class TextFieldDelegateProxy: TextFieldDelegate, LinkedProxy {
    let link: ProxyLink

    init(original: any TextFieldDelegate, channel: any DelegateChannel) {
        link = ProxyLink(original: original, channel: channel)
    }

    /// The delegate calls are forwarded to, while it lives.
    public var original: (any TextFieldDelegate)? { link.original as? any TextFieldDelegate }

    /// Reports the question and forwards it.
    public func textFieldShouldBeginEditing(_ field: TextField) -> Bool {
        decide(.shouldBeginEditing, field) { $0.textFieldShouldBeginEditing(field) }
    }

    /// Reports the call, then forwards it.
    public func textFieldDidBeginEditing(_ field: TextField) {
        link.tell(.didBeginEditing, from: field, as: Event.self, none: .none) {
            original?.textFieldDidBeginEditing(field)
        }
    }

    /// Reports the question and forwards it.
    public func textFieldShouldEndEditing(_ field: TextField) -> Bool {
        decide(.shouldEndEditing, field) { $0.textFieldShouldEndEditing(field) }
    }

    /// Reports the call, then forwards it.
    public func textFieldDidEndEditing(_ field: TextField) {
        link.tell(.didEndEditing, from: field, as: Event.self, none: .none) {
            original?.textFieldDidEndEditing(field)
        }
    }

    /// Reports the question (a secure field's text redacted) and forwards it.
    public func textField(
        _ field: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString: String
    ) -> Bool {
        decide(.shouldChangeCharacters(range: range, replacementString: replacementString), field) {
            $0.textField(field, shouldChangeCharactersIn: range, replacementString: replacementString)
        }
    }

    /// Reports the question and forwards it.
    public func textFieldShouldReturn(_ field: TextField) -> Bool {
        decide(.shouldReturn, field) { $0.textFieldShouldReturn(field) }
    }

    /// A `should…` question: the original's answer, or `true` (as with no delegate) once it has
    /// gone.
    private func decide(
        _ call: Event.Call, _ field: TextField, _ ask: (any TextFieldDelegate) -> Bool
    ) -> Bool {
        let answer = link.ask(call, from: field, as: Event.self) { .decision(original.map(ask) ?? true) }
        guard case .decision(let decision) = answer else { return true }
        return decision
    }

    private typealias Event = TextFieldDelegateCall
}
