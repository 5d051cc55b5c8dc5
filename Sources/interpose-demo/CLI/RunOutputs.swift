import Foundation
import Plugins

/// Where a run reports: the formats `--reporter NAME[=FILE]` names (and `--json`, `--junit
/// FILE`, `--html FILE`), each writing to standard output or to a file put in place when the
/// run ends, told the run by one reporter.
@MainActor
struct RunOutputs {
    /// The reporters a run may name.
    static let names = ["text", "json", "junit", "html", "github"]

    /// Tells every format the run.
    let reporter: RunReporter
    /// For a script played here with an HTML report, the format picturing its replay.
    let replay: ReplayFormat?
    /// For a run in workers with an HTML page, the folder beside it the replays go in.
    let replays: String?
    private let files: [StreamedFile]

    /// The outputs `specs` name (`NAME` or `NAME=FILE`; none, `-`: standard output), or text on
    /// standard output when they name none; `here` when the scripts play in this process. A
    /// file two reporters name, or one of the `inputs` the run reads, is refused by name.
    init(_ specs: [String], title: String, here: Bool, command: String, inputs: [String] = []) throws(UsageError) {
        let specs = specs.isEmpty ? ["text"] : specs
        var formats: [any ReportFormat] = []
        var files: [StreamedFile] = []
        var toStandardOutput: [String] = []
        var (replay, replays): (ReplayFormat?, String?) = (nil, nil)
        var claims = Claims(inputs: inputs, command: command)
        for spec in specs {
            let (name, path) = try Self.read(spec, command: command)
            var write: (String) -> Void = Console.output
            if let path {
                try claims.claim(path, for: name)
                let file = try StreamedFile(path)
                (files, write) = (files + [file], file.write)
            } else {
                toStandardOutput.append(name)
            }
            switch (name, path) {
            case ("text", _): formats.append(TextFormat(write: write))
            case ("json", _): formats.append(JSONFormat(write: write))
            case ("junit", _): formats.append(JUnitFormat(write: write))
            case ("github", _): formats.append(GitHubFormat(write: write))
            case _ where here:  // html of a script played here: its pictured replay
                let pictured = ReplayFormat(artifacts: .all) { _, page in write(page.html) }
                (replay, formats) = (pictured, formats + [pictured])
            case (_, let page?):  // html of a run: a row per script, its replays beside it
                replays = (page.hasSuffix(".html") ? String(page.dropLast(5)) : page) + "-replays"
                let folder = (page as NSString).deletingLastPathComponent
                formats.append(HTMLFormat(title: title, folder: folder, write: write))
            case (_, nil): break  // read refuses html without a file
            }
        }
        guard toStandardOutput.count < 2 || Set(toStandardOutput) == ["text", "github"] else {
            throw UsageError(
                "\(command): only one reporter can write to standard output (github may join text): "
                    + "give \(toStandardOutput.dropFirst().joined(separator: ", ")) a file, as NAME=FILE")
        }
        (reporter, self.replay, self.replays, self.files) = (RunReporter(formats), replay, replays, files)
    }

    /// The reporter and file a spec names.
    private static func read(_ spec: String, command: String) throws(UsageError) -> (String, String?) {
        let parts = spec.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let name = parts.first, names.contains(name) else {
            throw UsageError(
                "\(command): no reporter '\(spec)': say \(names.joined(separator: ", ")), each NAME or NAME=FILE")
        }
        guard parts.count < 2 || !parts[1].isEmpty else {
            throw UsageError("\(command): '\(spec)' names no file: say \(name)=FILE, or \(name) for standard output")
        }
        let path = parts.count == 2 && parts[1] != "-" ? parts[1] : nil
        guard name != "html" || path != nil else {
            throw UsageError("\(command): the html reporter needs a file: html=FILE")
        }
        return (name, path)
    }

    /// The reporters `parsed` names: `--reporter`'s, then `--json`'s, `--junit`'s and `--html`'s.
    static func specs(_ parsed: Arguments) -> [String] {
        var specs = parsed.values("reporter")
        if parsed.has("json") { specs.append("json") }
        if let junit = parsed.value("junit") { specs.append("junit=\(junit)") }
        if let html = parsed.value("html") { specs.append("html=\(html)") }
        // Files alone leave the text on standard output, as they always have.
        if parsed.values("reporter").isEmpty, !parsed.has("json"), !specs.isEmpty { specs.insert("text", at: 0) }
        return specs
    }

    /// The files a run named in `parsed` reads: those it names (scripts, folders, reports),
    /// and its secrets, globals and durations files.
    static func inputs(_ parsed: Arguments) -> [String] {
        parsed.positionals + ["secrets-file", "globals", "durations"].compactMap(parsed.value)
    }

    /// Puts every report file in place; one that cannot be (a pipe closed under it) stops
    /// none of the others, and the first such is the error.
    func commit() throws(UsageError) {
        var failure: UsageError?
        for file in files {
            do throws(UsageError) { try file.commit() } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }
}

/// The files a run's reports write and those it reads, so that no report writes over another
/// or over what the run reads. A device or a pipe (`/dev/null`) is written into, not replaced,
/// so several may share it.
private struct Claims {
    private let reads: Set<String>
    private var writes: [String: String] = [:]
    private let command: String

    init(inputs: [String], command: String) {
        (reads, self.command) = (Set(inputs.map(Self.place)), command)
    }

    /// Notes that reporter `name` writes `path`: a usage error when another reporter writes it,
    /// the run reads it, or it is named as a script, suite or data file is.
    mutating func claim(_ path: String, for name: String) throws(UsageError) {
        guard !Console.isSpecialFile(path) else { return }
        let place = Self.place(path)
        if reads.contains(place) {
            throw UsageError("\(command): \(name) would write over \(path), which this run reads: give it another file")
        }
        if ["mt", "mts", "csv"].contains((path as NSString).pathExtension.lowercased()) {
            throw UsageError("\(command): \(name) would write \(path), named as a script, suite or data file is")
        }
        if let other = writes[place] {
            throw UsageError("\(command): \(other) and \(name) both write \(path): give each its own file")
        }
        writes[place] = name
    }

    /// `path` as one place on disk, however it is written: through links, to its folder or to it.
    private static func place(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let folder = url.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(url.lastPathComponent).resolvingSymlinksInPath().path
    }
}
