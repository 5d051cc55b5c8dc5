/// Keeps an instance's memory from being reused while instance-scoped advice may match it.
///
/// The call path tells an advised instance by its address alone, which is exact only if no
/// other object can occupy that address while the advice can still run. An `unowned`
/// reference gives that: it does not keep the instance alive (its `deinit` runs as usual), but
/// Swift frees an object's memory only once no unowned reference is left. The registry lets go
/// once it has released the advice's closures; after that an object at the same address can
/// only meet advice that does nothing.
final class InstancePin: @unchecked Sendable {
    // @unchecked: written once, by `release()`, which the registry calls at most once per node
    // and never while holding the pin's object as a receiver; nothing else reads it.
    private unowned(safe) var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }

    /// Lets the instance's memory go.
    func release() {
        object = nil
    }
}
