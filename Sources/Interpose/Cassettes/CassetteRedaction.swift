/// A part of a call a cassette never writes: an argument or a result field replaced by
/// `"[redacted]"` before anything reaches the file.
///
/// ```swift
/// .hook(Session.signInHook, redacting: [.arguments("password"), .result("token")])
/// .hook(Vault.unlockHook, redacting: [.arguments()])   // the whole argument
/// ```
///
/// As with the recorder's secrets, a redacted value never reaches the file: it is replaced as
/// the call is recorded. A replaying cassette redacts the call's arguments the same way before
/// matching, so a redacted argument matches whatever the call passes. A redacted result
/// replays as the placeholder, so redact result fields whose type reads back from a string.
public struct CassetteRedaction: Sendable, Hashable {
    /// The text written in place of a redacted value.
    public static let placeholder = "[redacted]"

    /// Which part of the call a redaction applies to.
    enum Part: Sendable, Hashable {
        case arguments
        case result
    }

    let part: Part
    let path: CassettePath

    /// Redacts the argument at `path` (`"password"`, `"credentials.password"`), or all the
    /// arguments with no path.
    ///
    /// - Parameter path: The field, from the arguments down, separated by dots.
    /// - Returns: The redaction.
    public static func arguments(_ path: String = "") -> Self {
        Self(part: .arguments, path: CassettePath(path))
    }

    /// Redacts the result's field at `path` (`"token"`, `"session.token"`), or the whole
    /// result with no path.
    ///
    /// - Parameter path: The field, from the result down, separated by dots.
    /// - Returns: The redaction.
    public static func result(_ path: String = "") -> Self {
        Self(part: .result, path: CassettePath(path))
    }

    /// `value` with the redactions of `part` among `redactions` applied.
    static func apply(_ redactions: [Self], to part: Part, of value: CassetteValue) -> CassetteValue {
        redactions.reduce(value) { value, redaction in
            redaction.part == part ? redaction.path.replacing(in: value, with: .string(placeholder)) : value
        }
    }
}
