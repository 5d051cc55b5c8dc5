import Plugins
import SampleApp

/// Scripts a hostile or careless author might write for the sample app: real lines of its
/// session with their words swapped, arguments replaced by numbers at the edges, patterns that
/// do not compile, placeholders, paths and shell syntax, and modifiers at their limits.
///
/// Timeouts stay short so that thousands of commands play in seconds; the longest waits a
/// script may ask for are tried on their own (`PlayerFuzzTests.longestWaits`).
struct HostileScripts {
    var random: SeededRandom

    /// Lines of the recorded built-in session, the seeds of every script.
    static let sessionLines = [
        "TabBar tabs Select settings", "TableView settings Select 0", "TextField name EnterText Ada",
        "TextField email EnterText ada@example.com",
        "TextField password EnterText ${password} return", "Slider volume Slide 0.8", "Switch notifications Toggle",
        "Stepper guests Increment", "Stepper guests Decrement", "SegmentedControl size Select 2",
        "PickerView colour Select 3 0", "Button save Tap", #"Label summary Verify "Saved Ada, L, green, 4 guests""#,
        "NavigationBar Profile Back", "TableView settings Select 1", "Canvas canvas Move 40 60 90 80 150 140",
        #"Label strokes Verify "2 strokes""#, "NavigationBar Sketch Back", "TableView settings Select 2",
        "ScrollView photo Pinch 2 160 218", "ScrollView photo ScrollTo 260 368", "NavigationBar Photo Back",
        "TableView settings ScrollTo 0 300", "TableView settings Select 20", "Device * Rotate landscapeLeft",
        "Device * Shake", "View * WaitFor 1", "Button save WaitForNot 0.2", "Slider volume VerifyRegex 0\\.[0-9]+",
    ]

    static let types = [
        "Button", "Label", "TextField", "Input", "Slider", "Switch", "Stepper", "SegmentedControl", "PickerView",
        "TableView", "ScrollView", "NavigationBar", "TabBar", "Table", "View", "Canvas", "Device", "Window",
        "Application", "Nope", "*",
    ]
    static let identifiers = [
        "tabs", "settings", "name", "email", "password", "volume", "notifications", "guests", "size", "colour", "save",
        "summary", "canvas", "photo", "picture", "Profile", "*", "#1", "#2", "#0", "#-1", "#99999999999999999999",
        "../../etc/passwd", "$(touch pwned)", "`rm -rf /`", "", "a b", "é",
    ]
    static let actions = [
        "Tap", "DoubleTap", "LongPress", "Swipe", "Move", "Pinch", "Slide", "Toggle", "Increment", "Decrement",
        "Select", "SelectIndex", "EnterText", "ScrollTo", "ScrollToRow", "Back", "Shake", "Rotate", "Verify",
        "VerifyNot",
        "VerifyRegex", "WaitFor", "WaitForNot", "tap", "VERIFY", "Explode", "", "Run", "Exec",
    ]
    static let arguments = [
        "0", "1", "-1", "0.5", "2", "1e308", "-1e308", "1e-308", "nan", "inf", "-inf", "9223372036854775807",
        "-9223372036854775808", "99999999999999999999", "0x10", "", " ", "left", "up", "portrait", "landscapeLeft",
        "return", "${password}", "${missing}", "${}", "$(id)", "; rm -rf /", "|cat /etc/passwd", "/etc/passwd",
        "file:///etc/passwd", "(a+)+$", "[", "(", "*", ".*", "\\", "é\u{301}", "🇫🇷",
        String(repeating: "x", count: 10_000),
        "1000", "2147483.648",
    ]
    static let modifiers = [
        "%timeout=0", "%timeout=50", "%timeout=300", "%retrydelay=0", "%retrydelay=2147483647",
        "%thinktime=0", "%thinktime=2147483647", "%ignore=true", "%shouldfail=true",
    ]

    mutating func pick(_ choices: [String]) -> String {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }

    /// A script of one to eight lines, each a session line, mutated or made up.
    mutating func script() -> Script {
        var lines: [String] = []
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: lines.append(pick(Self.sessionLines))
            case 1: lines.append(madeUp())
            default: lines.append(mutate(pick(Self.sessionLines)))
            }
        }
        return Script(lines: lines.map { ScriptLine.command(command(from: $0)) })
    }

    /// A command read from `line`, or one built from its words when it does not read.
    private mutating func command(from line: String) -> Command {
        if let script = try? Script(parsing: line), let command = script.commands.first { return command }
        let words = line.split(separator: " ").map(String.init)
        return Command(
            words.first ?? "View", words.dropFirst().first ?? "*", words.dropFirst(2).first ?? "Tap",
            Array(words.dropFirst(3)))
    }

    private mutating func madeUp() -> String {
        let arguments = (0..<Int.random(in: 0...5, using: &random)).map { _ in quoted(pick(Self.arguments)) }
        return ([pick(Self.types), quoted(pick(Self.identifiers)), pick(Self.actions)] + arguments)
            .joined(separator: " ")
    }

    private mutating func mutate(_ line: String) -> String {
        var words = line.split(separator: " ").map(String.init)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = Int.random(in: 0..<words.count, using: &random)
            switch (index, Int.random(in: 0..<5, using: &random)) {
            case (0, _): words[0] = pick(Self.types)
            case (1, _): words[1] = quoted(pick(Self.identifiers))
            case (2, _): words[2] = pick(Self.actions)
            case (_, 0): words.remove(at: index)
            case (_, 1): words.append(quoted(pick(Self.arguments)))
            default: words[index] = quoted(pick(Self.arguments))
            }
        }
        if Int.random(in: 0..<4, using: &random) == 0 { words.append(pick(Self.modifiers)) }
        return words.joined(separator: " ")
    }

    /// `word` as the script language writes it.
    private func quoted(_ word: String) -> String {
        Command("View", "*", "Verify", [word]).text.split(separator: " ", maxSplits: 3).last.map(String.init) ?? word
    }
}
