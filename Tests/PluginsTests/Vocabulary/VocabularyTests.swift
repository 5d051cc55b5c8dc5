import ComponentTestSupport
import Components
import Foundation
import Plugins
import Testing

/// One declaration per component type: the article's tables, the recorder's warnings, names
/// and aliases, and inheritance along the class hierarchy all come from it.
@MainActor
@Suite struct VocabularyTests {
    let test = PluginTestApp()

    @Test(
        "the Commands article's tables are the declarations' own",
        arguments: [
            ["View"], ["Slider", "Switch", "Stepper", "SegmentedControl", "TextField"],
            ["PickerView", "TableView", "ScrollView"], ["NavigationBar", "TabBar", "Device"],
        ])
    func articleTables(types: [String]) throws {
        let article = try Self.article("Commands")
        let roles: Set<CommandAction.Role>? = types == ["View"] ? [.input] : nil
        let table = Vocabulary.standard.table(of: types, roles: roles)
        #expect(article.contains(table), "Commands.md should hold:\n\(table)")
    }

    @Test("the article's checks table is the declarations' own")
    func articleChecks() throws {
        let table = Vocabulary.standard.table(of: ["View"], roles: [.check, .waitFor, .waitForNot])
        #expect(try Self.article("Commands").contains(table), "Commands.md should hold:\n\(table)")
    }

    @Test("a rule that records an action its type does not declare gets a warning on the command")
    func undeclaredAction() throws {
        var vocabulary = Vocabulary.standard
        vocabulary.register(ComponentCommands(StarRating.self, recording: RatingRecording()))
        let recorder = try test.record(vocabulary: vocabulary)
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 130, y: 20))
        #expect(recorder.lines == ["StarRating stars Rate 4"])
        #expect(
            recorder.recordedCommands.first?.warnings
                == ["StarRating declares no action \"Rate\"; a player cannot play it"])
    }

    @Test("a rule that records arguments its action would refuse gets the player's message as a warning")
    func refusedArguments() throws {
        struct NineStars: RecordingRule {
            func gestureEnded(_ gesture: Gesture, on rating: StarRating, in context: RecordingContext<StarRating>) {
                context.record(.rate, 9)
            }
        }
        var vocabulary = Vocabulary.standard
        vocabulary.register(
            ComponentCommands(StarRating.self, recording: NineStars(), actions: StarRating.commands.actions))
        let recorder = try test.record(vocabulary: vocabulary)
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars)
        #expect(
            recorder.recordedCommands.first?.warnings
                == ["Rate on StarRating: stars must be from 1 to 5, got 9; a player cannot play it"])
    }

    @Test("a custom action is played on a component whose middle is covered: it touches where it says")
    func customTouchPoint() {
        var vocabulary = Vocabulary.standard
        vocabulary.register(StarRating.commands)
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        test.add("badge") { View(frame: Rect(x: 100, y: 20, width: 20, height: 40)) }
        let result = Player(application: test.app, vocabulary: vocabulary).perform(c("StarRating stars Rate 1"))
        #expect(result.outcome == .passed, "\(result.reason ?? "")")
        #expect(stars.rating == 1)
    }

    @Test("a type is found by its declared name and its aliases, ignoring case, and plays its actions")
    func aliases() {
        var vocabulary = Vocabulary.standard
        vocabulary.register(
            ComponentCommands(
                StarRating.self, name: "Stars", aliases: ["Rating"], actions: StarRating.commands.actions))
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let player = Player(application: test.app, vocabulary: vocabulary)
        for line in ["Stars stars Rate 2", "rating stars Rate 3", "STARS stars Rate 5"] {
            #expect(player.perform(c(line)).outcome == .passed, "\(line)")
        }
        #expect(stars.rating == 5)
    }

    @Test("in MonkeyTalk's dialect a recorder writes the MonkeyTalk name its type declares; a subclass its own")
    func monkeyTalkName() throws {
        final class GoldStars: StarRating {}
        let commands = StarRating.commands
        var vocabulary = Vocabulary.standard
        vocabulary.register(
            ComponentCommands(
                StarRating.self, aliases: ["Rating"], monkeyTalkName: "Rating", recording: commands.recording,
                actions: commands.actions))
        let recorder = try test.record(vocabulary: vocabulary)
        recorder.dialect = .monkeyTalk
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let gold = test.add("gold") { GoldStars(frame: Rect(x: 10, y: 80, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 90, y: 20))
        try test.input.tap(gold, at: Point(x: 130, y: 20))
        #expect(recorder.lines == ["Rating stars Rate 3", "GoldStars gold Rate 4"])
        recorder.dialect = .interpose
        try test.input.tap(stars, at: Point(x: 10, y: 20))
        #expect(recorder.lines.last == "StarRating stars Rate 1")
    }

    @Test("a wildcard is * and ?, every other character itself, as VerifyWildcard and exported tests read it")
    func wildcards() {
        #expect(ComponentProperties.fits("Saved Mr. (X), L", wildcard: "Saved Mr. (X),*"))
        #expect(!ComponentProperties.fits("Saved MrZ (X), L", wildcard: "Saved Mr. (X),*"))
        #expect(ComponentProperties.fits("Saved Ada", wildcard: "Saved A?a"))
        #expect(!ComponentProperties.fits("Saved Ada, L", wildcard: "Saved A?a"))
        #expect(!ComponentProperties.fits(nil, wildcard: "*"))
    }

    @Test("a subclass inherits its superclass's actions, rule and default property")
    func inheritance() throws {
        final class GoldStars: StarRating {}
        var vocabulary = Vocabulary.standard
        vocabulary.register(StarRating.commands)
        let recorder = try test.record(vocabulary: vocabulary)
        let gold = test.add("gold") { GoldStars(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(gold, at: Point(x: 50, y: 20))
        #expect(recorder.lines == ["GoldStars gold Rate 2"])
        let player = Player(application: test.app, vocabulary: vocabulary)
        #expect(player.perform(c("GoldStars gold Rate 5")).outcome == .passed)
        #expect(player.perform(c("GoldStars gold Verify 5")).outcome == .passed)
    }

    @Test("a declaration's table lists its own actions with their arguments")
    func customTable() {
        var vocabulary = Vocabulary.standard
        vocabulary.register(StarRating.commands)
        #expect(
            vocabulary.table(of: ["StarRating"]).hasSuffix("| `StarRating` | `Rate` | `stars` | taps the n-th star |"))
        #expect(vocabulary.reference.contains("| `StarRating` | `Rate` |"))
    }

    @Test("a type without a declaration has none of its own actions, and the player says which it has")
    func undeclaredType() {
        _ = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        let result = Player(application: test.app).perform(c("StarRating stars Rate 4"))
        #expect(result.outcome == .failed)
        #expect(result.reason?.hasPrefix("StarRating has no action \"Rate\"; its actions are Tap, DoubleTap") == true)
    }

    @Test("the screen's description names each component as the vocabulary does")
    func treeDescription() {
        var vocabulary = Vocabulary.standard
        vocabulary.register(Sketchpad.commands)
        test.add("pad") { Sketchpad(frame: Rect(x: 0, y: 100, width: 320, height: 300)) }
        let tree = ComponentLocator(application: test.app).treeDescription(vocabulary: vocabulary)
        #expect(tree.contains("  Sketch pad frame=(0, 100, 320, 300)"), "\(tree)")
    }

    /// The DocC article `name`, read from the source tree.
    static func article(_ name: String) throws -> String {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(
            contentsOf: root.appending(path: "Sources/Plugins/Plugins.docc/\(name).md"), encoding: .utf8)
    }
}
