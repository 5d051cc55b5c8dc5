import Components

/// A navigation bar records `Back` when its back button is tapped; the back button is part of
/// the bar, so the command names the bar (by its title), not the button.
public struct NavigationBarRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// The bar owns its back button's touches.
    public var capturesSubviews: Bool { true }

    /// `Back` when the back button sends touch up inside.
    public func componentChanged(
        _ change: any ComponentChange, on bar: NavigationBar, in context: RecordingContext<NavigationBar>
    ) {
        guard let event = change as? ControlEvent, event.control === bar.backButton,
            event.events.contains(.touchUpInside)
        else { return }
        context.record(.back)
    }
}
