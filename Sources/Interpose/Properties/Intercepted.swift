/// Marks a stored property of an ``Interceptable`` class whose reads and writes go through the
/// hooks of an ``InterceptedProperty``.
///
/// ```swift
/// @Intercepted(Account.balanceProperty) var balance = 0
/// ```
///
/// With no advice on its hooks, a read or a write goes straight to the storage, after the
/// same check a hook call with no advice makes; the wrapper reads its hooks from the instance,
/// so accessors written out with ``InterceptedProperty/get(_:_:)`` and
/// ``InterceptedProperty/set(_:_:_:)`` are a little cheaper still. Only classes can have
/// intercepted properties (the hooks need the instance as receiver), and the property keeps the
/// class's own rules for concurrent access: the hooks add no lock.
@propertyWrapper
public struct Intercepted<Receiver: Interceptable, Value> {
    @usableFromInline var stored: Value
    @usableFromInline let property: InterceptedProperty<Receiver, Value>

    /// An intercepted property whose value starts as `wrappedValue`.
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value; setting it does not go through the set hook.
    ///   - property: The property's hooks.
    public init(wrappedValue: Value, _ property: InterceptedProperty<Receiver, Value>) {
        stored = wrappedValue
        self.property = property
    }

    /// Unavailable: an intercepted property is read and written through its instance.
    @available(*, unavailable, message: "@Intercepted marks properties of Interceptable classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Reads and writes the property of `receiver` through its hooks.
    @inlinable @inline(__always)
    public static subscript(
        _enclosingInstance receiver: Receiver,
        wrapped wrapped: ReferenceWritableKeyPath<Receiver, Value>,
        storage storage: ReferenceWritableKeyPath<Receiver, Self>
    ) -> Value {
        get {
            receiver[keyPath: storage].property.get(receiver) { $0[keyPath: storage].stored }
        }
        set {
            receiver[keyPath: storage].property.set(receiver, newValue) { $0[keyPath: storage].stored = $1 }
        }
    }
}
