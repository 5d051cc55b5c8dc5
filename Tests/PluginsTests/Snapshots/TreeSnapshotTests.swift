import ComponentTestSupport
import Components
import Plugins
import Testing

/// The snapshot form of a component tree: what it shows, what it leaves out, how it reads back,
/// and how an expected snapshot matches one that leaves things out.
@MainActor
@Suite struct TreeSnapshotTests {
    let test = PluginTestApp()

    @Test("each component by type, name, default property and state; plain unnamed views give way to what they hold")
    func form() {
        let form = test.add("form") { View(frame: Rect(x: 0, y: 0, width: 320, height: 300)) }
        let box = test.add(to: form) { View(frame: Rect(x: 0, y: 0, width: 320, height: 100)) }
        test.add("note", to: box) { Label(text: "Say \"hi\"", frame: test.row(10)) }
        let save = test.add("save", to: form) { Button(title: "Save", frame: test.row(120)) }
        save.isEnabled = false
        let secret = test.add("secret", to: form) { TextField(frame: test.row(180)) }
        secret.isSecureTextEntry = true
        secret.text = "hunter2"
        let gone = test.add("gone", to: form) { View(frame: test.row(240)) }
        test.add("inside", to: gone) { Label(text: "unseen", frame: test.row(0)) }
        gone.isHidden = true
        #expect(
            TreeSnapshot(of: form).text == """
                View form
                  Label note: "Say \\"hi\\""
                  Button save: Save [disabled]
                  TextField secret: •••
                  View gone [hidden]

                """)
    }

    @Test("a custom type shows under its script name with the default property its declaration gives")
    func customComponent() throws {
        var vocabulary = Vocabulary.standard
        vocabulary.register(
            ComponentCommands(
                StarRating.self, name: "Stars", defaultProperty: "rating", properties: ["rating": { String($0.rating) }]
            ))
        let stars = test.add("stars") { StarRating(frame: Rect(x: 10, y: 20, width: 200, height: 40)) }
        try test.input.tap(stars, at: Point(x: 130, y: 20))
        #expect(TreeSnapshot(of: stars, vocabulary: vocabulary).text == "Stars stars: 4\n")
    }

    @Test("the text reads back as the same snapshot, quoted words and all")
    func roundTrip() throws {
        let text = """
            Window
              Label "two words": "a \\"quoted\\" value"
              Button save: Save [disabled, selected]
                Label inner: ""
              Slider volume: 0.5

            """
        #expect(try TreeSnapshot(parsing: text).text == text)
    }

    @Test("a carriage return or a control character in a word is quoted as a script quotes it, and reads back")
    func controlCharacters() throws {
        let text = "Window\n  Label \"a\\rb\": \"bell\\u{7}\"\n"
        let snapshot = try TreeSnapshot(parsing: text)
        #expect(snapshot.text == text)
        #expect(snapshot.root.children.first?.name == "a\rb")
    }

    @Test(
        "a snapshot that cannot be read says where",
        arguments: [
            ("Window\n Label x", "2:1: indent by two spaces a level, at most one level deeper than the line above"),
            ("Window\n    Label x", "2:1: indent by two spaces a level, at most one level deeper than the line above"),
            ("Window\nView", "2:1: a snapshot has one component at the top"),
            ("Window\n  Label x: \"open", "2:12: a quoted word ends with \""),
            ("Window\n  Label x: /a(/", "2:12: /a(/ is not a regular expression"),
            ("Window\n  Label x [hidden", "2:11: states end with ]"),
            ("", "1:1: the snapshot is empty"),
            ("Window\n\tLabel x", "2:1: indent with spaces, two a level, not tabs"),
        ])
    func parseErrors(text: String, message: String) {
        #expect(throws: SnapshotError.self) { try TreeSnapshot(parsing: text) }
        do {
            _ = try TreeSnapshot(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("an expected snapshot may leave out components, names, values and states, but keeps their order")
    func partialMatching() throws {
        let actual = try TreeSnapshot(
            parsing: """
                Window
                  View form
                    Label title: Profile
                    Button save: Save [disabled]
                  Label summary: "Saved Ada"
                """)
        let matches = [
            "Window", "Window\n  Label title", "Window\n  Button: Save", "Window\n  Button save [disabled]",
            "Window\n  Label title\n  Label summary: /Saved .*/", "Window\n  View form\n    Button save",
        ]
        for expected in matches {
            #expect(try TreeSnapshot(parsing: expected).mismatch(against: actual) == nil, "\(expected)")
        }
        let mismatches = [
            "Window\n  Label summary\n  Label title", "Window\n  Button save [selected]", "Window\n  Label title: Prof",
            "Window\n  Label summary: /Saved/", "Window\n  Switch wifi", "Window\n  View form\n    Label summary",
        ]
        for expected in mismatches {
            #expect(try TreeSnapshot(parsing: expected).mismatch(against: actual) != nil, "\(expected)")
        }
    }

    @Test("Windows line ends and spaces at a line's end read as the same snapshot")
    func lineEnds() throws {
        let plain = try TreeSnapshot(parsing: "Window\n  Button save: Save [disabled]\n")
        #expect(try TreeSnapshot(parsing: "Window\r\n  Button save: Save [disabled]  \r\n") == plain)
    }
}
