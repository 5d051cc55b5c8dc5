import Interpose
import TestSupport

/// A generic receiver. A generic type cannot have a `static let` hook ("static stored
/// properties not supported in generic types"), so `put` is a computed static property: each
/// access makes the same value, and the registry keys it by the name literal's address and the
/// hook's full type, so every specialization gets a hook of its own.
final class Box<Value: Sendable>: Interceptable, Sendable {
    let aspectRegistry: AspectRegistry
    private let stored = Guarded<[Value]>([])

    static var putHook: Hook<Box<Value>, Value, Void> { Hook("Box.put") }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    var contents: [Value] { stored.withLock { $0 } }

    /// Appends `value`.
    func put(_ value: Value) {
        Self.putHook.call(self, value) { box, value in box.stored.withLock { $0.append(value) } }
    }

    /// Removes and returns the newest value; through a hook only for `Box<Int>`.
    func take() -> Value? {
        stored.withLock { $0.popLast() }
    }
}

extension Box where Value == Int {
    /// Removes and returns the newest value through ``BoxHooks/takeInt``.
    func take() -> Int? {
        BoxHooks.takeIntHook.call(self) { box in box.stored.withLock { $0.popLast() } }
    }
}
