/// A value kept behind a reference: eight bytes in the structure that holds it, for a value
/// that is rarely there (a recorded command's modifiers, a raw event too large for its compact
/// form).
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
