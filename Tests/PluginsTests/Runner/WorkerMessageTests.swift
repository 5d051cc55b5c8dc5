import Plugins
import Testing

@Suite struct WorkerMessageTests {
    @Test("every message is one line that reads back as itself")
    func roundTrip() {
        let result = CommandResult(
            line: 2, command: Command("Button", "OK", "Tap"), outcome: .failed, reason: "no Button \"OK\"\non screen",
            start: 0.5, duration: 2)
        let attempt = RunReport.Attempt(
            tests: [
                RunReport.TestCase(name: "a b.mt", results: [result], start: 0, duration: 2)
            ],
            wallTime: 0.25, replay: "out/1.html")
        let messages: [WorkerMessage] = [
            .ready, .run(id: 7, job: WorkerJob(path: "dir with space/login.mt", replay: "r.html")),
            .run(id: 0, job: WorkerJob(path: "x.mt")), .done(id: 7, attempt: attempt),
            .done(id: 1, attempt: RunReport.Attempt(tests: [], error: "the worker crashed")),
        ]
        for message in messages {
            #expect(!message.line.contains("\n"))
            #expect(WorkerMessage(line: message.line) == message)
        }
    }

    @Test(
        "a line that is not a message reads as none",
        arguments: ["", "ready ", "run", "run x {}", "done 1 {", "go 1 {}"])
    func garbage(line: String) {
        #expect(WorkerMessage(line: line) == nil)
    }
}
