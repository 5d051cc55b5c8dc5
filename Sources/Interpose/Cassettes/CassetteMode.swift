/// When a cassette records and when it replays: VCR's record modes.
///
/// ```swift
/// let cassette = Cassette(file: url, mode: .once, hooks: [.hook(Vault.depositHook)])
/// ```
public enum CassetteMode: Sendable, Hashable, CustomStringConvertible {
    /// Lets every call run and records it; ``Cassette/save()`` replaces the file.
    case record
    /// Answers every call from the file, never running a body; a call the file does not hold
    /// is a miss. The file must exist.
    case replay
    /// Records when the file does not exist, replays when it does: the everyday mode for a
    /// cassette checked in beside its test. Delete the file to record it again.
    case once
    /// Replays the calls the file holds and records the others, running their bodies;
    /// ``Cassette/save()`` writes the old calls and the new ones.
    case newEpisodes

    /// The mode's name, as in `.once`.
    public var description: String {
        switch self {
        case .record: "record"
        case .replay: "replay"
        case .once: "once"
        case .newEpisodes: "newEpisodes"
        }
    }
}
