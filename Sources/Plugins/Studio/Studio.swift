import Components

/// A person records a session of an app in a terminal: the app's screen drawn from its
/// components beside the script its recorder writes, driven with the mouse and the keyboard.
///
/// The studio turns what the terminal sends into events through `Application.sendEvent(_:)`,
/// as the synthesizer sends them, so the recorder hears a person exactly as it hears a test: a
/// click is a tap, a drag a touch through its phases, typing key presses to the focused field,
/// the wheel a scroll; a right click or `^V` adds a `Verify` of the component under the pointer,
/// `^Z` undoes the last command (a fresh app replays the others and takes over), `^O`/`^P`
/// pinch, `^K` shakes and `^T` rotates the device, the arrows move the pointer and `^L` draws
/// the whole screen again. ``frame(columns:rows:)`` draws it, sending little more than the
/// cells that changed.
///
/// The program owns the terminal (raw mode, the alternate screen, xterm's SGR mouse reports,
/// restoring all of them on every exit) and the process's signals; the studio only reads bytes
/// and returns bytes. What it cannot do alone it hands back as a ``Request``: quitting, saving
/// the script, and replaying it at the program's pace.
///
/// ```swift
/// let studio = try Studio(makeRig: makeRig)
/// var done = false
/// terminal.write(studio.frame(columns: terminal.columns, rows: terminal.rows))
/// while !done, let bytes = terminal.read(timeout: 0.1) {
///     studio.wait(secondsSinceLastRead)
///     studio.read(bytes) { request in
///         switch request {
///         case .quit: done = true
///         case .save: save(studio.recorder.script.text)
///         case .replay: studio.replay { terminal.write(studio.frame(columns: terminal.columns, rows: terminal.rows)) }
///         }
///     }
///     terminal.write(studio.frame(columns: terminal.columns, rows: terminal.rows))
/// }
/// ```
///
/// The studio's clock is the app's virtual clock: ``wait(_:)`` lets a person's pauses pass on
/// it, so a held click is a long press and two quick clicks a double tap. A secure field's text
/// is recorded as its placeholder (`${password}`); the studio keeps what was typed in memory
/// only, for its own replays and undo.
@MainActor
public final class Studio {
    /// What a person asked for that the program does.
    public enum Request: Hashable, Sendable {
        /// `^Q` or `^C`: the person is done; the studio reads nothing after it.
        case quit
        /// `^S`: save the script, ``recorder``'s `script.text`.
        case save
        /// `^R`: replay the script so far on a fresh app, with ``replay(onStep:)``.
        case replay
    }

    /// The session the person drives.
    let session: StudioSession
    var decoder = TerminalInputDecoder()
    var writer = TerminalFrameWriter()
    /// Where the last frame put things: what a click's cell means.
    var layout: StudioLayout?
    /// The pointer's cell, once the mouse or an arrow put it somewhere.
    var pointer: CellPosition?

    /// The title row's text while recording, after "Interpose studio · "; a replay shows its
    /// own.
    public var title = "recording"

    /// What the last input did, or why it could not, on the status row; the program may set
    /// it (to say where it saved the script, or why it could not).
    public var message: String {
        get { session.message }
        set { session.message = newValue }
    }

    /// Starts a studio on a rig `makeRig` makes; it makes more for undo and replay, so it
    /// must build a new app each time (see ``StudioRig``).
    ///
    /// - Parameter makeRig: Makes a fresh app with a recorder installed.
    /// - Throws: What `makeRig` throws.
    public init(makeRig: @escaping () throws -> StudioRig) throws {
        session = try StudioSession(makeRig: makeRig)
    }

    /// The app being recorded (after an undo, the fresh one that took over).
    public var application: Application { session.application }

    /// The recorder installed on it, whose script the person is writing.
    public var recorder: Recorder { session.recorder }

    /// Lets `seconds` pass on the app's clock, as the person paused (at most 2 seconds at once;
    /// nothing for a negative or odd number).
    public func wait(_ seconds: Double) {
        session.wait(seconds)
    }

    /// Does what the terminal's `bytes` say, in order, calling `request` for what the program
    /// must do; after a quit it does nothing more.
    ///
    /// Bytes may arrive split anywhere. An empty read, when the terminal has been quiet, lets a
    /// lone Escape through.
    ///
    /// - Parameters:
    ///   - bytes: What the terminal sent.
    ///   - request: Called with each request, in order among the inputs.
    public func read(_ bytes: [UInt8], _ request: (Request) -> Void) {
        let inputs = bytes.isEmpty ? decoder.flush() : decoder.decode(bytes)
        for input in inputs {
            guard let asked = handle(input) else { continue }
            request(asked)
            if asked == .quit { return }
        }
    }

    /// The escape sequences that show the studio now in a terminal of `columns` by `rows`:
    /// what changed since the last frame, all of it after a change of size or a `^L`; a
    /// terminal too small for the app's screen is told how large it must be.
    ///
    /// - Parameters:
    ///   - columns: The terminal's columns.
    ///   - rows: The terminal's rows.
    /// - Returns: The bytes to write, as a string; empty when nothing changed.
    public func frame(columns: Int, rows: Int) -> String {
        let screen = ScreenSnapshot(application: session.shownApplication)
        let layout = StudioLayout(columns: columns, rows: rows, screen: screen.size)
        self.layout = layout
        let title = session.replay == nil ? title : "replay on a fresh app · any input goes back to recording"
        let frame = StudioFrame(session: session, screen: screen, title: title, pointer: pointer, layout: layout)
        return writer.frame(frame.grid(layout))
    }

    /// Plays the script so far on a fresh app, one command at a time, each highlighted as it
    /// plays and then marked passed or failed, and shows that app until the next input.
    ///
    /// - Parameter onStep: Called before each command and after it: the program draws a frame
    ///   and, if it likes, pauses for the person to follow.
    public func replay(onStep: () -> Void) {
        session.replay { _ in onStep() }
    }

    /// The smallest terminal the studio draws an app's screen of `screen` points in (the
    /// fewest rows, then the fewest columns for them), for a person to be told.
    ///
    /// - Parameter screen: The app's screen size, in points.
    /// - Returns: The columns and rows.
    public static func smallestTerminal(for screen: Size) -> (columns: Int, rows: Int) {
        StudioLayout.smallest(for: screen)
    }
}
