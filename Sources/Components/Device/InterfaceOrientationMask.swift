/// A set of interface orientations: those a view controller supports.
///
/// ```swift
/// override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
/// ```
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The set holding only `orientation`.
    public init(_ orientation: InterfaceOrientation) {
        let index = InterfaceOrientation.allCases.firstIndex(of: orientation) ?? 0
        self.init(rawValue: 1 << UInt(index))
    }

    /// Upright.
    public static let portrait = InterfaceOrientationMask(.portrait)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(.portraitUpsideDown)
    /// On its side, the home button on the left.
    public static let landscapeLeft = InterfaceOrientationMask(.landscapeLeft)
    /// On its side, the home button on the right.
    public static let landscapeRight = InterfaceOrientationMask(.landscapeRight)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but upside down: what phones usually allow.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the set holds `orientation`.
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        contains(InterfaceOrientationMask(orientation))
    }

    /// The orientations in the set, in declaration order.
    public var orientations: [InterfaceOrientation] {
        InterfaceOrientation.allCases.filter { contains($0) }
    }

    /// The orientations' names, in brackets.
    public var description: String {
        "[" + orientations.map(\.rawValue).joined(separator: ", ") + "]"
    }
}
