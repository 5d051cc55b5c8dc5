/// Whether two arrays hold the very same objects, in the same order.
func === <A: AnyObject, B: AnyObject>(lhs: [A], rhs: [B]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}
