extension AspectRegistry {
    /// Attaches a value of type `Value` to every `Receiver` that asks for one: an
    /// ``Introduction``, whose values go with their receivers at once when their `deinit`
    /// calls ``removeAdvice(scopedTo:)``.
    ///
    /// ```swift
    /// let withdrawals = registry.introduce(on: Vault.self) { _ in 0 }
    /// ```
    ///
    /// - Parameters:
    ///   - receiver: The receivers' type.
    ///   - initial: Makes a receiver's first value.
    /// - Returns: The introduction.
    public func introduce<Receiver: AnyObject, Value: Sendable>(
        on receiver: Receiver.Type, initial: @escaping @Sendable (Receiver) -> Value
    ) -> Introduction<Receiver, Value> {
        let introduction = Introduction(initial: initial)
        introductions.add(introduction)
        return introduction
    }
}

extension PluginContext {
    /// ``AspectRegistry/introduce(on:initial:)`` in the plugin's registry; every value is
    /// removed when the plugin is uninstalled.
    ///
    /// - Parameters:
    ///   - receiver: The receivers' type.
    ///   - initial: Makes a receiver's first value.
    /// - Returns: The introduction.
    public func introduce<Receiver: AnyObject, Value: Sendable>(
        on receiver: Receiver.Type, initial: @escaping @Sendable (Receiver) -> Value
    ) -> Introduction<Receiver, Value> {
        let introduction = registry.introduce(on: receiver, initial: initial)
        onUninstall { introduction.removeAll() }
        return introduction
    }
}
