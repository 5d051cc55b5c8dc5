import Plugins
import SampleApp

/// `describe`: the sample app's component tree, one component a line.
enum DescribeCommand: DemoCommand {
    static let name = "describe"
    static let summary = "print the sample app's component tree"
    static let help = """
        usage: interpose-demo describe [--svg FILE] [--commands]

        Prints the sample app's first screen, one component a line: its type, the identifier a
        script names it by (weak when it is an ordinal that changes with the layout), its frame
        in window coordinates, and its state.

          --svg FILE   also draw the screen as SVG: each component at its frame, showing its
                       text and state, named on hover (- writes it instead of the lines)
          --commands   print every component type's actions instead, with their arguments and
                       what they do, as the vocabulary declares them
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(arguments, command: name, flags: ["commands"], options: ["svg"])
        if parsed.has("help") { return Help.show(help) }
        _ = try parsed.positionals(atMost: 0, command: name)
        if parsed.has("commands") {
            Console.out(Vocabulary.standard.reference)
            return 0
        }
        let rig = try DemoRig()
        if let svg = parsed.value("svg") {
            let picture = ScreenSVG(ScreenSnapshot(application: rig.sample.application))
            try Console.emit(picture.document(title: "The sample app's first screen"), to: svg)
            if svg == "-" { return 0 }
        }
        Console.out(ComponentLocator(application: rig.sample.application).treeDescription())
        return 0
    }
}
