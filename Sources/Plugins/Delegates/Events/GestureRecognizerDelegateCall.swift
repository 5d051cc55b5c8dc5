import Components

/// A question a `GestureRecognizer` asked its delegate, published from the
/// recognizer.
///
/// ```swift
/// try context.subscribe(to: GestureRecognizerDelegateCall.self, from: swipe) { event in
///     if event.call == .shouldBegin, event.answer == .decision(false) { refused += 1 }
/// }
/// ```
public struct GestureRecognizerDelegateCall: DelegateCallEvent {
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

    /// `GestureRecognizerDelegate`.
    public static let protocolName = "GestureRecognizerDelegate"
    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` for a recognizer outside an application.
    public let time: Double?
    /// The recognizer, held weakly.
    public weak let source: GestureRecognizer?
    /// The recognizer's identity.
    public let sourceID: ObjectIdentifier
    /// The method and its arguments.
    public let call: Call
    /// The delegate's answer.
    public let answer: Answer
    /// The arguments in words, as they were during the call.
    public let arguments: [DelegateCall.Argument]

    @MainActor
    init(sequence: UInt64, time: Double?, source: GestureRecognizer, call: Call, answer: Answer) {
        self.sequence = sequence
        self.time = time
        self.source = source
        self.sourceID = ObjectIdentifier(source)
        self.call = call
        self.answer = answer
        arguments =
            switch call {
            case .shouldBegin: []
            case .shouldReceive(let touch): [.init(label: "touch", value: touch.description)]
            case .shouldRecognizeSimultaneously(let other): [.init(label: "with", value: Words.of(other))]
            }
    }

    /// The method's full name.
    public var method: String {
        switch call {
        case .shouldBegin: "gestureRecognizerShouldBegin(_:)"
        case .shouldReceive: "gestureRecognizer(_:shouldReceive:)"
        case .shouldRecognizeSimultaneously: "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)"
        }
    }

    /// The answer in words.
    public var answerDescription: String? {
        switch answer {
        case .decision(let decision): String(decision)
        }
    }
}

extension GestureRecognizerDelegateCall: DelegateCallRecording {}
