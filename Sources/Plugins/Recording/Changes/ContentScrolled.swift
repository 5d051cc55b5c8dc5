import Components

/// A scroll view's content offset changed.
public struct ContentScrolled: ComponentChange {
    /// The offset now.
    public let offset: Point
    /// `scrolled to (0, 120)`.
    public var description: String { "scrolled to \(offset)" }
}
