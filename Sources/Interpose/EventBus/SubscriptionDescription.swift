/// What a bus lists for one subscription.
public struct SubscriptionDescription: Sendable, Hashable, CustomStringConvertible {
    /// The name of the event type subscribed to.
    public let eventType: String
    /// The subscription's name, if it was given one.
    public let name: String?
    /// The plugin (or other owner) that subscribed, if any.
    public let owner: String?
    /// Whether the subscription only takes events from one source.
    public let filtersSource: Bool

    /// One line: event type, name and owner.
    public var description: String {
        var line = eventType
        if let name { line += " '\(name)'" }
        if filtersSource { line += " (one source)" }
        if let owner { line += " owned by \(owner)" }
        return line
    }
}
