/// What ``Analytics`` counted: per screen, per component and per command, and the funnel of
/// screens visited, as values and as a table for people.
public struct AnalyticsSummary: Hashable, Sendable {
    /// A count and a total virtual time under one name.
    public struct Tally: Hashable, Sendable {
        /// What was counted: a screen's title, a component's name, a command's action.
        public var name: String
        /// How many times.
        public var count: Int
        /// The virtual seconds they lasted in all.
        public var time: Double
    }

    /// Visits and time per screen, in the order first visited.
    public var screens: [Tally]
    /// Control events per component, in the order first heard.
    public var components: [Tally]
    /// Commands per action, in the order first seen, with the virtual time they took: the
    /// commands played when a player played any (a replay that is also recorded counts each
    /// once), else those recorded.
    public var commands: [Tally]
    /// The screens visited, in order, one entry per visit.
    public var funnel: [String]

    /// Sums up `events`.
    public init(events: [AnalyticsEvent]) {
        screens = Self.tally(events.filter { $0.kind == .screen }) { $0.name }
        components = Self.tally(events.filter { $0.kind == .control }) { $0.name }
        let commandEvents = events.filter { $0.kind == .command }
        let played = commandEvents.filter { $0.detail?.hasPrefix("played") == true }
        commands = Self.tally(played.isEmpty ? commandEvents : played) { String($0.name.split(separator: " ")[0]) }
        funnel = events.filter { $0.kind == .screen }.map(\.name)
    }

    private static func tally(_ events: [AnalyticsEvent], by key: (AnalyticsEvent) -> String) -> [Tally] {
        var tallies: [Tally] = []
        var index: [String: Int] = [:]
        for event in events {
            let name = key(event)
            if index[name] == nil {
                index[name] = tallies.count
                tallies.append(Tally(name: name, count: 0, time: 0))
            }
            tallies[index[name]!].count += 1
            tallies[index[name]!].time += event.duration ?? 0
        }
        return tallies
    }

    /// The summary as a table for people:
    ///
    /// ```
    /// screens              visits    time
    ///   Settings                2   3.10 s
    /// ```
    public var table: String {
        var lines: [String] = []
        section("screens", "visits", screens, into: &lines)
        section("components", "events", components, into: &lines)
        section("commands", "count", commands, into: &lines)
        lines.append("funnel: " + (funnel.isEmpty ? "-" : funnel.joined(separator: " → ")))
        return lines.joined(separator: "\n")
    }

    private func section(_ title: String, _ unit: String, _ tallies: [Tally], into lines: inout [String]) {
        let timed = tallies.contains { $0.time > 0 }
        lines.append(Self.pad(title, 28) + Self.padLeft(unit, 8) + (timed ? Self.padLeft("time", 10) : ""))
        for tally in tallies {
            let time = timed ? Self.padLeft(Self.seconds(tally.time), 10) : ""
            lines.append("  " + Self.pad(tally.name, 26) + Self.padLeft(String(tally.count), 8) + time)
        }
        if tallies.isEmpty { lines.append("  (none)") }
    }

    private static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width
            ? String(text.prefix(width - 1)) + " " : text + String(repeating: " ", count: width - text.count)
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
