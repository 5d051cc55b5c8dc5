/// How a cassette decides that a call's arguments are those of a recorded call: exactly, except
/// some fields, or by a test of your own.
///
/// ```swift
/// .hook(Clock.scheduleHook, matching: .ignoring("timestamp"))
/// .hook(Search.queryHook, matching: .custom { recorded, live in
///     recorded["text"]?.stringValue?.lowercased() == live["text"]?.stringValue?.lowercased()
/// })
/// ```
///
/// A matcher compares arguments only; the hook and the receiver's name always match exactly.
/// Both sides are compared as written, after redaction (see ``CassetteRedaction``).
public struct CassetteMatcher: Sendable {
    let compare: @Sendable (_ recorded: CassetteValue, _ live: CassetteValue) -> Bool
    /// Whether `compare` is the cassette's own, which runs no user code and so may run under
    /// the cassette's lock: a call then finds and claims its recorded call in one step.
    let isBuiltIn: Bool

    /// Arguments match when they are equal as JSON (``CassetteValue/==(_:_:)``). The default.
    public static var exact: Self {
        Self(compare: { $0 == $1 }, isBuiltIn: true)
    }

    /// Arguments match when they are equal once the fields at `paths` are left out of both:
    /// for values that change from run to run, such as timestamps or request identifiers.
    ///
    /// A path names members from the arguments down, separated by dots (`"timestamp"`,
    /// `"request.id"`); through an array, it applies to every element.
    ///
    /// - Parameter paths: The fields to leave out.
    /// - Returns: The matcher.
    public static func ignoring(_ paths: String...) -> Self {
        let paths = paths.map(CassettePath.init)
        return Self(
            compare: { recorded, live in
                paths.reduce(recorded) { $1.removing(from: $0) } == paths.reduce(live) { $1.removing(from: $0) }
            }, isBuiltIn: true)
    }

    /// Arguments match when `compare` says so.
    ///
    /// - Parameter compare: Gets the recorded arguments, then the call's; returns whether they
    ///   match. It runs outside the cassette's lock and may be called for several recorded
    ///   calls per call.
    /// - Returns: The matcher.
    public static func custom(
        _ compare: @escaping @Sendable (_ recorded: CassetteValue, _ live: CassetteValue) -> Bool
    ) -> Self {
        Self(compare: compare, isBuiltIn: false)
    }
}
