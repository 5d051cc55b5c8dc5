import Interpose

/// The bar across the top of a ``NavigationController``: the top screen's title and a back
/// button named after the screen beneath.
///
/// The back button is a real ``Button`` in the view tree, identified as `"Back"`, so a test, a
/// script or ``InputSynthesizer/tap(_:at:fingers:)`` taps it as a user would; the tap pops the
/// top screen, animated. It is hidden on the root screen, where there is nothing to go back
/// to.
///
/// ```swift
/// let back = window.view(withIdentifier: "Back") as! Button
/// back.title                      // "Inbox": the previous screen's title
/// try input.tap(back)             // pops
/// ```
@MainActor
open class NavigationBar: View {
    /// How tall a navigation bar is, in points.
    nonisolated public static let height = 44.0
    /// The accessibility identifier of every navigation bar's back button.
    nonisolated public static let backButtonIdentifier = "Back"
    /// What the back button says when the previous screen has no title.
    nonisolated public static let defaultBackTitle = "Back"

    /// Shows the top screen's title.
    public let titleLabel: Label
    /// Goes back to the previous screen; hidden on the root screen.
    public let backButton: Button

    /// Creates a navigation bar with no title and a hidden back button.
    ///
    /// - Parameters:
    ///   - frame: Where the bar sits; across the top of a 320-point-wide screen by default.
    ///   - aspectRegistry: The registry whose advice applies to the bar, its label and button.
    override public init(
        frame: Rect = Rect(x: 0, y: 0, width: 320, height: NavigationBar.height),
        aspectRegistry: AspectRegistry = .current
    ) {
        titleLabel = Label(aspectRegistry: aspectRegistry)
        backButton = Button(title: Self.defaultBackTitle, aspectRegistry: aspectRegistry)
        backButton.accessibilityIdentifier = Self.backButtonIdentifier
        backButton.isHidden = true
        super.init(frame: frame, aspectRegistry: aspectRegistry)
        addSubview(titleLabel)
        addSubview(backButton)
        layOut()
    }

    /// The title shown, or `nil` for none.
    public var title: String? { titleLabel.text }

    /// The title, when no label is set: a script names a bar by the screen it shows.
    override open var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? title }
        set { super.accessibilityLabel = newValue }
    }

    /// Shows `title`, and a back button saying `backTitle`, or none when `backTitle` is `nil`.
    ///
    /// - Parameters:
    ///   - title: The top screen's title.
    ///   - backTitle: The previous screen's title: `""` says "Back"; `nil` hides the button.
    func show(title: String?, backTitle: String?) {
        titleLabel.text = title
        backButton.isHidden = backTitle == nil
        backButton.title = backTitle.map { $0.isEmpty ? Self.defaultBackTitle : $0 } ?? Self.defaultBackTitle
    }

    /// Places the back button on the left and the title in the middle of the bar's bounds.
    func layOut() {
        let width = bounds.width
        backButton.frame = Rect(x: 8, y: 7, width: 88, height: 30)
        titleLabel.frame = Rect(x: 104, y: 7, width: Swift.max(width - 208, 0), height: 30)
    }

    /// Adds the title.
    override open var stateDescription: [String] {
        ["title=\"\(title ?? "")\""] + super.stateDescription
    }
}
