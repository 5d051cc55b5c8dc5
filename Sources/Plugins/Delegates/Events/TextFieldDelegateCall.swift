import Components

/// A call a `TextField` made to its delegate, published from the field.
///
/// ```swift
/// try context.subscribe(to: TextFieldDelegateCall.self) { event in
///     if case .shouldChangeCharacters(_, let replacement) = event.call { typed.append(replacement) }
/// }
/// ```
///
/// A secure field's text never appears in clear: on a field with
/// `TextField.isSecureTextEntry` on, the replacement string of
/// ``Call/shouldChangeCharacters(range:replacementString:)`` is a bullet per character, and
/// ``isRedacted`` says so.
public struct TextFieldDelegateCall: DelegateCallEvent {
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

    /// `TextFieldDelegate`.
    public static let protocolName = "TextFieldDelegate"
    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` outside an application.
    public let time: Double?
    /// The text field, held weakly.
    public weak let source: TextField?
    /// The text field's identity.
    public let sourceID: ObjectIdentifier
    /// The method and its arguments, with a secure field's text redacted.
    public let call: Call
    /// The delegate's answer.
    public let answer: Answer
    /// Whether text was redacted from ``call``: the field was secure.
    public let isRedacted: Bool

    @MainActor
    init(sequence: UInt64, time: Double?, source: TextField, call: Call, answer: Answer) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.sourceID = ObjectIdentifier(source)
        self.answer = answer
        if source.isSecureTextEntry, case .shouldChangeCharacters(let range, let replacement) = call {
            self.call = .shouldChangeCharacters(
                range: range, replacementString: String(repeating: "•", count: replacement.count))
            isRedacted = true
        } else {
            self.call = call
            isRedacted = false
        }
    }

    /// The method's full name.
    public var method: String {
        switch call {
        case .shouldBeginEditing: "textFieldShouldBeginEditing(_:)"
        case .didBeginEditing: "textFieldDidBeginEditing(_:)"
        case .shouldEndEditing: "textFieldShouldEndEditing(_:)"
        case .didEndEditing: "textFieldDidEndEditing(_:)"
        case .shouldChangeCharacters: "textField(_:shouldChangeCharactersIn:replacementString:)"
        case .shouldReturn: "textFieldShouldReturn(_:)"
        }
    }

    /// The arguments in words.
    public var arguments: [DelegateCall.Argument] {
        guard case .shouldChangeCharacters(let range, let replacement) = call else { return [] }
        return [
            .init(label: "range", value: "\(range)"),
            .init(label: "replacementString", value: Words.quoted(replacement)),
        ]
    }

    /// The answer in words.
    public var answerDescription: String? {
        guard case .decision(let decision) = answer else { return nil }
        return String(decision)
    }
}

extension TextFieldDelegateCall: DelegateCallRecording {}
