import Components
import Foundation
import Interpose
import InterposeTesting
import Plugins
import SampleApp
import Testing

/// Snapshots of the sample app's screens, whole and partial, checked against files beside
/// this one.
@MainActor
@Suite struct ScreenSnapshotTests {
    /// The sample app on its profile screen, with a name and a password typed in.
    func profile() throws -> SampleApp {
        let sample = SampleApp(registry: AspectRegistry())
        let script = try Script(
            parsing: """
                TabBar tabs Select settings
                TableView settings Select 0
                TextField name EnterText Ada
                TextField password EnterText hunter2
                """)
        let report = Player(application: sample.application).play(script)
        #expect(report.passed, "\(report.text)")
        return sample
    }

    @Test("the profile screen, whole, as its checked-in snapshot says; the password as dots")
    func profileScreen() throws {
        let sample = try profile()
        expectSnapshot(of: sample.window, named: "profile")
        #expect(!TreeSnapshot(of: sample.window).text.contains("hunter2"))
    }

    @Test("a partial snapshot names a few components, and a value by a regular expression")
    func partialSnapshot() throws {
        expectSnapshot(of: try profile().window, named: "profile-partial")
    }

    @Test("a changed label fails with a diff of the line that differs")
    func changedLabel() throws {
        let sample = try profile()
        let expected = try TreeSnapshot(
            parsing: """
                Window
                  TextField name: Ada
                  Button save: Save
                  Label summary: "Not saved"
                """)
        #expect(expected.mismatch(against: TreeSnapshot(of: sample.window)) == nil)
        let report = Player(application: sample.application).play(try Script(parsing: "Button save Tap\n"))
        #expect(report.passed)
        let mismatch = try #require(expected.mismatch(against: TreeSnapshot(of: sample.window)))
        #expect(
            mismatch.diff == """
                @@ -2,3 +2,3 @@
                   TextField name: Ada
                   Button save: Save
                -  Label summary: "Not saved"
                +  Label summary: "Saved Ada, ?, red, 2 guests"
                """)
    }
}
