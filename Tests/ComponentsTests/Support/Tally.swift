import Components

/// A counter that controls' actions bump, remembering the last sender. (InterposeTests has a
/// thread-safe `Tally` for the same job.)
@MainActor
final class Tally {
    private(set) var count = 0
    var lastSender: Control?

    func bump(_ sender: Control? = nil) {
        count += 1
        lastSender = sender
    }
}
