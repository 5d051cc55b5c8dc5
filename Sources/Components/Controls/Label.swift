import Interpose

/// A view that shows text.
///
/// Labels do not take touches (user interaction is off by default), so a tap on one goes to
/// what lies beneath.
///
/// ```swift
/// let status = Label(text: "Ready")
/// status.accessibilityIdentifier = "status"
/// ```
@MainActor
open class Label: View {
    /// `false`: labels let touches through.
    nonisolated override open class var isUserInteractionEnabledByDefault: Bool { false }

    /// The text shown.
    public var text: String?

    /// Creates a label.
    ///
    /// - Parameters:
    ///   - text: The text shown; its accessibility label unless one is set.
    ///   - frame: Where it sits in its superview.
    ///   - aspectRegistry: The registry whose advice applies to it.
    public init(text: String? = nil, frame: Rect = .zero, aspectRegistry: AspectRegistry = .current) {
        self.text = text
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The label set, or else the text.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// Adds the text.
    override open var stateDescription: [String] {
        ["text=\"\(text ?? "")\""] + super.stateDescription
    }
}
