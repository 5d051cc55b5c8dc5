import Components

/// A tab bar records `Select title` when a person taps one of its tabs: the tab's buttons are
/// part of the bar, so the command names the bar and the tab by the title it shows, as
/// MonkeyTalk's scripts do (`TabBar tabs Select settings`).
public struct TabBarRule: RecordingRule {
    /// Creates the rule.
    public init() {}

    /// The bar owns its tabs' touches.
    public var capturesSubviews: Bool { true }

    /// `Select` with the tab's title when one of the bar's buttons sends touch up inside.
    public func componentChanged(_ change: any ComponentChange, on bar: TabBar, in context: RecordingContext<TabBar>) {
        guard let event = change as? ControlEvent, event.events.contains(.touchUpInside),
            let index = bar.index(of: event.control)
        else { return }
        context.record(.select, bar.titles[index])
    }
}
