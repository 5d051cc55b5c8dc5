/// How a recorder names a component: the identifier it wrote and why it may be weak.
///
/// A strong identifier is an accessibility identifier, label or tag that names exactly one
/// component of the type on screen. A weak one is an ordinal (`#2`), which changes whenever the
/// layout does; its ``warning`` says so, and a script shows the warning as a comment.
public struct Identification: Hashable, Sendable {
    /// The identifier a script writes.
    public let identifier: String
    /// Why the identifier is weak, if it is.
    public let warning: String?

    /// Creates an identification.
    public init(identifier: String, warning: String? = nil) {
        self.identifier = identifier
        self.warning = warning
    }

    /// Whether the identifier could change with the layout or match another component.
    public var isWeak: Bool { warning != nil }
}
