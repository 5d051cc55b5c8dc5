/// A unit of behaviour installed into a host: advice, subscriptions and whatever state it keeps.
///
/// A plugin declares an identifier and the identifiers of the plugins it needs. The host
/// installs plugins in dependency order; everything a plugin installs through its
/// ``PluginContext`` is recorded, so a failed install is rolled back completely and an
/// uninstall removes all of it.
///
/// ```swift
/// final class CallCounter: Plugin {
///     let id = "call-counter"
///     let calls = Mutex(0)
///
///     func install(into context: PluginContext) throws {
///         try context.on(Vault.withdrawHook).before { _, _ in self.calls.withLock { $0 += 1 } }
///     }
/// }
///
/// try host.install(CallCounter())
/// ```
public protocol Plugin: AnyObject, Sendable {
    /// A name unique within a host.
    var id: String { get }

    /// The identifiers of the plugins this one needs installed first.
    var dependencies: [String] { get }

    /// Installs the plugin's advice and subscriptions through `context`.
    ///
    /// - Throws: Any error; the host then removes everything installed through `context`
    ///   and reports the error as ``PluginError/installFailed(plugin:reason:)``.
    func install(into context: PluginContext) throws

    /// Called when the plugin is uninstalled, before the host removes what it installed
    /// through its context. Release anything the host does not know about here.
    func uninstall()
}

extension Plugin {
    /// No dependencies.
    public var dependencies: [String] { [] }

    /// Nothing to release beyond what the context recorded.
    public func uninstall() {}
}
