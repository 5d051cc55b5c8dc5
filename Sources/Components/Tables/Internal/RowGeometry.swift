/// Where a table's rows lie: the row counts of its sections and the rows' heights.
///
/// Rows are numbered across sections (a row's *index*), and every lookup costs constant time
/// with a uniform row height, or a binary search over prefix sums of the heights when rows
/// differ. So laying out the rows on screen costs what is on screen, not the length of the
/// table; only building varying heights visits every row, once per load.
struct RowGeometry {
    /// The rows' heights: one for all, or each row's top as a prefix sum (one entry per row,
    /// plus the bottom of the last).
    enum Heights {
        case uniform(Double)
        case varying(tops: [Double])
    }

    /// The most rows a section may have, and the most sections: far beyond anything shown,
    /// small enough that sums never overflow.
    static let maximumRows = 1 << 40
    static let maximumSections = 1 << 20

    /// The number of rows in each section.
    let rowCounts: [Int]
    /// The index of each section's first row, and after them the number of rows.
    private let sectionStarts: [Int]
    private let heights: Heights

    /// Geometry for `rowCounts` (negative counts count as zero) with `heights`.
    init(rowCounts: [Int] = [], heights: Heights = .uniform(44)) {
        self.rowCounts = rowCounts.prefix(Self.maximumSections).map { Swift.min(Swift.max($0, 0), Self.maximumRows) }
        var starts = [0]
        starts.reserveCapacity(self.rowCounts.count + 1)
        for count in self.rowCounts { starts.append(starts[starts.count - 1] + count) }
        self.sectionStarts = starts
        self.heights = heights
    }

    /// The number of rows in every section together.
    var rowCount: Int { sectionStarts[sectionStarts.count - 1] }

    /// The height of all the rows together.
    var contentHeight: Double {
        switch heights {
        case .uniform(let height): Double(rowCount) * height
        case .varying(let tops): tops[tops.count - 1]
        }
    }

    /// The index of the row at `path`, or `nil` when there is no such row.
    func index(of path: IndexPath) -> Int? {
        guard rowCounts.indices.contains(path.section), (0..<rowCounts[path.section]).contains(path.row) else {
            return nil
        }
        return sectionStarts[path.section] + path.row
    }

    /// The index path of the row at `index`, which must be below ``rowCount``.
    func indexPath(at index: Int) -> IndexPath {
        let section = Self.partition(rowCounts.count) { sectionStarts[$0 + 1] > index }
        return IndexPath(row: index - sectionStarts[section], section: section)
    }

    /// The top of the row at `index`, in content coordinates.
    func top(of index: Int) -> Double {
        switch heights {
        case .uniform(let height): Double(index) * height
        case .varying(let tops): tops[index]
        }
    }

    /// The height of the row at `index`.
    func height(of index: Int) -> Double {
        switch heights {
        case .uniform(let height): height
        case .varying(let tops): tops[index + 1] - tops[index]
        }
    }

    /// The index of the row that `y` falls in, or `nil` above the first or below the last.
    func index(atY y: Double) -> Int? {
        guard y.isFinite, y >= 0, y < contentHeight else { return nil }
        switch heights {
        case .uniform(let height):
            return Swift.min(Int(y / height), rowCount - 1)
        case .varying(let tops):
            return Self.partition(rowCount) { tops[$0 + 1] > y }
        }
    }

    /// The indices of the rows that overlap `minY ..< maxY`.
    func indices(from minY: Double, to maxY: Double) -> Range<Int> {
        guard minY.isFinite, maxY.isFinite, maxY > minY, maxY > 0, minY < contentHeight else { return 0..<0 }
        switch heights {
        case .uniform(let height):
            let first = Int(Swift.max(minY, 0) / height)
            let end = Swift.min(Int((Swift.min(maxY, contentHeight) / height).rounded(.up)), rowCount)
            return first..<Swift.max(first, end)
        case .varying(let tops):
            let first = Self.partition(rowCount) { tops[$0 + 1] > minY }
            let end = Self.partition(rowCount) { tops[$0] >= maxY }
            return first..<Swift.max(first, end)
        }
    }

    /// The first index in `0 ..< count` for which `isAfter` holds (`count` when none does);
    /// `isAfter` must be false, then true, along the range.
    private static func partition(_ count: Int, _ isAfter: (Int) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
