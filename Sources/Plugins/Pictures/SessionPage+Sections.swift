import Components

/// The page's parts: the header with its timeline, the command list, and each frame.
extension SessionPage {
    /// The title, a summary, and the timeline: a mark per command, in its outcome's colour,
    /// each a link to its frame.
    var header: String {
        let marks = frames.map { frame in
            let tip = "\(frame.index) · \(frame.command.text) · \(frame.badge) · at \(Markup.seconds(frame.start))"
            return "<a class=\"\(frame.status)\" href=\"#f\(frame.index)\" title=\"\(Markup.escaped(tip))\"></a>"
        }
        let end = frames.last.map { $0.start + $0.duration } ?? 0
        return """
            <header class="top">
            <h1>\(Markup.escaped(title))</h1>
            <p class="summary">\(Markup.escaped(summary))</p>
            <nav class="timeline" aria-label="timeline">\(marks.joined())</nav>
            <div class="axis"><span>\(Markup.seconds(frames.first?.start ?? 0))</span>\
            <span>\(legend)</span><span>\(Markup.seconds(end))</span></div>
            </header>
            """
    }

    /// `26 commands recorded in 14.2 s of virtual time`, or for a replay how many came out
    /// each way.
    var summary: String {
        let commands = frames.count == 1 ? "1 command" : "\(frames.count) commands"
        let span = (frames.last.map { $0.start + $0.duration } ?? 0) - (frames.first?.start ?? 0)
        let time = "in \(Markup.seconds(span)) of virtual time"
        guard isReplay else { return "\(commands) recorded \(time)" }
        let counts = RunSummary.words.compactMap { outcome, word -> String? in
            let count = frames.count { $0.outcome == outcome }
            return count > 0 ? "\(count) \(word)" : nil
        }
        return "\(commands): \(counts.joined(separator: ", ")) \(time)"
    }

    /// A swatch per status the page shows.
    private var legend: String {
        var seen: [String] = []
        for frame in frames where !seen.contains(frame.badge) { seen.append(frame.badge) }
        return seen.map { badge in
            let status = frames.first { $0.badge == badge }?.status ?? "recorded"
            return "<i class=\"\(status)\"></i>\(Markup.escaped(badge))"
        }.joined(separator: " ")
    }

    /// Every command, one a line, each a link to its frame, with its outcome (for a replay) or
    /// its virtual time (for a recording).
    func commandList(replay: Bool) -> String {
        var testCase: String?
        let items = frames.map { frame in
            var heading = ""
            if let name = frame.testCase, name != testCase {
                heading = "<li class=\"case\"><b>\(Markup.escaped(name))</b></li>\n"
                testCase = name
            }
            let badge =
                replay
                ? "<span class=\"badge\">\(Markup.escaped(frame.badge))</span>"
                : "<small>\(Markup.seconds(frame.start))</small>"
            return heading + "<li class=\"\(frame.status)\"><a href=\"#f\(frame.index)\"><b>\(frame.index)</b>"
                + "<code>\(Markup.escaped(frame.command.text))</code>\(badge)</a></li>"
        }
        return "<nav class=\"list\" aria-label=\"commands\"><ol>\n\(items.joined(separator: "\n"))\n</ol></nav>"
    }

    /// One frame: its header line, the screen with the overlay (and, beside it, the components
    /// a failed command found), and what happened.
    func article(_ frame: SessionFrame, writer: SVGWriter, replay: Bool) -> String {
        let (width, height) = (Markup.number(frame.screen.size.width), Markup.number(frame.screen.size.height))
        let badge = replay ? "<span class=\"badge\">\(Markup.escaped(frame.badge))</span>" : ""
        let shot = """
            <svg xmlns="http://www.w3.org/2000/svg" class="shot" viewBox="0 0 \(width) \(height)" width="\(width)" \
            height="\(height)" style="aspect-ratio: \(width) / \(height)" \(PictureStyle.font)>\
            \(writer.screen(frame.screen))\(FrameOverlay.markup(for: frame))</svg>
            """
        let tree = frame.failureScreen.map { "<pre class=\"tree\">\(Markup.lines($0.marked))</pre>" }
        return """
            <article id="f\(frame.index)" class="frame \(frame.status)\(tree == nil ? "" : " wide")">
            <header><a href="#f\(frame.index)">\(frame.index)</a><code>\(Markup.escaped(frame.command.text))</code>\
            \(badge)</header>
            \(tree.map { "<div class=\"beside\">\(shot)\($0)</div>" } ?? shot)
            <footer>\(details(of: frame))</footer>
            </article>

            """
    }

    /// When and how long, where it is in the script, the touches, why it failed, what a
    /// check expected and found, and the recorder's warnings.
    private func details(of frame: SessionFrame) -> String {
        var facts = ["at \(Markup.seconds(frame.start))"]
        if frame.duration > 0 { facts.append("took \(Markup.seconds(frame.duration))") }
        if let line = frame.line { facts.append("line \(line)") }
        if let testCase = frame.testCase { facts.append("test \(testCase)") }
        var parts = ["<p class=\"meta\">\(facts.joined(separator: " · "))</p>"]
        if let words = GestureWords.describe(frame) {
            parts.append("<p class=\"touch\">\(Markup.escaped(words))</p>")
        }
        if let check = frame.check {
            parts.append(
                "<table class=\"check\"><tr><th>expected</th><td>\(Markup.escaped(check.expected))</td></tr>"
                    + "<tr class=\"actual\"><th>actual</th><td>"
                    + Markup.escaped(check.actual.map { "\"\($0)\"" } ?? "not on screen") + "</td></tr>"
                    + "<tr><th>property</th><td>\(Markup.escaped(check.property))</td></tr></table>")
        }
        if let reason = frame.reason { parts.append("<p class=\"why\">\(Markup.lines([reason]))</p>") }
        for warning in frame.warnings { parts.append("<p class=\"warn\">\(Markup.escaped(warning))</p>") }
        return parts.joined()
    }
}

extension SessionFrame {
    /// The class the page styles the frame's outcome by.
    var status: String {
        switch outcome {
        case .passed?: "passed"
        case .failed?: "failed"
        case .expectedFailure?: "expected"
        case .skipped?: "skipped"
        case .notRun?: "notrun"
        case nil: "recorded"
        }
    }

    /// The outcome in a word or two, as the text report writes it, or `recorded`.
    var badge: String { outcome?.description ?? "recorded" }
}
