import Interpose

/// A class with join points at both ends of its life, declared the way any ``Interceptable``
/// type declares them: a hook fired last in its designated initializer, and one fired first in
/// its `deinit`, which then frees the advice scoped to it.
class Ledger: Interceptable {
    let aspectRegistry: AspectRegistry
    let name: String

    static let didInitHook = Hook<Ledger, Void, Void>("Ledger.didInit")
    static let willDeinitHook = Hook<Ledger, Void, Void>("Ledger.willDeinit")
    static let postHook = Hook<Ledger, Int, Void>("Ledger.post")

    init(name: String, registry: AspectRegistry) {
        self.name = name
        aspectRegistry = registry
        Ledger.didInitHook.call(self) { _ in }
    }

    deinit {
        Ledger.willDeinitHook.call(self) { _ in }
        aspectRegistry.removeAdvice(scopedTo: ObjectIdentifier(self))
    }

    /// Posts an entry.
    func post(_ amount: Int) {
        Ledger.postHook.call(self, amount) { _, _ in }
    }
}

/// A subclass: its initializer sets its own state before `Ledger.init` fires the hook.
final class AuditedLedger: Ledger {
    let auditor: String

    init(name: String, auditor: String, registry: AspectRegistry) {
        self.auditor = auditor
        super.init(name: name, registry: registry)
    }
}
