/// A script a worker is asked to play, and where to picture its replay.
public struct WorkerJob: Hashable, Sendable, Codable {
    /// The script's or suite's path.
    public var path: String
    /// Where the worker writes a page picturing the replay, if anywhere.
    public var replay: String?
    /// Which attempts get their page written: only failed ones unless told otherwise.
    public var artifacts: Artifacts?

    /// A job playing `path`, picturing it at `replay` when given and `artifacts` picks it.
    public init(path: String, replay: String? = nil, artifacts: Artifacts? = nil) {
        self.path = path
        self.replay = replay
        self.artifacts = artifacts
    }
}
