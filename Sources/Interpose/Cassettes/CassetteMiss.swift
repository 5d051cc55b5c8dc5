/// A call a replaying cassette does not hold: the call, and the recorded call nearest to it with
/// the reason it is not the answer.
///
/// The body of a missed call does not run. The cassette keeps the miss (``Cassette/misses``),
/// reports it at once, and ``Cassette/verify()`` throws it at the end. What the caller gets is
/// described on ``Cassette``: a stand-in, the miss thrown, `nil`, or the nearest call's answer.
///
/// ```
/// cassette 'vault' does not hold Vault.withdraw(500) on Vault; nearest recorded:
/// call 2, Vault.withdraw(50) on Vault -> 50 (the arguments differ)
/// ```
public struct CassetteMiss: Error, Sendable, Hashable, CustomStringConvertible {
    /// The cassette's identifier.
    public let cassette: String
    /// The hook the call went through.
    public let hook: String
    /// The receiver's name.
    public let receiver: String
    /// The call's arguments, as the cassette compares them (redacted).
    public let arguments: CassetteValue
    /// The recorded call nearest to this one, if the cassette holds any.
    public let nearest: RecordedCall?
    /// The nearest call's place in the file, from 1.
    public let nearestNumber: Int?
    /// Why the nearest call is not the answer, such as `the arguments differ`.
    public let reason: String

    /// The call as one line: `Vault.withdraw(500) on Vault`.
    public var call: String {
        RecordedCall.describe(hook: hook, receiver: receiver, arguments: arguments)
    }

    /// The call, and the nearest recorded one with the reason it does not answer.
    public var description: String {
        let head = "cassette '\(cassette)' does not hold \(call)"
        guard let nearest, let nearestNumber else { return "\(head); \(reason)" }
        return "\(head); nearest recorded: call \(nearestNumber), \(nearest) (\(reason))"
    }
}
