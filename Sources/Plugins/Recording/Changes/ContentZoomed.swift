import Components

/// A scroll view's zoom scale changed.
public struct ContentZoomed: ComponentChange {
    /// The zoom scale now.
    public let scale: Double
    /// `zoomed to 2`.
    public var description: String { "zoomed to \(scale.scriptDescription)" }
}
