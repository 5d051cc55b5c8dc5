/// Why secrets could not be read. No case carries a secret's value.
public enum PlaybackSecretsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A secret was not written `NAME=VALUE`; `line` is the file's line, when from a file.
    case malformed(line: Int?)
    /// The name before `=` is not letters, digits, `_` and `-`.
    case invalidName(String, line: Int?)
    /// The file could not be read as UTF-8 text.
    case unreadable(path: String)

    /// What went wrong, and where.
    public var description: String {
        switch self {
        case .malformed(nil): "a secret must be written NAME=VALUE"
        case .malformed(let line?): "line \(line) of the secrets file is not NAME=VALUE"
        case .invalidName(let name, let line):
            (line.map { "line \($0) of the secrets file: " } ?? "")
                + "secret name \"\(name)\" may only have letters, digits, _ and -"
        case .unreadable(let path): "cannot read secrets file \(path) as UTF-8 text"
        }
    }
}
