extension Cassette {
    /// Writes what this run recorded to the file: the calls of the run in the order they started,
    /// then the file's calls no call used (see ``calls``). Does nothing when the run recorded
    /// nothing new and does not replace the file (a replaying run, or new episodes without any).
    ///
    /// Redaction happened as each call was recorded: no redacted value reaches the file.
    ///
    /// ```swift
    /// try cassette.save()
    /// ```
    ///
    /// - Throws: ``CassetteError/unwritable(file:reason:)``; the calls stay held, to save again.
    public func save() throws(CassetteError) {
        guard tape.records, mode == .record || mode == .once || tape.hasRecorded else { return }
        try CassetteFile.write(calls, to: file)
    }

    /// Checks the run: no call was missed or left unrecorded, and every call the file holds was
    /// used.
    ///
    /// ```swift
    /// try cassette.verify()
    /// ```
    ///
    /// - Throws: ``CassetteError/unfinished(problems:unused:)`` listing every problem and every
    ///   unused call.
    public func verify() throws(CassetteError) {
        let (problems, unused) = (problems, unusedCalls)
        guard problems.isEmpty, unused.isEmpty else { throw .unfinished(problems: problems, unused: unused) }
    }
}
