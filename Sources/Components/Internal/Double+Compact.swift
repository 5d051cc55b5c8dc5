extension Double {
    /// The value as descriptions show it: `10` rather than `10.0`, `0.5` as is.
    var compactDescription: String {
        if isFinite, self == rounded(), Swift.abs(self) < 1e15 {
            return String(Int64(self))
        }
        return String(self)
    }
}
