import Components

/// Finds one component as the player does before it acts: after a pause, strictly (one visible
/// component, not hidden), looking until the timeout on the application's virtual clock.
///
/// Tests written by hand, and the tests ``SwiftTestExporter`` generates from scripts, use it
/// to name components as scripts do (type and identifier, see ``ComponentLocator``) with the
/// player's patience and its messages: it is the ``Player``'s own search.
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
        let view = try callAsFunction(TypeNames.name(of: type), identifier)
        guard let typed = view as? V else { throw FinderError(description: "\(view.componentName) is not a \(type)") }
        return typed
    }

    /// The one visible component a script calls `type` `identifier`.
    ///
    /// - Throws: ``FinderError`` when none, or several, answer once the timeout passed.
    public func callAsFunction(_ type: String, _ identifier: String) throws(FinderError) -> View {
        application.clock.advance(by: thinkTime)
        let milliseconds = { (seconds: Double) in Int((seconds * 1_000).rounded()) }
        let options = PlaybackOptions(timeout: milliseconds(timeout), retryDelay: milliseconds(retryDelay))
        let player = Player(application: application, options: options)
        let command = Command(type, identifier, "WaitFor")
        do throws(PlaybackError) {
            return try player.retrying(command, timeout: timeout) { () throws(PlaybackError) in
                try player.locate(command, line: 0)
            }
        } catch {
            throw FinderError(description: error.description)
        }
    }
}

/// Why a ``ComponentFinder`` found no single component: the player's own message, naming what
/// was looked for and what is on screen.
public struct FinderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
