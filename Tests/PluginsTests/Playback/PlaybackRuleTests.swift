import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// Component types of the app's own play the actions their recording rules record, through
/// playback rules, with the player's strictness and messages.
@MainActor
@Suite struct PlaybackRuleTests {
    /// A fresh app with a star rating and a sketchpad, and a player that knows both types.
    @MainActor
    struct Scene {
        let test = PluginTestApp()
        let stars: StarRating
        let pad: Sketchpad

        init() {
            stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
            pad = test.add("pad") { Sketchpad(frame: Rect(x: 0, y: 100, width: 320, height: 300)) }
        }

        /// The built-in vocabulary, taught both types.
        var vocabulary: Vocabulary {
            var vocabulary = Vocabulary.standard
            vocabulary.register(StarRating.commands)
            vocabulary.register(Sketchpad.commands)
            return vocabulary
        }

        func player() -> Player {
            Player(application: test.app, vocabulary: vocabulary)
        }

        func record() throws -> Recorder {
            try test.record(vocabulary: vocabulary)
        }
    }

    @Test("a command of the app's own is performed through the synthesizer and changes the component")
    func rate() {
        let scene = Scene()
        let report = scene.player().play(Script(commands: [c("StarRating stars Rate 4")]))
        report.expectPassed()
        #expect(scene.stars.rating == 4)
    }

    @Test("record, replay on a fresh app, re-record: the same script and the same state")
    func fidelity() throws {
        let original = Scene()
        let recorder = try original.record()
        try original.test.input.tap(original.stars, at: Point(x: 130, y: 20))
        try original.test.input.drag(original.pad, from: Point(x: 10, y: 10), to: Point(x: 50, y: 10), steps: 4)
        #expect(recorder.lines == ["StarRating stars Rate 4", "Sketch pad Start 10 10", "Sketch pad End 50 10"])
        let warnings = recorder.recordedCommands.flatMap(\.warnings)
        #expect(warnings.isEmpty, "\(warnings)")

        let replay = Scene()
        let rerecorder = try replay.record()
        replay.player().play(recorder.script).expectPassed()
        #expect(rerecorder.lines == recorder.lines)
        #expect(replay.stars.rating == original.stars.rating)
        #expect(replay.pad.strokes.first?.first == Point(x: 10, y: 10))
        #expect(replay.pad.strokes.first?.last == Point(x: 50, y: 10))
    }

    @Test(
        "a rule's arguments are checked with the player's messages",
        arguments: [
            ("StarRating stars Rate", "Rate on StarRating expects 1 argument (stars), got 0"),
            ("StarRating stars Rate 4 5", "Rate on StarRating expects 1 argument (stars), got 2"),
            ("StarRating stars Rate many", "Rate on StarRating: stars \"many\" is not a whole number"),
            ("StarRating stars Rate 6", "Rate on StarRating: stars must be from 1 to 5, got 6"),
            ("Sketch pad Start 10 ten", "Start on Sketch: y \"ten\" is not a number"),
            ("Sketch pad End 50 10", "End on Sketch: no stroke was started"),
        ])
    func badArguments(line: String, message: String) {
        let scene = Scene()
        let result = scene.player().perform(c(line))
        #expect(result.outcome == .failed)
        #expect(result.reason?.lowercased() == message.lowercased())
    }

    @Test("an action neither the rule nor the built-in class has lists the rule's actions first")
    func unknownAction() {
        let scene = Scene()
        let result = scene.player().perform(c("StarRating stars Frown"))
        #expect(result.outcome == .failed)
        #expect(result.reason?.hasPrefix("StarRating has no action \"Frown\"; its actions are Rate, Tap") == true)
    }

    @Test("without a rule, the action is unknown and the type name a rule gives is not found")
    func withoutRules() {
        let scene = Scene()
        let player = Player(application: scene.test.app)
        #expect(player.perform(c("StarRating stars Rate 4")).reason?.hasPrefix("StarRating has no action") == true)
        #expect(player.perform(c("Sketch pad Start 10 10")).reason?.hasPrefix("no Sketch \"pad\"") == true)
        #expect(scene.stars.rating == 0)
    }

    @Test("a rule's component is found strictly: hidden is a failure, not a silent pass")
    func strictness() {
        let scene = Scene()
        scene.stars.isHidden = true
        let result = scene.player().perform(c("StarRating stars Rate 4"))
        #expect(result.outcome == .failed)
        #expect(result.reason?.contains("hidden") == true)
        #expect(scene.stars.rating == 0)
    }

    @Test("the synthesizer's held finger, as Start and End rules use it, is one touch and lifts once")
    func synthesizedHeldTouch() throws {
        let scene = Scene()
        let input = scene.test.input
        let touch = try input.touchDown(on: scene.pad, at: Point(x: 5, y: 5))
        input.move(touch, to: Point(x: 25, y: 5), in: scene.pad)
        input.lift(touch, in: scene.pad)
        input.lift(touch, at: Point(x: 90, y: 90), in: scene.pad)
        #expect(touch.phase == .ended)
        #expect(scene.pad.strokes == [[Point(x: 5, y: 5), Point(x: 25, y: 5)]])
        #expect(throws: SynthesisError.self) { try input.touchDown(on: scene.pad, at: Point(x: 500, y: 5)) }
    }
}
