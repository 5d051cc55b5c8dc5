/// Which recorded call answers a call when a cassette replays.
///
/// ```swift
/// let cassette = Cassette(file: url, mode: .replay, order: .anyOrder, hooks: [.hook(Feed.loadHook)])
/// ```
public enum CassetteOrder: Sendable, Hashable {
    /// The calls must come in the order they were recorded, across all the cassette's hooks:
    /// each call is answered by the first recorded call not yet used, if it matches. The
    /// default, for code that runs one step after another.
    case inOrder
    /// Each call is answered by the first recorded call not yet used that matches it: for calls
    /// whose order is not fixed, such as concurrent tasks.
    case anyOrder
}
