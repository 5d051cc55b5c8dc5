extension DelegateMethod where Event == TextFieldDelegateCall, Arguments == Void, Result == Bool {
    /// `textFieldShouldBeginEditing(_:)`: returns whether editing may begin.
    public static var shouldBeginEditing: Self { question("textFieldShouldBeginEditing(_:)", .shouldBeginEditing) }
    /// `textFieldShouldEndEditing(_:)`: returns whether editing may end.
    public static var shouldEndEditing: Self { question("textFieldShouldEndEditing(_:)", .shouldEndEditing) }
    /// `textFieldShouldReturn(_:)`: returns whether the field acts on return.
    public static var shouldReturn: Self { question("textFieldShouldReturn(_:)", .shouldReturn) }

    private static func question(_ name: String, _ call: TextFieldDelegateCall.Call) -> Self {
        Self(name) {
            $0 == call ? () : nil
        } answer: {
            .decision($0)
        } result: {
            if case .decision(let decision) = $0 { decision } else { nil }
        }
    }
}

extension DelegateMethod where Event == TextFieldDelegateCall, Arguments == Void, Result == Void {
    /// `textFieldDidBeginEditing(_:)`.
    public static var didBeginEditing: Self {
        Self("textFieldDidBeginEditing(_:)", none: .none) { $0 == .didBeginEditing ? () : nil }
    }
    /// `textFieldDidEndEditing(_:)`.
    public static var didEndEditing: Self {
        Self("textFieldDidEndEditing(_:)", none: .none) { $0 == .didEndEditing ? () : nil }
    }
}

extension DelegateMethod
where Event == TextFieldDelegateCall, Arguments == (range: Range<Int>, replacementString: String), Result == Bool {
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`: the range and replacement;
    /// returns whether the change may happen.
    public static var shouldChangeCharacters: Self {
        Self("textField(_:shouldChangeCharactersIn:replacementString:)") {
            if case .shouldChangeCharacters(let range, let replacement) = $0 { (range, replacement) } else { nil }
        } answer: {
            .decision($0)
        } result: {
            if case .decision(let decision) = $0 { decision } else { nil }
        }
    }
}
