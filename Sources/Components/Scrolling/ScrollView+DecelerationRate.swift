extension ScrollView {
    /// How quickly content slows after a flick: the fraction of its speed it keeps each
    /// millisecond.
    ///
    /// ```swift
    /// scroller.decelerationRate = .fast
    /// ```
    public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
        /// The fraction of speed kept per millisecond, between 0 and 1.
        public let rawValue: Double

        /// A rate keeping `rawValue` of the speed each millisecond; values outside 0 to 0.9999
        /// (and values that are not numbers, which count as ``normal``) are clamped into it.
        public init(rawValue: Double) {
            self.rawValue = rawValue.isNaN ? 0.998 : Swift.min(Swift.max(rawValue, 0), 0.9999)
        }

        /// UIKit's normal rate: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit's fast rate: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
