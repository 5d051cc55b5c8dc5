import Components

/// A person's recording session: an app to drive with a pointer and a keyboard, and the
/// script its recorder writes, with checkpoints, undo and replay.
///
/// Every input becomes events sent through `Application.sendEvent(_:)`, as the synthesizer
/// sends them, so the recorder (and any plugin) sees a person exactly as it sees a test: a
/// press, drags and a release are one touch through its phases; typing is key presses to the
/// first responder; the wheel scrolls the scroll view under the pointer; pinches, a shake and
/// a rotation are synthesized gestures. Points are in screen coordinates, as a
/// ``ScreenSnapshot`` places components. Time passes on the app's virtual clock only as
/// ``wait(_:)`` and the inputs advance it; a person's pauses are passed to ``wait(_:)``.
///
/// ```swift
/// let session = try StudioSession(makeRig: makeRig)
/// session.press(at: Point(x: 160, y: 100))
/// session.release(at: Point(x: 160, y: 100))   // a tap
/// session.type("fred")                          // into the focused field
/// session.recorder.script.text
/// ```
///
/// A secure field's text is recorded as a placeholder (`${password}`), as always; the session
/// keeps what was typed in memory, and only there, so its replays and undo can type it again.
///
/// Nothing a person does is an error: what cannot be done (typing with no field focused, a
/// checkpoint on a component with nothing to check) leaves a ``message`` saying why.
@MainActor
package final class StudioSession {
    /// The app being recorded.
    var rig: StudioRig
    /// How long the gestures it synthesizes take.
    var timing = SynthesisTiming()
    /// What the last input did, or why it could not: one line for a person.
    package var message = ""
    /// The replay shown instead of the recording, from ``replay(onStep:)`` until the next input.
    package internal(set) var replay: StudioReplay?
    /// Where the finger that is down has been, in screen coordinates: the drag being drawn.
    package private(set) var trail: [Point] = []
    let makeRig: () throws -> StudioRig
    /// What a person typed into secure fields, by the placeholder the recorder wrote for it:
    /// kept in memory only, for replays and undo to fill `${name}` with.
    var secrets = PlaybackSecrets()
    private var touch: Touch?

    /// Starts a session on a rig `makeRig` makes; it makes more for undo and replay.
    ///
    /// - Parameter makeRig: Makes a fresh app with a recorder installed.
    /// - Throws: What `makeRig` throws.
    package init(makeRig: @escaping () throws -> StudioRig) throws {
        self.makeRig = makeRig
        self.rig = try makeRig()
    }

    /// The app being recorded.
    package var application: Application { rig.application }
    /// Its recorder.
    package var recorder: Recorder { rig.recorder }
    /// The app shown: the replay's while one is shown, else the one being recorded.
    package var shownApplication: Application { replay?.application ?? application }

    /// Lets `seconds` pass on the app's clock, as a person pauses (at most 2 seconds at once;
    /// nothing for a negative or odd number).
    package func wait(_ seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        application.clock.advance(by: Swift.min(seconds, 2))
    }

    /// Puts a finger down at `point`, on the window there; a finger still down is lifted first.
    package func press(at point: Point) {
        endReplay()
        if touch != nil { release(at: trail.last ?? point) }
        guard let window = window(at: point) else { return note("nothing to touch there") }
        let made = Touch(location: Self.local(point, in: window), in: window, timestamp: application.clock.now)
        touch = made
        trail = [point]
        application.sendEvent(.touches([made], timestamp: application.clock.now))
    }

    /// Moves the finger that is down to `point`; nothing when no finger is down.
    package func drag(to point: Point) {
        guard let touch, let window = touch.window, point.isFinite else { return }
        application.clock.advance(by: timing.dragStepInterval)
        touch.update(phase: .moved, location: Self.local(point, in: window), timestamp: application.clock.now)
        trail.append(point)
        application.sendEvent(.touches([touch], timestamp: application.clock.now))
    }

    /// Lifts the finger that is down, at `point`: a tap when it did not move.
    package func release(at point: Point) {
        guard let touch, let window = touch.window else { return }
        application.clock.advance(by: trail.count > 1 ? timing.dragStepInterval : timing.tapDuration)
        let location = point.isFinite ? Self.local(point, in: window) : nil
        touch.update(phase: .ended, location: location, timestamp: application.clock.now)
        self.touch = nil
        application.sendEvent(.touches([touch], timestamp: application.clock.now))
        message = ""
    }

    /// Whether a finger is down.
    package var isTouching: Bool { touch != nil }

    /// Types `text` into the focused field, a key press per character.
    package func type(_ text: String) {
        endReplay()
        guard let field = application.firstResponder as? TextField else { return note("click a field before typing") }
        for character in text { press(.text(String(character))) }
        keepSecret(of: field)
    }

    /// Keeps a secure field's text under the placeholder the recorder wrote for it, so that a
    /// replay can type it again; the text never reaches the script or the screen.
    func keepSecret(of field: TextField) {
        guard field.isSecureTextEntry, let command = recorder.script.commands.last, command.performs("EnterText"),
            let name = SecretPlaceholder.name(of: command.arguments.first ?? "")
        else { return }
        secrets[name] = field.text
    }

    /// Presses a key (Return, Delete) for the focused field.
    package func press(_ key: Key) {
        endReplay()
        do {
            try input.press(key)
            if let field = application.firstResponder as? TextField { keepSecret(of: field) }
        } catch {
            note("\(error)")
        }
    }

    /// The synthesizer over the app being recorded.
    var input: InputSynthesizer { InputSynthesizer(application: application, timing: timing) }

    /// The topmost visible window at `point`.
    func window(at point: Point) -> Window? {
        application.windows.last { !$0.isHidden && $0.frame.contains(point) }
    }

    /// The frontmost visible view at `point`, and the point in its coordinates: the one a
    /// person sees there, whether or not it takes touches (a label, a disabled control).
    func view(at point: Point) -> (view: View, point: Point)? {
        guard point.isFinite, let window = window(at: point) else { return nil }
        let local = Self.local(point, in: window)
        let found = Self.frontmost(in: window, at: local)
        return (found, found.convert(local, from: window))
    }

    /// The frontmost visible view under `view` (or `view` itself) containing `point`, in
    /// `view`'s coordinates.
    static func frontmost(in view: View, at point: Point) -> View {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            let local = subview.convert(point, from: view)
            if subview.bounds.contains(local) { return frontmost(in: subview, at: local) }
        }
        return view
    }

    /// The name of the component under `point`, as messages name it, for a person to see what a
    /// checkpoint there would check.
    func componentName(at point: Point) -> String? {
        view(at: point)?.view.componentName
    }

    /// `point`, in screen coordinates, in `window`'s.
    static func local(_ point: Point, in window: Window) -> Point {
        point.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
    }

    /// Stops showing a replay.
    func endReplay() {
        replay = nil
    }

    func note(_ text: String) {
        message = text
    }
}
