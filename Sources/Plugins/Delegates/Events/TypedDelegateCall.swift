import Components

/// One call a component made to a delegate or data source, typed by the protocol's
/// ``DelegateCallSchema``: every library event type is one of these, such as
/// ``PickerViewDelegateCall``, a `TypedDelegateCall<PickerViewDelegateSchema>`.
///
/// ```swift
/// try context.subscribe(to: PickerViewDelegateCall.self, from: picker) { event in
///     if case .didSelectRow(let row, let component) = event.call { print("\(row) of \(component)") }
///     print(event.method, event.arguments, event.answerDescription ?? "-")
/// }
/// ```
///
/// It keeps the call and the answer as they were, the component weakly, and the call in words,
/// made during the call (a view by its name then). Only the library builds them.
public struct TypedDelegateCall<Schema: DelegateCallSchema>: DelegateCallEvent {
    /// The component that makes the calls.
    public typealias Source = Schema.Source
    /// The protocol's methods, with their arguments.
    public typealias Call = Schema.Call
    /// What the protocol's methods return.
    public typealias Answer = Schema.Answer

    /// The protocol's name, such as `PickerViewDelegate`.
    public static var protocolName: String { Schema.protocolName }

    /// The call's place in the process-wide order of delegate calls.
    public let sequence: UInt64
    /// The virtual time the call started, or `nil` for a component outside an application.
    public let time: Double?
    /// The component that made the call, held weakly.
    public weak let source: Source?
    /// The identity of the component that made the call.
    public let sourceID: ObjectIdentifier
    /// The method and its arguments (a secure text field's text redacted).
    public let call: Call
    /// What the delegate answered; `.none` for a method that returns nothing.
    public let answer: Answer
    /// The method's full name, such as `pickerView(_:didSelectRow:inComponent:)`.
    public let method: String
    /// The arguments after the source, in words, as they were during the call.
    public let arguments: [DelegateCall.Argument]
    /// The answer in words, as it was during the call, or `nil` for a method that returns
    /// nothing.
    public let answerDescription: String?
    /// Whether text was taken out of ``call`` before it was kept.
    let redacted: Bool
}

extension TypedDelegateCall: DelegateCallRecording where Schema: DelegateCallWording {
    /// The event for `call`, made by `source` and answered with `answer`, with the words made
    /// now and anything secret taken out.
    @MainActor
    init(sequence: UInt64, time: Double?, source: Source, call: Call, answer: Answer) {
        let hidden = Schema.redacted(call, from: source)
        let kept = hidden ?? call
        self.init(
            sequence: sequence, time: time, source: source, sourceID: ObjectIdentifier(source), call: kept,
            answer: answer, method: Schema.method(of: kept), arguments: Schema.arguments(of: kept),
            answerDescription: Schema.describe(answer), redacted: hidden != nil)
    }
}
