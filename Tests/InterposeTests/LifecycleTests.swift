import Interpose
import TestSupport
import Testing

@Suite("Join points at init and deinit, for any interceptable class")
struct LifecycleTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("init advice sees the finished object, of its dynamic type, subclass state included")
    func initSeesFinishedObject() throws {
        try registry.on(Ledger.didInitHook).after { [trail] ledger, _, _ in
            let auditor = (ledger as? AuditedLedger)?.auditor ?? "none"
            trail.note("\(type(of: ledger)) \(ledger.name), auditor \(auditor)")
        }
        _ = Ledger(name: "cash", registry: registry)
        _ = AuditedLedger(name: "bank", auditor: "ada", registry: registry)
        #expect(trail.all == ["Ledger cash, auditor none", "AuditedLedger bank, auditor ada"])
    }

    @Test("a type scope keeps init advice to a subclass")
    func typeScope() throws {
        try registry.on(Ledger.didInitHook, scope: .type(AuditedLedger.self)).after { [trail] ledger, _, _ in
            trail.note(ledger.name)
        }
        _ = Ledger(name: "cash", registry: registry)
        _ = AuditedLedger(name: "bank", auditor: "ada", registry: registry)
        #expect(trail.all == ["bank"])
    }

    @Test("deinit advice runs as the object goes, and reads its state")
    func deinitAdvice() throws {
        try registry.on(Ledger.willDeinitHook).before { [trail] ledger, _ in trail.note("closing \(ledger.name)") }
        do {
            let ledger = Ledger(name: "cash", registry: registry)
            ledger.post(1)
            #expect(trail.all.isEmpty)
        }
        #expect(trail.all == ["closing cash"])
    }

    @Test("advice scoped to the instance still runs in its own deinit, fired before the removal that frees it")
    func instanceAdviceInDeinit() throws {
        let captured = WeakBox<Witness>(nil)
        do {
            let ledger = Ledger(name: "cash", registry: registry)
            let witness = Witness()
            captured.object = witness
            try registry.on(Ledger.willDeinitHook, scope: .instance(ledger)).before { [trail] _, _ in
                witness.touch()
                trail.note("instance advice")
            }
            try registry.on(Ledger.willDeinitHook).before { [trail] _, _ in trail.note("every ledger") }
        }
        #expect(trail.all == ["instance advice", "every ledger"])
        #expect(captured.object == nil)
        #expect(registry.installedAdvice(on: Ledger.willDeinitHook).count == 1)
    }
}
