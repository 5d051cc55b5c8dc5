import Components

/// A scroll view's drag ended, and its content will coast to rest at this offset (already
/// there when it will not move).
public struct ContentWillRest: ComponentChange {
    /// Where the content will rest.
    public let offset: Point
    /// `coasting to (0, 120)`.
    public var description: String { "coasting to \(offset)" }
}
