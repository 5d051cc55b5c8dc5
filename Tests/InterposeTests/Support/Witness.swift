import Interpose

/// An object whose lifetime a test watches (through a ``WeakBox``), or that serves as a source.
final class Witness: Sendable {
    func touch() {}
}
