import Components

/// One call a component made to its delegate or data source, typed for its protocol: what
/// ``DelegateForwarding`` publishes and what a ``DelegateSpy`` records.
///
/// Each delegate protocol has its own event type (``PickerViewDelegateCall``,
/// ``TableViewDataSourceCall``, …): a ``TypedDelegateCall`` of the protocol's
/// ``DelegateCallSchema``, with a `Call` enumeration of the protocol's methods and their
/// arguments, and an `Answer` enumeration of what they return (`.none` for a method that
/// returns nothing). Every event can also be put into words: ``method``, ``arguments`` and
/// ``answerDescription``, which ``DelegateCall`` (the form published for tracing) carries.
///
/// ```swift
/// try context.subscribe(to: PickerViewDelegateCall.self) { event in
///     if case .didSelectRow(let row, let component) = event.call { print("row \(row) of wheel \(component)") }
/// }
/// ```
///
/// The library's event types are the only useful adopters: proxies build them, so a type of
/// your own adopting the protocol is never published. Write generic helpers over it instead,
/// such as an assertion that one call came before another.
public protocol DelegateCallEvent: Sendable, CustomStringConvertible {
    /// The component that makes the calls, such as `PickerView`.
    associatedtype Source: MainActorInterceptable
    /// The protocol's methods, with their arguments.
    associatedtype Call: Sendable
    /// What the protocol's methods return.
    associatedtype Answer: Sendable

    /// The protocol's name, such as `PickerViewDelegate`.
    static var protocolName: String { get }

    /// The call's place in the process-wide order of delegate calls: a call that started later
    /// has a larger number, whichever component, protocol, spy or plugin saw it.
    var sequence: UInt64 { get }
    /// The virtual time the call started, in seconds on the source's application clock; `nil`
    /// for a component outside an application.
    var time: Double? { get }
    /// The component that made the call, held weakly: `nil` once it has gone.
    var source: Source? { get }
    /// The identity of the component that made the call, kept after it has gone.
    var sourceID: ObjectIdentifier { get }
    /// The method called, with its arguments.
    var call: Call { get }
    /// What the delegate answered; `.none` for a method that returns nothing.
    var answer: Answer { get }

    /// The method's full name, such as `pickerView(_:didSelectRow:inComponent:)`.
    var method: String { get }
    /// The arguments after the source, in words, labelled as in ``call``.
    var arguments: [DelegateCall.Argument] { get }
    /// The answer in words, or `nil` for a method that returns nothing.
    var answerDescription: String? { get }
}

extension DelegateCallEvent {
    /// Whether this call started before `other`, which may be any delegate call event.
    ///
    /// ```swift
    /// #expect(dataSourceSpy.calls[0].happened(before: delegateSpy.calls[0]))
    /// ```
    ///
    /// - Parameter other: Another call, of any protocol.
    /// - Returns: `true` when this call's ``sequence`` is the smaller.
    public func happened(before other: some DelegateCallEvent) -> Bool {
        sequence < other.sequence
    }

    /// The call in one line: protocol, method, arguments and answer, such as
    /// `PickerViewDelegate.pickerView(_:titleForRow:forComponent:) row: 2, component: 0 → "Mar"`.
    public var description: String {
        DelegateCall.describe(
            protocolName: Self.protocolName, method: method, arguments: arguments, answer: answerDescription)
    }
}
