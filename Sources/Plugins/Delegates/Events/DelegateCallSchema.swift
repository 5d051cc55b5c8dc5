import Components

/// The calls of one delegate protocol, as a ``TypedDelegateCall`` holds them: the component that
/// makes them, a `Call` enumeration of the protocol's methods with their arguments, and an
/// `Answer` enumeration of what they return.
///
/// Each protocol the library forwards has one (``PickerViewDelegateSchema``,
/// ``TableViewDataSourceSchema``, …), and each event type is a ``TypedDelegateCall`` of it, so
/// `PickerViewDelegateCall.Call` is `PickerViewDelegateSchema.Call`:
///
/// ```swift
/// func isSelection(_ call: PickerViewDelegateSchema.Call) -> Bool {
///     if case .didSelectRow = call { true } else { false }
/// }
/// ```
///
/// The library's schemas are the only useful adopters: it builds the events, and it puts only its
/// own protocols' calls into words.
public protocol DelegateCallSchema: Sendable {
    /// The component that makes the calls, such as `PickerView`.
    associatedtype Source: MainActorInterceptable
    /// The protocol's methods, with their arguments.
    associatedtype Call: Sendable
    /// What the protocol's methods return.
    associatedtype Answer: Sendable

    /// The protocol's name, such as `PickerViewDelegate`.
    static var protocolName: String { get }
}
