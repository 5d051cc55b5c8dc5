import Foundation
import Testing

/// `interpose-demo explain`, as a user runs it.
@Suite(.serialized) struct DemoExplainTests {
    @Test("explain names the advice that runs on Application.sendEvent, in order, with the body between")
    func hook() throws {
        let run = try DemoProcess.run(["explain", "Application.sendEvent"])
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Application.sendEvent on Application 0x") == true)
        #expect(lines.contains { $0.hasPrefix("    1. #1 before 'recorder' (instance Application") })
        #expect(lines.contains("       the body"))
        #expect(lines.contains { $0.hasPrefix("    2. #2 after 'recorder.routed'") })
        #expect(lines.last == "no warnings")
    }

    @Test("explain --on taps the component and explains the calls the tap made, from their own arguments")
    func tap() throws {
        let run = try DemoProcess.run(["explain", "Application.send*,Control.*", "--on", "Button save"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("A tap of Button save went through 3 of the 3 hooks named; their first calls:"))
        #expect(run.output.contains("Control.sendActions on Button 0x"))
        #expect(run.output.contains("  arguments: (events: [touchDown]"))
        #expect(
            run.output.contains("1. #1 before 'target-action-listener' (all receivers) owned by target-action-listener")
        )
        #expect(run.output.contains("No advice on Application.sendAction."))
    }

    @Test("explain refuses a pattern that names no hook, and a component the app does not have, with exit 2")
    func refusals() throws {
        let none = try DemoProcess.run(["explain", "Vualt.*"])
        #expect(none.status == 2)
        #expect(none.errors.contains("[Vualt.*] matches none of the sample app's hooks"))
        let missing = try DemoProcess.run(["explain", "Control.*", "--on", "Button nowhere"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no component Button nowhere"))
        #expect(try DemoProcess.run(["explain"]).status == 2)
    }
}
