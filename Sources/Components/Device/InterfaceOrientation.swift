/// Which way up the interface is drawn: what view controllers agree to through
/// ``ViewController/shouldAutorotate(to:)``.
///
/// The landscape cases are named for where the home button ends up, as in UIKit, so a device
/// turned to its left (``DeviceOrientation/landscapeLeft``) shows the interface in
/// `landscapeRight`.
///
/// ```swift
/// override func shouldAutorotate(to orientation: InterfaceOrientation) -> Bool {
///     orientation.isLandscape   // a landscape-only screen, as seed 003 writes it
/// }
/// ```
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Upright, the home button at the bottom.
    case portrait
    /// Upside down, the home button at the top.
    case portraitUpsideDown
    /// On its side, the home button on the left.
    case landscapeLeft
    /// On its side, the home button on the right.
    case landscapeRight

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the interface is on its side: wider than it is tall.
    public var isLandscape: Bool { !isPortrait }

    /// The orientation's name.
    public var description: String { rawValue }
}
