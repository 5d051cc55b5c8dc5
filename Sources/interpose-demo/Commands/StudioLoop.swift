import Components
import Foundation
import Plugins

/// The studio's read-draw loop: reads the terminal's bytes, decodes them, drives the session,
/// and redraws what changed, until the person quits or the input ends.
@MainActor
final class StudioLoop {
    private let session: StudioSession
    private let terminal: Terminal
    private let out: String?
    private let stepDelay: Double
    private var decoder = TerminalInputDecoder()
    private var writer = TerminalFrameWriter()
    private var layout: StudioLayout
    private var pointer: CellPosition?
    private var lastTick = Date()
    private var savedText: String?
    private var quitting = false

    init(session: StudioSession, terminal: Terminal, out: String?, stepDelay: Double) {
        self.session = session
        self.terminal = terminal
        self.out = out
        self.stepDelay = stepDelay
        let size = terminal.size
        layout = StudioLayout(columns: size.columns, rows: size.rows, screen: Self.screenSize(of: session))
    }

    /// Reads and draws until the person quits or the input ends.
    func run() {
        draw()
        while !quitting {
            guard let bytes = terminal.read(timeout: 0.1) else { break }
            tick()
            let inputs = bytes.isEmpty ? decoder.flush() : decoder.decode(bytes)
            for input in inputs where !quitting { handle(input) }
            draw()
        }
    }

    /// After the terminal is restored: prints the script unless it was saved as it stands.
    func finish() -> Int32 {
        let text = session.recorder.script.text
        if let out, savedText == text {
            Console.error("studio: the script is saved in \(out)")
        } else if !session.recorder.script.commands.isEmpty {
            Console.error("studio: the script, not saved\(out.map { " in \($0)" } ?? ""):")
            Console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return 0
    }

    /// Lets the time a person took pass on the app's clock.
    private func tick() {
        let now = Date()
        session.wait(now.timeIntervalSince(lastTick))
        lastTick = now
    }

    private func draw() {
        let size = terminal.size
        let screen = Self.screenSize(of: session)
        if size.columns != layout.columns || size.rows != layout.rows || screen != layout.mapping?.screen {
            layout = StudioLayout(columns: size.columns, rows: size.rows, screen: screen)
        }
        let frame = StudioFrame(session: session, title: title, pointer: pointer, layout: layout)
        terminal.write(writer.frame(frame.grid(layout)))
    }

    private var title: String {
        if session.replay != nil { return "replay on a fresh app · any input goes back to recording" }
        let saved = savedText == session.recorder.script.text
        return "recording" + (out.map { " → \($0)" + (saved ? " (saved)" : "") } ?? " (^S needs --out FILE)")
    }

    private static func screenSize(of session: StudioSession) -> Size {
        ScreenSnapshot(application: session.shownApplication).size
    }

    private func handle(_ input: TerminalInput) {
        switch input {
        case .text(let text): session.type(text)
        case .mouse(let mouse): handle(mouse)
        case .key(let key): handle(key)
        }
    }

    private func handle(_ mouse: TerminalMouse) {
        let cell = CellPosition(column: mouse.column, row: mouse.row)
        if mouse.action != .release || !session.isTouching { pointer = cell }
        let point = layout.point(column: mouse.column, row: mouse.row)
        switch mouse.action {
        case .press where mouse.button == 0: point.map(session.press(at:))
        case .press where mouse.button == 2: point.map(session.checkpoint(at:))
        case .drag: clampedPoint(cell).map(session.drag(to:))
        case .release: clampedPoint(cell).map(session.release(at:))
        case .wheelUp, .wheelDown:
            point.map { session.scroll(at: $0, by: mouse.action == .wheelDown ? 60 : -60) }
        case .press, .move: break
        }
    }

    /// The screen point nearest a cell, for a drag that leaves the screen.
    private func clampedPoint(_ cell: CellPosition) -> Point? {
        guard let mapping = layout.mapping else { return nil }
        let column = min(max(cell.column, mapping.column), mapping.column + mapping.columns - 1)
        let row = min(max(cell.row, mapping.row), mapping.row + mapping.rows - 1)
        return mapping.point(column: column, row: row)
    }

    private func handle(_ key: TerminalKey) {
        switch key {
        case .enter: session.press(.return)
        case .backspace, .delete: session.press(.deleteBackward)
        case .up, .down, .left, .right: movePointer(key)
        case .control(let letter): control(letter)
        case .tab, .backTab, .escape, .home, .end, .pageUp, .pageDown: break
        }
    }

    private func control(_ letter: Character) {
        let point = pointer.flatMap { layout.point(column: $0.column, row: $0.row) }
        switch letter {
        case "q", "c": quitting = true
        case "v": point.map(session.checkpoint(at:)) ?? (session.message = "point at a component to verify it")
        case "z": session.undo()
        case "s": save()
        case "r": replay()
        case "o": point.map { session.pinch(at: $0, scale: 2) } ?? (session.message = "point where to pinch")
        case "p": point.map { session.pinch(at: $0, scale: 0.5) } ?? (session.message = "point where to pinch")
        case "k": session.shake()
        case "t": session.rotate()
        case "l": writer.invalidate()
        default: session.message = "^\(letter.uppercased()) does nothing here (see the keys below)"
        }
    }

    private func movePointer(_ key: TerminalKey) {
        guard let mapping = layout.mapping else { return }
        var cell =
            pointer ?? CellPosition(column: mapping.column + mapping.columns / 2, row: mapping.row + mapping.rows / 2)
        switch key {
        case .up: cell.row -= 1
        case .down: cell.row += 1
        case .left: cell.column -= 1
        default: cell.column += 1
        }
        cell.column = min(max(cell.column, mapping.column), mapping.column + mapping.columns - 1)
        cell.row = min(max(cell.row, mapping.row), mapping.row + mapping.rows - 1)
        pointer = cell
    }

    private func save() {
        guard let out else { return session.message = "start the studio with --out FILE to save; ^Q prints the script" }
        let text = session.recorder.script.text
        do {
            try Console.write(Data(text.utf8), to: out)
            savedText = text
            session.message = "saved \(session.recorder.script.commands.count) commands to \(out)"
        } catch {
            session.message = "\(error)"
        }
    }

    private func replay() {
        session.replay { _ in
            draw()
            if stepDelay > 0 { Thread.sleep(forTimeInterval: stepDelay / 2) }
        }
        lastTick = Date()
    }
}
