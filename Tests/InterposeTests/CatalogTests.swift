import Interpose
import Testing

@Suite("The catalog of declared hooks")
struct CatalogTests {
    @Test("a declared hook tells its name, site, receiver, argument, result and error types, and its kind")
    func declaration() {
        let withdraw = Vault.withdrawHook.declaration
        #expect(withdraw.name == "Vault.withdraw")
        #expect(withdraw.site.fileID.description == "InterposeTests/Vault.swift")
        #expect(withdraw.receiverTypeName == "Vault")
        #expect((withdraw.argumentsType, withdraw.resultType, withdraw.failureType) == ("Int", "Int", "VaultError"))
        #expect(withdraw.isThrowing && !withdraw.isAsync && !withdraw.isSealed)
        #expect(withdraw.description == "Vault.withdraw: Vault, Int -> Int throws VaultError")
        #expect(Gadget.renameHook.declaration.argumentsType == "(from: String, to: String)")
        #expect(Meter.fetchHook.declaration.description == "Meter.fetch: Meter, Int -> String throws Error async")
        #expect(Meter.calibrateHook.declaration.description == "Meter.calibrate: Meter, () -> () sealed")
    }

    @Test("declarations of one hook are equal; of two hooks, not")
    func identity() {
        #expect(Vault.depositHook.declaration == Vault.depositHook.declaration)
        #expect(Vault.depositHook.declaration != Vault.auditHook.declaration)
        #expect(Set([Vault.depositHook.declaration, Vault.depositHook.declaration]).count == 1)
    }

    @Test("a class hierarchy publishes each class's own hooks")
    func hierarchy() {
        #expect(Gadget.declaredHooks.map(\.name) == ["Gadget.poke", "Gadget.rename"])
        #expect(Widget.declaredHooks.map(\.name) == ["Widget.spin"])
    }

    @Test("a registry knows the catalog's hooks, those declared to it alone and those advised directly")
    func knownHooks() throws {
        let registry = AspectRegistry()
        registry.declare(Gadget.self)
        try registry.on(Vault.depositHook).before { _, _ in }
        HookCatalog.declare(Beacon.self)
        let known = registry.knownHooks().map(\.name)
        #expect(Set(known).isSuperset(of: ["Gadget.poke", "Gadget.rename", "Vault.deposit", "Beacon.flash"]))
        #expect(known == known.sorted())
        #expect(!AspectRegistry().knownHooks().contains(Gadget.pokeHook.declaration))
    }

    @Test("declaring a hook twice keeps one entry")
    func twice() {
        HookCatalog.declare(Beacon.self)
        HookCatalog.declare([Beacon.flashHook.declaration])
        #expect(HookCatalog.hooks.filter { $0.name == "Beacon.flash" }.count == 1)
    }
}
