import ComponentTestSupport
import Foundation
import Testing

@testable import Plugins

/// The language's keywords, each declared once: the article lists what the declarations say.
@MainActor
@Suite struct LanguageTests {
    @Test("the Script Language article's table of keywords is the declarations' own")
    func articleTable() throws {
        let article = try VocabularyTests.article("ScriptLanguage")
        #expect(article.contains(Language.reference), "ScriptLanguage.md should hold:\n\(Language.reference)")
    }

    @Test("a keyword is one declaration: Comment's line reads, is checked, runs and exports from its file alone")
    func commentKeyword() throws {
        let bad = ["main.mt": "Comment * Say hello\nComment * Note\nButton ok Tap\n"]
        let error = try #require(throws: ScriptError.self) {
            try ScriptProgram.load("main.mt", from: MemorySources(bad))
        }
        #expect(
            error.diagnostics.map(\.description) == [
                "main.mt:1:11: error: Comment takes Note, not Say",
                "main.mt:2:11: error: Comment * Note takes the words to show: Comment * Note the form is sent",
            ])
        let good = ["main.mt": "Vars * Define who=Ada\nComment * Note logging in as ${who}\n"]
        let program = try ScriptProgram.load("main.mt", from: MemorySources(good))
        let report = ScriptRunner(program: program, player: Player(application: PluginTestApp().app)).run()
        #expect(report.results.map(\.note) == [nil, "logging in as Ada"])
        let swift = SwiftTestExporter(testName: "t", setup: ["let app = makeApp()"], application: "app")
            .source(for: program)
        #expect(swift.contains("    // logging in as ${who}\n"))
        #expect(Language.keyword(of: Command("comment", "*", "note")) == CommentKeyword.self)
    }
}
