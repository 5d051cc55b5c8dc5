import Interpose

/// An app's own store of secrets: reading one goes through a sealed hook, so no advice can see
/// the secret it returns; locking goes through an open one.
final class Keychain: Interceptable, HookDeclaring, Sendable {
    let aspectRegistry: AspectRegistry
    private let secrets: [String: String]

    static let readHook = Hook<Keychain, String, String?>("Keychain.read", sealed: true)
    static let lockHook = Hook<Keychain, Void, Void>("Keychain.lock")

    static var declaredHooks: [DeclaredHook] { [readHook.declaration, lockHook.declaration] }

    init(registry: AspectRegistry, secrets: [String: String]) {
        aspectRegistry = registry
        self.secrets = secrets
    }

    /// The secret stored under `name`.
    func read(_ name: String) -> String? {
        Self.readHook.call(self, name) { keychain, name in keychain.secrets[name] }
    }

    /// Locks the keychain.
    func lock() {
        Self.lockHook.call(self) { _ in }
    }
}
