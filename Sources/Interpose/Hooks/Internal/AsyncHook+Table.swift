// Unsafe: the chain is found by borrowing the directory and the hook's slot unretained, as a synchronous call does.

/// Finding the chain an `async` call through a hook runs.
extension AsyncHook {
    /// The hook's chain for a call on `receiver`, retained so the call can keep it across
    /// suspensions: the call marks itself as a reader only while it takes the reference.
    /// `nil` when no advice can apply.
    @inlinable
    static func table(
        in directory: Unmanaged<Directory<AnyAdviceNode>>, key: HookKey, receiver: Receiver
    ) -> NodeTable<AnyAdviceNode>? {
        guard let slot = directory._withUnsafeGuaranteedRef({ $0.slot(key: key.address, tag: key.tag) }) else {
            return nil
        }
        return slot._withUnsafeGuaranteedRef { slot in
            guard slot.admits(receiver) else { return nil }
            let (mark, table) = slot.enter()
            defer { ReaderMarks.end(mark) }
            return table?.takeUnretainedValue()
        }
    }
}
