import Components

/// A screen, or any component inside it, as a person sees it: each component by its script
/// type and name, the value its default `Verify` property reads, and its state, children
/// indented in order. No geometry, so nothing shifts when a layout moves by a point.
///
/// ```
/// Window
///   TextField name: Ada
///   TextField password: ••• [focused]
///   Slider volume: 0.8
///   Switch notifications: true
///   Button save: Save
/// ```
///
/// A line is `Type [name][: value][ [state, …]]`. The name is the component's accessibility
/// identifier, label or tag, the first it has; the value is its type's default property, as
/// its ``ComponentCommands`` declares it (a secure field's text as `•••`, whatever the
/// secret); the states are `hidden` (its subviews are then left out) and those its declaration
/// names that hold (`disabled`, `selected`, `focused`). A component that says nothing a person
/// reads (no name, no value, no state), such as a view that only lays others out, is left out
/// and its subviews take its place. Words with spaces or punctuation are quoted as a script
/// quotes them.
///
/// An expected snapshot may leave out components, names, values and states it does not care
/// about, and give a value as a regular expression (`/Saved .*/`); see
/// ``mismatch(against:)``.
public struct TreeSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// One component and those inside it.
    public struct Node: Hashable, Sendable {
        /// Its type, as scripts name it.
        public var type: String
        /// Its name, when it has one (or, in an expected snapshot, when it is asked for).
        public var name: String?
        /// Its default property's value, when it has one (or when it is asked for).
        public var value: Value?
        /// Its states: `hidden`, `disabled`, `selected`, `focused`.
        public var states: [String]
        /// The components inside it, in order.
        public var children: [Node]

        /// Creates a node.
        public init(
            type: String, name: String? = nil, value: Value? = nil, states: [String] = [], children: [Node] = []
        ) {
            (self.type, self.name, self.value, self.states, self.children) = (type, name, value, states, children)
        }
    }

    /// A value as a snapshot gives it: the text itself, or, in an expected snapshot, a regular
    /// expression the whole text must match.
    public enum Value: Hashable, Sendable {
        /// The text, exactly.
        case text(String)
        /// A regular expression, written `/…/`.
        case pattern(String)
    }

    /// The component the snapshot is of.
    public var root: Node

    /// A snapshot of `root`.
    public init(root: Node) {
        self.root = root
    }

    /// The snapshot as text, one component a line, children indented two spaces.
    public var text: String {
        SnapshotText.lines(of: root).joined(separator: "\n") + "\n"
    }

    /// The snapshot as text.
    public var description: String { text }
}

extension TreeSnapshot {
    /// A snapshot of `view` and what is inside it, as `vocabulary` declares their types.
    @MainActor
    public init(of view: View, vocabulary: Vocabulary = .standard) {
        root = SnapshotCamera(vocabulary: vocabulary).node(of: view, isRoot: true)[0]
    }
}

extension TreeSnapshot {
    /// The snapshot `text` writes, as ``text`` writes one or as a person wrote one to expect.
    ///
    /// - Throws: ``SnapshotError`` at the line and column where the text stops making sense.
    public init(parsing text: String) throws(SnapshotError) {
        root = try SnapshotText.parse(text)
    }
}
