import Components

/// Finds one component as a person about to act on it would: after a pause, looking until
/// exactly one is on screen, on the application's virtual clock.
///
/// Tests written by hand, and the tests ``SwiftTestExporter`` generates from scripts, use it
/// to name components as scripts do (type and identifier, see ``ComponentLocator``) with the
/// player's patience: it first lets ``thinkTime`` pass (a screen sliding in settles), then
/// looks every ``retryDelay`` until ``timeout``, advancing the virtual clock, never sleeping.
///
/// ```swift
/// let find = ComponentFinder(application: app)
/// try input.slide(find(Slider.self, "volume"), to: 0.8)
/// #expect(try find(Label.self, "summary").text == "Saved")
/// ```
@MainActor
public struct ComponentFinder {
    /// The application searched.
    public let application: Application
    /// The pause before each search, in seconds: the player's default think time.
    public var thinkTime: Double
    /// How long to keep looking, in seconds.
    public var timeout: Double
    /// The time between two looks, in seconds.
    public var retryDelay: Double

    /// Creates a finder with the player's defaults: a half-second pause, two seconds of
    /// looking every tenth of a second.
    public init(application: Application, thinkTime: Double = 0.5, timeout: Double = 2, retryDelay: Double = 0.1) {
        self.application = application
        self.thinkTime = thinkTime
        self.timeout = timeout
        self.retryDelay = retryDelay
    }

    /// The one visible component of type `type` that `identifier` names.
    ///
    /// - Throws: ``FinderError`` when none, or several, answer once the timeout passed.
    public func callAsFunction<V: View>(_ type: V.Type, _ identifier: String) throws(FinderError) -> V {
        let view = try callAsFunction(String(describing: type), identifier)
        guard let typed = view as? V else { throw .notFound(type: String(describing: type), identifier: identifier) }
        return typed
    }

    /// The one visible component a script calls `type` `identifier`.
    ///
    /// - Throws: ``FinderError`` when none, or several, answer once the timeout passed.
    public func callAsFunction(_ type: String, _ identifier: String) throws(FinderError) -> View {
        application.clock.advance(by: thinkTime)
        let locator = ComponentLocator(application: application)
        var waited = 0.0
        while true {
            let matches = locator.find(type: type, identifier: identifier)
            if matches.count == 1 { return matches[0] }
            guard waited < timeout else {
                if matches.isEmpty { throw .notFound(type: type, identifier: identifier) }
                throw .ambiguous(type: type, identifier: identifier, candidates: matches.map(\.componentName))
            }
            application.clock.advance(by: retryDelay)
            waited += retryDelay
        }
    }
}

/// Why a ``ComponentFinder`` found no single component.
public enum FinderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing of the type answers to the identifier.
    case notFound(type: String, identifier: String)
    /// Several components answer; the names of each.
    case ambiguous(type: String, identifier: String, candidates: [String])

    /// What went wrong, naming the component looked for.
    public var description: String {
        switch self {
        case .notFound(let type, let identifier): "no \(type) \"\(identifier)\" on screen"
        case .ambiguous(let type, let identifier, let candidates):
            "\(type) \"\(identifier)\" matches \(candidates.count) components: \(candidates.joined(separator: ", "))"
        }
    }
}
