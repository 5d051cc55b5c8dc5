import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A component of one's own is taught everything in its declaration: what it records (a
/// control's value, a change reported through a hook of its own), how MonkeyTalk spells it, and
/// what a listener hears of it.
@MainActor
@Suite struct OpenVocabularyTests {
    let test = PluginTestApp()

    var vocabulary: Vocabulary {
        var vocabulary = Vocabulary.standard
        vocabulary.register(StarControl.commands)
        vocabulary.register(RatingView.commands)
        return vocabulary
    }

    @Test("a custom control records the value it sends as declared, with no warning, and plays back")
    func customControl() throws {
        let recorder = try test.record(vocabulary: vocabulary)
        let stars = test.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 100, y: 20))
        try test.input.drag(stars, from: Point(x: 10, y: 20), to: Point(x: 190, y: 20), steps: 5)
        #expect(recorder.lines == ["StarControl rating Rate 3", "StarControl rating Rate 5"])
        #expect(recorder.recordedCommands.allSatisfy { $0.warnings.isEmpty })

        let replay = PluginTestApp()
        let again = replay.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let report = Player(application: replay.app, vocabulary: vocabulary).play(recorder.script)
        #expect(report.passed, "\(report.results.map { $0.reason ?? "ok" })")
        #expect(again.rating == 5)
    }

    @Test(
        "a listener given the vocabulary publishes a custom control's declared events, its value its default property")
    func listenerHearsCustomControl() throws {
        try test.host.install(TargetActionListener(vocabulary: vocabulary))
        let log = test.collect(ControlEvent.self)
        let stars = test.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 140, y: 20))
        #expect(log.events.map { "\($0.events) \($0.value)" } == ["[valueChanged] 4"])
        #expect(log.events.first?.value == .text("4"))
    }

    @Test("a control whose declaration names no events is heard for a plain control's only: its gestures record")
    func undeclaredEvents() throws {
        var vocabulary = Vocabulary.standard
        vocabulary.register(ComponentCommands(StarControl.self, actions: [.rate]))
        let recorder = try test.record(vocabulary: vocabulary)
        let stars = test.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 20, y: 20))
        #expect(recorder.lines == ["StarControl rating Tap 20 20"])
    }

    @Test("a change a component reports through a hook of its own reaches its rule; the delegate still hears it")
    func reportedChange() throws {
        final class Listener: RatingViewDelegate {
            var heard: [Int] = []
            func ratingView(_ view: RatingView, didRate stars: Int) { heard.append(stars) }
        }
        let recorder = try test.record(vocabulary: vocabulary)
        let view = test.add("stars") { RatingView(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let listener = Listener()
        view.delegate = listener
        try test.input.tap(view, at: Point(x: 130, y: 20))
        #expect(recorder.lines == ["RatingView stars Rate 4"])
        #expect(listener.heard == [4])
        let provenance = recorder.recordedCommands.first?.command.provenance?.entries.map(\.detail)
        #expect(provenance == ["began", "ended", "rated 4"])
    }

    @Test("a change the app reports by itself, with no person's input, records nothing")
    func reportWithoutInput() throws {
        let recorder = try test.record(vocabulary: vocabulary)
        let view = test.add("stars") { RatingView(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        RatingView.didRateHook.call(view, 2) { _, _ in }
        #expect(recorder.lines.isEmpty)
    }

    @Test("a custom type's MonkeyTalk name and spelling are its declaration's, and play back")
    func monkeyTalkSpelling() throws {
        let recorder = try test.record(vocabulary: vocabulary)
        recorder.dialect = .monkeyTalk
        let stars = test.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 100, y: 20))
        #expect(recorder.lines == ["RatingBar rating SetRating 3"])

        let replay = PluginTestApp()
        let again = replay.add("rating") { StarControl(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let report = Player(application: replay.app, vocabulary: vocabulary).play(recorder.script)
        #expect(report.passed && again.rating == 3)
    }

    @Test("a custom item list and property are read by Verify as declared, and a failure names the script type")
    func declaredProperties() {
        var vocabulary = Vocabulary.standard
        vocabulary.register(
            ComponentCommands(
                StarRating.self, name: "Stars", defaultProperty: "rating",
                properties: ["rating": { String($0.rating) }],
                items: { _, item, group in group == 0 && item < 5 ? String(repeating: "★", count: item + 1) : nil }))
        test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let player = Player(application: test.app, vocabulary: vocabulary)
        #expect(player.perform(c("Stars stars Verify ★★★ item(3)")).outcome == .passed)
        #expect(player.perform(c("Stars stars Verify 0")).outcome == .passed)
        #expect(player.perform(c("Stars stars Verify 0 hidden")).reason?.contains("Stars \"stars\"") == true)
        #expect(player.perform(c("Stars stars Verify 2")).reason?.hasPrefix("Stars \"stars\"") == true)
    }

    @Test("a rule declared for a class its component is not stops registration, naming both")
    func ruleForAnotherClass() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var vocabulary = Vocabulary()
                vocabulary.register(ComponentCommands(StarRating.self, recording: RatedRule()))
            }
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("RatedRule records RatingView, and StarRating is not one"))
    }

    @Test("a MonkeyTalk spelling that writes an action the type does not declare stops registration")
    func spellingOfUndeclaredAction() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                var vocabulary = Vocabulary.standard
                let flip = ComponentCommands<StarControl>.Action(
                    "Flip", does: "flips it", monkeyTalk: .either("Up", "Down", when: { $0.rating > 2 })
                ) { _, _ in }
                vocabulary.register(ComponentCommands(StarControl.self, actions: [flip]))
            }
        }
        let message = String(decoding: exit?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("StarControl declares no action \"Up\", which a MonkeyTalk spelling writes"))
    }
}
