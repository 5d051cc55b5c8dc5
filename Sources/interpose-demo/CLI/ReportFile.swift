import Plugins

/// Reading a JSON report a command is given: whole, or cut short by a run killed part way.
enum ReportFile {
    /// The report at `path`. One cut short reads as the scripts it finished, saying so on
    /// standard error; anything else is a usage error that `what` (the command and option)
    /// names.
    static func read(_ path: String, for what: String) throws(UsageError) -> RunReport {
        let data = try Console.read(path)
        do {
            return try RunReport(json: data)
        } catch {
            guard let cut = try? RunReport(cutShort: data) else {
                throw UsageError("\(what): \(path) is not a report from play --json (\(error))")
            }
            Console.error(
                "\(what): warning: \(path) was cut short, as a run killed part way leaves it: "
                    + "reading the \(cut.scripts.count) scripts it finished")
            return cut
        }
    }
}
