import Interpose

/// A class with intercepted stored properties: a balance and an owner's name.
final class Account: Interceptable, HookDeclaring, @unchecked Sendable {
    // Tests use an account from one thread at a time, except the concurrency test, whose
    // threads each use their own.
    let aspectRegistry: AspectRegistry

    static let balanceProperty = InterceptedProperty<Account, Int>(
        get: "Account.balance.get", set: "Account.balance.set")
    static let ownerProperty = InterceptedProperty<Account, String>(get: "Account.owner.get", set: "Account.owner.set")

    static var declaredHooks: [DeclaredHook] { balanceProperty.declarations + ownerProperty.declarations }

    @Intercepted(Account.balanceProperty) var balance = 0
    @Intercepted(Account.ownerProperty) var owner = "nobody"

    static let limitProperty = InterceptedProperty<Account, Int>(get: "Account.limit.get", set: "Account.limit.set")
    private var storedLimit = 100
    /// The same, with its accessors written out.
    var limit: Int {
        get { Account.limitProperty.get(self) { $0.storedLimit } }
        set { Account.limitProperty.set(self, newValue) { $0.storedLimit = $1 } }
    }

    init(registry: AspectRegistry) {
        aspectRegistry = registry
    }
}
