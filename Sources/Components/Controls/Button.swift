import Interpose

/// A control that performs its action when tapped.
///
/// A tap (touch down and up inside) sends ``ControlEvents/touchUpInside`` and then
/// ``ControlEvents/primaryActionTriggered``.
///
/// ```swift
/// let ok = Button(title: "OK", frame: Rect(x: 20, y: 400, width: 100, height: 44))
/// ok.addTarget(form, action: "submit", for: .touchUpInside) { form, _, _ in form.submit() }
/// ```
@MainActor
open class Button: Control {
    /// The text on the button.
    public var title: String

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The text on the button; its accessibility label unless one is set.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(title: String = "", frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        self.title = title
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The label set, or else the title (when there is one).
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (title.isEmpty ? nil : title) }
        set { super.accessibilityLabel = newValue }
    }

    /// Adds the title.
    override open var stateDescription: [String] {
        ["title=\"\(title)\""] + super.stateDescription
    }

    override var touchUpInsideEvents: [ControlEvents] { [.touchUpInside, .primaryActionTriggered] }
}
