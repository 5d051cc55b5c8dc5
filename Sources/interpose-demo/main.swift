import Foundation

// interpose-demo: records a user session on a sample app through declared hooks (no swizzling),
// prints it as a script, replays it on a fresh app and checks both end the same.

/// Runs the subcommand `words` name and returns the exit code.
@MainActor
func runDemo(_ words: [String]) -> Int32 {
    guard let first = words.first else { return StoryCommand.runStory() }
    if first == "help" || first == "--help" || first == "-h" {
        guard words.count > 1 else { return Help.show(Help.overview) }
        guard let command = Help.commands.first(where: { $0.name == words[1] }) else {
            Console.error("interpose-demo: unknown command \(words[1])")
            return 2
        }
        return Help.show(command.help)
    }
    guard let command = Help.commands.first(where: { $0.name == first }) else {
        Console.error("interpose-demo: unknown command \(first) (try interpose-demo --help)")
        return 2
    }
    do {
        return try command.run(Array(words.dropFirst()))
    } catch let error as UsageError {
        Console.error("interpose-demo: \(error)")
        return 2
    } catch {
        Console.error("interpose-demo \(first): \(error)")
        return 1
    }
}

// A closed pipe is an error where it is written, not the end of the program: a run whose output
// nobody reads (`play … | head -1`) still puts its report files in place, and a worker that
// dies between two scripts fails the next one instead of ending the run.
signal(SIGPIPE, SIG_IGN)
exit(MainActor.assumeIsolated { runDemo(Array(CommandLine.arguments.dropFirst())) })
