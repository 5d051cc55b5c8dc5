/// What happened, in order, as main-actor code (delegates, and subscribers on the main thread)
/// writes it down.
@MainActor
final class DelegateTrail {
    private(set) var all: [String] = []

    func note(_ entry: String) {
        all.append(entry)
    }
}
