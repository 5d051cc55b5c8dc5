import Interpose
import TestSupport

/// The base of a small class hierarchy that publishes its hooks, for selectors.
class Gadget: Interceptable, HookDeclaring {
    let aspectRegistry: AspectRegistry
    private let label = Guarded("")

    static let pokeHook = Hook<Gadget, Int, Int>("Gadget.poke")
    static let renameHook = Hook<Gadget, (from: String, to: String), Void>("Gadget.rename")

    class var declaredHooks: [DeclaredHook] { [pokeHook.declaration, renameHook.declaration] }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }

    var name: String { label.withLock { $0 } }

    /// Twice `times`.
    func poke(_ times: Int) -> Int {
        Self.pokeHook.call(self, times) { _, times in times * 2 }
    }

    /// Changes the name.
    func rename(from old: String, to new: String) {
        Self.renameHook.call(self, (old, new)) { gadget, names in gadget.label.withLock { $0 = names.to } }
    }
}

/// A subclass with a hook of its own.
final class Widget: Gadget {
    static let spinHook = Hook<Widget, Double, String>("Widget.spin")

    override class var declaredHooks: [DeclaredHook] { [spinHook.declaration] }

    /// Describes a spin.
    func spin(_ speed: Double) -> String {
        Self.spinHook.call(self, speed) { _, speed in "spun at \(speed)" }
    }
}

// Non-final, so the compiler cannot check it; its only mutable state sits behind `Guarded`.
extension Gadget: @unchecked Sendable {}

// Restates `Gadget`'s conformance; adds no state.
extension Widget: @unchecked Sendable {}

extension AspectRegistry {
    /// A registry that knows the hooks of ``Gadget``, ``Widget`` and ``Meter``, as the selector
    /// suites need.
    static func declaringGadgetsAndMeter() -> AspectRegistry {
        let registry = AspectRegistry()
        registry.declare(Gadget.self)
        registry.declare(Widget.self)
        registry.declare(Meter.self)
        return registry
    }
}
