import Components

/// The whole screen at one moment, as plain values: every visible window and the components in
/// it, where they were and what they showed.
///
/// ``init(application:)`` reads the application's windows without changing anything; the
/// result can be drawn (``ScreenSVG``), compared, kept in a ``SessionFrame``, or encoded.
/// Hidden components, and those all but transparent, are left out, as a person would not see
/// them. Coordinates are window coordinates, each window placed at its frame (for the usual
/// single window at the origin, they are the same).
///
/// ```swift
/// let screen = ScreenSnapshot(application: app)
/// try ScreenSVG(screen).document().write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// screen.find(type: "Slider", identifier: "volume").first?.content   // .slider(value: 0.5, …)
/// ```
///
/// Reading a picker's row titles asks its delegate, as drawing a real picker would; nothing
/// else calls into the app. A secure field's text is kept only as bullets.
public struct ScreenSnapshot: Hashable, Sendable, Codable {
    /// When it was taken, in seconds of the application's virtual clock.
    public var time: Double
    /// The size of the area the windows cover.
    public var size: Size
    /// The visible windows, back to front.
    public var windows: [ComponentSnapshot]

    /// Creates a snapshot from its parts.
    ///
    /// - Parameters:
    ///   - time: When it was taken, in virtual seconds.
    ///   - size: The size of the area the windows cover.
    ///   - windows: The visible windows, back to front.
    public init(time: Double = 0, size: Size, windows: [ComponentSnapshot]) {
        self.time = time
        self.size = size
        self.windows = windows
    }

    /// Takes a snapshot of `application`'s visible windows now.
    ///
    /// - Parameter application: The application whose screen to keep.
    @MainActor
    public init(application: Application) {
        let windows = application.windows.filter { !$0.isHidden && $0.alpha > 0.01 }
        let covered = windows.map(\.frame).reduce(Rect?.none) { $0?.union($1) ?? $1 }
        self.init(
            time: application.clock.now,
            size: Size(width: Swift.max(covered?.maxX ?? 0, 1), height: Swift.max(covered?.maxY ?? 0, 1)),
            windows: windows.compactMap(SnapshotCapture.window))
    }

    /// Every component, each container before what it holds: depth first, back to front, in
    /// the order they are drawn.
    public var components: [ComponentSnapshot] {
        var all: [ComponentSnapshot] = []
        func visit(_ component: ComponentSnapshot) {
            all.append(component)
            component.children.forEach(visit)
        }
        windows.forEach(visit)
        return all
    }

    /// The components a script's `type` and `identifier` named on this screen, as
    /// ``ComponentLocator`` finds them on a live one: by class or superclass name, then by
    /// accessibility identifier, label or tag; `#N` is the N-th in screen order (top to bottom,
    /// then left to right) and `*` the first.
    ///
    /// - Parameters:
    ///   - type: The component type, ignoring case (`View` matches every component).
    ///   - identifier: The identifier, `#N`, or `*`.
    /// - Returns: Every match, in screen order: several when the identifier is ambiguous.
    public func find(type: String, identifier: String) -> [ComponentSnapshot] {
        let candidates = ordered(ofType: type)
        if identifier == "*" { return Array(candidates.prefix(1)) }
        if identifier.first == "#", let ordinal = Int(identifier.dropFirst()), ordinal > 0 {
            return ordinal <= candidates.count ? [candidates[ordinal - 1]] : []
        }
        return candidates.filter { $0.answers(to: identifier) }
    }

    /// The one component `command` acts on, or `nil` when it names none, or several, or the
    /// device.
    public func target(of command: Command) -> ComponentSnapshot? {
        guard !command.isOn("Device"), !command.isOn("Application") else { return nil }
        let matches = find(type: command.componentType, identifier: command.identifier)
        return matches.count == 1 ? matches[0] : nil
    }

    private func ordered(ofType type: String) -> [ComponentSnapshot] {
        var found: [(component: ComponentSnapshot, window: Int, order: Int)] = []
        func visit(_ component: ComponentSnapshot, window: Int) {
            if component.isA(type) { found.append((component, window, found.count)) }
            for child in component.children { visit(child, window: window) }
        }
        for (index, window) in windows.enumerated() { visit(window, window: index) }
        return found.sorted { a, b in
            let (p, q) = (a.component.frame.origin, b.component.frame.origin)
            return (a.window, p.y, p.x, a.order) < (b.window, q.y, q.x, b.order)
        }.map(\.component)
    }
}
