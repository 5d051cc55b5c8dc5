import Components

/// How the library puts one protocol's calls into words: what every schema it forwards adds to
/// ``DelegateCallSchema``, and what a ``TypedDelegateCall`` stores when it is built.
///
/// The words are made during the call, on the main actor, so a view among the arguments or in
/// the answer is named as it was then.
protocol DelegateCallWording: DelegateCallSchema {
    /// The method's full name, such as `pickerView(_:didSelectRow:inComponent:)`.
    static func method(of call: Call) -> String
    /// The arguments after the source, in words, labelled as in the `Call` case.
    @MainActor static func arguments(of call: Call) -> [DelegateCall.Argument]
    /// The answer in words, or `nil` for a method that returns nothing.
    @MainActor static func describe(_ answer: Answer) -> String?
    /// The call as it may be recorded, when `source` asks for some of it to be hidden; `nil` to
    /// record it as it is.
    @MainActor static func redacted(_ call: Call, from source: Source) -> Call?
}

extension DelegateCallWording {
    /// Nothing is hidden: most protocols carry no secrets.
    static func redacted(_ call: Call, from source: Source) -> Call? { nil }
}
