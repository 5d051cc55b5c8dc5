import Foundation
import Plugins

/// The studio's read-draw loop: reads the terminal's bytes, hands them to the studio, does
/// what the person asked of the program (quit, save, replay at the chosen pace), and draws
/// what changed, until the person quits or the input ends.
@MainActor
final class StudioLoop {
    private let studio: Studio
    private let terminal: Terminal
    private let out: String?
    private let stepDelay: Double
    private var lastTick = Date()
    private var savedText: String?
    private var quitting = false

    init(studio: Studio, terminal: Terminal, out: String?, stepDelay: Double) {
        self.studio = studio
        self.terminal = terminal
        self.out = out
        self.stepDelay = stepDelay
    }

    /// Reads and draws until the person quits or the input ends.
    func run() {
        draw()
        while !quitting {
            guard let bytes = terminal.read(timeout: 0.1) else { break }
            tick()
            studio.read(bytes) { request in
                switch request {
                case .quit: quitting = true
                case .save: save()
                case .replay: replay()
                }
            }
            draw()
        }
    }

    /// After the terminal is restored: prints the script unless it was saved as it stands.
    func finish() -> Int32 {
        let text = studio.recorder.script.text
        if let out, savedText == text {
            Console.error("studio: the script is saved in \(out)")
        } else if !studio.recorder.script.commands.isEmpty {
            Console.error("studio: the script, not saved\(out.map { " in \($0)" } ?? ""):")
            Console.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        return 0
    }

    /// Lets the time a person took pass on the app's clock.
    private func tick() {
        let now = Date()
        studio.wait(now.timeIntervalSince(lastTick))
        lastTick = now
    }

    private func draw() {
        let saved = savedText == studio.recorder.script.text
        studio.title = "recording" + (out.map { " → \($0)" + (saved ? " (saved)" : "") } ?? " (^S needs --out FILE)")
        let size = terminal.size
        terminal.write(studio.frame(columns: size.columns, rows: size.rows))
    }

    private func save() {
        guard let out else { return studio.message = "start the studio with --out FILE to save; ^Q prints the script" }
        let text = studio.recorder.script.text
        do {
            try Console.write(Data(text.utf8), to: out)
            let snapshots = try studio.recorder.writeSnapshots(beside: out)
            savedText = text
            studio.message =
                "saved \(studio.recorder.script.commands.count) commands to \(out)"
                + (snapshots.isEmpty ? "" : " and \(snapshots.count) snapshots beside it")
        } catch {
            studio.message = "\(error)"
        }
    }

    private func replay() {
        studio.replay {
            draw()
            if stepDelay > 0 { Thread.sleep(forTimeInterval: stepDelay / 2) }
        }
        lastTick = Date()
    }
}
