/// A command line the demo cannot run: an unknown subcommand or option, a missing or extra
/// argument, a file it cannot read. Reported on one line on standard error; exit code 2.
struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, naming the word at fault.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
