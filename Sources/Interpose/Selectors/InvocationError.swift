/// Why selector advice could not proceed with, return or throw a value: it does not fit the
/// hook's types, which the advice sees only as names.
///
/// ```swift
/// do { return try invocation.returning(0) } catch { return invocation.proceed() }   // Int hooks only
/// ```
public enum InvocationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Arguments of another type than the hook's.
    case argumentsMismatch(hook: String, expected: String, given: String)
    /// A result of another type than the hook's.
    case resultMismatch(hook: String, expected: String, given: String)
    /// An error the hook cannot throw (any error, for a hook that cannot throw at all).
    case errorMismatch(hook: String, expected: String, given: String)

    /// A sentence naming the hook and both types.
    public var description: String {
        switch self {
        case .argumentsMismatch(let hook, let expected, let given):
            "\(hook) takes \(expected), not \(given)"
        case .resultMismatch(let hook, let expected, let given):
            "\(hook) returns \(expected), not \(given)"
        case .errorMismatch(let hook, let expected, let given):
            "\(hook) throws \(expected), not \(given)"
        }
    }
}
