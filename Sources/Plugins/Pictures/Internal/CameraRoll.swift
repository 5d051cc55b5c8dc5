import Components

/// A ``SessionCamera``'s working state on the main actor: the screens kept as input began,
/// the touches of the command under way, and the frames made so far.
///
/// The screen before a command is the one kept when its first input began (before the
/// application routed it): for a recording, the latest kept at or before the first raw event
/// of the command's provenance; for a replay, the first kept once the command started. A
/// command that took no input (a check, a checkpoint) gets the screen as it is when it is
/// announced.
@MainActor
final class CameraRoll {
    let application: Application
    private(set) var frames: [SessionFrame] = []
    /// Screens kept as input began and no command took yet, oldest first.
    private var pending: [ScreenSnapshot] = []
    /// The touches of the command being played.
    private var touches = TouchLog()
    /// The keys pressed during the command being played.
    private var keyPresses = 0
    /// Whether to log touches (a replay's commands carry no provenance).
    private let logsTouches: Bool
    /// How many screens to keep for commands still to come: a few gestures' worth.
    private static let pendingLimit = 64

    /// What the commands' types are.
    private let vocabulary: Vocabulary
    /// The secrets a replay may type, drawn as their placeholders.
    private let secrets: PlaybackSecrets

    init(application: Application, vocabulary: Vocabulary, logsTouches: Bool, secrets: PlaybackSecrets = .init()) {
        self.application = application
        self.vocabulary = vocabulary
        self.logsTouches = logsTouches
        self.secrets = secrets
    }

    /// Before the application routes `event`: keeps the screen when a touch, key or shake
    /// begins, and notes touches and keys during a replay.
    func willSend(_ event: Event) {
        let begins: Bool
        switch event.type {
        case .touches: begins = event.allTouches.contains { $0.phase == .began }
        case .presses: begins = event.allPresses.contains { $0.phase == .began }
        case .motion: begins = event.motionPhase == .began
        }
        if begins {
            pending.append(ScreenSnapshot(application: application))
            if pending.count > Self.pendingLimit { pending.removeFirst() }
        }
        guard logsTouches else { return }
        if event.type == .touches { touches.note(event) }
        keyPresses += event.allPresses.count { $0.phase == .began }
    }

    /// The recorder recorded a command, or replaced its last one.
    func recorded(_ event: CommandRecorded) {
        let command = event.recorded.command
        let trails = TouchTrail.trails(in: command.provenance)
        let keys = command.provenance?.entries.count { $0.source == "press" } ?? 0
        if event.replacesPrevious, let last = frames.last {
            frames[frames.count - 1] = SessionFrame(
                index: last.index, command: command, start: last.start, duration: Swift.max(event.time - last.start, 0),
                screen: last.screen, trails: trails, keyPresses: keys, warnings: event.recorded.warnings)
            return
        }
        let began = command.provenance?.entries.first?.time
        let screen = began.flatMap(takePending(atOrBefore:)) ?? ScreenSnapshot(application: application)
        let start = began ?? event.time
        frames.append(
            SessionFrame(
                index: frames.count + 1, command: command, start: start, duration: Swift.max(event.time - start, 0),
                screen: screen, trails: trails, keyPresses: keys, warnings: event.recorded.warnings))
    }

    /// The player played a command.
    func played(_ event: CommandPlayed) {
        let result = event.result
        var screen = pending.first { $0.time >= result.start - 1e-9 } ?? ScreenSnapshot(application: application)
        pending.removeAll()
        var check = check(of: result)
        // The secrets typed so far, as the player hides them in what it says.
        let typed = secrets.only(event.secretsTyped)
        if !event.secretsTyped.isEmpty {
            screen = screen.hiding(typed.hidden(in:))
            let actual = check?.actual.map(typed.hidden(in:))
            check?.actual = actual
        }
        frames.append(
            SessionFrame(
                index: frames.count + 1, command: result.command, line: result.line, outcome: result.outcome,
                reason: result.reason, start: result.start, duration: result.duration, screen: screen,
                trails: touches.take(), keyPresses: keyPresses, check: check, failureScreen: result.screen))
        keyPresses = 0
    }

    /// Forgets every frame and every screen kept.
    func clear() {
        frames.removeAll()
        pending.removeAll()
        _ = touches.take()
        keyPresses = 0
    }

    /// The latest screen kept at or before `time` (the first kept, among several at that
    /// instant), dropping it and those before it.
    private func takePending(atOrBefore time: Double) -> ScreenSnapshot? {
        let earlier = pending.filter { $0.time <= time + 1e-9 }
        guard let latest = earlier.last?.time else { return nil }
        let chosen = earlier.first { $0.time == latest }
        pending.removeFirst(earlier.count)
        return chosen
    }

    /// What a failed check of the `Verify` family expected, and what its component
    /// has now.
    private func check(of result: CommandResult) -> SessionFrame.Check? {
        guard result.outcome == .failed || result.outcome == .expectedFailure else { return nil }
        let command = result.command
        let declared = vocabulary.type(named: command.componentType)
        let type = declared ?? vocabulary.type(ofClass: View.self)
        guard let action = type.action(for: command), let expectation = action.expectation,
            let arguments = try? ArgumentReader(command: command, declared: action.arguments, secrets: .init()).read()
        else { return nil }
        let matches = ComponentLocator(application: application).find(
            type: declared?.locatorType ?? command.componentType, identifier: command.identifier)
        let named = arguments.optionalText("property")
        let read = matches.count == 1 ? vocabulary.type(of: matches[0]).read(named, of: matches[0]) : nil
        return SessionFrame.Check(
            property: read?.property ?? named ?? "value", expected: expectation(arguments).wording, actual: read?.value)
    }
}
