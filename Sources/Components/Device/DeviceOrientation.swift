/// Which way up the device is held.
///
/// The device's orientation is physical: where the home button is. The interface follows it
/// only when the visible view controllers allow (see ``Device/rotate(to:animated:)``), and, as
/// in UIKit, a device turned to its left shows the interface in
/// ``InterfaceOrientation/landscapeRight``: the two enumerations name the landscape sides from
/// different points of view.
///
/// ```swift
/// app.device.rotate(to: .landscapeLeft)
/// app.device.orientation            // .landscapeLeft
/// app.device.interfaceOrientation   // .landscapeRight, if the controllers allowed it
/// ```
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Upright, the home button at the bottom.
    case portrait
    /// Upside down, the home button at the top.
    case portraitUpsideDown
    /// Turned to the left: on its side, the home button on the right.
    case landscapeLeft
    /// Turned to the right: on its side, the home button on the left.
    case landscapeRight

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device is on its side.
    public var isLandscape: Bool { !isPortrait }

    /// The interface orientation that keeps the interface upright for a user holding the
    /// device this way: the same for portrait, the opposite name for landscape.
    public var interfaceOrientation: InterfaceOrientation {
        switch self {
        case .portrait: .portrait
        case .portraitUpsideDown: .portraitUpsideDown
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        }
    }

    /// The orientation's name.
    public var description: String { rawValue }
}
