/// One method of a delegate protocol, typed: its arguments and what it returns. A
/// ``DelegateSpy`` uses it to pick calls out, read their arguments and results, and stub them.
///
/// Each event type lists its methods as static members, so they read as in the protocol:
///
/// ```swift
/// spy.stub(.titleForRow) { row, component in "Row \(row)" }      // String?
/// #expect(spy.callCount(to: .didSelectRow) == 1)
/// #expect(spy.arguments(of: .didSelectRow).map(\.row) == [2])
/// #expect(spy.results(of: .rowHeight) == [nil])                 // not implemented
/// ```
///
/// - `Event`: the event type of the protocol, such as ``PickerViewDelegateCall``.
/// - `Arguments`: the arguments after the component: `Void`, one value, or a labelled tuple.
/// - `Result`: what the method returns, `Void` for a method that returns nothing.
public struct DelegateMethod<Event: DelegateCallEvent, Arguments, Result>: Sendable {
    /// The method's full name, such as `pickerView(_:titleForRow:forComponent:)`.
    public let name: String
    /// The arguments of a call to this method, or `nil` for a call to another.
    let arguments: @Sendable (Event.Call) -> Arguments?
    /// A result as the event's answer.
    let answer: @Sendable (Result) -> Event.Answer
    /// An answer as a result, when it is one of this method's.
    let result: @Sendable (Event.Answer) -> Result?

    /// Whether `event` is a call to this method.
    func matches(_ event: Event) -> Bool {
        arguments(event.call) != nil
    }

    /// Describes a method: how to recognise its calls and how its result is kept.
    init(
        _ name: String, arguments: @escaping @Sendable (Event.Call) -> Arguments?,
        answer: @escaping @Sendable (Result) -> Event.Answer, result: @escaping @Sendable (Event.Answer) -> Result?
    ) {
        self.name = name
        self.arguments = arguments
        self.answer = answer
        self.result = result
    }

    /// Describes a method that returns nothing: its answer is `none`.
    init(_ name: String, none: Event.Answer, arguments: @escaping @Sendable (Event.Call) -> Arguments?)
    where Result == Void {
        self.init(name, arguments: arguments, answer: { _ in none }, result: { _ in () })
    }
}
