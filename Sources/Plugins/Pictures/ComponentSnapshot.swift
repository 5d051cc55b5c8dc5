import Components

/// One component as a person saw it at one moment: its type, how scripts name it, where it was
/// and what it showed, with the components inside it.
///
/// A snapshot is a plain value, made by ``ScreenSnapshot/init(application:)``: it holds no
/// reference to the component, so it can be kept, compared and drawn after the app moved on.
/// ``transform`` maps the component's own rectangle, `(0, 0)` to ``size``, into window
/// coordinates, so a component that is scrolled, zoomed or rotated is drawn as it was.
///
/// ```swift
/// let screen = ScreenSnapshot(application: app)
/// let save = screen.find(type: "Button", identifier: "save").first
/// save?.frame     // (20, 410, 280, 32), in window coordinates
/// save?.content   // .button(title: "Save", isHighlighted: false)
/// ```
///
/// Secure text never reaches a snapshot: a secure field's text is kept as the bullets it shows.
public struct ComponentSnapshot: Hashable, Sendable, Codable {
    /// The name of the component's class, as scripts write it: `Button`, `Canvas`.
    public var type: String
    /// The names of its class and superclasses up to `View`, nearest first: a script's type
    /// matches any of them.
    public var typeNames: [String]
    /// Its accessibility identifier, if it has one.
    public var identifier: String?
    /// Its accessibility label (a button's title, a label's text, a field's placeholder).
    public var label: String?
    /// Its tag; 0 when it has none.
    public var tag: Int
    /// The size of its bounds.
    public var size: Size
    /// Where its rectangle, from `(0, 0)` to ``size``, lies in window coordinates.
    public var transform: AffineTransform
    /// How opaque it is, from 0 to 1.
    public var alpha: Double
    /// Whether a person could use it: `false` for a disabled control.
    public var isEnabled: Bool
    /// What it showed: text, a switch's state, a slider's value…
    public var content: Content
    /// The components inside it, back to front; hidden ones are left out.
    public var children: [ComponentSnapshot]

    /// Creates a snapshot of one component.
    ///
    /// - Parameters:
    ///   - type: The name of its class.
    ///   - typeNames: Its class and superclasses, nearest first; just `type` when `nil`.
    ///   - identifier: Its accessibility identifier.
    ///   - label: Its accessibility label.
    ///   - tag: Its tag.
    ///   - size: The size of its bounds.
    ///   - transform: Where its rectangle lies in window coordinates.
    ///   - alpha: Its opacity.
    ///   - isEnabled: Whether a person could use it.
    ///   - content: What it showed.
    ///   - children: The components inside it, back to front.
    public init(
        type: String, typeNames: [String]? = nil, identifier: String? = nil, label: String? = nil, tag: Int = 0,
        size: Size, transform: AffineTransform = .identity, alpha: Double = 1, isEnabled: Bool = true,
        content: Content = .plain, children: [ComponentSnapshot] = []
    ) {
        self.type = type
        self.typeNames = typeNames ?? [type]
        self.identifier = identifier
        self.label = label
        self.tag = tag
        self.size = size
        self.transform = transform
        self.alpha = alpha
        self.isEnabled = isEnabled
        self.content = content
        self.children = children
    }

    /// The smallest upright rectangle around the component, in window coordinates.
    public var frame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height).applying(transform)
    }

    /// The component's centre, in window coordinates: where a tap with no point lands.
    public var center: Point {
        Point(x: size.width / 2, y: size.height / 2).applying(transform)
    }

    /// Whether its class or a superclass is called `typeName`, ignoring case, as a script's
    /// type matches.
    public func isA(_ typeName: String) -> Bool {
        let wanted = typeName.lowercased()
        return typeNames.contains { $0.lowercased() == wanted }
    }

    /// Whether its accessibility identifier, label or tag is `name`, as a script's identifier
    /// matches.
    public func answers(to name: String) -> Bool {
        identifier == name || label == name || (tag != 0 && String(tag) == name)
    }

    /// The component as messages name it: `Button "save"`, `Label label "Volume"`, `View`.
    public var name: String {
        if let identifier { return "\(type) \"\(identifier)\"" }
        if let label { return "\(type) label \"\(label)\"" }
        if tag != 0 { return "\(type) tag \(tag)" }
        return type
    }
}
