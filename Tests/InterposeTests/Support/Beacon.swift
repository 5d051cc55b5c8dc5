import Interpose

/// A type whose hooks only the catalog tests declare to the process-wide catalog.
final class Beacon: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry

    static let flashHook = Hook<Beacon, Int, Void>("Beacon.flash")

    static var declaredHooks: [DeclaredHook] { [flashHook.declaration] }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Flashes `times` times.
    func flash(_ times: Int) {
        Self.flashHook.call(self, times) { _, _ in }
    }
}
