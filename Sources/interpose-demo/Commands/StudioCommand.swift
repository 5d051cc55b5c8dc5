import Components
import Foundation
import Interpose
import Plugins
import SampleApp

/// `studio`: a person records their own session of the sample app, in the terminal.
enum StudioCommand: DemoCommand {
    static let name = "studio"
    static let summary = "record your own session of the sample app, in the terminal"
    static let help = """
        usage: interpose-demo studio [--out FILE] [--step-delay SECONDS]

        Shows the sample app's screen in the terminal, drawn from its components, and records
        what you do with the mouse and the keyboard, the script growing beside the screen. Every
        input goes through the app's sendEvent, as a test's synthesized input does.

          click            tap                    drag     drag (slide, spin, draw, scroll)
          wheel            scroll what is under the pointer
          typing           goes to the focused field (Return and Backspace too)
          right click, ^V  add a Verify of the component under the pointer
          ^X  add a VerifySnapshot of the named component under the pointer, or of the screen
          ^Z  undo the last command (a fresh app replays the rest)
          ^S  save the script to FILE (written atomically)
          ^R  replay the script so far on a fresh app, each command highlighted as it plays
          ^O  pinch out (zoom in) about the pointer     ^P  pinch in (zoom out)
          ^K  shake the device   ^T  rotate it   arrows  move the pointer
          ^L  draw the whole screen again          ^Q, ^C  quit

          --out FILE            where ^S saves the script; without it, the script is printed
                                when you quit
          --step-delay SECONDS  how long a replay shows each command (default 0.3)

        On quit the script is printed unless it was saved as it stands. Needs a terminal with
        xterm mouse reporting (xterm, iTerm2, GNOME Terminal, tmux, …), at least \
        \(smallest.columns)×\(smallest.rows).
        """

    /// The smallest terminal the sample app's screen fits in.
    static var smallest: (columns: Int, rows: Int) {
        Studio.smallestTerminal(for: SampleApp.windowSize)
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: [], options: ["out", "step-delay"])
        if parsed.has("help") { return Help.show(help) }
        _ = try parsed.positionals(atMost: 0, command: name)
        let delay = try parsed.value("step-delay").map { text throws(UsageError) in
            guard let seconds = Double(text), seconds >= 0, seconds <= 10 else {
                throw UsageError("studio: --step-delay is a number of seconds from 0 to 10, not \(text)")
            }
            return seconds
        }
        if let out = parsed.value("out"), let problem = Console.problem(writing: out) {
            throw UsageError("cannot write \(out): \(problem)")
        }
        let studio = try Studio(makeRig: makeRig)
        let terminal = try Terminal.enter()
        let loop = StudioLoop(studio: studio, terminal: terminal, out: parsed.value("out"), stepDelay: delay ?? 0.3)
        loop.run()
        terminal.leave()
        return loop.finish()
    }

    /// A fresh sample app with the demo's plugins, as a studio rig.
    static func makeRig() throws -> StudioRig {
        let rig = try DemoRig()
        return StudioRig(
            application: rig.sample.application, recorder: rig.recorder, bus: rig.host.bus,
            keeping: [rig.sample, rig.host, rig.analytics])
    }
}
