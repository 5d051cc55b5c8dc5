import Interpose

/// A receiver whose registry can be swapped while it lives.
final class Rehomable: Interceptable {
    var aspectRegistry: AspectRegistry
    static let pingHook = Hook<Rehomable, Int, Int>("Rehomable.ping")

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    func ping(_ value: Int) -> Int {
        Self.pingHook.call(self, value) { _, value in value }
    }
}

// Written only from inside a call on the test's thread.
extension Rehomable: @unchecked Sendable {}
