/// Which scripts of a run get their pictured replay written: `--artifacts on-failure|all|none`.
public enum Artifacts: String, Hashable, Sendable, Codable, CaseIterable {
    /// Only the scripts that failed, or were flaky: a run that passes writes none. A runner's
    /// worker plays a script without pictures and plays one that failed again with them.
    case onFailure = "on-failure"
    /// Every script.
    case all
    /// None.
    case none

    /// Whether `script`'s replay is written.
    public func picks(_ script: RunReport.ScriptRun) -> Bool {
        self == .all || (self == .onFailure && [.failed, .flaky].contains(script.status))
    }
}
