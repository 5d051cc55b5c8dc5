import Components

extension ScrollView {
    /// `offset` moved into the range the content offset may take.
    func clampedOffset(_ offset: Point) -> Point {
        let (low, high) = (minimumContentOffset, maximumContentOffset)
        return Point(x: Swift.min(Swift.max(offset.x, low.x), high.x), y: Swift.min(Swift.max(offset.y, low.y), high.y))
    }
}
