import Interpose

/// The bar along the bottom of a ``TabBarController``: one button per tab, left to right, the
/// selected one marked selected.
///
/// Each tab is a real ``Button`` in the view tree, titled as its view controller is, so a test,
/// a script or ``InputSynthesizer/tap(_:at:fingers:)`` taps it as a user would; the tap selects
/// the tab. The buttons share the bar's width equally.
///
/// ```
///   ┌ TabBar ──────────────────────────────────────────┐
///   │ [login] [forms] [hierarchy] [List] [settings]    │   each a Button; the selected one
///   └──────────────────────────────────────────────────┘   has isSelected set
/// ```
///
/// ```swift
/// let bar = tabs.tabBar
/// bar.titles                        // ["login", "forms", "hierarchy", "List", "settings"]
/// try input.tap(bar.button(titled: "forms")!)
/// bar.selectedTitle                 // "forms"
/// ```
@MainActor
open class TabBar: View {
    /// How tall a tab bar is, in points.
    nonisolated public static let height = 49.0

    /// The tabs' buttons, left to right.
    public private(set) var buttons: [Button] = []
    /// The index of the selected tab, or `nil` when none is.
    public private(set) var selectedIndex: Int?

    /// Creates a tab bar with no tabs.
    ///
    /// - Parameters:
    ///   - frame: Where the bar sits; across the bottom of a 320×480 screen by default.
    ///   - aspectRegistry: The registry whose advice applies to the bar and its buttons.
    override public init(
        frame: Rect = Rect(x: 0, y: 480 - TabBar.height, width: 320, height: TabBar.height),
        aspectRegistry: AspectRegistry = .current
    ) {
        super.init(frame: frame, aspectRegistry: aspectRegistry)
    }

    /// The tabs' titles, left to right.
    public var titles: [String] { buttons.map(\.title) }

    /// The selected tab's title, or `nil` when no tab is selected.
    public var selectedTitle: String? {
        selectedIndex.map { buttons[$0].title }
    }

    /// The button of the first tab titled exactly `title`, if there is one.
    public func button(titled title: String) -> Button? {
        index(ofTabTitled: title).map { buttons[$0] }
    }

    /// The index of the first tab titled exactly `title`, if there is one.
    public func index(ofTabTitled title: String) -> Int? {
        buttons.firstIndex { $0.title == title }
    }

    /// The index of the tab `button` stands for, if it is one of the bar's.
    public func index(of button: Control) -> Int? {
        buttons.firstIndex { $0 === button }
    }

    /// Makes one button per title, left to right, each sending its tab's index to `select` when
    /// tapped; buttons the bar had before leave it.
    ///
    /// - Parameters:
    ///   - titles: The tabs' titles.
    ///   - select: What a tap on a tab's button does, given the tab's index.
    func setTabs(_ titles: [String], select: @escaping @MainActor (Int) -> Void) {
        for button in buttons { button.removeFromSuperview() }
        buttons = titles.map { Button(title: $0, aspectRegistry: aspectRegistry) }
        for button in buttons {
            button.addTarget(self, action: "selectTab", for: .touchUpInside) { bar, sender, _ in
                if let index = bar.index(of: sender) { select(index) }
            }
            addSubview(button)
        }
        selectedIndex = nil
        layOut()
    }

    /// Shows `title` on the tab at `index`, if there is one.
    func setTitle(_ title: String, at index: Int) {
        guard buttons.indices.contains(index) else { return }
        buttons[index].title = title
    }

    /// Marks the tab at `index` selected and the others not; `nil` (or an index out of range)
    /// selects none.
    func markSelected(_ index: Int?) {
        selectedIndex = index.flatMap { buttons.indices.contains($0) ? $0 : nil }
        for (position, button) in buttons.enumerated() { button.isSelected = position == selectedIndex }
    }

    /// Shares the bar's width equally among the buttons.
    func layOut() {
        guard !buttons.isEmpty else { return }
        let width = bounds.width / Double(buttons.count)
        for (position, button) in buttons.enumerated() {
            button.frame = Rect(
                x: bounds.minX + Double(position) * width, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Lays the buttons out again when the bar changes size.
    override open func layoutSubviews() {
        super.layoutSubviews()
        layOut()
    }

    /// Adds the titles and the selected tab.
    override open var stateDescription: [String] {
        let tabs = titles.map { "\"\($0)\"" }.joined(separator: ",")
        return ["tabs=[\(tabs)]", "selected=\"\(selectedTitle ?? "")\""] + super.stateDescription
    }
}
