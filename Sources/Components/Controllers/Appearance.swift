/// Where a view controller's view is in appearing and disappearing.
///
/// A controller moves `disappeared` → `appearing` (``ViewController/viewWillAppear(_:)``) →
/// `appeared` (``ViewController/viewDidAppear(_:)``) → `disappearing`
/// (``ViewController/viewWillDisappear(_:)``) → `disappeared`
/// (``ViewController/viewDidDisappear(_:)``). An animated transition spends its duration in
/// `appearing` or `disappearing`; one without animation passes through them at once.
public enum Appearance: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Not on screen.
    case disappeared
    /// Coming on screen: told it will appear, not yet that it did.
    case appearing
    /// On screen.
    case appeared
    /// Going off screen: told it will disappear, not yet that it did.
    case disappearing

    /// Whether the view is on screen or on its way there.
    public var isVisible: Bool { self == .appearing || self == .appeared }

    /// The state's name.
    public var description: String { rawValue }
}

/// One of the four appearance callbacks a view controller gets, as
/// ``ViewController/appearanceHook`` passes it.
public enum AppearanceCallback: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// ``ViewController/viewWillAppear(_:)``.
    case viewWillAppear
    /// ``ViewController/viewDidAppear(_:)``.
    case viewDidAppear
    /// ``ViewController/viewWillDisappear(_:)``.
    case viewWillDisappear
    /// ``ViewController/viewDidDisappear(_:)``.
    case viewDidDisappear

    /// The callback's name.
    public var description: String { rawValue }
}
