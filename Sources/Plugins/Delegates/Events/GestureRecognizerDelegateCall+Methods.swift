import Components

extension DelegateMethod where Event == GestureRecognizerDelegateCall, Arguments == Void, Result == Bool {
    /// `gestureRecognizerShouldBegin(_:)`: returns whether the recognizer may begin.
    public static var shouldBegin: Self {
        Self("gestureRecognizerShouldBegin(_:)") {
            $0 == .shouldBegin ? () : nil
        } answer: {
            .decision($0)
        } result: {
            decision($0)
        }
    }
}

extension DelegateMethod where Event == GestureRecognizerDelegateCall, Arguments == Touch, Result == Bool {
    /// `gestureRecognizer(_:shouldReceive:)`: the touch; returns whether the recognizer takes it.
    public static var shouldReceive: Self {
        Self("gestureRecognizer(_:shouldReceive:)") {
            if case .shouldReceive(let touch) = $0 { touch } else { nil }
        } answer: {
            .decision($0)
        } result: {
            decision($0)
        }
    }
}

extension DelegateMethod
where Event == GestureRecognizerDelegateCall, Arguments == GestureRecognizer, Result == Bool {
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the other recognizer; returns
    /// whether both may recognize.
    public static var shouldRecognizeSimultaneously: Self {
        Self("gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)") {
            if case .shouldRecognizeSimultaneously(let other) = $0 { other } else { nil }
        } answer: {
            .decision($0)
        } result: {
            decision($0)
        }
    }
}

extension DelegateMethod where Event == GestureRecognizerDelegateCall, Result == Bool {
    /// The yes or no of an answer.
    fileprivate static func decision(_ answer: GestureRecognizerDelegateCall.Answer) -> Bool? {
        switch answer {
        case .decision(let decision): decision
        }
    }
}
