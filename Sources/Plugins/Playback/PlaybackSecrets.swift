import Foundation

/// The secrets a ``Player`` fills placeholders from: `EnterText ${password}` types the secret
/// named `password`.
///
/// A recorder never writes a secure field's text; it writes a placeholder, and whoever plays
/// the script supplies the value: in code, on the command line (`--secret password=hunter2`),
/// from environment variables, or from a file. A secret's value never appears in a report, an
/// event or an error, and the secrets print as their names alone.
///
/// ```swift
/// var secrets = PlaybackSecrets(["password": "hunter2"])
/// try secrets.add(assignment: "pin=1234")                      // from `--secret pin=1234`
/// secrets.merge(.environment(ProcessInfo.processInfo.environment))   // INTERPOSE_SECRET_*
/// secrets.merge(try PlaybackSecrets(contentsOfFile: "secrets.env"))
/// print(secrets)                                               // PlaybackSecrets(password, pin)
/// ```
///
/// A name is letters, digits, `_` and `-`, as a recorder writes placeholders.
public struct PlaybackSecrets: Hashable, Sendable, CustomStringConvertible, CustomReflectable {
    private var values: [String: String]

    /// Creates secrets from names and values.
    ///
    /// - Parameter values: Each secret's value by name.
    public init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// The secret named `name`, or `nil`; setting `nil` removes it.
    public subscript(name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The names of the secrets, sorted.
    public var names: [String] { values.keys.sorted() }

    /// Adds a secret written `NAME=VALUE`, as `--secret` takes it; the value may contain `=`.
    ///
    /// - Parameter assignment: `NAME=VALUE`.
    /// - Throws: ``PlaybackSecretsError`` when there is no `=` or the name is not a valid name.
    ///   The error never repeats the value.
    public mutating func add(assignment: String) throws(PlaybackSecretsError) {
        let (name, value) = try Self.split(assignment, line: nil)
        values[name] = value
    }

    /// Adds every secret of `other`, replacing those of the same name.
    public mutating func merge(_ other: PlaybackSecrets) {
        values.merge(other.values) { _, new in new }
    }

    /// `text` with each secret's value replaced by its placeholder `${name}`, in one pass from
    /// the start, the longest value first where several start at one place: no value is left
    /// in part, and no placeholder is rewritten.
    func hidden(in text: String) -> String {
        let secrets = values.filter { !$0.value.isEmpty }.sorted { ($0.value.count, $0.key) > ($1.value.count, $1.key) }
        guard !secrets.isEmpty else { return text }
        var (hidden, rest) = ("", text[...])
        while let first = rest.first {
            if let secret = secrets.first(where: { rest.hasPrefix($0.value) }) {
                hidden += "${\(secret.key)}"
                rest = rest.dropFirst(secret.value.count)
            } else {
                hidden.append(first)
                rest = rest.dropFirst()
            }
        }
        return hidden
    }

    /// The secrets named in `names`, the others left out.
    func only(_ names: Set<String>) -> PlaybackSecrets {
        PlaybackSecrets(values.filter { names.contains($0.key) })
    }

    /// The secrets among `environment`'s variables: each variable named `prefix` followed by a
    /// secret's name.
    ///
    /// ```swift
    /// // INTERPOSE_SECRET_password=hunter2 swift run interpose-demo play login.mt
    /// let secrets = PlaybackSecrets.environment(ProcessInfo.processInfo.environment)
    /// secrets["password"]   // "hunter2"
    /// ```
    ///
    /// - Parameters:
    ///   - environment: The variables, such as `ProcessInfo.processInfo.environment`.
    ///   - prefix: What a secret's variable starts with; `INTERPOSE_SECRET_` by default.
    /// - Returns: The secrets found.
    public static func environment(_ environment: [String: String], prefix: String = "INTERPOSE_SECRET_")
        -> PlaybackSecrets
    {
        var secrets = PlaybackSecrets()
        for (key, value) in environment where key.hasPrefix(prefix) && key.count > prefix.count {
            let name = String(key.dropFirst(prefix.count))
            if isValidName(name) { secrets[name] = value }
        }
        return secrets
    }

    /// Reads secrets from text in the form of an environment file: one `NAME=VALUE` a line;
    /// blank lines and lines starting with `#` are ignored.
    ///
    /// - Parameter text: The file's text.
    /// - Throws: ``PlaybackSecretsError/malformed(line:)`` naming the first bad line, never its
    ///   value.
    public init(fileContents text: String) throws(PlaybackSecretsError) {
        self.init()
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let (name, value) = try Self.split(trimmed, line: index + 1)
            values[name] = value
        }
    }

    /// Reads secrets from the file at `path`; see ``init(fileContents:)``.
    ///
    /// - Parameter path: The file's path.
    /// - Throws: ``PlaybackSecretsError`` when the file cannot be read as UTF-8 text or a line
    ///   is malformed.
    public init(contentsOfFile path: String) throws(PlaybackSecretsError) {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(path: path) }
        try self.init(fileContents: text)
    }

    /// The secrets' names, never their values: `PlaybackSecrets(password, pin)`.
    public var description: String { "PlaybackSecrets(\(names.joined(separator: ", ")))" }

    /// The names alone, so that `dump` and debuggers show no value either.
    public var customMirror: Mirror { Mirror(self, children: ["names": names]) }

    /// Whether `name` is a valid secret name: letters, digits, `_` and `-`, at least one.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    private static func split(_ assignment: String, line: Int?) throws(PlaybackSecretsError) -> (String, String) {
        guard let equals = assignment.firstIndex(of: "=") else { throw .malformed(line: line) }
        let name = String(assignment[..<equals])
        guard isValidName(name) else { throw .invalidName(name, line: line) }
        return (name, String(assignment[assignment.index(after: equals)...]))
    }
}
