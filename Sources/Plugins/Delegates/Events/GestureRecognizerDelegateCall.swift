import Components

/// A question a `GestureRecognizer` asked its delegate, published from the
/// recognizer.
///
/// ```swift
/// try context.subscribe(to: GestureRecognizerDelegateCall.self, from: swipe) { event in
///     if event.call == .shouldBegin, event.answer == .decision(false) { refused += 1 }
/// }
/// ```
///
/// Its calls and answers are ``GestureRecognizerDelegateSchema``'s; a touch or recognizer among
/// the arguments is described as it was during the call.
public typealias GestureRecognizerDelegateCall = TypedDelegateCall<GestureRecognizerDelegateSchema>

/// The calls of `GestureRecognizerDelegate`, for ``GestureRecognizerDelegateCall``.
///
/// ```swift
/// let question: GestureRecognizerDelegateCall.Call = .shouldBegin
/// ```
public enum GestureRecognizerDelegateSchema: DelegateCallSchema {
    /// The methods of `GestureRecognizerDelegate`, with their arguments. Touches
    /// and recognizers compare by identity.
    public enum Call: Sendable, Equatable {
        /// `gestureRecognizerShouldBegin(_:)`.
        case shouldBegin
        /// `gestureRecognizer(_:shouldReceive:)`: a touch that just began.
        case shouldReceive(Touch)
        /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: the other recognizer.
        case shouldRecognizeSimultaneously(with: GestureRecognizer)

        /// Whether two calls are the same method with the same arguments (by identity).
        public static func == (lhs: Call, rhs: Call) -> Bool {
            switch (lhs, rhs) {
            case (.shouldBegin, .shouldBegin): true
            case (.shouldReceive(let touch), .shouldReceive(let otherTouch)): touch === otherTouch
            case (.shouldRecognizeSimultaneously(let other), .shouldRecognizeSimultaneously(let otherOther)):
                other === otherOther
            default: false
            }
        }
    }

    /// What the delegate answered.
    public enum Answer: Sendable, Hashable {
        /// Every method answers yes or no.
        case decision(Bool)
    }

    /// The recognizer.
    public typealias Source = GestureRecognizer

    /// `GestureRecognizerDelegate`.
    public static let protocolName = "GestureRecognizerDelegate"
}

extension GestureRecognizerDelegateSchema: DelegateCallWording {
    static func method(of call: Call) -> String {
        switch call {
        case .shouldBegin: "gestureRecognizerShouldBegin(_:)"
        case .shouldReceive: "gestureRecognizer(_:shouldReceive:)"
        case .shouldRecognizeSimultaneously: "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
        }
    }

    static func arguments(of call: Call) -> [DelegateCall.Argument] {
        switch call {
        case .shouldBegin: []
        case .shouldReceive(let touch): [.init(label: "touch", value: touch.description)]
        case .shouldRecognizeSimultaneously(let other): [.init(label: "with", value: Words.of(other))]
        }
    }

    static func describe(_ answer: Answer) -> String? {
        switch answer {
        case .decision(let decision): String(decision)
        }
    }
}
