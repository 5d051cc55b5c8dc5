/// What an application keeps for ``Application/viewTreeValue(for:make:)``: the generation of
/// the view tree's shape, and the values worked out from that shape, one box per type of key
/// and type of value.
///
/// A lookup runs on every look a locator makes (a recorder names a component on every
/// command), so it avoids what a dictionary of `AnyHashable` to `Any` costs: boxing the key,
/// hashing it, and casting the value back at run time. The box of a key type and value type is
/// found by comparing two type identities, and holds its values typed; the handful of keys of
/// one type live in a list compared with the key's own `==`.
@MainActor
@usableFromInline
final class ViewTreeStore {
    /// One box, with the types it is for.
    @usableFromInline
    struct Slot {
        @usableFromInline let key: ObjectIdentifier
        @usableFromInline let value: ObjectIdentifier
        @usableFromInline let box: AnyObject

        @usableFromInline
        init(key: ObjectIdentifier, value: ObjectIdentifier, box: AnyObject) {
            self.key = key
            self.value = value
            self.box = box
        }
    }

    /// Incremented at every change of shape.
    @usableFromInline var generation = 0
    /// The boxes made since the last change of shape; a handful (one per kind of value), so a
    /// list.
    @usableFromInline var slots: [Slot] = []

    @usableFromInline
    init() {}

    /// The box for keys of type `Key` and values of type `Value`, made when there is none.
    @inlinable
    func box<Key: Hashable, Value>(keys: Key.Type, values: Value.Type) -> ViewTreeBox<Key, Value> {
        let (key, value) = (ObjectIdentifier(Key.self), ObjectIdentifier(Value.self))
        for index in slots.indices where slots[index].key == key && slots[index].value == value {
            return unsafeDowncast(slots[index].box, to: ViewTreeBox<Key, Value>.self)
        }
        let box = ViewTreeBox<Key, Value>()
        slots.append(Slot(key: key, value: value, box: box))
        return box
    }

    /// A new generation, and nothing kept.
    func noteChange() {
        generation &+= 1
        if !slots.isEmpty { slots = [] }
    }
}

/// The values kept for keys of one type, typed.
@MainActor
@usableFromInline
final class ViewTreeBox<Key: Hashable, Value> {
    @usableFromInline var keys: [Key] = []
    @usableFromInline var values: [Value] = []

    @usableFromInline
    init() {}

    /// The value kept for `key`, if any: a loop, not `firstIndex(where:)`, as a main-actor
    /// closure handed to the standard library checks its executor on every call.
    @inlinable
    func value(for key: Key) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }

    /// Keeps `value` for `key`.
    @inlinable
    func keep(_ value: Value, for key: Key) {
        keys.append(key)
        values.append(value)
    }
}
