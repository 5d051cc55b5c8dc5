/// A value kept behind a reference: eight bytes in the structure that holds it, for a value
/// that is rarely there (a recorded command's modifiers, which only a replayed check has).
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
