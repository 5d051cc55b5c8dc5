/// A type that publishes the hooks it declares, so catalogs can list them and selectors can
/// find them before they are ever called.
///
/// ```swift
/// final class Vault: Interceptable, HookDeclaring {
///     static let depositHook = Hook<Vault, Int, Int>("Vault.deposit")
///     static let withdrawHook = ThrowingHook<Vault, Int, Int, VaultError>("Vault.withdraw")
///
///     static var declaredHooks: [DeclaredHook] { [depositHook.declaration, withdrawHook.declaration] }
/// }
///
/// HookCatalog.declare(Vault.self)   // every registry's selectors now see Vault's hooks
/// ```
///
/// A class hierarchy lists each class's own hooks: make the requirement a `class var` in the
/// root class and override it in subclasses that declare hooks of their own.
public protocol HookDeclaring {
    /// The hooks this type declares.
    static var declaredHooks: [DeclaredHook] { get }
}
