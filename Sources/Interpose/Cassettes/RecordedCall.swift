/// One call as a cassette keeps it: the hook, the receiver as the test names it, the arguments
/// and how the call ended.
///
/// A cassette's file is a list of these, in the order the calls started:
///
/// ```json
/// {
///   "hook": "Vault.withdraw",
///   "receiver": "savings",
///   "arguments": 500,
///   "error": {"insufficientFunds": {"requested": 500}}
/// }
/// ```
///
/// ```swift
/// #expect(cassette.calls.map(\.description) == ["Vault.deposit(30) on savings -> 130"])
/// ```
public struct RecordedCall: Sendable, Hashable, CustomStringConvertible {
    /// How a recorded call ended.
    public enum Outcome: Sendable, Hashable {
        /// It returned this value (`null` for a hook that returns nothing).
        case returned(CassetteValue)
        /// It threw this error.
        case threw(CassetteValue)
    }

    /// The hook's name, such as `"Vault.withdraw"`.
    public var hook: String
    /// The receiver's name: the one the test gave it (``Cassette/name(_:as:)``), or its type's
    /// name, numbered from the second receiver of a type on (`"Vault"`, `"Vault #2"`).
    public var receiver: String
    /// The arguments, as written (`null` for a hook that takes none).
    public var arguments: CassetteValue
    /// What the call returned or threw, as written.
    public var outcome: Outcome

    /// A call.
    ///
    /// - Parameters:
    ///   - hook: The hook's name.
    ///   - receiver: The receiver's name.
    ///   - arguments: The arguments; `null` for none.
    ///   - outcome: How the call ended.
    public init(hook: String, receiver: String, arguments: CassetteValue = .null, outcome: Outcome) {
        self.hook = hook
        self.receiver = receiver
        self.arguments = arguments
        self.outcome = outcome
    }

    /// The call as one line, such as `Vault.withdraw(30) on savings -> 70` or
    /// `Vault.withdraw(500) on savings throws {"insufficientFunds": {"requested": 500}}`.
    public var description: String {
        switch outcome {
        case .returned(.null): call
        case .returned(let value): "\(call) -> \(value)"
        case .threw(let error): "\(call) throws \(error)"
        }
    }

    /// The call without its outcome, such as `Vault.withdraw(30) on savings`.
    var call: String {
        Self.describe(hook: hook, receiver: receiver, arguments: arguments)
    }

    /// A call without its outcome: `hook(arguments) on receiver`.
    static func describe(hook: String, receiver: String, arguments: CassetteValue) -> String {
        let list = arguments == .null ? "" : arguments.description
        return "\(hook)(\(list)) on \(receiver)"
    }
}
