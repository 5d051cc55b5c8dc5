import Components

/// A command's action with its arguments read and checked: what the player will do.
enum PlaybackAction {
    /// What a check expects of a property's value.
    enum Expectation {
        case equals(String)
        case differs(String)
        case matches(String, Regex<AnyRegexOutput>)
    }

    case toggle, back, shake
    case tap(at: Point?)
    case doubleTap(at: Point?)
    case longPress(seconds: Double?, at: Point?)
    case swipe(SwipeDirection)
    case move([Point])
    case pinch(scale: Double, at: Point?)
    case slide(Double)
    case step(up: Bool)
    case selectSegment(Int)
    case enterText(String, secret: String?, pressReturn: Bool)
    case selectWheelRow(row: Int, component: Int)
    case selectTableRow(IndexPath)
    case scrollToRow(IndexPath)
    case scrollTo(Point)
    case rotate(DeviceOrientation)
    case verify(Expectation, property: String?)
    case waitFor(seconds: Double?)
    case waitForNot(seconds: Double?)
    /// An action of the app's own, which the component's ``PlaybackRule`` performs.
    case custom(any PlaybackRule)

    /// Whether the action touches the component, so it must be there for a person to touch.
    var touches: Bool {
        switch self {
        case .verify, .waitFor, .waitForNot, .shake, .rotate: false
        default: true
        }
    }
}
