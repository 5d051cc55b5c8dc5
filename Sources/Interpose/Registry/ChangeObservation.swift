/// A receipt for a registry's change observer: cancel it to stop the reports.
///
/// Cancelling from inside the observer is safe: the change being reported finishes, later ones
/// are not. Dropping the observation does not cancel it.
public final class ChangeObservation: Sendable, Hashable {
    private weak let registry: AspectRegistry?
    let id: UInt64

    init(registry: AspectRegistry, id: UInt64) {
        self.registry = registry
        self.id = id
    }

    /// Stops the reports. Cancelling twice, or after the registry is gone, does nothing.
    public func cancel() {
        registry?.feed.remove(id: id)
    }

    /// Whether the observer still gets reports.
    public var isActive: Bool {
        registry?.feed.contains(id: id) ?? false
    }

    /// Observations are equal when they are the same observation.
    public static func == (lhs: ChangeObservation, rhs: ChangeObservation) -> Bool { lhs === rhs }

    /// Hashes the observation's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension AspectRegistry {
    /// Reports every install and removal from now on to `observer`, in order.
    ///
    /// ```swift
    /// let observation = registry.observeChanges { change in
    ///     if change.kind == .installed, change.advice.owner == nil { print("unowned advice on", change.advice.hook) }
    /// }
    /// ```
    ///
    /// The observer runs on the thread that made the change, after the registry's lock is
    /// released, one change at a time; it may install and remove advice itself, and sees
    /// those changes after it returns. See ``AdviceChange``.
    ///
    /// - Parameter observer: What to run for each change.
    /// - Returns: The observation; cancel it to stop.
    public func observeChanges(_ observer: @escaping @Sendable (AdviceChange) -> Void) -> ChangeObservation {
        ChangeObservation(registry: self, id: feed.add(observer))
    }
}
