import Components
import Interpose

/// One place a component keeps a delegate or data source: the hook that sets it, how to read
/// and set it, and how to wrap a value in a proxy. ``DelegateSlots`` lists every one.
///
/// `Value` is the protocol's existential, such as `any PickerViewDelegate`: always an object,
/// so identity and casting are the same for every slot.
struct DelegateSlot<Component: MainActorInterceptable, Value: Sendable>: Sendable {
    /// The hook every change of the slot goes through.
    let hook: Hook<Component, Value?, Void>
    /// The value the component holds now.
    let read: @MainActor @Sendable (Component) -> Value?
    /// Sets the value, through the hook.
    let write: @MainActor @Sendable (Component, Value?) -> Void
    /// A proxy that forwards to the value and reports to the channel.
    let wrap: @MainActor @Sendable (Value, any DelegateChannel) -> Value

    /// The value as an object, for identity and proxy chains.
    func object(_ value: Value) -> AnyObject {
        value as AnyObject
    }

    /// An object as a value, when it adopts the protocol.
    func cast(_ object: AnyObject) -> Value? {
        object as? Value
    }
}
