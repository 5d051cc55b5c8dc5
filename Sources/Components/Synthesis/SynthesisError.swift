/// Why input could not be synthesized: what a user could not have done either.
///
/// Each case names the component, by type and best identifier (``View/componentName``), so a
/// failing test or script says which one:
///
/// ```
/// Button "ok" is hidden: a user cannot touch it
/// Button "ok" is covered by View "overlay" at (60, 422)
/// ```
public enum SynthesisError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The view is not in a window.
    case notInWindow(component: String)
    /// The view's window belongs to no application, or to another one.
    case notInApplication(component: String)
    /// The view, or a view it is inside, is hidden or transparent.
    case hidden(component: String)
    /// The control is disabled.
    case disabled(component: String)
    /// The view, or a view it is inside, does not accept touches.
    case userInteractionDisabled(component: String)
    /// The requested point, in the view's coordinates, is outside the view.
    case pointOutsideView(component: String, point: Point)
    /// The point, in window coordinates, is off the window.
    case outsideWindow(component: String, point: Point)
    /// Another view, or none, gets a touch at that point in window coordinates.
    case covered(component: String, by: String?, point: Point)
    /// The text field would not become first responder (its delegate refused, say).
    case refusedFocus(component: String)
    /// A key press has nowhere to go: the application has no first responder.
    case noFirstResponder
    /// The gesture's parameters make no sense: an empty path, no fingers, a scale of zero.
    case invalidGesture(String)

    /// A sentence naming the component and the problem.
    public var description: String {
        switch self {
        case .notInWindow(let component): "\(component) is not in a window"
        case .notInApplication(let component): "\(component) is in a window that is not attached to this application"
        case .hidden(let component): "\(component) is hidden: a user cannot touch it"
        case .disabled(let component): "\(component) is disabled"
        case .userInteractionDisabled(let component): "\(component) does not accept touches (user interaction is off)"
        case .pointOutsideView(let component, let point): "\(point) is outside \(component)"
        case .outsideWindow(let component, let point): "\(component) is off its window at \(point)"
        case .covered(let component, let other?, let point): "\(component) is covered by \(other) at \(point)"
        case .covered(let component, nil, let point):
            "\(component) cannot be touched at \(point): it lies outside a view that contains it"
        case .refusedFocus(let component): "\(component) would not begin editing"
        case .noFirstResponder: "there is no first responder to receive key presses"
        case .invalidGesture(let reason): "invalid gesture: \(reason)"
        }
    }
}
