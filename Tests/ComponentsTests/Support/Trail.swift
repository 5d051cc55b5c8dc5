/// What happened, in order, as main-actor code records it. (InterposeTests has a thread-safe
/// `Trail` for the same job.)
@MainActor
final class Trail {
    private(set) var all: [String] = []

    func note(_ entry: String) {
        all.append(entry)
    }

    func clear() {
        all = []
    }
}
