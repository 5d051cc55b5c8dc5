import Testing

/// `interpose-demo studio` on the command line, without a terminal.
@Suite struct StudioCommandLineTests {
    @Test("studio --help lists the keys; the overview lists studio")
    func help() throws {
        let run = try DemoProcess.run(["studio", "--help"])
        #expect(run.status == 0)
        for key in ["--out FILE", "^Z  undo", "^S  save", "^R  replay", "right click, ^V", "^O  pinch out"] {
            #expect(run.output.contains(key), "\(key)")
        }
        #expect(try DemoProcess.run(["--help"]).output.contains("studio         record your own session"))
    }

    @Test("without a terminal, or with a bad option, studio says why and exits 2")
    func usageErrors() throws {
        let noTerminal = try DemoProcess.run(["studio"])
        #expect(noTerminal.status == 2 && noTerminal.errors.contains("needs a terminal"), "\(noTerminal.errors)")
        let badDelay = try DemoProcess.run(["studio", "--step-delay", "soon"])
        #expect(badDelay.status == 2 && badDelay.errors.contains("--step-delay"))
        let extra = try DemoProcess.run(["studio", "now"])
        #expect(extra.status == 2 && extra.errors.contains("unexpected argument now"))
        let nowhere = try DemoProcess.run(["studio", "--out", "/nonexistent-directory/my.mt"])
        #expect(nowhere.status == 2 && nowhere.errors.contains("there is no directory"))
    }
}
