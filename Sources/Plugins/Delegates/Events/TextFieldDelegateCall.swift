import Components

/// A call a `TextField` made to its delegate, published from the field.
///
/// ```swift
/// try context.subscribe(to: TextFieldDelegateCall.self) { event in
///     if case .shouldChangeCharacters(_, let replacement) = event.call { typed.append(replacement) }
/// }
/// ```
///
/// Its calls and answers are ``TextFieldDelegateSchema``'s. A secure field's text never appears
/// in clear: on a field with `TextField.isSecureTextEntry` on, the replacement string of
/// ``TextFieldDelegateSchema/Call/shouldChangeCharacters(range:replacementString:)`` is a bullet
/// per character, and ``TypedDelegateCall/isRedacted`` says so.
public typealias TextFieldDelegateCall = TypedDelegateCall<TextFieldDelegateSchema>

/// The calls of `TextFieldDelegate`, for ``TextFieldDelegateCall``.
///
/// ```swift
/// let change: TextFieldDelegateCall.Call = .shouldChangeCharacters(range: 0..<0, replacementString: "a")
/// ```
public enum TextFieldDelegateSchema: DelegateCallSchema {
    /// The methods of `TextFieldDelegate`, with their arguments.
    public enum Call: Sendable, Hashable {
        /// `textFieldShouldBeginEditing(_:)`.
        case shouldBeginEditing
        /// `textFieldDidBeginEditing(_:)`.
        case didBeginEditing
        /// `textFieldShouldEndEditing(_:)`.
        case shouldEndEditing
        /// `textFieldDidEndEditing(_:)`.
        case didEndEditing
        /// `textField(_:shouldChangeCharactersIn:replacementString:)`: the characters in `range`
        /// would become `replacementString` (bullets on a secure field).
        case shouldChangeCharacters(range: Range<Int>, replacementString: String)
        /// `textFieldShouldReturn(_:)`.
        case shouldReturn
    }

    /// What the delegate answered.
    public enum Answer: Sendable, Hashable {
        /// The `did…` methods return nothing.
        case none
        /// The `should…` methods' answer.
        case decision(Bool)
    }

    /// The text field.
    public typealias Source = TextField

    /// `TextFieldDelegate`.
    public static let protocolName = "TextFieldDelegate"
}

extension TypedDelegateCall where Schema == TextFieldDelegateSchema {
    /// Whether text was redacted from ``call``: the field was secure.
    ///
    /// ```swift
    /// #expect(events.all.filter(\.isRedacted).allSatisfy { $0.description.contains("•") })
    /// ```
    public var isRedacted: Bool { redacted }
}

extension TextFieldDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .shouldBeginEditing: "textFieldShouldBeginEditing(_:)"
        case .didBeginEditing: "textFieldDidBeginEditing(_:)"
        case .shouldEndEditing: "textFieldShouldEndEditing(_:)"
        case .didEndEditing: "textFieldDidEndEditing(_:)"
        case .shouldChangeCharacters: "textField(_:shouldChangeCharactersIn:replacementString:)"
        case .shouldReturn: "textFieldShouldReturn(_:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        guard case .shouldChangeCharacters(let range, let replacement) = call else { return [] }
        return [
            .init(label: "range", value: "\(range)"),
            .init(label: "replacementString", value: Words.quoted(replacement)),
        ]
    }

    static func describe(_ answer: Answer) -> String? {
        guard case .decision(let decision) = answer else { return nil }
        return String(decision)
    }

    /// A secure field's replacement text, a bullet per character.
    static func redacted(_ call: Call, from field: TextField) -> Call? {
        guard field.isSecureTextEntry, case .shouldChangeCharacters(let range, let replacement) = call else {
            return nil
        }
        return .shouldChangeCharacters(
            range: range, replacementString: String(repeating: "•", count: replacement.count))
    }
}
