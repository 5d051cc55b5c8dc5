extension Double {
    /// The number as a script writes it: whole numbers without a fraction (`3`, `-2`), others
    /// in the shortest form that reads back as the same number (`0.1`, `0.4375`).
    var scriptDescription: String {
        if isFinite, rounded() == self, Swift.abs(self) < 1e15 { return String(Int64(self)) }
        return description
    }
}
