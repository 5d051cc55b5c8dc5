import Foundation
import Plugins
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The demo as a user runs it: each subcommand's output and exit code, and bad input.
@Suite(.serialized) struct DemoCommandLineTests {
    @Test("with no arguments the demo tells the whole story and exits 0: scripts identical, states equal")
    func story() throws {
        let run = try DemoProcess.run([])
        #expect(run.status == 0)
        for step in [
            "1. A person uses", "2. The recorder wrote 27 commands", "3. Replay", "4. Record the replay",
            "5. Analytics",
        ] {
            #expect(run.output.contains(step))
        }
        #expect(run.output.contains("scripts:      identical") && run.output.contains("final states: equal"))
        #expect(!run.output.contains("correct horse"))
    }

    @Test("record writes the script; play replays it and exits 0 with the secret, 1 without")
    func recordThenPlay() throws {
        try DemoProcess.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("session.mt").path
            let record = try DemoProcess.run(["record", "--out", file])
            #expect(record.status == 0 && record.output.isEmpty)
            let script = try String(contentsOfFile: file, encoding: .utf8)
            #expect(script.hasPrefix("TabBar tabs Select settings\nTableView settings Select 0\n"))

            let play = try DemoProcess.run(["play", file, "--secret", "password=hunter2"])
            #expect(play.status == 0)
            #expect(play.output.contains("27 passed"))
            #expect(!play.output.contains("hunter2"))

            let missing = try DemoProcess.run(
                ["play", file, "--junit", directory.appendingPathComponent("r.xml").path])
            #expect(missing.status == 1)
            #expect(missing.output.contains("password"))
            let xml = try Data(contentsOf: directory.appendingPathComponent("r.xml"))
            #expect(XMLParser(data: xml).parse())
        }
    }

    @Test("an output that is a pipe or a device is written into, never replaced by a file")
    func outputIntoAPipe() throws {
        try DemoProcess.withScratchDirectory { directory in
            let pipe = directory.appendingPathComponent("pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            // Held open for reading, as a shell's `cat pipe` would, so the demo's write goes in.
            let reader = open(pipe, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            defer { close(reader) }
            let run = try DemoProcess.run(["record", "--out", pipe])
            #expect(run.status == 0, "\(run.errors)")
            var bytes = [UInt8](repeating: 0, count: 65_536)
            let count = read(reader, &bytes, bytes.count)
            let text = String(decoding: bytes.prefix(Swift.max(count, 0)), as: UTF8.self)
            #expect(text.hasPrefix("TabBar tabs Select settings\n"), "the script went into the pipe")
            var info = stat()
            #expect(stat(pipe, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the pipe is still a pipe")
        }
    }

    @Test("a secret can come from the environment, and JSON reports parse")
    func environmentSecret() throws {
        try DemoProcess.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("session.json").path
            #expect(try DemoProcess.run(["record", "--json", "--out", file]).status == 0)
            let play = try DemoProcess.run(
                ["play", file, "--json"], environment: ["INTERPOSE_SECRET_password": "s3cret"])
            #expect(play.status == 0)
            #expect(try RunReport(json: Data(play.output.utf8)).results.count == 27)
            #expect(!play.output.contains("s3cret"))
        }
    }

    @Test("a script with mistakes gets every error as file:line:column and exit 2")
    func parseErrors() throws {
        try DemoProcess.withScratchDirectory { directory in
            let file = directory.appendingPathComponent("bad.mt")
            try Data("Button OK Tap %timeout=12.5\nButton \"OK Tap\n".utf8).write(to: file)
            let run = try DemoProcess.run(["play", "bad.mt"], in: directory)
            #expect(run.status == 2)
            let lines = run.errors.split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.first?.hasPrefix("bad.mt:1:") == true && lines.last?.hasPrefix("bad.mt:2:") == true)
            #expect(lines.allSatisfy { $0.contains(": error: ") })
        }
    }

    @Test(
        "bad input gets one clear line on stderr and exit 2, never a stack trace",
        arguments: [
            (["bogus"], "unknown command bogus"), (["record", "--nope"], "unknown option --nope"),
            (["play"], "which script?"), (["play", "/no/such/file.mt"], "no such file"),
            (["play", "/dev"], "/dev: no .mt or .mts scripts in the folder"),
            (["describe", "extra"], "unexpected argument extra"), (["record", "--out"], "needs a value"),
            (["play", "x.mt", "--shard", "3"], "shard '3' should read i/n"),
            (["play", "x.mt", "--shard", "4/3"], "shard 4/3 is not one of"),
            (["play", "x.mt", "--workers", "0"], "--workers takes a whole number of at least 1, not 0"),
            (["play", "x.mt", "--timeout-per-script", "soon"], "--timeout-per-script takes seconds"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let run = try DemoProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.errors.contains(message))
        #expect(run.errors.split(separator: "\n").count == 1)
    }

    @Test("an empty file and invalid UTF-8 are parse errors with a location")
    func unreadableScripts() throws {
        try DemoProcess.withScratchDirectory { directory in
            try Data().write(to: directory.appendingPathComponent("empty.mt"))
            try Data([0x42, 0x75, 0xFF, 0x0A]).write(to: directory.appendingPathComponent("bytes.mt"))
            let empty = try DemoProcess.run(["play", "empty.mt"], in: directory)
            #expect(empty.status == 2 && empty.errors.hasPrefix("empty.mt:1:1: error:"))
            let bytes = try DemoProcess.run(["play", "bytes.mt"], in: directory)
            #expect(bytes.status == 2 && bytes.errors.hasPrefix("bytes.mt:1:3: error:"))
        }
    }

    @Test("trace prints the session's hook calls as a tree and writes Chrome trace JSON")
    func trace() throws {
        try DemoProcess.withScratchDirectory { directory in
            let chrome = directory.appendingPathComponent("trace.json")
            let run = try DemoProcess.run(["trace", "--chrome", chrome.path])
            #expect(run.status == 0)
            #expect(run.output.hasPrefix("Application.sendEvent("))
            #expect(run.output.contains("\n  TableView.delegate.didSelectRow([0, 0]) on TableView \"settings\""))
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: chrome)) as? [String: Any]
            #expect(((json?["traceEvents"] as? [Any])?.count ?? 0) > 100)
            let device = try DemoProcess.run(["trace", "--hooks", "Device.*"])
            #expect(device.output.hasPrefix("Device.rotate(orientation: landscapeLeft, animated: true)"))
            #expect(try DemoProcess.run(["trace", "--hooks", ","]).status == 2)
        }
    }

    @Test("every subcommand has help, and describe lists the first screen: the login tab, above the tab bar")
    func helpAndDescribe() throws {
        for command in ["describe", "record", "play", "trace"] {
            let help = try DemoProcess.run([command, "--help"])
            #expect(help.status == 0 && help.output.hasPrefix("usage: interpose-demo \(command)"))
        }
        #expect(try DemoProcess.run(["--help"]).output.contains("commands:"))
        let describe = try DemoProcess.run(["describe"])
        #expect(describe.status == 0 && describe.output.contains("TextField username frame=(20, 60, 280, 32)"))
        #expect(
            describe.output.contains(
                #"TabBar tabs frame=(0, 480, 320, 49) tabs=["login","forms","hierarchy","List","settings"] selected="login""#
            ))
    }

    @Test("describe --commands prints the vocabulary's actions, one row each, with their arguments")
    func describeCommands() throws {
        let commands = try DemoProcess.run(["describe", "--commands"])
        #expect(commands.status == 0)
        #expect(commands.output.contains("| `Slider` | `Slide` | `value` |"))
        #expect(commands.output.contains("| `Device` | `Rotate` |"))
    }
}
