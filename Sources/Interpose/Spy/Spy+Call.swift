extension Spy {
    /// One recorded call: who it was made on, with what, and how it ended.
    ///
    /// ```swift
    /// let call = try #require(spy.lastCall)
    /// #expect(call.receiver === vault)
    /// #expect(call.arguments == 30)
    /// #expect(call.error == .insufficientFunds(requested: 30))
    /// ```
    public struct Call: Sendable {
        /// The call's place in the process-wide order of spied calls: larger numbers started later.
        ///
        /// ```swift
        /// #expect(spy.calls[0].sequence < spy.calls[1].sequence)
        /// ```
        public let sequence: UInt64
        /// The receiver's identity, kept after the receiver itself has gone.
        ///
        /// ```swift
        /// #expect(call.receiverID == ObjectIdentifier(vault))
        /// ```
        public let receiverID: ObjectIdentifier
        /// The arguments the call was made with, as the spy saw them.
        ///
        /// ```swift
        /// #expect(call.arguments == 30)
        /// ```
        public let arguments: Arguments
        /// The result or the error the caller got.
        ///
        /// ```swift
        /// #expect(try call.outcome.get() == 70)
        /// ```
        public let outcome: Swift.Result<Result, Failure>
        private let reference: WeakReceiver<Receiver>

        init(sequence: UInt64, receiver: Receiver, arguments: Arguments, outcome: Swift.Result<Result, Failure>) {
            self.sequence = sequence
            self.receiverID = ObjectIdentifier(receiver)
            self.arguments = arguments
            self.outcome = outcome
            self.reference = WeakReceiver(receiver)
        }

        /// The object the call was made on, or `nil` once it has gone: the spy holds it weakly.
        ///
        /// ```swift
        /// #expect(call.receiver === vault)
        /// ```
        public var receiver: Receiver? { reference.object }

        /// The result, if the call returned.
        ///
        /// ```swift
        /// #expect(call.result == 70)
        /// ```
        public var result: Result? {
            if case .success(let result) = outcome { result } else { nil }
        }

        /// The error, if the call threw.
        ///
        /// ```swift
        /// #expect(call.error == .insufficientFunds(requested: 500))
        /// ```
        public var error: Failure? {
            if case .failure(let error) = outcome { error } else { nil }
        }

        /// Whether this call started before `other`, which may come from any spy on any hook.
        ///
        /// ```swift
        /// #expect(withdrawals.calls[0].happened(before: deposits.calls[0]))
        /// ```
        public func happened<OtherReceiver, OtherArguments, OtherResult, OtherFailure>(
            before other: Spy<OtherReceiver, OtherArguments, OtherResult, OtherFailure>.Call
        ) -> Bool {
            sequence < other.sequence
        }
    }
}
