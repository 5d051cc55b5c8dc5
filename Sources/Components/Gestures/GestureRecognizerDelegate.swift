import Interpose

/// What a gesture recognizer asks its delegate: whether to begin, to take a touch, and to
/// recognize together with another recognizer.
///
/// Every method has a default: begin, take every touch, recognize alone. A recognizer holds its
/// delegate weakly, except a ``DelegateProxy``, which it keeps; it is set through
/// ``GestureRecognizer/setDelegateHook``.
///
/// ```swift
/// final class Zoomer: GestureRecognizerDelegate {
///     func gestureRecognizer(
///         _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
///     ) -> Bool { true }   // pan and pinch together
/// }
/// ```
@MainActor
public protocol GestureRecognizerDelegate: AnyObject, Sendable {
    /// Whether `recognizer` may leave possible for a recognized state. When `false` it fails.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool

    /// Whether `recognizer` takes `touch`, which just began in its view or inside it.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool

    /// Whether `recognizer` and `other` may both recognize the same touches. Either
    /// recognizer's delegate saying `true` is enough.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// Lets the recognizer begin.
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// Gives the recognizer every touch.
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }

    /// Keeps recognizers exclusive.
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
}

extension GestureRecognizer {
    /// The delegate; setting it goes through ``setDelegate(_:)``.
    public var delegate: (any GestureRecognizerDelegate)? {
        get { weakDelegate }
        set { setDelegate(newValue) }
    }

    /// Sets the delegate, through ``setDelegateHook``. A ``DelegateProxy`` is kept; any other
    /// delegate is held weakly.
    public func setDelegate(_ delegate: (any GestureRecognizerDelegate)?) {
        GestureRecognizer.setDelegateHook.call(self, delegate) { recognizer, delegate in
            recognizer.weakDelegate = delegate
            recognizer.retainedProxy = delegate is any DelegateProxy ? delegate : nil
        }
    }

    /// Whether this recognizer and `other` may recognize the same touches, as either delegate
    /// says.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether this recognizer, recognizing, makes `other` fail: it may prevent it, `other` may
    /// be prevented by it, and neither delegate lets them recognize together.
    func excludes(_ other: GestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self) && !recognizesSimultaneously(with: other)
    }
}
