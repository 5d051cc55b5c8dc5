extension Array {
    /// Removes every element and keeps the storage, for the small working arrays a recorder
    /// empties on every gesture.
    ///
    /// `removeAll(keepingCapacity: true)` goes through the general replacement path, which
    /// costs as much as removing a dozen elements one by one; these arrays hold a handful, and
    /// are often empty already.
    @inline(__always)
    mutating func removeAllKeepingCapacity() {
        guard !isEmpty else { return }
        guard count <= 12 else { return removeAll(keepingCapacity: true) }
        repeat { removeLast() } while !isEmpty
    }
}
