import Interpose

/// A type whose hooks only the selector tests declare to the process-wide catalog.
final class Lantern: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry

    static let glowHook = Hook<Lantern, Int, Void>("Lantern.glow")

    static var declaredHooks: [DeclaredHook] { [glowHook.declaration] }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    /// Flashes `times` times.
    func glow(_ times: Int) {
        Self.glowHook.call(self, times) { _, _ in }
    }
}
