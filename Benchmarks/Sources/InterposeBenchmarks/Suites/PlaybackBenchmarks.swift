import Components
import Interpose
import Plugins

/// Playback: a script of 10,000 commands played by the ``Player`` on an app of about 1,000
/// views, per command, against performing the same actions by calling the synthesizer on
/// components already in hand; and a `Verify` per command against reading the property.
///
/// The player's extra cost is finding each component the strict way (every view of the type
/// looked at, so that an ambiguous identifier is caught), checking that a person could touch
/// it, the think time on the virtual clock, and a result per command. The player walks the
/// whole tree only after it changed shape (`Application.viewTreeRevision`); the script here
/// never changes it, so a last row shows a command after each change, the cost a script pays
/// when every step opens a screen.
@MainActor
enum PlaybackBenchmarks {
    static let group = "playback"
    static let scriptLength = 10_000
    /// Commands each benchmark runs before it is timed, so that every row is measured in the
    /// steady state a long script reaches (the heap grown, the stepper at its maximum).
    static let warmUp = 2_000

    static func make() -> [Benchmark] {
        [played(), direct(), lookedUp(), verified(), readDirectly(), playedAfterChanges()]
    }

    /// Plays the 10,000-command script, `n` commands at a time, going on where it stopped.
    private static func played() -> Benchmark {
        let scene = Scene()
        let player = Player(application: scene.app)
        let script = Scene.script(length: scriptLength)
        _ = player.play(Script(commands: Array(script.prefix(warmUp))))
        var position = warmUp
        let name = "play a command, 1,000 views"
        return Benchmark(group: group, name: name, peer: "synthesize the same input directly") { n in
            var passed = 0
            var remaining = n
            while remaining > 0 {
                let count = Swift.min(remaining, scriptLength - position)
                let report = player.play(Script(commands: Array(script[position..<position + count])))
                passed += report.summary.commands[.passed, default: 0]
                position = (position + count) % scriptLength
                remaining -= count
            }
            return passed
        }
    }

    /// The same actions, in the same order, through the synthesizer on the components.
    private static func direct() -> Benchmark {
        let scene = Scene()
        for step in 0..<warmUp { _ = scene.perform(step: step) }
        var position = warmUp
        return Benchmark(group: group, name: "synthesize the same input directly") { n in
            var done = 0
            for _ in 0..<n {
                if scene.perform(step: position) { done += 1 }
                position = (position + 1) % scriptLength
            }
            return done
        }
    }

    /// The same actions, each component first looked up by identifier as a hand-written test
    /// would (the first match, not a strict search): for perspective, no target.
    private static func lookedUp() -> Benchmark {
        let scene = Scene()
        let script = Scene.script(length: scriptLength)
        for step in 0..<warmUp { _ = scene.perform(step: step) }
        var position = warmUp
        return Benchmark(group: group, name: "look up by identifier, then synthesize") { n in
            var done = 0
            for _ in 0..<n {
                let command = script[position]
                if scene.app.view(withIdentifier: command.identifier) != nil, scene.perform(step: position) {
                    done += 1
                }
                position = (position + 1) % scriptLength
            }
            return done
        }
    }

    /// A `Verify` of a control's value per command.
    private static func verified() -> Benchmark {
        let scene = Scene()
        let player = Player(application: scene.app)
        let checks = (0..<scriptLength).map { Scene.check(step: $0) }
        _ = player.play(Script(commands: Array(checks.prefix(warmUp))))
        var position = warmUp
        return Benchmark(group: group, name: "Verify a value, 1,000 views", peer: "read the value directly") { n in
            var passed = 0
            var remaining = n
            while remaining > 0 {
                let count = Swift.min(remaining, scriptLength - position)
                passed +=
                    player.play(Script(commands: Array(checks[position..<position + count]))).summary.commands[
                        .passed, default: 0]
                position = (position + count) % scriptLength
                remaining -= count
            }
            return passed
        }
    }

    /// The script's commands one at a time, the tree reshaped before each (a row of labels
    /// brought to the front), so the player walks the whole tree again every command; the
    /// think time a script would take between two commands passes first.
    private static func playedAfterChanges() -> Benchmark {
        let scene = Scene()
        let player = Player(application: scene.app)
        let script = Scene.script(length: scriptLength)
        let window = scene.app.windows[0]
        func step(_ position: Int) -> Bool {
            window.bringSubviewToFront(window.subviews[5])
            scene.app.clock.advance(by: Double(player.options.thinkTime) / 1_000)
            return player.perform(script[position]).outcome == .passed
        }
        for position in 0..<warmUp { _ = step(position) }
        var position = warmUp
        let name = "play a command, tree reshaped before each"
        return Benchmark(group: group, name: name, peer: "play a command, 1,000 views") { n in
            var passed = 0
            for _ in 0..<n {
                if step(position) { passed += 1 }
                position = (position + 1) % scriptLength
            }
            return passed
        }
    }

    /// Reading the same values off the components in hand.
    private static func readDirectly() -> Benchmark {
        let scene = Scene()
        let views: [View] = [scene.ok, scene.wifi, scene.volume, scene.guests, scene.size]
        return Benchmark(group: group, name: "read the value directly") { n in
            var found = 0
            for index in 0..<n where ComponentProperties.value(nil, of: views[index % views.count]) != nil {
                found += 1
            }
            return found
        }
    }
}
