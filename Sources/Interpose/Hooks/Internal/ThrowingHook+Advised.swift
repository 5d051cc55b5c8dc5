// Unsafe: the advised call borrows the hook's slot unretained; a retain and release would cost more than the call.

/// The advised half of a call through a hook, kept out of line.
extension ThrowingHook {
    /// The call when the registry has advice filed under the hook's filter bit (its declaring
    /// line mod 64, ``HookSite/filterBit``): kept out of line, and
    /// free of the throwing calling convention, so that the no-advice path compiles to two
    /// loads, a bit test and a branch.
    ///
    /// It finds the hook's slot, lets the slot's filter turn away receivers no advice can
    /// apply to, and otherwise marks itself as a reader of the chain while it runs (see
    /// ``ChainSlot``). `registry` owns the slot and is kept until the call returns, even if
    /// the receiver's `aspectRegistry` is a variable that changes while advice runs.
    ///
    /// The caller passes the two constant halves of the hook's key (its name literal's address
    /// and its site's word) rather than the hook, and the hook's type is looked up only here,
    /// so that the inlined call site has nothing to compute before its branch.
    @inlinable @inline(never)
    static func callAdvised(
        receiver: Receiver, arguments: Arguments, registry: AspectRegistry,
        directory: Unmanaged<Directory<AnyAdviceNode>>, name: UInt, site: UInt,
        body: (Receiver, Arguments) throws(Failure) -> Result
    ) -> Swift.Result<Result, Failure> {
        defer { withExtendedLifetime(registry) {} }
        do throws(Failure) {
            let tag = signature ^ site
            guard let slot = directory._withUnsafeGuaranteedRef({ $0.slot(key: name, tag: tag) }),
                slot._withUnsafeGuaranteedRef({ $0.admits(receiver) })
            else {
                return .success(try body(receiver, arguments))
            }
            let (mark, current) = slot._withUnsafeGuaranteedRef { $0.enter() }
            defer { ReaderMarks.end(mark) }
            guard let table = current else {
                return .success(try body(receiver, arguments))
            }
            return .success(
                try AdviceChain.run(receiver: receiver, arguments: arguments, table: table, body: body))
        } catch {
            return .failure(error)
        }
    }
}
